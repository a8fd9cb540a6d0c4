/**
 * The small interface every background job goes through. Producers are always on (the api enqueues); consumers
 * are started only by the run modes that do background work (`billing start worker|all`).
 *
 * Job ids are deterministic (derived from what the job is about), so enqueueing the same job twice, from a
 * retried request or a second api instance, is a no-op. Handlers must be idempotent: a job may run again after
 * a crash or a retry.
 */
import { createHash } from 'node:crypto';
import type { QueueName, QueuePayloads } from './payloads.ts';

export interface EnqueueOptions {
  /** Deterministic id; a job id already enqueued (waiting, running or done) is not queued again. */
  jobId: string;
}

export interface JobProducer {
  enqueue<N extends QueueName>(name: N, payload: QueuePayloads[N], options: EnqueueOptions): Promise<void>;
}

export interface JobInfo {
  id: string;
  queue: QueueName;
  /** 1 for the first run. */
  attempt: number;
  /** True on the last attempt: a failure now is final (the handler may record it). */
  final: boolean;
}

export type JobHandler<N extends QueueName> = (payload: QueuePayloads[N], job: JobInfo) => Promise<void>;

/** One handler per queue to consume; queues without one are left to other processes. */
export type JobHandlers = { [N in QueueName]?: JobHandler<N> };

export interface Consumers {
  /** Stops taking jobs and waits for the running ones. */
  close(): Promise<void>;
}

export interface JobQueue extends JobProducer {
  startConsumers(handlers: JobHandlers): Promise<Consumers>;
  /** Stops consumers started here and releases connections. */
  close(): Promise<void>;
}

/** Exponential backoff: the n-th retry waits backoffMs * 2^(n-1). */
export interface RetryPolicy {
  attempts: number;
  backoffMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 8, backoffMs: 1000 };

export function backoffDelay(policy: RetryPolicy, attemptsMade: number): number {
  return policy.backoffMs * 2 ** Math.max(0, attemptsMade - 1);
}

/** BullMQ refuses ids with `:` and all-digit ids; both implementations accept the same ids. */
const JOB_ID = /^[A-Za-z][A-Za-z0-9._~-]{0,199}$/;

export function checkJobId(id: string): string {
  if (!JOB_ID.test(id)) throw new Error(`job id ${JSON.stringify(id)} must match ${JOB_ID}`);
  return id;
}

/** A deterministic job id for what `parts` name (ids may hold characters a job id may not, such as `:`). */
export function derivedJobId(kind: string, ...parts: string[]): string {
  const digest = createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 40);
  return checkJobId(`${kind}-${digest}`);
}

/** The handlers as (queue, handler) pairs; the map's typing guarantees each handler matches its queue. */
export function handlerEntries(handlers: JobHandlers): Array<[QueueName, JobHandler<QueueName>]> {
  return Object.entries(handlers).filter(([, handler]) => handler !== undefined) as Array<
    [QueueName, JobHandler<QueueName>]
  >;
}
