import { DAY_MS, type FairPool } from '@billing/core';
import type { Context } from '@billing/domain';
import type { ClickHouseClient, ReadLimits } from '@billing/events';
import type { JobProducer } from '@billing/queue';
import type { IngestPipeline } from './edge/pipeline.ts';

/** What the usage-event control plane needs besides the usual context: the event store and its writers. */
export interface UsageStores {
  /** ClickHouse (or chdb), where the events live. */
  events: ClickHouseClient;
  /** Stores the replacement of a correction, validated and de-duplicated like any ingested event. */
  pipeline: IngestPipeline;
  /** Queues the worker follow-ups of corrections and replays. */
  jobs: JobProducer;
  /** Accepted eventTime range of a replacement around now; docs/usage-events.md "The rules" by default. */
  eventWindow?: EventWindow;
  /** The pool and limits of previews and usage queries (docs/limits.md); without it they run unbounded. */
  reads?: ExpensiveReads | undefined;
  /** How long a read of an acknowledged event waits for it to be drained; `DEFAULT_VISIBILITY_WAIT` if unset. */
  visibilityWait?: VisibilityWait;
}

export interface EventWindow {
  pastMs: number;
  futureMs: number;
}

/** docs/usage-events.md "The rules": eventTime in [now - 35 days, now + 5 minutes]. */
export const DEFAULT_EVENT_WINDOW: EventWindow = { pastMs: 35 * DAY_MS, futureMs: 5 * 60 * 1000 };

/** The context of one organization's usage-event call. */
export interface UsageContext extends Context, UsageStores {}

/** What reading usage needs (rating, bill runs): the context and the event store, no writers. */
export interface UsageReadContext extends Context {
  events: ClickHouseClient;
  /** On the request path: the pool and limits its expensive reads go through; bill runs have none. */
  reads?: ExpensiveReads | undefined;
}

/** How long a read waits for an acknowledged event: polls of ClickHouse, a pause between them. */
export interface VisibilityWait {
  polls: number;
  pauseMs: number;
}

export interface ExpensiveReads {
  pool: FairPool;
  /**
   * The clients of these reads, one per slot of the pool, its reserve included (on chdb a connection each, so
   * that reads of different slots run side by side), every query carrying `limits`.
   */
  events: readonly ClickHouseClient[];
  /**
   * The same clients for the reads of an organization over its share (a borrowed slot, or more of its reads
   * waiting): their threads at a lower priority, so that another organization's read gets the CPU first.
   */
  overShareEvents: readonly ClickHouseClient[];
  limits: ReadLimits;
}
