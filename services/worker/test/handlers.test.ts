/**
 * The worker's usage-event jobs: each handler is idempotent (running it twice changes nothing), a replay whose
 * last attempt fails is recorded FAILED, and `startJobConsumers` runs them from either queue implementation.
 */
import { randomBytes } from 'node:crypto';
import { ManualClock } from '@billing/core';
import type { Sql } from '@billing/db';
import { createTestPostgres, type TestDatabase } from '@billing/db/testing';
import { createOrganization } from '@billing/domain';
import type { EventStore } from '@billing/events';
import { createTestEventStore } from '@billing/events/testing';
import { BullJobQueue, type JobInfo, type JobQueue, PostgresJobQueue } from '@billing/queue';
import { claimCorrection, getCorrectionRecord, getReplay, insertReplay } from '@billing/usage';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correctionHandler, replayHandler, startJobConsumers } from '../src/handlers/index.ts';

const T0 = Date.parse('2026-04-01T00:00:00.000Z');
const job = (attempt: number, final: boolean): JobInfo => ({
  id: 'j',
  queue: 'usage.replay',
  attempt,
  final,
});

describe('usage-event job handlers (postgres)', () => {
  const clock = new ManualClock(new Date(T0));
  let db: TestDatabase;
  let store: EventStore;
  let counter = 0;

  async function newReplay(): Promise<string> {
    const id = `replay-${counter++}`;
    await insertReplay(db.sql, {
      organization: 'acme',
      id,
      startTime: new Date(T0 - 86_400_000),
      endTime: new Date(T0),
      watermarkTime: new Date(T0),
      matchedEventCount: '12',
      status: 'RUNNING',
      createTime: new Date(T0),
    });
    return id;
  }

  /** The database, except that the first query fails. */
  function flakySql(): Sql {
    let failed = false;
    const call = (...args: unknown[]) => {
      if (!failed) {
        failed = true;
        return Promise.reject(new Error('connection lost'));
      }
      return (db.sql as unknown as (...a: unknown[]) => unknown)(...args);
    };
    return call as unknown as Sql;
  }

  beforeAll(async () => {
    db = await createTestPostgres();
    store = await createTestEventStore({ prefix: 'billing-worker-', migrated: true });
    await createOrganization({ sql: db.sql, clock }, { id: 'acme', displayName: 'Acme' });
  });

  afterAll(async () => {
    await db?.close();
    await store?.close();
  });

  it('marks a replay SUCCEEDED once; running the job again changes nothing', async () => {
    const id = await newReplay();
    const handle = replayHandler({ sql: db.sql, clock, events: store.client });
    clock.set(new Date(T0 + 1000));
    await handle({ organization: 'acme', replayId: id }, job(1, false));
    const first = await getReplay(db.sql, { organization: 'acme', id });
    expect(first).toMatchObject({
      status: 'SUCCEEDED',
      finishTime: new Date(T0 + 1000),
      matchedEventCount: '12',
    });
    clock.set(new Date(T0 + 5000));
    await handle({ organization: 'acme', replayId: id }, job(2, false));
    expect(await getReplay(db.sql, { organization: 'acme', id })).toEqual(first);
    // Another organization's payload touches nothing.
    await handle({ organization: 'globex', replayId: id }, job(1, false));
    expect(await getReplay(db.sql, { organization: 'acme', id })).toEqual(first);
  });

  it('leaves a replay RUNNING after a failed attempt, and FAILED after the last one', async () => {
    /** The status of a new replay after `attempt` at it failed on its first query. */
    const statusAfterFailed = async (attempt: JobInfo) => {
      const replayId = await newReplay();
      await expect(
        replayHandler({ sql: flakySql(), clock, events: store.client })(
          { organization: 'acme', replayId },
          attempt,
        ),
      ).rejects.toThrow('connection lost');
      return (await getReplay(db.sql, { organization: 'acme', id: replayId }))?.status;
    };
    expect(await statusAfterFailed(job(1, false))).toBe('RUNNING');
    expect(await statusAfterFailed(job(3, true))).toBe('FAILED');
  });

  it('records a correction follow-up once; running the job again changes nothing', async () => {
    const key = { organization: 'acme', eventId: 'e1' };
    await claimCorrection(db.sql, { ...key, replacementEventId: 'e1-fix', reason: '', now: new Date(T0) });
    const handle = correctionHandler({ sql: db.sql, clock, events: store.client });
    const payload = {
      ...key,
      replacementEventId: 'e1-fix',
      originalEventTime: new Date(T0).toISOString(),
      replacementEventTime: new Date(T0).toISOString(),
    };
    clock.set(new Date(T0 + 2000));
    await handle(payload, { ...job(1, false), queue: 'usage.correction' });
    const first = await getCorrectionRecord(db.sql, key);
    expect(first?.followUpTime).toEqual(new Date(T0 + 2000));
    clock.set(new Date(T0 + 9000));
    await handle(payload, { ...job(2, false), queue: 'usage.correction' });
    expect(await getCorrectionRecord(db.sql, key)).toEqual(first);
  });

  describe.each(['postgres', 'bullmq'] as const)('startJobConsumers over the %s queue', (kind) => {
    const prefix = `billing-worker-test-${randomBytes(6).toString('hex')}`;
    let queue: JobQueue;

    beforeAll(() => {
      queue =
        kind === 'postgres'
          ? new PostgresJobQueue({ sql: db.sql, pollMs: 20 })
          : new BullJobQueue({ url: 'redis://127.0.0.1:6379', prefix });
    });

    afterAll(async () => {
      await queue?.close();
      if (kind !== 'bullmq') return;
      const redis = new Redis('redis://127.0.0.1:6379');
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    });

    it('runs replay and correction jobs', async () => {
      const replayId = await newReplay();
      const key = { organization: 'acme', eventId: `e-${kind}` };
      await claimCorrection(db.sql, { ...key, replacementEventId: 'fix', reason: '', now: new Date(T0) });
      const consumers = await startJobConsumers(queue, { sql: db.sql, clock, events: store.client });
      try {
        await queue.enqueue('usage.replay', { organization: 'acme', replayId }, { jobId: replayId });
        await queue.enqueue(
          'usage.correction',
          {
            ...key,
            replacementEventId: 'fix',
            originalEventTime: new Date(T0).toISOString(),
            replacementEventTime: new Date(T0).toISOString(),
          },
          { jobId: `correction-${kind}` },
        );
        const deadline = Date.now() + 10_000;
        for (;;) {
          const replay = await getReplay(db.sql, { organization: 'acme', id: replayId });
          const correction = await getCorrectionRecord(db.sql, key);
          if (replay?.status === 'SUCCEEDED' && correction?.followUpTime) break;
          if (Date.now() > deadline) throw new Error('the jobs did not run');
          await new Promise((r) => setTimeout(r, 20));
        }
      } finally {
        await consumers.close();
      }
      // What each job did, at the worker's clock: the replay finished, the correction's follow-up recorded.
      expect(await getReplay(db.sql, { organization: 'acme', id: replayId })).toMatchObject({
        status: 'SUCCEEDED',
        finishTime: clock.now(),
        matchedEventCount: '12',
      });
      expect(await getCorrectionRecord(db.sql, key)).toMatchObject({
        replacementEventId: 'fix',
        followUpTime: clock.now(),
      });
    });
  });
});
