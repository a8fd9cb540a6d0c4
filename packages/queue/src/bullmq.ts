/**
 * The queue over Redis with BullMQ (production profile, when REDIS_URL is set). One BullMQ queue per queue
 * name; the key prefix isolates deployments (and tests) sharing one Redis.
 */
import { ApiError } from '@billing/core';
import { Queue, Worker } from 'bullmq';
import type { QueueName, QueuePayloads } from './payloads.ts';
import {
  type Consumers,
  checkJobId,
  DEFAULT_RETRY,
  type EnqueueOptions,
  handlerEntries,
  type JobHandlers,
  type JobInfo,
  type JobQueue,
  type RetryPolicy,
} from './queue.ts';

export interface BullJobQueueOptions {
  url: string;
  /** Prefix of every Redis key of the queues (BullMQ's default is `bull`). */
  prefix: string;
  retry?: RetryPolicy;
  /** Jobs run at once per queue by one consumer process. */
  concurrency?: number;
  /**
   * How long finished jobs are kept. While a job is kept, enqueueing its id again is a no-op; the Postgres
   * implementation keeps them for good.
   */
  keepFinishedSeconds?: number;
  /** Failed attempts and connection trouble, for logging. */
  onError?: (error: unknown, job?: JobInfo) => void;
  /** An enqueue not done by then (Redis unreachable) fails with UNAVAILABLE instead of waiting for Redis. */
  enqueueTimeoutMs?: number;
}

const WEEK_SECONDS = 7 * 24 * 3600;

/**
 * BullMQ waits for Redis to come back rather than failing: a caller (an API request) gets UNAVAILABLE after
 * `ms` instead. The add may still land later, which is harmless: job ids are deterministic, handlers idempotent.
 */
async function settleWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ApiError('UNAVAILABLE', 'the job queue is unavailable; retry', { retryAfter: 1 })),
      ms,
    );
  });
  work.catch(() => {});
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export class BullJobQueue implements JobQueue {
  private readonly queues = new Map<QueueName, Queue>();
  private readonly consumers = new Set<Consumers>();
  private readonly retry: RetryPolicy;

  constructor(private readonly options: BullJobQueueOptions) {
    this.retry = options.retry ?? DEFAULT_RETRY;
  }

  private queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: { url: this.options.url, maxRetriesPerRequest: 3 },
        prefix: this.options.prefix,
      });
      queue.on('error', (error) => this.options.onError?.(error));
      this.queues.set(name, queue);
    }
    return queue;
  }

  async enqueue<N extends QueueName>(
    name: N,
    payload: QueuePayloads[N],
    options: EnqueueOptions,
  ): Promise<void> {
    const keep = { age: this.options.keepFinishedSeconds ?? WEEK_SECONDS };
    const jobId = checkJobId(options.jobId);
    // BullMQ ignores an add whose jobId exists: that is the de-duplication.
    const added = this.queue(name).add(name, payload, {
      jobId,
      attempts: this.retry.attempts,
      backoff: { type: 'exponential', delay: this.retry.backoffMs },
      removeOnComplete: keep,
      removeOnFail: keep,
    });
    await settleWithin(added, this.options.enqueueTimeoutMs ?? 5000);
  }

  async startConsumers(handlers: JobHandlers): Promise<Consumers> {
    const workers = handlerEntries(handlers).map(
      ([name, handler]) =>
        new Worker(
          name,
          async (job) => {
            const attempt = job.attemptsMade + 1;
            await handler(job.data, {
              id: job.id ?? '',
              queue: name,
              attempt,
              final: attempt >= (job.opts.attempts ?? 1),
            });
          },
          {
            // Blocking connections must retry forever (BullMQ requires it).
            connection: { url: this.options.url, maxRetriesPerRequest: null },
            prefix: this.options.prefix,
            concurrency: this.options.concurrency ?? 4,
          },
        ),
    );
    for (const worker of workers) {
      // A worker reports connection trouble as events; without a listener Node would throw them.
      worker.on('error', (error) => this.options.onError?.(error));
      worker.on('failed', (job, error) => {
        const attempt = job?.attemptsMade ?? 0;
        const info = job && {
          id: job.id ?? '',
          queue: job.name as QueueName,
          attempt,
          final: attempt >= (job.opts.attempts ?? 1),
        };
        this.options.onError?.(error, info);
      });
    }
    await Promise.all(workers.map((w) => w.waitUntilReady()));
    const consumers: Consumers = {
      close: async () => {
        this.consumers.delete(consumers);
        await Promise.all(workers.map((w) => w.close()));
      },
    };
    this.consumers.add(consumers);
    return consumers;
  }

  async close(): Promise<void> {
    await Promise.all([...this.consumers].map((c) => c.close()));
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    this.queues.clear();
  }
}
