/**
 * The usage-event control functions (docs/usage-events.md) against real stores: chdb for the events, PostgreSQL for
 * corrections and replays, the ingest pipeline for writing. The job producer is a recorder, so each test sees
 * exactly what would be queued for the worker.
 */
import { ApiError, encodePageToken, ManualClock } from '@billing/core';
import { createTestPostgres, type TestDatabase } from '@billing/db/testing';
import {
  archiveCustomer,
  ChangeFeed,
  CustomerCache,
  createCustomer,
  createOrganization,
} from '@billing/domain';
import { countCountedEvents, type EventStore, insertEvents } from '@billing/events';
import { createTestEventStore } from '@billing/events/testing';
import type { JobProducer, QueueName, QueuePayloads } from '@billing/queue';
import { MemoryDedupStore } from '@billing/redis';
import { isLosslessNumber } from 'lossless-json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, eventsBefore, iso, MINUTE } from '../../../test/tools/usage-event-times.ts';
import { DEFAULT_EVENT_WINDOW, type UsageContext } from '../src/context.ts';
import { parseBody } from '../src/edge/parse-body.ts';
import { IngestPipeline } from '../src/edge/pipeline.ts';
import { validateEvent } from '../src/edge/validate.ts';
import { WriteBuffer } from '../src/edge/write-buffer.ts';
import { correctionJobId, correctUsageEvent } from '../src/events/correct.ts';
import { getCorrectionRecord } from '../src/events/corrections-store.ts';
import { getUsageEvent } from '../src/events/get.ts';
import { listUsageEvents } from '../src/events/list.ts';
import { replayUsageEvents } from '../src/events/replay.ts';
import { getReplay } from '../src/events/replays-store.ts';

const NOW = Date.parse('2026-05-20T12:00:00.000Z');
const { ago, event } = eventsBefore(NOW);

interface Enqueued {
  name: QueueName;
  payload: QueuePayloads[QueueName];
  jobId: string;
}

/** A producer that records what it is asked to queue (and can be made to fail). */
class RecordingProducer implements JobProducer {
  readonly jobs: Enqueued[] = [];
  failing = false;
  async enqueue<N extends QueueName>(name: N, payload: QueuePayloads[N], options: { jobId: string }) {
    if (this.failing) throw new Error('queue down');
    this.jobs.push({ name, payload, jobId: options.jobId });
  }
}

async function expectApiError(promise: Promise<unknown>, code: string, message?: RegExp): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, `expected ${code}`).toBeInstanceOf(ApiError);
  expect((error as ApiError).code, (error as ApiError).message).toBe(code);
  if (message) expect((error as ApiError).message).toMatch(message);
  return error as ApiError;
}

describe('usage-event control functions (postgres, chdb)', () => {
  const clock = new ManualClock(iso(NOW));
  let db: TestDatabase;
  let store: EventStore;
  let buffer: WriteBuffer;
  let pipeline: IngestPipeline;
  let feed: ChangeFeed;
  const jobs = new RecordingProducer();

  const ctx = (organization: string): UsageContext => ({
    organization,
    clock,
    sql: db.sql,
    pageSecret: 'test-secret',
    events: store.client,
    pipeline,
    jobs,
  });

  async function ingest(
    organization: string,
    events: unknown[],
    stringify = JSON.stringify,
  ): Promise<string[]> {
    const window = { now: clock.now().getTime(), ...DEFAULT_EVENT_WINDOW };
    const items = events.map((e, i) => validateEvent(e, i, window, stringify));
    return (await pipeline.ingest(organization, items)).map((r) => r.status);
  }

  beforeAll(async () => {
    db = await createTestPostgres();
    const system = { sql: db.sql, clock };
    for (const org of ['acme', 'globex']) await createOrganization(system, { id: org, displayName: org });
    for (const [org, customer] of [
      ['acme', 'c1'],
      ['acme', 'c2'],
      ['globex', 'g1'],
    ] as const) {
      await createCustomer({ ...system, organization: org, pageSecret: 'x' }, {}, customer);
    }
    store = await createTestEventStore({ prefix: 'billing-usage-control-', migrated: true });
    // Polled by hand (`feed.poll()`) where a test needs the customer cache to see a change.
    feed = new ChangeFeed(db.sql, 3_600_000);
    await feed.start();
    buffer = new WriteBuffer({
      flushRows: 50,
      flushMs: 2,
      insert: (rows) => insertEvents(store.client, rows),
    });
    pipeline = new IngestPipeline({
      clock,
      events: store.client,
      dedup: new MemoryDedupStore(),
      customers: new CustomerCache(system, feed),
      buffer,
      maxBufferedRows: 10_000,
      staleClaimMs: 30_000,
    });
  });

  afterAll(async () => {
    await buffer?.drain();
    await feed?.stop();
    await store?.close();
    await db?.close();
  });

  describe('getUsageEvent', () => {
    it('returns the resource, with properties read exactly', async () => {
      const text = `{"events":[{"customer":"customers/c1","eventId":"g:1","eventType":"api.call",
        "eventTime":"${ago(10)}","properties":{"n":5,"x":0.25,"big":123456789012345678901,"s":"7"}}]}`;
      const parsed = parseBody(text);
      expect(await ingest('acme', (parsed.value as { events: unknown[] }).events, parsed.stringify)).toEqual([
        'ACCEPTED',
      ]);
      const found = await getUsageEvent(ctx('acme'), 'g:1');
      expect({ ...found, properties: undefined }).toEqual({
        name: 'usageEvents/g:1',
        customer: 'customers/c1',
        eventId: 'g:1',
        eventType: 'api.call',
        eventTime: ago(10),
        ingestTime: iso(NOW),
        properties: undefined,
        status: 'ACCEPTED',
        correctionOf: '',
      });
      // Safe numbers are numbers; a number a double would round stays its exact digits.
      const { n, x, big, s } = found.properties as Record<string, unknown>;
      expect([n, x, s]).toEqual([5, 0.25, '7']);
      expect(isLosslessNumber(big) && big.value).toBe('123456789012345678901');
    });

    it("is NOT_FOUND for another organization's event, INVALID_ARGUMENT for a bad id", async () => {
      await expectApiError(getUsageEvent(ctx('globex'), 'g:1'), 'NOT_FOUND', /usageEvents\/g:1/);
      await expectApiError(getUsageEvent(ctx('acme'), 'nope'), 'NOT_FOUND');
      await expectApiError(getUsageEvent(ctx('acme'), 'a/b'), 'INVALID_ARGUMENT');
      await expectApiError(getUsageEvent(ctx('acme'), ''), 'INVALID_ARGUMENT');
    });
  });

  describe('listUsageEvents', () => {
    const start = ago(5000);
    const end = ago(4900);

    beforeAll(async () => {
      // Seven events; l-b and l-c share a time, so the eventId orders them.
      const events = [
        event('l-a', 'c1', 4990),
        { ...event('l-b', 'c1', 4980), eventType: 'other' },
        event('l-c', 'c2', 4980),
        event('l-d', 'c1', 4970),
        event('l-e', 'c1', 4960),
        event('l-f', 'c2', 4950),
        event('l-g', 'c1', 4900),
      ];
      expect(await ingest('acme', events)).toEqual(events.map(() => 'ACCEPTED'));
      expect(await ingest('globex', [event('l-globex', 'g1', 4975)])).toEqual(['ACCEPTED']);
    });

    const ids = (page: { items: Array<{ eventId: string }> }) => page.items.map((e) => e.eventId);

    it('lists newest first in [startTime, endTime), filtered by type', async () => {
      const all = await listUsageEvents(ctx('acme'), { startTime: start, endTime: end });
      expect(ids(all)).toEqual(['l-f', 'l-e', 'l-d', 'l-c', 'l-b', 'l-a']);
      const typed = await listUsageEvents(ctx('acme'), {
        startTime: start,
        endTime: end,
        eventType: 'other',
      });
      expect(ids(typed)).toEqual(['l-b']);
      const globex = await listUsageEvents(ctx('globex'), { startTime: start, endTime: end });
      expect(ids(globex)).toEqual(['l-globex']);
    });

    it('pages by keyset with tokens bound to the organization and the query', async () => {
      const seen: string[] = [];
      let pageToken: string | undefined;
      do {
        const page = await listUsageEvents(ctx('acme'), {
          startTime: start,
          endTime: end,
          pageSize: 4,
          pageToken,
        });
        seen.push(...ids(page));
        pageToken = page.nextPageToken || undefined;
      } while (pageToken);
      expect(seen).toEqual(['l-f', 'l-e', 'l-d', 'l-c', 'l-b', 'l-a']);

      const first = await listUsageEvents(ctx('acme'), { startTime: start, endTime: end, pageSize: 2 });
      // An event stored meanwhile above the cursor does not shift the next page (no offsets).
      expect(await ingest('acme', [event('l-late', 'c1', 4901)])).toEqual(['ACCEPTED']);
      const second = await listUsageEvents(ctx('acme'), {
        startTime: start,
        endTime: end,
        pageSize: 2,
        pageToken: first.nextPageToken,
      });
      expect(ids(second)).toEqual(['l-d', 'l-c']);
      const token = first.nextPageToken;
      await expectApiError(
        listUsageEvents(ctx('globex'), { startTime: start, endTime: end, pageToken: token }),
        'INVALID_ARGUMENT',
      );
      await expectApiError(
        listUsageEvents(ctx('acme'), { startTime: start, pageToken: token }),
        'INVALID_ARGUMENT',
      );
      await expectApiError(
        listUsageEvents(ctx('acme'), {
          startTime: start,
          endTime: end,
          eventType: 'api.call',
          pageToken: token,
        }),
        'INVALID_ARGUMENT',
      );
      // A correctly signed token whose cursor is not one of ours.
      const scope = {
        organization: 'acme',
        query: { collection: 'usageEvents', startTime: NOW - 5000 * MINUTE, endTime: NOW - 4900 * MINUTE },
      };
      const odd = encodePageToken('test-secret', scope, { t: 'yesterday', i: 5 });
      await expectApiError(
        listUsageEvents(ctx('acme'), { startTime: start, endTime: end, pageToken: odd }),
        'INVALID_ARGUMENT',
      );
    });

    it('refuses bad filters and page sizes', async () => {
      for (const request of [
        { startTime: 'yesterday' },
        { endTime: '2026-13-01T00:00:00Z' },
        { startTime: end, endTime: start },
        { startTime: start, endTime: start },
        { eventType: 'a b' },
        { pageSize: -1 },
        { pageSize: 'ten' },
      ]) {
        await expectApiError(listUsageEvents(ctx('acme'), request), 'INVALID_ARGUMENT');
      }
    });
  });

  describe('correctUsageEvent', () => {
    beforeAll(async () => {
      const originals = ['k-1', 'k-2', 'k-3', 'k-race', 'k-used'].map((id, i) => event(id, 'c1', 300 + i));
      expect(await ingest('acme', originals)).toEqual(originals.map(() => 'ACCEPTED'));
    });

    const correction = (replacementId: string, tokens: number, minutesAgo = 250, customer = 'c1') => ({
      reason: 'meter misread',
      replacement: event(replacementId, customer, minutesAgo, { tokens }),
    });

    it('supersedes the original, links the replacement, and queues the follow-up', async () => {
      const before = jobs.jobs.length;
      const replacement = await correctUsageEvent(ctx('acme'), 'k-1', correction('k-1-fix', 9));
      expect(replacement).toMatchObject({
        name: 'usageEvents/k-1-fix',
        status: 'ACCEPTED',
        correctionOf: 'usageEvents/k-1',
        properties: { tokens: 9 },
      });
      expect((await getUsageEvent(ctx('acme'), 'k-1')).status).toBe('SUPERSEDED');
      expect(
        await countCountedEvents(store.client, 'acme', NOW - 300 * MINUTE, NOW - 299 * MINUTE, NOW),
      ).toBe('0');
      expect(jobs.jobs.slice(before)).toEqual([
        {
          name: 'usage.correction',
          jobId: correctionJobId('acme', 'k-1'),
          payload: {
            organization: 'acme',
            eventId: 'k-1',
            replacementEventId: 'k-1-fix',
            originalEventTime: ago(300),
            replacementEventTime: ago(250),
          },
        },
      ]);
      const record = await getCorrectionRecord(db.sql, { organization: 'acme', eventId: 'k-1' });
      expect(record).toMatchObject({
        replacementEventId: 'k-1-fix',
        reason: 'meter misread',
        followUpTime: null,
      });
      expect(record?.applyTime).toEqual(new Date(NOW));
    });

    it('returns the same replacement for the same correction, with the same job id', async () => {
      const first = await getUsageEvent(ctx('acme'), 'k-1-fix');
      const before = jobs.jobs.length;
      expect(await correctUsageEvent(ctx('acme'), 'k-1', correction('k-1-fix', 9))).toEqual(first);
      expect(jobs.jobs.slice(before).map((j) => j.jobId)).toEqual([correctionJobId('acme', 'k-1')]);
    });

    it('refuses a different correction of a superseded event, and the same replacement with other data', async () => {
      await expectApiError(
        correctUsageEvent(ctx('acme'), 'k-1', correction('k-1-other', 9)),
        'FAILED_PRECONDITION',
        /correct the latest/,
      );
      // Same replacement id, other payload: that eventId is taken.
      await expectApiError(
        correctUsageEvent(ctx('acme'), 'k-1', correction('k-1-fix', 10)),
        'ALREADY_EXISTS',
      );
      expect((await getUsageEvent(ctx('acme'), 'k-1-fix')).properties).toEqual({ tokens: 9 });
    });

    it('lets exactly one of two concurrent different corrections win', async () => {
      const results = await Promise.allSettled([
        correctUsageEvent(ctx('acme'), 'k-race', correction('k-race-a', 1)),
        correctUsageEvent(ctx('acme'), 'k-race', correction('k-race-b', 2)),
      ]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r) => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect((lost[0] as PromiseRejectedResult).reason.code).toBe('FAILED_PRECONDITION');
      const winner = (won[0] as PromiseFulfilledResult<{ eventId: string }>).value.eventId;
      const loser = winner === 'k-race-a' ? 'k-race-b' : 'k-race-a';
      await expectApiError(getUsageEvent(ctx('acme'), loser), 'NOT_FOUND');
      // Only the winner counts in its minute.
      expect(
        await countCountedEvents(store.client, 'acme', NOW - 250 * MINUTE, NOW - 249 * MINUTE, NOW),
      ).toBe('2');
    });

    it('checks the replacement: same customer, new eventId, valid, in range', async () => {
      await expectApiError(
        correctUsageEvent(ctx('acme'), 'k-2', correction('k-2-fix', 1, 250, 'c2')),
        'INVALID_ARGUMENT',
        /customers\/c1/,
      );
      await expectApiError(correctUsageEvent(ctx('acme'), 'k-2', correction('k-2', 1)), 'INVALID_ARGUMENT');
      await expectApiError(
        correctUsageEvent(ctx('acme'), 'k-2', correction('k-2-fix', 1, 40 * 24 * 60)),
        'OUT_OF_RANGE',
      );
      await expectApiError(
        // Inputs the api's schema would refuse reach the verb only from code: it checks them itself.
        correctUsageEvent(ctx('acme'), 'k-2', { replacement: { eventId: 'x' } } as never),
        'INVALID_ARGUMENT',
      );
      await expectApiError(
        correctUsageEvent(ctx('acme'), 'k-2', {} as never),
        'INVALID_ARGUMENT',
        /replacement/,
      );
      await expectApiError(
        correctUsageEvent(ctx('acme'), 'k-2', { ...correction('k-2-fix', 1), reason: 7 } as never),
        'INVALID_ARGUMENT',
      );
      await expectApiError(correctUsageEvent(ctx('acme'), 'nope', correction('nope-fix', 1)), 'NOT_FOUND');
      await expectApiError(
        correctUsageEvent(ctx('globex'), 'k-2', correction('k-2-g', 1, 250, 'g1')),
        'NOT_FOUND',
      );
      expect((await getUsageEvent(ctx('acme'), 'k-2')).status).toBe('ACCEPTED');
      expect(await getCorrectionRecord(db.sql, { organization: 'acme', eventId: 'k-2' })).toBeUndefined();
    });

    it('refuses a replacement eventId used by another event, and leaves no claim behind', async () => {
      await expectApiError(correctUsageEvent(ctx('acme'), 'k-3', correction('k-used', 4)), 'ALREADY_EXISTS');
      expect(await getCorrectionRecord(db.sql, { organization: 'acme', eventId: 'k-3' })).toBeUndefined();
      expect((await getUsageEvent(ctx('acme'), 'k-3')).status).toBe('ACCEPTED');
      const fixed = await correctUsageEvent(ctx('acme'), 'k-3', correction('k-3-fix', 4));
      expect(fixed.correctionOf).toBe('usageEvents/k-3');
    });

    it('refuses to correct an archived customer’s event (it takes no new events)', async () => {
      const c = { organization: 'acme', clock, sql: db.sql, pageSecret: 'x' };
      await createCustomer(c, {}, 'c-archived');
      expect(await ingest('acme', [event('k-archived', 'c-archived', 300)])).toEqual(['ACCEPTED']);
      await archiveCustomer(c, 'c-archived');
      await feed.poll();
      await expectApiError(
        correctUsageEvent(ctx('acme'), 'k-archived', correction('k-archived-fix', 2, 250, 'c-archived')),
        'FAILED_PRECONDITION',
        /archived/,
      );
      expect(
        await getCorrectionRecord(db.sql, { organization: 'acme', eventId: 'k-archived' }),
      ).toBeUndefined();
    });
  });

  describe('replayUsageEvents', () => {
    const start = ago(2000);
    const end = ago(1900);

    beforeAll(async () => {
      const events = ['r-1', 'r-2', 'r-3'].map((id, i) => event(id, 'c1', 1990 - i));
      expect(await ingest('acme', events)).toEqual(['ACCEPTED', 'ACCEPTED', 'ACCEPTED']);
      expect(await ingest('acme', [events[1]])).toEqual(['DUPLICATE']);
      expect(await ingest('globex', [event('r-g', 'g1', 1950)])).toEqual(['ACCEPTED']);
      await correctUsageEvent(ctx('acme'), 'r-3', { replacement: event('r-3-fix', 'c1', 1000) });
    });

    it('counts ACCEPTED events of the range as a decimal string, stores the replay and queues it', async () => {
      const before = jobs.jobs.length;
      const result = await replayUsageEvents(ctx('acme'), {
        parent: 'organizations/acme',
        startTime: start,
        endTime: end,
      });
      expect(result).toEqual({
        replayId: expect.stringMatching(/^replay-[a-z0-9]{20}$/),
        matchedEventCount: '2',
        watermarkTime: iso(NOW),
      });
      expect(jobs.jobs.slice(before)).toEqual([
        {
          name: 'usage.replay',
          jobId: result.replayId,
          payload: { organization: 'acme', replayId: result.replayId },
        },
      ]);
      expect(await getReplay(db.sql, { organization: 'acme', id: result.replayId })).toEqual({
        organization: 'acme',
        id: result.replayId,
        startTime: new Date(start),
        endTime: new Date(end),
        watermarkTime: new Date(NOW),
        matchedEventCount: '2',
        status: 'RUNNING',
        createTime: new Date(NOW),
        finishTime: null,
      });
      expect(await getReplay(db.sql, { organization: 'globex', id: result.replayId })).toBeUndefined();
      const globex = await replayUsageEvents(ctx('globex'), { startTime: start, endTime: end });
      expect(globex.matchedEventCount).toBe('1');
    });

    it('checks parent and the range', async () => {
      const ok = { startTime: iso(NOW - 400 * DAY), endTime: iso(NOW) };
      expect((await replayUsageEvents(ctx('acme'), ok)).matchedEventCount).toMatch(/^\d+$/);
      const cases: Array<[object, string]> = [
        [{ parent: 'organizations/globex', startTime: start, endTime: end }, 'NOT_FOUND'],
        [{ parent: 'organizations/', startTime: start, endTime: end }, 'INVALID_ARGUMENT'],
        [{ parent: 7, startTime: start, endTime: end }, 'INVALID_ARGUMENT'],
        [{ startTime: iso(NOW - 400 * DAY - 1), endTime: iso(NOW) }, 'INVALID_ARGUMENT'],
        [{ startTime: end, endTime: start }, 'INVALID_ARGUMENT'],
        [{ startTime: start, endTime: start }, 'INVALID_ARGUMENT'],
        [{ startTime: start }, 'INVALID_ARGUMENT'],
        [{ endTime: end }, 'INVALID_ARGUMENT'],
        [{ startTime: 'now', endTime: end }, 'INVALID_ARGUMENT'],
      ];
      for (const [request, code] of cases)
        await expectApiError(replayUsageEvents(ctx('acme'), request as never), code);
    });

    it('records the replay as FAILED when it cannot be queued', async () => {
      jobs.failing = true;
      try {
        await expect(replayUsageEvents(ctx('acme'), { startTime: start, endTime: end })).rejects.toThrow(
          'queue down',
        );
      } finally {
        jobs.failing = false;
      }
      const [row] = await db.sql<{ status: string }[]>`
        SELECT status FROM usage_replays WHERE organization_id = 'acme' ORDER BY create_time DESC, finish_time DESC NULLS LAST LIMIT 1`;
      expect(row?.status).toBe('FAILED');
    });
  });
});
