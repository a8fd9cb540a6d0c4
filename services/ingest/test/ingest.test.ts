/**
 * The ingest edge over real PostgreSQL, Redis and chdb: docs/usage-events.md examples, every rejection class, per
 * event and per batch, bad requests, storage failures, lost Redis keys, exact numbers and backpressure.
 */
import { DAY_MS } from '@billing/core';
import { claimHashes, logKeys, readClaim } from '@billing/redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSharedEventStore, startEdge, type TestEdge } from './edge.ts';

const INGEST = '/v1/usageEvents:ingest';
const BATCH = '/v1/usageEvents:batchIngest';

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

async function createCustomer(edge: TestEdge, id: string, archived = false): Promise<void> {
  const now = new Date();
  await edge.db
    .sql`INSERT INTO customers (organization_id, id, currency_code, archived, create_time, update_time)
    VALUES (${edge.organization}, ${id}, 'USD', ${archived}, ${now}, ${now})`;
}

/**
 * SUM of a top-level numeric property over the de-duplicated events of the edge's organization, exactly:
 * simpleJSONExtractRaw returns the number's text as stored (JSONExtractRaw would re-print it through a double).
 */
async function sumOf(edge: TestEdge, property: string, eventIdPrefix: string): Promise<string> {
  const result = await edge.events.client.query({
    query: `SELECT toString(sum(toDecimal256(simpleJSONExtractRaw(p, {property:String}), 20))) AS total FROM (
        SELECT argMax(properties, version) AS p FROM usage_events
        WHERE organization_id = {organization:String} AND startsWith(event_id, {prefix:String}) GROUP BY event_id)`,
    query_params: { organization: edge.organization, property, prefix: eventIdPrefix },
    format: 'JSONEachRow',
  });
  const [row] = await result.json<{ total: string }>();
  return row!.total;
}

/** The claim of an eventId in the edge's Redis, as the scripts read it now (packages/redis/src/claims.ts). */
function claimIn(edge: TestEdge, eventId: string): Promise<string | null> {
  return readClaim(edge.redis!, edge.redisPrefix, 35 * DAY_MS, edge.organization, eventId, Date.now());
}

async function storedRows(edge: TestEdge, eventIdPrefix: string): Promise<number> {
  const result = await edge.events.client.query({
    query: `SELECT count() AS n FROM usage_events
      WHERE organization_id = {organization:String} AND startsWith(event_id, {prefix:String})`,
    query_params: { organization: edge.organization, prefix: eventIdPrefix },
    format: 'JSONEachRow',
  });
  return Number((await result.json<{ n: string }>())[0]!.n);
}

/** One fixed recent time, so that an event built twice is the same payload. */
const RECENT = iso(Date.now() - 60_000);

/** A recent instant on a whole second, written in UTC and again in +01:00 (the same instant). */
const INSTANT = Math.floor((Date.now() - 3_600_000) / 1000) * 1000;
const INSTANT_UTC = iso(INSTANT).replace('.000Z', 'Z');
const INSTANT_PLUS_ONE = `${iso(INSTANT + 3_600_000).slice(0, 19)}+01:00`;

function event(
  id: string,
  properties: Record<string, unknown> = {},
  overrides: Record<string, unknown> = {},
) {
  return {
    customer: 'customers/c1',
    eventId: id,
    eventType: 'llm.call',
    eventTime: RECENT,
    properties,
    ...overrides,
  };
}

afterAll(closeSharedEventStore);

describe.each(['redis', 'memory'] as const)('ingest edge with %s de-duplication', (dedup) => {
  let edge: TestEdge;

  beforeAll(async () => {
    edge = await startEdge({ dedup, maxBufferedRows: 2000 });
    await createCustomer(edge, 'c1');
    await createCustomer(edge, 'gone', true);
  });
  afterAll(async () => {
    await edge?.close();
  });

  it('docs/usage-events.md: ACCEPTED, then DUPLICATE, then REJECTED ALREADY_EXISTS; SUM stays 5', async () => {
    const first = await edge.post(INGEST, {
      event: event('e1', { tokens: 5 }, { eventTime: INSTANT_UTC }),
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      eventId: 'e1',
      usageEvent: 'usageEvents/e1',
      status: 'ACCEPTED',
      errorCode: '',
      errorMessage: '',
    });
    expect(await sumOf(edge, 'tokens', 'e1')).toBe('5');
    // Same payload, keys in another order and the same instant in another offset: a duplicate.
    expect(Date.parse(INSTANT_PLUS_ONE)).toBe(Date.parse(INSTANT_UTC));
    const again = await edge.post(INGEST, {
      event: {
        properties: { tokens: 5 },
        eventTime: INSTANT_PLUS_ONE,
        eventType: 'llm.call',
        eventId: 'e1',
        customer: 'customers/c1',
      },
    });
    expect(again.body).toMatchObject({ eventId: 'e1', usageEvent: 'usageEvents/e1', status: 'DUPLICATE' });
    expect(await sumOf(edge, 'tokens', 'e1')).toBe('5');
    const changed = await edge.post(INGEST, {
      event: event('e1', { tokens: 7 }, { eventTime: INSTANT_UTC }),
    });
    expect(changed.body).toMatchObject({
      eventId: 'e1',
      usageEvent: '',
      status: 'REJECTED',
      errorCode: 'ALREADY_EXISTS',
    });
    expect(await sumOf(edge, 'tokens', 'e1')).toBe('5');
    expect(await storedRows(edge, 'e1')).toBe(1);
  });

  it('rejects each bad event with its own code, in request order, and stores the rest (not atomic)', async () => {
    const now = Date.now();
    const response = await edge.post(BATCH, {
      events: [
        event('b-ok-1', { tokens: 1 }),
        event('bad id!', {}),
        event('b-customer', {}, { customer: 'acme' }),
        event('b-type', {}, { eventType: 'has space' }),
        event('b-time', {}, { eventTime: 'yesterday' }),
        event('b-calendar', {}, { eventTime: '2026-02-30T00:00:00Z' }),
        event('b-old', {}, { eventTime: iso(now - 36 * DAY_MS) }),
        event('b-future', {}, { eventTime: iso(now + 10 * 60_000) }),
        event('b-unknown', {}, { customer: 'customers/nobody' }),
        event('b-archived', {}, { customer: 'customers/gone' }),
        event('b-props', {}, { properties: [1, 2] }),
        event('b-big', { blob: 'x'.repeat(70 * 1024) }),
        42,
        event('b-ok-2', { tokens: 2 }),
        { ...event('b-ok-1', { tokens: 1 }) },
        event('b-ok-2', { tokens: 3 }),
      ],
    });
    expect(response.status).toBe(200);
    const summary = response.body.results.map((r: any) => `${r.eventId}:${r.status}:${r.errorCode}`);
    expect(summary).toEqual([
      'b-ok-1:ACCEPTED:',
      'bad id!:REJECTED:INVALID_ARGUMENT',
      'b-customer:REJECTED:INVALID_ARGUMENT',
      'b-type:REJECTED:INVALID_ARGUMENT',
      'b-time:REJECTED:INVALID_ARGUMENT',
      'b-calendar:REJECTED:INVALID_ARGUMENT',
      'b-old:REJECTED:OUT_OF_RANGE',
      'b-future:REJECTED:OUT_OF_RANGE',
      'b-unknown:REJECTED:NOT_FOUND',
      'b-archived:REJECTED:FAILED_PRECONDITION',
      'b-props:REJECTED:INVALID_ARGUMENT',
      'b-big:REJECTED:INVALID_ARGUMENT',
      ':REJECTED:INVALID_ARGUMENT',
      'b-ok-2:ACCEPTED:',
      'b-ok-1:DUPLICATE:',
      'b-ok-2:REJECTED:ALREADY_EXISTS',
    ]);
    for (const r of response.body.results.filter((x: any) => x.status === 'REJECTED')) {
      expect(r.errorMessage).not.toBe('');
      expect(r.usageEvent).toBe('');
    }
    expect(await storedRows(edge, 'b-')).toBe(2);
  });

  it('takes snake_case fields and the organization-scoped path', async () => {
    const response = await edge.post(`/v1/organizations/${edge.organization}/usageEvents:ingest`, {
      parent: `organizations/${edge.organization}`,
      event: {
        customer: 'customers/c1',
        event_id: 'snake-1',
        event_type: 'llm.call',
        event_time: iso(Date.now()),
      },
    });
    expect(response.body.status).toBe('ACCEPTED');
  });

  it('keeps numbers exactly, even past double precision', async () => {
    const text = `{"event":{"customer":"customers/c1","eventId":"exact-1","eventType":"llm.call","eventTime":"${iso(Date.now())}","properties":{"tokens":12345678901234567890.123456789,"small":0.1}}}`;
    const response = await edge.post(INGEST, text);
    expect(response.body.status).toBe('ACCEPTED');
    const result = await edge.events.client.query({
      query:
        'SELECT properties FROM usage_events WHERE organization_id = {o:String} AND event_id = {e:String}',
      query_params: { o: edge.organization, e: 'exact-1' },
      format: 'JSONEachRow',
    });
    expect((await result.json<{ properties: string }>())[0]!.properties).toBe(
      '{"tokens":12345678901234567890.123456789,"small":0.1}',
    );
    expect(await sumOf(edge, 'tokens', 'exact-1')).toBe('12345678901234567890.123456789');
  });

  it('refuses a bad request as a whole with a google.rpc.Status', async () => {
    const cases: Array<[string, unknown, number, string, string?]> = [
      [INGEST, '{not json', 400, 'INVALID_ARGUMENT'],
      [INGEST, '[1,2]', 400, 'INVALID_ARGUMENT'],
      [INGEST, {}, 400, 'INVALID_ARGUMENT'],
      [BATCH, { events: 'x' }, 400, 'INVALID_ARGUMENT'],
      [
        BATCH,
        { events: Array.from({ length: 1001 }, (_, i) => event(`too-many-${i}`)) },
        400,
        'INVALID_ARGUMENT',
      ],
      [INGEST, { parent: 'organizations/someone-else', event: event('p1') }, 404, 'NOT_FOUND'],
      [INGEST, { parent: 'nonsense', event: event('p2') }, 400, 'INVALID_ARGUMENT'],
      [
        `/v1/organizations/${edge.otherOrganization}/usageEvents:ingest`,
        { event: event('p3') },
        404,
        'NOT_FOUND',
      ],
      ['/v1/usageEvents:nope', { event: event('p4') }, 404, 'NOT_FOUND'],
      [INGEST, { event: event('p5') }, 401, 'UNAUTHENTICATED', 'sk_unknown'],
    ];
    for (const [path, body, status, code, key] of cases) {
      const response = await edge.post(path, body, key);
      expect(response.status, `${path} ${JSON.stringify(body).slice(0, 60)}`).toBe(status);
      expect(response.body.error.status).toBe(code);
      expect(response.body.error.code).toBe(status);
    }
    expect(await storedRows(edge, 'too-many-')).toBe(0);
    const oversize = await edge.post(BATCH, `{"events":[],"pad":"${'x'.repeat(6 * 1024 * 1024)}"}`);
    expect(oversize.status).toBe(413);
    expect(oversize.body.error.status).toBe('RESOURCE_EXHAUSTED');
  });

  it("refuses a key on another organization's default hostname (403)", async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${edge.url}${INGEST}`,
        {
          method: 'POST',
          headers: { host: `${edge.otherOrganization}.billing.test`, authorization: `Bearer ${edge.key}` },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ event: event('p6') }));
    });
    expect(status).toBe(403);
  });

  it('answers UNAVAILABLE while ClickHouse fails an insert, and a retry then succeeds, stored once', async () => {
    await edge.breakStorage(true);
    let failed: any;
    try {
      failed = await edge.post(BATCH, {
        events: [event('fail-1', { tokens: 4 }), event('fail-2', { tokens: 6 })],
      });
    } finally {
      await edge.breakStorage(false);
    }
    expect(failed.status).toBe(200);
    expect(failed.body.results.map((r: any) => `${r.status}:${r.errorCode}`)).toEqual([
      'REJECTED:UNAVAILABLE',
      'REJECTED:UNAVAILABLE',
    ]);
    const retry = await edge.post(BATCH, {
      events: [event('fail-1', { tokens: 4 }), event('fail-2', { tokens: 6 })],
    });
    expect(retry.body.results.map((r: any) => r.status)).toEqual(['ACCEPTED', 'ACCEPTED']);
    expect(await storedRows(edge, 'fail-')).toBe(2);
    expect(await sumOf(edge, 'tokens', 'fail-')).toBe('10');
  });

  it('refuses a request with 503 and Retry-After when more rows would wait than the buffer holds', async () => {
    const small = await startEdge({ dedup, maxBufferedRows: 500 });
    try {
      await createCustomer(small, 'c1');
      const response = await small.post(BATCH, {
        events: Array.from({ length: 501 }, (_, i) => event(`bp-${i}`)),
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('1');
      expect(response.body.error.status).toBe('UNAVAILABLE');
      expect(await storedRows(small, 'bp-')).toBe(0);
      const fits = await small.post(BATCH, {
        events: Array.from({ length: 500 }, (_, i) => event(`bp-${i}`)),
      });
      expect(fits.body.results.every((r: any) => r.status === 'ACCEPTED')).toBe(true);
    } finally {
      await small.close();
    }
  });
});

describe('when Redis lost its keys', () => {
  let edge: TestEdge;

  beforeAll(async () => {
    edge = await startEdge({ dedup: 'redis' });
    await createCustomer(edge, 'c1');
  });
  afterAll(async () => {
    await edge?.close();
  });

  it('checks ClickHouse: nothing is counted twice and a changed payload is still ALREADY_EXISTS', async () => {
    const events = Array.from({ length: 50 }, (_, i) => event(`lost-${i}`, { tokens: 1 }));
    const first = await edge.post(BATCH, { events });
    expect(first.body.results.every((r: any) => r.status === 'ACCEPTED')).toBe(true);
    const keys = await edge.redis!.keys(`${edge.redisPrefix}*`);
    await edge.redis!.del(...keys);
    const again = await edge.post(BATCH, { events });
    expect(again.body.results.every((r: any) => r.status === 'DUPLICATE')).toBe(true);
    const changed = await edge.post(INGEST, { event: event('lost-3', { tokens: 100 }) });
    expect(changed.body).toMatchObject({ status: 'REJECTED', errorCode: 'ALREADY_EXISTS' });
    expect(await storedRows(edge, 'lost-')).toBe(50);
    expect(await sumOf(edge, 'tokens', 'lost-')).toBe('50');
  });

  it('answers ACCEPTED without waiting for the confirmation, and resolves a lost one once it is stale', async () => {
    // The confirmation (pending -> stored) runs after the response; here the first one is lost, as if the
    // process died right after answering.
    let confirmations = 0;
    const lossy = await startEdge({
      dedup: 'redis',
      staleClaimMs: 300,
      wrapDedup: (store) =>
        Object.assign(Object.create(store), {
          confirmClaimed: async (...args: Parameters<typeof store.confirmClaimed>) => {
            confirmations += 1;
            if (confirmations === 1) throw new Error('lost');
            return store.confirmClaimed(...args);
          },
        }),
    });
    try {
      await createCustomer(lossy, 'c1');
      await lossy.redis!.set(logKeys(lossy.redisPrefix).sentinel, '0');
      const e = event('unconfirmed-1', { tokens: 4 });
      expect((await lossy.post(INGEST, { event: e })).body.status).toBe('ACCEPTED');
      const claimOf = () => claimIn(lossy, 'unconfirmed-1');
      expect(await claimOf()).toMatch(/^P:/);
      // While the claim is fresh its owner may still be storing: retry later, never a false answer.
      expect((await lossy.post(INGEST, { event: e })).body).toMatchObject({
        status: 'REJECTED',
        errorCode: 'UNAVAILABLE',
      });
      await new Promise((r) => setTimeout(r, 400));
      // Stale: ClickHouse has the event, so the retry is a DUPLICATE and another payload ALREADY_EXISTS.
      expect((await lossy.post(INGEST, { event: e })).body.status).toBe('DUPLICATE');
      expect((await claimOf())?.startsWith('S:')).toBe(true);
      const changed = await lossy.post(INGEST, { event: event('unconfirmed-1', { tokens: 5 }) });
      expect(changed.body).toMatchObject({ status: 'REJECTED', errorCode: 'ALREADY_EXISTS' });
      expect(await storedRows(lossy, 'unconfirmed-')).toBe(1);
    } finally {
      await lossy.close();
    }
  });

  it('confirms a stored event before a later request of the same process reads its claim', async () => {
    const e = event('confirmed-1', { tokens: 2 });
    expect((await edge.post(INGEST, { event: e })).body.status).toBe('ACCEPTED');
    // The claim stays pending; the mark of its request (one key per request) makes it read as stored.
    const claim = await claimIn(edge, 'confirmed-1');
    const token = claim?.split(':')[3];
    expect(token).toBeTruthy();
    expect(await edge.redis!.get(`${edge.redisPrefix}ds:${token}`)).toBe('1');
    expect((await edge.post(INGEST, { event: e })).body.status).toBe('DUPLICATE');
    // A different payload under the same eventId, while the claim is still pending: ALREADY_EXISTS, at once.
    const changed = await edge.post(INGEST, { event: event('confirmed-1', { tokens: 3 }) });
    expect(changed.body).toMatchObject({ status: 'REJECTED', errorCode: 'ALREADY_EXISTS' });
  });

  it('resolves a claim left pending by a writer that died, once it is stale', async () => {
    const stale = await startEdge({ dedup: 'redis', staleClaimMs: 100 });
    try {
      await createCustomer(stale, 'c1');
      const e = event('orphan-1', { tokens: 9 });
      // A writer claimed the event and died before storing it.
      await stale.redis!.set(logKeys(stale.redisPrefix).sentinel, '0');
      const [newest] = claimHashes(stale.redisPrefix, stale.organization, 35 * DAY_MS, Date.now());
      await stale.redis!.hset(newest!, 'orphan-1', `P:somehash:${Date.now() - 1000}`);
      const response = await stale.post(INGEST, { event: e });
      expect(response.body.status).toBe('ACCEPTED');
      expect(await storedRows(stale, 'orphan-')).toBe(1);
    } finally {
      await stale.close();
    }
  });
});
