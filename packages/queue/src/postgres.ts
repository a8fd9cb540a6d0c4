/**
 * The in-process queue over a Postgres `jobs` table (embedded profile, when no REDIS_URL is set). Postgres stays
 * the source of truth for scheduled work: a queued job survives a restart, and a job whose process died while
 * running it is picked up again once its lease runs out. Consumers poll; an enqueue in the same process wakes
 * them at once.
 */
import { type Clock, systemClock } from '@billing/core';
import type { Sql } from '@billing/db';
import type { QueueName, QueuePayloads } from './payloads.ts';
import {
  backoffDelay,
  type Consumers,
  checkJobId,
  DEFAULT_RETRY,
  type EnqueueOptions,
  handlerEntries,
  type JobHandler,
  type JobHandlers,
  type JobInfo,
  type JobQueue,
  type RetryPolicy,
} from './queue.ts';

export interface PostgresJobQueueOptions {
  sql: Sql;
  clock?: Clock;
  /** How often idle consumers look for due jobs. */
  pollMs?: number;
  retry?: RetryPolicy;
  /** Jobs run at once by one consumer process. */
  concurrency?: number;
  /** A running job is someone else's until its lease ends; the lease is renewed while the job runs. */
  leaseMs?: number;
  /** Failed attempts and polling trouble, for logging. */
  onError?: (error: unknown, job?: JobInfo) => void;
}

interface ClaimedRow {
  queue: QueueName;
  id: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

export class PostgresJobQueue implements JobQueue {
  private readonly consumers = new Set<PollingConsumers>();
  private readonly clock: Clock;
  private readonly retry: RetryPolicy;

  constructor(private readonly options: PostgresJobQueueOptions) {
    this.clock = options.clock ?? systemClock;
    this.retry = options.retry ?? DEFAULT_RETRY;
  }

  async enqueue<N extends QueueName>(
    name: N,
    payload: QueuePayloads[N],
    options: EnqueueOptions,
  ): Promise<void> {
    const { sql } = this.options;
    const now = this.clock.now();
    await sql`
      INSERT INTO jobs (queue, id, payload, max_attempts, run_after, create_time)
      VALUES (${name}, ${checkJobId(options.jobId)}, ${sql.json(payload as never)}, ${this.retry.attempts},
        ${now}, ${now})
      ON CONFLICT (queue, id) DO NOTHING`;
    for (const consumers of this.consumers) consumers.wake();
  }

  async startConsumers(handlers: JobHandlers): Promise<Consumers> {
    const consumers = new PollingConsumers(
      { ...this.options, clock: this.clock, retry: this.retry },
      new Map(handlerEntries(handlers)),
      () => this.consumers.delete(consumers),
    );
    this.consumers.add(consumers);
    consumers.start();
    return consumers;
  }

  async close(): Promise<void> {
    await Promise.all([...this.consumers].map((c) => c.close()));
  }
}

type ConsumerOptions = PostgresJobQueueOptions & { clock: Clock; retry: RetryPolicy };

/** One poll loop: claims due jobs of its queues (up to the concurrency) and runs them. */
class PollingConsumers implements Consumers {
  private readonly running = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private readonly leaseMs: number;

  constructor(
    private readonly options: ConsumerOptions,
    private readonly handlers: Map<QueueName, JobHandler<QueueName>>,
    private readonly onClose: () => void,
  ) {
    this.leaseMs = options.leaseMs ?? 60_000;
  }

  start(): void {
    this.timer = setInterval(() => this.wake(), this.options.pollMs ?? 500);
    this.timer.unref();
    this.wake();
  }

  /** Polls now (or right after the poll in progress). */
  wake(): void {
    if (this.stopped || this.handlers.size === 0) return;
    if (this.polling) {
      this.again = true;
      return;
    }
    this.polling = this.poll()
      .catch((error) => this.options.onError?.(error))
      .finally(() => {
        this.polling = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  private async poll(): Promise<void> {
    const free = (this.options.concurrency ?? 4) - this.running.size;
    if (free <= 0) return;
    const jobs = await this.claim(free);
    for (const job of jobs) {
      const run = this.run(job)
        .catch((error) => this.options.onError?.(error))
        .finally(() => {
          this.running.delete(run);
          // A finished job frees a slot: look for more without waiting for the timer.
          this.wake();
        });
      this.running.add(run);
    }
  }

  /** Takes due jobs: queued ones, and running ones whose process let the lease lapse (it died). */
  private async claim(limit: number): Promise<ClaimedRow[]> {
    const { sql } = this.options;
    const now = this.options.clock.now();
    const leaseUntil = new Date(now.getTime() + this.leaseMs);
    return sql<ClaimedRow[]>`
      UPDATE jobs SET status = 'RUNNING', attempts = attempts + 1, lease_until = ${leaseUntil}
      WHERE (queue, id) IN (
        SELECT queue, id FROM jobs
        WHERE queue IN ${sql([...this.handlers.keys()])} AND run_after <= ${now}
          AND (status = 'QUEUED' OR (status = 'RUNNING' AND lease_until < ${now}))
        ORDER BY run_after LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING queue, id, payload, attempts, max_attempts`;
  }

  private async run(job: ClaimedRow): Promise<void> {
    const handler = this.handlers.get(job.queue)!;
    const info: JobInfo = {
      id: job.id,
      queue: job.queue,
      attempt: job.attempts,
      final: job.attempts >= job.max_attempts,
    };
    const renewal = setInterval(() => this.renewLease(job).catch(() => {}), this.leaseMs / 3);
    try {
      await handler(job.payload as never, info);
      clearInterval(renewal);
      await this.finish(job, 'SUCCEEDED', '');
    } catch (error) {
      clearInterval(renewal);
      this.options.onError?.(error, info);
      const message = error instanceof Error ? error.message : String(error);
      if (info.final) await this.finish(job, 'FAILED', message);
      else await this.retryLater(job, message);
    }
  }

  // Every update below is fenced by the attempt number: a job whose lease lapsed and that another process
  // took over is no longer ours to finish.
  private async renewLease(job: ClaimedRow): Promise<void> {
    const until = new Date(this.options.clock.now().getTime() + this.leaseMs);
    await this.options.sql`
      UPDATE jobs SET lease_until = ${until}
      WHERE queue = ${job.queue} AND id = ${job.id} AND attempts = ${job.attempts} AND status = 'RUNNING'`;
  }

  private async finish(job: ClaimedRow, status: 'SUCCEEDED' | 'FAILED', error: string): Promise<void> {
    await this.options.sql`
      UPDATE jobs SET status = ${status}, finish_time = ${this.options.clock.now()}, lease_until = NULL,
        last_error = ${error}
      WHERE queue = ${job.queue} AND id = ${job.id} AND attempts = ${job.attempts} AND status = 'RUNNING'`;
  }

  private async retryLater(job: ClaimedRow, error: string): Promise<void> {
    const runAfter = new Date(
      this.options.clock.now().getTime() + backoffDelay(this.options.retry, job.attempts),
    );
    await this.options.sql`
      UPDATE jobs SET status = 'QUEUED', run_after = ${runAfter}, lease_until = NULL, last_error = ${error}
      WHERE queue = ${job.queue} AND id = ${job.id} AND attempts = ${job.attempts} AND status = 'RUNNING'`;
  }

  async close(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.polling;
    await Promise.all(this.running);
    this.onClose();
  }
}
