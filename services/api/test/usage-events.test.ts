/**
 * Usage events on the control plane, end to end through the API (docs/usage-events.md): get, list (filters, newest
 * first, paging), corrections (every rule), replays (the count, the worker finishing them), isolation and bad
 * input. Events are stored through the ingest pipeline, as the ingest edge stores them.
 */
import { ManualClock } from '@billing/core';
import { countCountedEvents } from '@billing/events';
import { parseBody } from '@billing/usage';
import { startJobConsumers } from '@billing/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, eventsBefore, iso, MINUTE } from '../../../test/tools/usage-event-times.ts';
import { expectError, type Response } from './assertions.ts';
import { type Harness, startHarness } from './harness.ts';

const NOW = Date.parse('2026-03-15T12:00:00.000Z');
const { ago, event } = eventsBefore(NOW);

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!(await condition())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('usage events on the control plane (postgres, chdb)', () => {
  const clock = new ManualClock(iso(NOW));
  let h: Harness;

  async function ingest(organization: string, events: object[]): Promise<string[]> {
    return (await h.ingest(organization, events)).map(
      (r) => `${r.status}${r.errorCode ? ` ${r.errorCode}` : ''}`,
    );
  }

  const get = (eventId: string, key?: string) => h.call('GET', `/v1/usageEvents/${eventId}`, undefined, key);
  const correct = (eventId: string, body: unknown, key?: string) =>
    h.call('POST', `/v1/usageEvents/${eventId}:correct`, body, key);
  const replay = (body: unknown, key?: string) => h.call('POST', '/v1/usageEvents:replay', body, key);

  beforeAll(async () => {
    h = await startHarness('postgres', { clock });
    for (const [key, id] of [
      [h.keyA, 'c1'],
      [h.keyA, 'c2'],
      [h.keyB, 'g1'],
    ] as const) {
      const res = await h.call('POST', `/v1/customers?customerId=${id}`, {}, key);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });

  afterAll(async () => {
    await h?.close();
  });

  describe('get', () => {
    beforeAll(async () => {
      expect(await ingest('acme', [event('get-1', 'c1', 10, { tokens: 5, model: 'a' })])).toEqual([
        'ACCEPTED',
      ]);
      expect(await ingest('globex', [event('get-globex', 'g1', 10)])).toEqual(['ACCEPTED']);
    });

    it('returns the Usage event resource, on both path forms', async () => {
      const expected = {
        name: 'usageEvents/get-1',
        customer: 'customers/c1',
        eventId: 'get-1',
        eventType: 'api.call',
        eventTime: ago(10),
        ingestTime: iso(NOW),
        properties: { tokens: 5, model: 'a' },
        status: 'ACCEPTED',
        correctionOf: '',
      };
      for (const prefix of ['/v1', '/v1/organizations/acme']) {
        const res = await h.call('GET', `${prefix}/usageEvents/get-1`);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body).toEqual(expected);
      }
    });

    it('returns properties exactly: numbers a double would round keep every digit', async () => {
      const text = `{"events":[{"customer":"customers/c1","eventId":"exact-1","eventType":"api.call",
        "eventTime":"${ago(5)}","properties":{"big":123456789012345678901234567890,
        "fine":0.1000000000000000055511151231257827,"small":5,"nested":{"n":[1.5,98765432109876543210]}}}]}`;
      const parsed = parseBody(text);
      const [result] = await h.ingest(
        'acme',
        (parsed.value as { events: unknown[] }).events,
        parsed.stringify,
      );
      expect(result?.status).toBe('ACCEPTED');
      const res = await get('exact-1');
      expect(res.status).toBe(200);
      expect(res.text).toContain(
        '"properties":{"big":123456789012345678901234567890,"fine":0.1000000000000000055511151231257827,' +
          '"small":5,"nested":{"n":[1.5,98765432109876543210]}}',
      );
    });

    it("answers NOT_FOUND for a missing event and for another organization's event", async () => {
      expectError(await get('no-such-event'), 404, 'NOT_FOUND');
      expectError(await get('get-globex'), 404, 'NOT_FOUND');
      expectError(await get('get-1', h.keyB), 404, 'NOT_FOUND');
      expect((await get('get-globex', h.keyB)).status).toBe(200);
    });

    it('refuses a bad eventId in the path with a 4xx google.rpc.Status', async () => {
      for (const bad of ['a'.repeat(129), 'a%2Fb', '%20', 'a%00b', 'caf%C3%A9']) {
        expectError(await get(bad), 400, 'INVALID_ARGUMENT');
      }
    });
  });

  describe('list', () => {
    // Types and times of the listed events (minutes before now); `lst-5` and `lst-6` share a time.
    const LISTED: Array<[string, string, number]> = [
      ['lst-1', 'list.a', 3000],
      ['lst-2', 'list.b', 2990],
      ['lst-3', 'list.a', 2980],
      ['lst-4', 'list.a', 2970],
      ['lst-5', 'list.b', 2960],
      ['lst-6', 'list.a', 2960],
    ];
    const from = ago(3000);
    const to = ago(2950);
    const inRange = `startTime=${from}&endTime=${to}`;

    beforeAll(async () => {
      const events = LISTED.map(([id, type, minutes]) => ({ ...event(id, 'c1', minutes), eventType: type }));
      expect(await ingest('acme', events)).toEqual(LISTED.map(() => 'ACCEPTED'));
      expect(await ingest('globex', [{ ...event('lst-globex', 'g1', 2975), eventType: 'list.a' }])).toEqual([
        'ACCEPTED',
      ]);
    });

    const ids = (res: Response) => res.body.events.map((e: { eventId: string }) => e.eventId);

    it('lists newest first (eventTime, then eventId), never showing another organization', async () => {
      const res = await h.call('GET', `/v1/usageEvents?${inRange}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(ids(res)).toEqual(['lst-6', 'lst-5', 'lst-4', 'lst-3', 'lst-2', 'lst-1']);
      expect(res.body.nextPageToken).toBe('');
      const all = await h.call('GET', '/v1/usageEvents?pageSize=1000');
      expect(JSON.stringify(all.body)).not.toContain('globex');
      const theirs = await h.call(
        'GET',
        `/v1/organizations/globex/usageEvents?${inRange}`,
        undefined,
        h.keyB,
      );
      expect(ids(theirs)).toEqual(['lst-globex']);
    });

    it('filters by eventType and by [startTime, endTime) on eventTime', async () => {
      const typed = await h.call('GET', `/v1/usageEvents?${inRange}&eventType=list.b`);
      expect(ids(typed)).toEqual(['lst-5', 'lst-2']);
      // startTime is included, endTime is not.
      const window = await h.call('GET', `/v1/usageEvents?startTime=${ago(2990)}&endTime=${ago(2970)}`);
      expect(ids(window)).toEqual(['lst-3', 'lst-2']);
      const open = await h.call('GET', `/v1/usageEvents?endTime=${ago(2980)}&eventType=list.a`);
      expect(ids(open)).toEqual(['lst-1']);
    });

    it('pages with signed tokens bound to the organization and the query', async () => {
      const seen: string[] = [];
      let token = '';
      let pages = 0;
      do {
        const res = await h.call(
          'GET',
          `/v1/usageEvents?${inRange}&pageSize=2${token ? `&pageToken=${encodeURIComponent(token)}` : ''}`,
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        seen.push(...ids(res));
        token = res.body.nextPageToken;
        pages++;
      } while (token);
      expect(seen).toEqual(['lst-6', 'lst-5', 'lst-4', 'lst-3', 'lst-2', 'lst-1']);
      expect(pages).toBe(3);

      const first = await h.call('GET', `/v1/usageEvents?${inRange}&pageSize=2`);
      const next = encodeURIComponent(first.body.nextPageToken);
      // The same instants spelled with an offset are the same query.
      const offset = `startTime=${encodeURIComponent(from.replace('Z', '+00:00'))}&endTime=${to}`;
      expect(ids(await h.call('GET', `/v1/usageEvents?${offset}&pageSize=2&pageToken=${next}`))).toEqual([
        'lst-4',
        'lst-3',
      ]);
      for (const url of [
        `/v1/usageEvents?${inRange}&eventType=list.a&pageToken=${next}`,
        `/v1/usageEvents?startTime=${ago(2999)}&endTime=${to}&pageToken=${next}`,
        `/v1/usageEvents?pageToken=${next}`,
      ]) {
        expectError(await h.call('GET', url), 400, 'INVALID_ARGUMENT');
      }
      // Another organization's token is refused too.
      const foreign = await h.call('GET', `/v1/usageEvents?${inRange}&pageToken=${next}`, undefined, h.keyB);
      expectError(foreign, 400, 'INVALID_ARGUMENT');
    });

    it('refuses bad times, an end not after the start, and bad event types', async () => {
      for (const query of [
        'startTime=yesterday',
        'endTime=2026-02-30T00:00:00Z',
        'startTime=2026-03-01',
        `startTime=${to}&endTime=${from}`,
        `startTime=${from}&endTime=${from}`,
        'eventType=has%20space',
        `eventType=${'x'.repeat(101)}`,
      ]) {
        const res = await h.call('GET', `/v1/usageEvents?${query}`);
        expectError(res, 400, 'INVALID_ARGUMENT');
      }
    });
  });

  describe('list filter (AIP-160) and unknown parameters (issue 34, item 5)', () => {
    const ids = (res: Response) => res.body.events.map((e: { eventId: string }) => e.eventId);
    const window = `startTime=${ago(2600)}&endTime=${ago(2400)}`;
    const list = (filter: string, key?: string) =>
      h.call('GET', `/v1/usageEvents?${window}&filter=${encodeURIComponent(filter)}`, undefined, key);

    beforeAll(async () => {
      expect(
        await ingest('acme', [
          { ...event('flt-1', 'c1', 2500), eventType: 'flt.a' },
          { ...event('flt-2', 'c2', 2490), eventType: 'flt.a' },
          { ...event('flt-3', 'c2', 2480), eventType: 'flt.b' },
        ]),
      ).toEqual(['ACCEPTED', 'ACCEPTED', 'ACCEPTED']);
    });

    it('refuses a parameter the method does not take, naming it and the ones it takes', async () => {
      const res = await h.call('GET', `/v1/usageEvents?${window}&customer=c2`);
      expectError(res, 400, 'INVALID_ARGUMENT');
      expect(res.body.error.message).toContain('customer: is not a parameter of this method');
      expect(res.body.error.message).toContain('filter');
      expect(res.body.error.details[0].fieldViolations).toEqual([
        { field: 'customer', description: expect.stringContaining('filter, eventType, startTime, endTime') },
      ]);
      // A method without query parameters names that too.
      const get = await h.call('GET', '/v1/usageEvents/flt-1?view=full');
      expectError(get, 400, 'INVALID_ARGUMENT');
      expect(get.body.error.message).toBe(
        'view: is not a parameter of this method, which takes no query parameters',
      );
    });

    it('filters on customer, eventType and eventTime, with AND, OR, NOT and wildcards', async () => {
      expect(ids(await list('customer = "customers/c2"'))).toEqual(['flt-3', 'flt-2']);
      expect(ids(await list('customer = "customers/c2" AND eventType = "flt.a"'))).toEqual(['flt-2']);
      expect(ids(await list(`eventTime >= "${ago(2490)}"`))).toEqual(['flt-3', 'flt-2']);
      expect(ids(await list(`eventTime < "${ago(2490)}" OR eventType = "flt.b"`))).toEqual([
        'flt-3',
        'flt-1',
      ]);
      expect(ids(await list('NOT customer = "customers/c1"'))).toEqual(['flt-3', 'flt-2']);
      expect(ids(await list('eventType = "flt.*" AND customer != "customers/c2"'))).toEqual(['flt-1']);
      // Another organization's customer of the same id is not found through the filter.
      const theirs = await list('customer = "customers/c1"', h.keyB);
      expect(ids(theirs)).toEqual([]);
    });

    it('binds page tokens to the filter and refuses unknown fields and bad times', async () => {
      const first = await list('customer = "customers/c2"');
      const paged = await h.call(
        'GET',
        `/v1/usageEvents?${window}&pageSize=1&filter=${encodeURIComponent('customer = "customers/c2"')}`,
      );
      expect(ids(paged)).toEqual(['flt-3']);
      const next = encodeURIComponent(paged.body.nextPageToken);
      const second = await h.call(
        'GET',
        `/v1/usageEvents?${window}&pageSize=1&filter=${encodeURIComponent('customer = "customers/c2"')}&pageToken=${next}`,
      );
      expect(ids(second)).toEqual(['flt-2']);
      expect(ids(first)).toEqual(['flt-3', 'flt-2']);
      expectError(
        await h.call('GET', `/v1/usageEvents?${window}&pageSize=1&pageToken=${next}`),
        400,
        'INVALID_ARGUMENT',
      );
      const unknown = await list('tokens > 3');
      expectError(unknown, 400, 'INVALID_ARGUMENT');
      expect(unknown.body.error.message).toContain('unknown field "tokens"');
      expect(unknown.body.error.message).toContain('customer, eventType, eventTime');
      expectError(await list('eventTime > "yesterday"'), 400, 'INVALID_ARGUMENT');
    });
  });

  describe('correct', () => {
    const replacement = (eventId: string, minutesAgo: number, tokens: number, customer = 'c1') =>
      event(eventId, customer, minutesAgo, { tokens });

    beforeAll(async () => {
      const originals = ['cor-1', 'cor-2', 'cor-3', 'cor-4', 'cor-5', 'cor-taken'].map((id, i) =>
        event(id, 'c1', 200 + i, { tokens: 1 }),
      );
      expect(await ingest('acme', originals)).toEqual(originals.map(() => 'ACCEPTED'));
      expect(await ingest('globex', [event('cor-globex', 'g1', 200)])).toEqual(['ACCEPTED']);
    });

    it('stores the replacement with correctionOf, and the original becomes SUPERSEDED', async () => {
      const counted = () =>
        countCountedEvents(h.usage.events, 'acme', NOW - 200 * MINUTE, NOW - 199 * MINUTE, NOW);
      expect(await counted()).toBe('1');
      const res = await correct('cor-1', {
        reason: 'wrong count',
        replacement: replacement('cor-1-fix', 150, 7),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({
        name: 'usageEvents/cor-1-fix',
        customer: 'customers/c1',
        eventId: 'cor-1-fix',
        eventType: 'api.call',
        eventTime: ago(150),
        ingestTime: iso(NOW),
        properties: { tokens: 7 },
        status: 'ACCEPTED',
        correctionOf: 'usageEvents/cor-1',
      });
      expect((await get('cor-1')).body).toMatchObject({ status: 'SUPERSEDED', correctionOf: '' });
      expect((await get('cor-1-fix')).body).toEqual(res.body);
      const listed = await h.call('GET', `/v1/usageEvents?startTime=${ago(200)}&endTime=${ago(149)}`);
      expect(
        listed.body.events.map((e: { eventId: string; status: string }) => [e.eventId, e.status]),
      ).toEqual([
        ['cor-1-fix', 'ACCEPTED'],
        ['cor-1', 'SUPERSEDED'],
      ]);
      // The superseded original no longer counts; its replacement does.
      expect(await counted()).toBe('0');
      const replacementMinute = [NOW - 150 * MINUTE, NOW - 149 * MINUTE] as const;
      expect(await countCountedEvents(h.usage.events, 'acme', ...replacementMinute, NOW)).toBe('1');
    });

    it('returns the same replacement when the same correction is repeated (snake_case too)', async () => {
      const first = await get('cor-1-fix');
      const again = await correct('cor-1', {
        reason: 'wrong count',
        replacement: replacement('cor-1-fix', 150, 7),
      });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body).toEqual(first.body);
      const snake = await correct('cor-1', {
        reason: 'said again',
        replacement: {
          customer: 'customers/c1',
          event_id: 'cor-1-fix',
          event_type: 'api.call',
          event_time: ago(150),
          properties: { tokens: 7 },
        },
      });
      expect(snake.status, JSON.stringify(snake.body)).toBe(200);
      expect(snake.body).toEqual(first.body);
    });

    it('refuses another correction of a superseded event: FAILED_PRECONDITION, correct the latest', async () => {
      const res = await correct('cor-1', { replacement: replacement('cor-1-other', 150, 8) });
      expectError(res, 400, 'FAILED_PRECONDITION');
      expect(res.body.error.message).toContain('correct the latest');
      expectError(await get('cor-1-other'), 404, 'NOT_FOUND');
      // The latest of the chain can be corrected.
      const latest = await correct('cor-1-fix', { replacement: replacement('cor-1-fix-2', 150, 9) });
      expect(latest.status, JSON.stringify(latest.body)).toBe(200);
      expect(latest.body.correctionOf).toBe('usageEvents/cor-1-fix');
      expect((await get('cor-1-fix')).body.status).toBe('SUPERSEDED');
    });

    it('refuses a replacement of another customer, even one of another organization', async () => {
      for (const customer of ['c2', 'g1', 'nobody']) {
        const res = await correct('cor-2', { replacement: replacement('cor-2-fix', 150, 2, customer) });
        expectError(res, 400, 'INVALID_ARGUMENT');
        expect(JSON.stringify(res.body)).not.toContain('globex');
      }
      expect((await get('cor-2')).body.status).toBe('ACCEPTED');
      expectError(await get('cor-2-fix'), 404, 'NOT_FOUND');
    });

    it('refuses a replacement eventId that is already used: ALREADY_EXISTS, and nothing changes', async () => {
      // Another payload under that eventId.
      const other = await correct('cor-3', { replacement: replacement('cor-taken', 150, 3) });
      expectError(other, 409, 'ALREADY_EXISTS');
      // The very payload of an event that is not this correction's replacement.
      const same = await correct('cor-3', { replacement: event('cor-taken', 'c1', 205, { tokens: 1 }) });
      expectError(same, 409, 'ALREADY_EXISTS');
      expect((await get('cor-3')).body.status).toBe('ACCEPTED');
      expect((await get('cor-taken')).body).toMatchObject({ status: 'ACCEPTED', correctionOf: '' });
      // The refused attempts left no claim behind: a good correction still goes through.
      const good = await correct('cor-3', { replacement: replacement('cor-3-fix', 150, 3) });
      expect(good.status, JSON.stringify(good.body)).toBe(200);
    });

    it("answers NOT_FOUND for a missing original and for another organization's event", async () => {
      expectError(
        await correct('cor-missing', { replacement: replacement('x-fix', 150, 1) }),
        404,
        'NOT_FOUND',
      );
      const fromGlobex = await correct(
        'cor-4',
        { replacement: replacement('cor-4-g', 150, 1, 'g1') },
        h.keyB,
      );
      expectError(fromGlobex, 404, 'NOT_FOUND');
      const ofGlobex = await correct('cor-globex', { replacement: replacement('cor-g-fix', 150, 1) });
      expectError(ofGlobex, 404, 'NOT_FOUND');
      expect((await get('cor-4')).body.status).toBe('ACCEPTED');
      expect((await get('cor-globex', h.keyB)).body.status).toBe('ACCEPTED');
    });

    it('refuses a bad replacement with a 4xx google.rpc.Status', async () => {
      const cases: Array<[unknown, number, string]> = [
        [{}, 400, 'INVALID_ARGUMENT'],
        [{ replacement: null }, 400, 'INVALID_ARGUMENT'],
        [{ replacement: replacement('cor-4', 150, 2) }, 400, 'INVALID_ARGUMENT'],
        [{ replacement: replacement('bad id', 150, 2) }, 400, 'INVALID_ARGUMENT'],
        [{ replacement: { ...replacement('cor-4-x', 150, 2), eventTime: 'soon' } }, 400, 'INVALID_ARGUMENT'],
        [{ replacement: replacement('cor-4-x', 36 * 24 * 60, 2) }, 400, 'OUT_OF_RANGE'],
        [{ replacement: { ...replacement('cor-4-x', 150, 2), properties: [1] } }, 400, 'INVALID_ARGUMENT'],
        [{ reason: 'x'.repeat(1001), replacement: replacement('cor-4-x', 150, 2) }, 400, 'INVALID_ARGUMENT'],
      ];
      for (const [body, status, code] of cases) expectError(await correct('cor-4', body), status, code);
      expectError(
        await correct('a'.repeat(129), { replacement: replacement('x', 150, 1) }),
        400,
        'INVALID_ARGUMENT',
      );
      expect((await get('cor-4')).body.status).toBe('ACCEPTED');
    });

    it('keeps long numbers of the replacement exact', async () => {
      const body = `{"replacement":{"customer":"customers/c1","eventId":"cor-5-fix","eventType":"api.call",
        "eventTime":"${ago(150)}","properties":{"tokens":12345678901234567890.5}}}`;
      const res = await correct('cor-5', body);
      expect(res.status, res.text).toBe(200);
      expect(res.text).toContain('"properties":{"tokens":12345678901234567890.5}');
      expect((await get('cor-5-fix')).text).toContain('"tokens":12345678901234567890.5');
    });

    it('queues one follow-up per corrected event, which the worker records as done (once)', async () => {
      const followUps = () =>
        h.db.sql<{ event_id: string; follow_up_time: Date | null }[]>`
          SELECT event_id, follow_up_time FROM usage_corrections WHERE organization_id = 'acme' ORDER BY event_id`;
      expect((await followUps()).every((r) => r.follow_up_time === null)).toBe(true);
      const consumers = await startJobConsumers(h.jobs, { sql: h.db.sql, clock, events: h.usage.events });
      try {
        await waitFor(async () => (await followUps()).every((r) => r.follow_up_time !== null));
      } finally {
        await consumers.close();
      }
      expect((await followUps()).map((r) => r.event_id)).toEqual(['cor-1', 'cor-1-fix', 'cor-3', 'cor-5']);
      const jobs = await h.db.sql<{ status: string; attempts: number }[]>`
        SELECT status, attempts FROM jobs WHERE queue = 'usage.correction'`;
      // One job per corrected event, however often the correction was repeated.
      expect(jobs).toEqual(Array.from({ length: 4 }, () => ({ status: 'SUCCEEDED', attempts: 1 })));
    });
  });

  describe('replay', () => {
    // Events 1000-1010 minutes ago: three ACCEPTED, one DUPLICATE of them, one superseded, one of globex.
    const start = ago(1010);
    const end = ago(1000);

    beforeAll(async () => {
      const events = ['rp-1', 'rp-2', 'rp-3', 'rp-4'].map((id, i) => event(id, 'c1', 1009 - i));
      expect(await ingest('acme', events)).toEqual(['ACCEPTED', 'ACCEPTED', 'ACCEPTED', 'ACCEPTED']);
      expect(await ingest('acme', [events[0]!])).toEqual(['DUPLICATE']);
      expect(await ingest('globex', [event('rp-globex', 'g1', 1005)])).toEqual(['ACCEPTED']);
      // rp-4 is corrected by an event outside the range: it no longer counts, and its replacement is not in it.
      const fixed = await correct('rp-4', { replacement: event('rp-4-fix', 'c1', 900, { tokens: 2 }) });
      expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    });

    const replays = () =>
      h.db.sql<{ id: string; status: string; matched_event_count: string; finish_time: Date | null }[]>`
        SELECT id, status, matched_event_count::text AS matched_event_count, finish_time FROM usage_replays
        ORDER BY create_time, id`;

    it('answers at once with the count of ACCEPTED events as a decimal string; the worker then finishes it', async () => {
      const res = await replay({ parent: 'organizations/acme', startTime: start, endTime: end });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({
        replayId: expect.stringMatching(/^replay-/),
        matchedEventCount: '3',
        watermarkTime: iso(NOW),
      });
      const [record] = (await replays()).filter((r) => r.id === res.body.replayId);
      expect(record).toMatchObject({ status: 'RUNNING', matched_event_count: '3', finish_time: null });

      const consumers = await startJobConsumers(h.jobs, { sql: h.db.sql, clock, events: h.usage.events });
      try {
        await waitFor(async () => (await replays()).every((r) => r.status !== 'RUNNING'));
      } finally {
        await consumers.close();
      }
      const [done] = (await replays()).filter((r) => r.id === res.body.replayId);
      expect(done).toMatchObject({ status: 'SUCCEEDED', matched_event_count: '3' });
      expect(done!.finish_time).toEqual(new Date(NOW));
    });

    it('counts the events ingested up to the watermark', async () => {
      clock.advance(1000);
      expect(await ingest('acme', [event('rp-5', 'c1', 1001)])).toEqual(['ACCEPTED']);
      const later = await replay({ startTime: start, endTime: end });
      expect(later.body).toMatchObject({ matchedEventCount: '4', watermarkTime: iso(NOW + 1000) });
      const globex = await replay({ startTime: start, endTime: end }, h.keyB);
      expect(globex.body.matchedEventCount).toBe('1');
    });

    it('honours requestId: a retry answers the first replay again', async () => {
      const first = await h.call('POST', '/v1/usageEvents:replay?requestId=replay-once', {
        startTime: start,
        endTime: end,
      });
      const again = await h.call('POST', '/v1/usageEvents:replay?requestId=replay-once', {
        startTime: start,
        endTime: end,
      });
      expect(again.body).toEqual(first.body);
      expect(again.headers['idempotent-replayed']).toBe('true');
    });

    it('checks parent and the range: at most 400 days, end after start', async () => {
      const accepted = [
        { parent: 'organizations/acme', startTime: start, endTime: end },
        { startTime: iso(NOW - 400 * DAY), endTime: iso(NOW) },
        { parent: '', startTime: start, endTime: end.replace('Z', '+00:00') },
      ];
      for (const body of accepted) expect((await replay(body)).status, JSON.stringify(body)).toBe(200);
      expect(
        (
          await h.call('POST', '/v1/organizations/acme/usageEvents:replay', {
            startTime: start,
            endTime: end,
          })
        ).status,
      ).toBe(200);

      const refused: Array<[unknown, number, string]> = [
        [{ parent: 'organizations/globex', startTime: start, endTime: end }, 404, 'NOT_FOUND'],
        [{ parent: 'organizations/nobody', startTime: start, endTime: end }, 404, 'NOT_FOUND'],
        [{ parent: 'customers/c1', startTime: start, endTime: end }, 400, 'INVALID_ARGUMENT'],
        [{ parent: 'organizations/ACME', startTime: start, endTime: end }, 400, 'INVALID_ARGUMENT'],
        [{ startTime: end, endTime: start }, 400, 'INVALID_ARGUMENT'],
        [{ startTime: start, endTime: start }, 400, 'INVALID_ARGUMENT'],
        [{ startTime: iso(NOW - 400 * DAY - 1), endTime: iso(NOW) }, 400, 'INVALID_ARGUMENT'],
        [{ startTime: start }, 400, 'INVALID_ARGUMENT'],
        [{ endTime: end }, 400, 'INVALID_ARGUMENT'],
        [{ startTime: 'yesterday', endTime: end }, 400, 'INVALID_ARGUMENT'],
        [{ startTime: '2026-02-30T00:00:00Z', endTime: end }, 400, 'INVALID_ARGUMENT'],
        [{ startTime: 5, endTime: end }, 400, 'INVALID_ARGUMENT'],
      ];
      for (const [body, status, code] of refused) expectError(await replay(body), status, code);
      // A `__proto__` key anywhere is refused as a field problem.
      const proto = await replay(`{"parent":{"__proto__":null},"startTime":"${start}","endTime":"${end}"}`);
      expectError(proto, 400, 'INVALID_ARGUMENT');
      expect(proto.body.error.details[0].fieldViolations[0].field).toBe('body');
      // A globex key on acme's organization path.
      const foreign = await h.call(
        'POST',
        '/v1/organizations/acme/usageEvents:replay',
        { startTime: start, endTime: end },
        h.keyB,
      );
      expectError(foreign, 404, 'NOT_FOUND');
    });
  });
});

describe('usage events without the usage stores', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness('postgres', { events: 'none' });
  });

  afterAll(async () => {
    await h?.close();
  });

  it('answers UNAVAILABLE on every usage route', async () => {
    const body = { startTime: '2026-01-01T00:00:00Z', endTime: '2026-01-02T00:00:00Z' };
    const replacement = {
      customer: 'customers/c1',
      eventId: 'e2',
      eventType: 'api.call',
      eventTime: new Date().toISOString(),
    };
    for (const res of [
      await h.call('GET', '/v1/usageEvents'),
      await h.call('GET', '/v1/usageEvents/e1'),
      await h.call('POST', '/v1/usageEvents/e1:correct', { replacement }),
      await h.call('POST', '/v1/usageEvents:replay', body),
    ]) {
      expectError(res, 503, 'UNAVAILABLE');
    }
  });
});
