/**
 * The write path of usage events, shared in a process by the ingest edge and the api's corrections:
 * de-duplication (Redis, or the in-process stand-in), the customer cache, the ClickHouse write buffer and the
 * pipeline. The service, the api test harness, the ingest test edge and the benchmarks all build it here.
 */
import { type Clock, type Config, DAY_MS } from '@billing/core';
import type { Queryable } from '@billing/db';
import { type ChangeFeed, CustomerCache } from '@billing/domain';
import { type EventStore, insertEncodedEvents, insertEvents } from '@billing/events';
import { createIngestMetrics, type IngestMetrics } from '@billing/ingest';
import { type DedupStore, MemoryDedupStore, RedisDedupStore } from '@billing/redis';
import {
  type IngestFileLog,
  type IngestLogWriter,
  IngestPipeline,
  WriteBuffer,
  withLoggedEvents,
} from '@billing/usage';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { Registry } from 'prom-client';

/** How the buffer groups inserts and how much it holds (the configuration's, or a test's own). */
export interface UsageWriterSettings {
  flushRows: number;
  flushMs: number;
  maxBufferedRows: number;
  staleClaimMs: number;
}

export function usageWriterSettings(config: Config): UsageWriterSettings {
  return {
    flushRows: config.ingestFlushRows,
    flushMs: config.ingestFlushMs,
    maxBufferedRows: config.ingestMaxBufferedRows,
    staleClaimMs: config.dedupStaleClaimMs,
  };
}

export interface UsageWriterDeps {
  clock: Clock;
  sql: Queryable;
  /** The event store; a client alone (a test's failing one) writes rows, a whole store writes TSV bytes. */
  events: EventStore | Pick<EventStore, 'client'>;
  dedup: DedupStore;
  feed: ChangeFeed;
  settings: UsageWriterSettings;
  logger?: Logger;
  /** Where the ingest metrics are registered; a registry of their own when not given. */
  registry?: Registry;
  /** The ingest log (INGEST_LOG=redis): the edge's pipeline appends to it instead of the buffer. */
  log?: IngestLogWriter | undefined;
  /**
   * The file log (INGEST_LOG=file): the edge's pipeline appends to it instead of the buffer, refusing requests
   * above `maxBacklog` undrained events, and every claim sees the events it holds undrained as stored.
   */
  fileLog?: { log: IngestFileLog; maxBacklog: number } | undefined;
}

export interface UsageWriter {
  /** Stores before answering (the api's corrections read their replacement back at once). */
  pipeline: IngestPipeline;
  /** The edge's: the log's when there is one, else `pipeline`. */
  edgePipeline: IngestPipeline;
  buffer: WriteBuffer;
  metrics: IngestMetrics;
}

async function eventStoreIsEmpty(events: EventStore): Promise<boolean> {
  const result = await events.client.query({
    query: 'SELECT count() AS n FROM usage_events',
    format: 'JSONEachRow',
  });
  const [row] = await result.json<{ n: string }>();
  return Number(row?.n ?? 0) === 0;
}

/**
 * Redis when the configuration names it, else the in-process store. With Redis, a fresh key space over stored
 * events means keys were lost: misses are then checked in ClickHouse.
 */
export async function dedupStoreFor(
  config: Config,
  redis: Redis | undefined,
  events: EventStore,
  clock: Clock,
): Promise<DedupStore> {
  if (!redis) return new MemoryDedupStore();
  const store = new RedisDedupStore(redis, config.redisKeyPrefix, config.dedupWindowDays * DAY_MS);
  // A process without ClickHouse cannot tell a fresh deployment: a drainer's start marks it.
  if (events.kind !== 'none' && (await eventStoreIsEmpty(events)))
    await store.markComplete(clock.now().getTime());
  return store;
}

export function createUsageWriter(deps: UsageWriterDeps): UsageWriter {
  const { settings, events } = deps;
  const metrics = createIngestMetrics(deps.registry ?? new Registry());
  const buffer = new WriteBuffer({
    flushRows: settings.flushRows,
    flushMs: settings.flushMs,
    insert: (rows) => insertEvents(events.client, rows),
    ...('insertTsv' in events ? { insertEncoded: (body: Buffer) => insertEncodedEvents(events, body) } : {}),
    onFlush: (rows, seconds, ok) => {
      metrics.batchRows.observe(rows);
      metrics.flushSeconds.observe({ ok: String(ok) }, seconds);
      if (!ok)
        deps.logger?.warn({ rows }, 'ClickHouse insert failed; the events were refused as UNAVAILABLE');
    },
  });
  const fileLog = deps.fileLog;
  const pipelineDeps = {
    clock: deps.clock,
    events: events.client,
    dedup: fileLog
      ? withLoggedEvents(deps.dedup, (organization, eventId) => fileLog.log.loggedHash(organization, eventId))
      : deps.dedup,
    customers: new CustomerCache({ sql: deps.sql, clock: deps.clock }, deps.feed),
    buffer,
    maxBufferedRows: settings.maxBufferedRows,
    staleClaimMs: settings.staleClaimMs,
  };
  const pipeline = new IngestPipeline(pipelineDeps);
  const canVerify = !('kind' in events) || events.kind !== 'none';
  const edgePipeline = deps.log
    ? new IngestPipeline({ ...pipelineDeps, log: deps.log, canVerify })
    : fileLog
      ? new IngestPipeline({ ...pipelineDeps, buffer: fileLog.log, maxBufferedRows: fileLog.maxBacklog })
      : pipeline;
  return { pipeline, edgePipeline, buffer, metrics };
}
