import { DAY_MS } from '@billing/core';
import type { Context } from '@billing/domain';
import type { ClickHouseClient } from '@billing/events';
import type { JobProducer } from '@billing/queue';
import type { IngestPipeline } from '../pipeline.ts';
import type { VisibilityWait } from './acknowledged-event.ts';
import type { ExpensiveReads } from './expensive-read.ts';

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
