/**
 * Both queue implementations against the real stores: BullMQ on Redis (under a random key prefix, deleted
 * afterwards) and the Postgres `jobs` table (a fresh database). The same contract holds for both.
 */
import { randomBytes } from 'node:crypto';
import { ManualClock } from '@billing/core';
import { createTestPostgres, type TestDatabase } from '@billing/db';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BullJobQueue } from '../src/bullmq.ts';
import type { QueuePayloads } from '../src/payloads.ts';
import { PostgresJobQueue } from '../src/postgres.ts';
import { checkJobId, derivedJobId, type JobInfo, type JobQueue, type RetryPolicy } from '../src/queue.ts';

const REDIS_URL = 'redis://127.0.0.1:6379';
const FAST_RETRY: RetryPolicy = { attempts: 3, backoffMs: 50 };

interface Backend {
  name: string;
  setUp(): Promise<void>;
  tearDown(): Promise<void>;
  make(retry?: RetryPolicy): JobQueue;
}

function postgresBackend(): Backend & { db(): TestDatabase } {
  let db: TestDatabase;
  return {
    name: 'postgres',
    db: () => db,
    async setUp() {
      db = await createTestPostgres();
    },
    async tearDown() {
      await db?.close();
    },
    make: (retry = FAST_RETRY) => new PostgresJobQueue({ sql: db.sql, pollMs: 20, retry }),
  };
}

function bullBackend(): Backend & { prefix: string } {
  const prefix = `billing-test-${randomBytes(6).toString('hex')}`;
  return {
    name: 'bullmq',
    prefix,
    async setUp() {},
    async tearDown() {
      // Deletes every key under the test's prefix.
      const redis = new Redis(REDIS_URL);
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
      await redis.quit();
    },
    make: (retry = FAST_RETRY) => new BullJobQueue({ url: REDIS_URL, prefix, retry }),
  };
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!(await condition())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let counter = 0;
const freshId = (label: string) => `${label}-${counter++}-${randomBytes(4).toString('hex')}`;

function replay(replayId: string): QueuePayloads['usage.replay'] {
  return { organization: 'acme', replayId };
}

const postgres = postgresBackend();
const bull = bullBackend();

describe.each([postgres, bull])('job queue ($name)', (backend) => {
  const opened: JobQueue[] = [];
  const open = (retry?: RetryPolicy) => {
    const queue = backend.make(retry);
    opened.push(queue);
    return queue;
  };

  beforeAll(() => backend.setUp());
  afterAll(async () => {
    for (const queue of opened) await queue.close();
    await backend.tearDown();
  });

  it('runs an enqueued job once with its payload; the same job id again is a no-op', async () => {
    const queue = open();
    const id = freshId('once');
    const seen: Array<{ payload: unknown; job: JobInfo }> = [];
    await queue.enqueue('usage.replay', replay(id), { jobId: id });
    await queue.enqueue('usage.replay', replay(id), { jobId: id });
    const consumers = await queue.startConsumers({
      'usage.replay': async (payload, job) => {
        if (payload.replayId === id) seen.push({ payload, job });
      },
    });
    await waitFor(() => seen.length > 0);
    // Again after it ran: still nothing new.
    await queue.enqueue('usage.replay', replay(id), { jobId: id });
    await sleep(300);
    await consumers.close();
    expect(seen).toEqual([
      { payload: replay(id), job: { id, queue: 'usage.replay', attempt: 1, final: false } },
    ]);
  });

  it('keeps queued work across a restart: a job enqueued by a closed producer runs in a new process', async () => {
    const id = freshId('restart');
    const producer = backend.make();
    await producer.enqueue('usage.replay', replay(id), { jobId: id });
    await producer.close();
    const ran: string[] = [];
    const consumers = await open().startConsumers({
      'usage.replay': async (payload) => {
        if (payload.replayId === id) ran.push(payload.replayId);
      },
    });
    await waitFor(() => ran.length === 1);
    await consumers.close();
  });

  // How long each retry waits is checked where it is scheduled: on the Postgres queue's clock and in BullMQ's
  // record of the job (below), not by timing the attempts.
  it('retries a failing job with exponential backoff until it succeeds', async () => {
    const queue = open({ attempts: 4, backoffMs: 100 });
    const id = freshId('retry');
    const attempts: Array<{ job: JobInfo }> = [];
    const consumers = await queue.startConsumers({
      'usage.replay': async (payload, job) => {
        if (payload.replayId !== id) return;
        attempts.push({ job });
        if (attempts.length < 3) throw new Error(`attempt ${attempts.length} fails`);
      },
    });
    await queue.enqueue('usage.replay', replay(id), { jobId: id });
    await waitFor(() => attempts.length === 3);
    await sleep(300);
    await consumers.close();
    expect(attempts.map((a) => a.job.attempt)).toEqual([1, 2, 3]);
    expect(attempts.map((a) => a.job.final)).toEqual([false, false, false]);
  });

  it('gives up after the last attempt, telling the handler it is the final one', async () => {
    const queue = open({ attempts: 2, backoffMs: 20 });
    const id = freshId('fail');
    const attempts: JobInfo[] = [];
    const consumers = await queue.startConsumers({
      'usage.replay': async (payload, job) => {
        if (payload.replayId !== id) return;
        attempts.push(job);
        throw new Error('always fails');
      },
    });
    await queue.enqueue('usage.replay', replay(id), { jobId: id });
    await waitFor(() => attempts.length === 2);
    await sleep(300);
    await consumers.close();
    expect(attempts.map((a) => [a.attempt, a.final])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('consumes only the queues it has handlers for', async () => {
    const queue = open();
    const replayId = freshId('other');
    const correctionId = freshId('mine');
    const seen: string[] = [];
    await queue.enqueue('usage.replay', replay(replayId), { jobId: replayId });
    await queue.enqueue(
      'usage.correction',
      {
        organization: 'acme',
        eventId: 'e1',
        replacementEventId: correctionId,
        originalEventTime: '2026-01-01T00:00:00.000Z',
        replacementEventTime: '2026-01-01T00:00:00.000Z',
      },
      { jobId: correctionId },
    );
    const consumers = await queue.startConsumers({
      'usage.correction': async (payload) => {
        seen.push(payload.replacementEventId);
      },
    });
    await waitFor(() => seen.includes(correctionId));
    await consumers.close();
    // The replay job is still waiting for a replay consumer.
    const ran: string[] = [];
    const replays = await queue.startConsumers({
      'usage.replay': async (payload) => {
        ran.push(payload.replayId);
      },
    });
    await waitFor(() => ran.includes(replayId));
    await replays.close();
  });

  it('refuses job ids BullMQ cannot hold, in both implementations', async () => {
    const queue = open();
    for (const bad of ['a:b', '123', '', 'x'.repeat(201), 'a b']) {
      await expect(queue.enqueue('usage.replay', replay('x'), { jobId: bad })).rejects.toThrow(/job id/);
    }
  });
});

describe('job queue (postgres only)', () => {
  beforeAll(() => postgres.setUp());
  afterAll(() => postgres.tearDown());

  // Leases and schedules are compared with the queue's clock, so the rows are written from that same clock (a
  // manual one), never from PostgreSQL's now().
  const T0 = '2026-03-01T12:00:00.000Z';

  async function jobRow(id: string) {
    const [row] = await postgres.db().sql<
      { status: string; attempts: number; run_after: Date; finish_time: Date | null }[]
    >`SELECT status, attempts, run_after, finish_time FROM jobs WHERE id = ${id}`;
    return row!;
  }

  it('runs again a job whose process died while running it, once the lease ran out', async () => {
    const sql = postgres.db().sql;
    const clock = new ManualClock(T0);
    const id = freshId('orphan');
    await sql`
      INSERT INTO jobs (queue, id, payload, status, attempts, max_attempts, run_after, lease_until, create_time)
      VALUES ('usage.replay', ${id}, ${sql.json(replay(id))}, 'RUNNING', 1, 3, ${clock.now()},
        ${new Date('2026-03-01T11:59:59.000Z')}, ${clock.now()})`;
    const queue = new PostgresJobQueue({ sql, clock, pollMs: 20, retry: FAST_RETRY });
    const seen: JobInfo[] = [];
    const consumers = await queue.startConsumers({
      'usage.replay': async (payload, job) => {
        if (payload.replayId === id) seen.push(job);
      },
    });
    await waitFor(() => seen.length === 1);
    await consumers.close();
    expect(seen[0]!.attempt).toBe(2);
    const [row] = await sql`SELECT status, finish_time FROM jobs WHERE id = ${id}`;
    expect(row!.status).toBe('SUCCEEDED');
    expect(row!.finish_time).toBeInstanceOf(Date);
    expect(row!.finish_time).toEqual(new Date(T0));
  });

  it('leaves a job with a live lease to the process holding it', async () => {
    const sql = postgres.db().sql;
    const clock = new ManualClock(T0);
    const id = freshId('leased');
    await sql`
      INSERT INTO jobs (queue, id, payload, status, attempts, max_attempts, run_after, lease_until, create_time)
      VALUES ('usage.replay', ${id}, ${sql.json(replay(id))}, 'RUNNING', 1, 3, ${clock.now()},
        ${new Date('2026-03-01T13:00:00.000Z')}, ${clock.now()})`;
    const queue = new PostgresJobQueue({ sql, clock, pollMs: 20 });
    const seen: string[] = [];
    const consumers = await queue.startConsumers({
      'usage.replay': async (payload) => {
        if (payload.replayId === id) seen.push(id);
      },
    });
    try {
      await sleep(300);
      expect(seen).toEqual([]);
      // Still live at its last millisecond; once the lease has ended, another process takes the job.
      clock.set('2026-03-01T13:00:00.000Z');
      await sleep(100);
      expect(seen).toEqual([]);
      clock.set('2026-03-01T13:00:00.001Z');
      await waitFor(() => seen.length === 1);
    } finally {
      await consumers.close();
    }
    expect(seen).toEqual([id]);
  });

  it('schedules each retry backoffMs * 2^(n-1) after the failed attempt, on the queue clock', async () => {
    const sql = postgres.db().sql;
    const clock = new ManualClock(T0);
    const queue = new PostgresJobQueue({ sql, clock, pollMs: 20, retry: { attempts: 5, backoffMs: 100 } });
    const id = freshId('backoff');
    const attempts: number[] = [];
    const consumers = await queue.startConsumers({
      'usage.replay': async (payload, job) => {
        if (payload.replayId !== id) return;
        attempts.push(job.attempt);
        if (job.attempt < 4) throw new Error(`attempt ${job.attempt} fails`);
      },
    });
    /** Waits for attempt n to fail, then checks when its retry is due, and that it is not run a moment before. */
    async function retryDue(attempt: number, due: string): Promise<void> {
      await waitFor(async () => {
        const row = await jobRow(id);
        return row.attempts === attempt && row.status === 'QUEUED';
      });
      expect((await jobRow(id)).run_after).toEqual(new Date(due));
      clock.set(new Date(new Date(due).getTime() - 1));
      await sleep(100);
      expect(attempts).toHaveLength(attempt);
      clock.set(due);
    }
    try {
      await queue.enqueue('usage.replay', replay(id), { jobId: id });
      // Attempt 1 fails at 12:00:00.000 and waits 100 ms; attempt 2 at .100 waits 200 ms; attempt 3 at .300
      // waits 400 ms; attempt 4 at .700 succeeds.
      await retryDue(1, '2026-03-01T12:00:00.100Z');
      await retryDue(2, '2026-03-01T12:00:00.300Z');
      await retryDue(3, '2026-03-01T12:00:00.700Z');
      await waitFor(async () => (await jobRow(id)).status === 'SUCCEEDED');
    } finally {
      await consumers.close();
    }
    expect(attempts).toEqual([1, 2, 3, 4]);
    expect((await jobRow(id)).finish_time).toEqual(new Date('2026-03-01T12:00:00.700Z'));
  });

  it('records the outcome of each job in the table', async () => {
    const sql = postgres.db().sql;
    const queue = new PostgresJobQueue({ sql, pollMs: 20, retry: { attempts: 1, backoffMs: 10 } });
    const ok = freshId('ok');
    const bad = freshId('bad');
    const done = new Set<string>();
    const consumers = await queue.startConsumers({
      'usage.replay': async (payload) => {
        done.add(payload.replayId);
        if (payload.replayId === bad) throw new Error('broken on purpose');
      },
    });
    await queue.enqueue('usage.replay', replay(ok), { jobId: ok });
    await queue.enqueue('usage.replay', replay(bad), { jobId: bad });
    await waitFor(async () => {
      const rows = await sql`SELECT 1 FROM jobs WHERE id IN (${ok}, ${bad}) AND finish_time IS NOT NULL`;
      return rows.length === 2;
    });
    await consumers.close();
    const rows = await sql<{ id: string; status: string; last_error: string }[]>`
      SELECT id, status, last_error FROM jobs WHERE id IN (${ok}, ${bad}) ORDER BY id`;
    expect(Object.fromEntries(rows.map((r) => [r.id, [r.status, r.last_error]]))).toEqual({
      [ok]: ['SUCCEEDED', ''],
      [bad]: ['FAILED', 'broken on purpose'],
    });
    expect(done).toEqual(new Set([ok, bad]));
  });
});

describe('job queue (bullmq only)', () => {
  afterAll(() => bull.tearDown());

  it('hands the exponential backoff to BullMQ: the retries wait 300 ms, then 600 ms', async () => {
    const redis = new Redis(REDIS_URL);
    const id = freshId('bull-backoff');
    // A failed attempt is reported once BullMQ has put the job back, delayed, with the delay it chose recorded
    // in the job (it is reset when the job comes due, hundreds of milliseconds later).
    const delays: Array<Promise<string | null>> = [];
    const queue = new BullJobQueue({
      url: REDIS_URL,
      prefix: bull.prefix,
      retry: { attempts: 4, backoffMs: 300 },
      onError: (_error, job) => {
        if (job?.id === id) delays.push(redis.hget(`${bull.prefix}:usage.replay:${id}`, 'delay'));
      },
    });
    const attempts: number[] = [];
    const consumers = await queue.startConsumers({
      'usage.replay': async (payload, job) => {
        if (payload.replayId !== id) return;
        attempts.push(job.attempt);
        if (job.attempt < 3) throw new Error(`attempt ${job.attempt} fails`);
      },
    });
    try {
      await queue.enqueue('usage.replay', replay(id), { jobId: id });
      await waitFor(() => attempts.length === 3);
      expect(attempts).toEqual([1, 2, 3]);
      expect(await Promise.all(delays)).toEqual(['300', '600']);
    } finally {
      await consumers.close();
      await queue.close();
      await redis.quit();
    }
  });

  it('fails an enqueue with UNAVAILABLE when Redis cannot be reached, instead of waiting for it', async () => {
    const errors: unknown[] = [];
    const queue = new BullJobQueue({
      url: 'redis://127.0.0.1:1',
      prefix: 'unreachable',
      enqueueTimeoutMs: 200,
      onError: (error) => errors.push(error),
    });
    // The bound is the enqueue timeout's timer, driven here by hand: pending at 199 ms, refused at 200 ms.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let outcome: unknown;
    try {
      const enqueued = queue.enqueue('usage.replay', replay('x'), { jobId: 'x' }).then(
        () => 'resolved',
        (error: unknown) => error,
      );
      void enqueued.then((value) => {
        outcome = value;
      });
      await vi.advanceTimersByTimeAsync(199);
      expect(outcome).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(outcome).toMatchObject({ code: 'UNAVAILABLE' });
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => errors.length > 0);
    await queue.close();
    expect(errors.length).toBeGreaterThan(0);
  });
});

describe('job ids', () => {
  it('derives the same safe id from the same parts, and different ids from different parts', () => {
    const a = derivedJobId('correction', 'acme', 'evt:1');
    expect(a).toBe(derivedJobId('correction', 'acme', 'evt:1'));
    expect(a).not.toBe(derivedJobId('correction', 'acme', 'evt:2'));
    expect(a).not.toBe(derivedJobId('correction', 'acm', 'eevt:1'));
    expect(checkJobId(a)).toBe(a);
  });
});
