/**
 * Both queue implementations against the real stores: BullMQ on Redis (under a random key prefix, deleted
 * afterwards) and the Postgres `jobs` table (a fresh database). The same contract holds for both.
 */
import { randomBytes } from 'node:crypto';
import { ManualClock } from '@billing/core';
import { createTestPostgres, type TestDatabase } from '@billing/db/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BullJobQueue } from '../src/bullmq.ts';
import type { QueuePayloads } from '../src/payloads.ts';
import { PostgresJobQueue } from '../src/postgres.ts';
import { checkJobId, derivedJobId, type JobInfo, type JobQueue, type RetryPolicy } from '../src/queue.ts';

const REDIS_URL = 'redis://127.0.0.1:6379';
const FAST_RETRY: RetryPolicy = { attempts: 3, backoffMs: 50 };

interface Backend {
  name: string;
  /** The stored backoff of a job: its delays in milliseconds, read from the store, not measured. */
  backoffOf?(id: string): Promise<unknown>;
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

function bullBackend(): Backend {
  const prefix = `billing-test-${randomBytes(6).toString('hex')}`;
  return {
    name: 'bullmq',
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
    async backoffOf(id) {
      const queue = new Queue('usage.replay', { connection: { url: REDIS_URL }, prefix });
      const job = await queue.getJob(id);
      await queue.close();
      return { attempts: job?.opts.attempts, backoff: job?.opts.backoff };
    },
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

describe.each([postgres, bullBackend()])('job queue ($name)', (backend) => {
  const opened: JobQueue[] = [];
  const open = (retry?: RetryPolicy) => {
    const queue = backend.make(retry);
    opened.push(queue);
    return queue;
  };

  /**
   * The attempts a consumer of `queue` sees at a new job whose first `failures` attempts throw: once `expected`
   * came, and 300 ms more for any that should not.
   */
  async function attemptsAt(queue: JobQueue, label: string, failures: number, expected: number) {
    const id = freshId(label);
    const attempts: JobInfo[] = [];
    const consumers = await queue.startConsumers({
      'usage.replay': async (payload, job) => {
        if (payload.replayId !== id) return;
        attempts.push(job);
        if (attempts.length <= failures) throw new Error(`attempt ${attempts.length} fails`);
      },
    });
    await queue.enqueue('usage.replay', replay(id), { jobId: id });
    await waitFor(() => attempts.length === expected);
    await sleep(300);
    await consumers.close();
    return attempts;
  }

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

  it('retries a failing job until it succeeds', async () => {
    const attempts = await attemptsAt(open({ attempts: 4, backoffMs: 20 }), 'retry', 2, 3);
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3]);
    expect(attempts.map((a) => a.final)).toEqual([false, false, false]);
  });

  it('gives up after the last attempt, telling the handler it is the final one', async () => {
    const attempts = await attemptsAt(
      open({ attempts: 2, backoffMs: 20 }),
      'fail',
      Number.POSITIVE_INFINITY,
      2,
    );
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

  // One clock: the queue's own (a ManualClock); lease and due times are written from it, never from now().
  const T = new Date('2026-04-01T12:00:00.000Z');
  const at = (ms: number) => new Date(T.getTime() + ms);

  it('runs again a job whose process died while running it, once the lease ran out', async () => {
    const sql = postgres.db().sql;
    const id = freshId('orphan');
    await sql`
      INSERT INTO jobs (queue, id, payload, status, attempts, max_attempts, run_after, lease_until, create_time)
      VALUES ('usage.replay', ${id}, ${sql.json(replay(id))}, 'RUNNING', 1, 3, ${at(-60_000)}, ${at(-1)},
        ${at(-60_000)})`;
    const queue = new PostgresJobQueue({ sql, clock: new ManualClock(T), pollMs: 20, retry: FAST_RETRY });
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
    expect(row!.finish_time).toEqual(T);
  });

  it('leaves a job with a live lease to the process holding it, until the lease ends', async () => {
    const sql = postgres.db().sql;
    const id = freshId('leased');
    await sql`
      INSERT INTO jobs (queue, id, payload, status, attempts, max_attempts, run_after, lease_until, create_time)
      VALUES ('usage.replay', ${id}, ${sql.json(replay(id))}, 'RUNNING', 1, 3, ${at(-60_000)}, ${at(3_600_000)},
        ${at(-60_000)})`;
    const clock = new ManualClock(T);
    const queue = new PostgresJobQueue({ sql, clock, pollMs: 20 });
    const seen: string[] = [];
    const consumers = await queue.startConsumers({
      'usage.replay': async (payload) => {
        if (payload.replayId === id) seen.push(id);
      },
    });
    await sleep(300);
    expect(seen).toEqual([]);
    clock.set(at(3_600_000 - 1));
    await sleep(200);
    expect(seen).toEqual([]);
    clock.set(at(3_600_000 + 1));
    await waitFor(() => seen.length === 1);
    await consumers.close();
    expect(seen).toEqual([id]);
  });

  it('schedules each retry from its own clock: 100 ms, then 200 ms after the failure', async () => {
    const sql = postgres.db().sql;
    const clock = new ManualClock(T);
    const queue = new PostgresJobQueue({ sql, clock, pollMs: 20, retry: { attempts: 4, backoffMs: 100 } });
    const id = freshId('backoff');
    const attempts: number[] = [];
    const consumers = await queue.startConsumers({
      'usage.replay': async (payload, job) => {
        if (payload.replayId !== id) return;
        attempts.push(job.attempt);
        if (job.attempt < 3) throw new Error(`attempt ${job.attempt} fails`);
      },
    });
    const runAfter = async () =>
      (await sql<{ run_after: Date }[]>`SELECT run_after FROM jobs WHERE id = ${id}`)[0]!.run_after;
    const queued = async () =>
      (await sql`SELECT 1 FROM jobs WHERE id = ${id} AND status = 'QUEUED' AND attempts = ${attempts.length}`)
        .length === 1;
    await queue.enqueue('usage.replay', replay(id), { jobId: id });
    await waitFor(async () => attempts.length === 1 && (await queued()));
    expect(await runAfter()).toEqual(at(100));
    clock.set(at(99));
    await sleep(200);
    expect(attempts).toEqual([1]);
    clock.set(at(100));
    await waitFor(async () => attempts.length === 2 && (await queued()));
    expect(await runAfter()).toEqual(at(300));
    clock.set(at(300));
    await waitFor(async () => {
      const [row] = await sql`SELECT status FROM jobs WHERE id = ${id}`;
      return row!.status === 'SUCCEEDED';
    });
    await consumers.close();
    expect(attempts).toEqual([1, 2, 3]);
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
  it('stores exponential backoff with the job, so the retries wait 100 ms, 200 ms, 400 ms', async () => {
    const bull = bullBackend();
    const queue = bull.make({ attempts: 4, backoffMs: 100 });
    const id = freshId('backoff');
    await queue.enqueue('usage.replay', replay(id), { jobId: id });
    await queue.close();
    // BullMQ waits delay * 2^(attemptsMade - 1) after each failure.
    expect(await bull.backoffOf!(id)).toEqual({ attempts: 4, backoff: { type: 'exponential', delay: 100 } });
    await bull.tearDown();
  });

  it('fails an enqueue with UNAVAILABLE when Redis cannot be reached, instead of waiting for it', async () => {
    const errors: unknown[] = [];
    const queue = new BullJobQueue({
      url: 'redis://127.0.0.1:1',
      prefix: 'unreachable',
      enqueueTimeoutMs: 200,
      onError: (error) => errors.push(error),
    });
    // Nothing answers on port 1: only the enqueue bound can end the call, with its own message.
    await expect(queue.enqueue('usage.replay', replay('x'), { jobId: 'x' })).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: 'the job queue is unavailable; retry',
    });
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
