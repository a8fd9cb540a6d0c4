/**
 * The write path of usage events, shared in a process by the ingest edge and the api's corrections:
 * de-duplication (Redis, or the in-process stand-in), the customer cache, the ClickHouse write buffer and the
 * pipeline.
 */
import type { Clock, Config } from '@billing/core';
import type { Sql } from '@billing/db';
import { type ChangeFeed, CustomerCache } from '@billing/domain';
import { type EventStore, insertEncodedEvents, insertEvents } from '@billing/events';
import { createIngestMetrics, type IngestMetrics } from '@billing/ingest';
import { type DedupStore, MemoryDedupStore, RedisDedupStore } from '@billing/redis';
import { IngestPipeline, WriteBuffer } from '@billing/usage';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** SEMANTICS 4: eventTime within [now - 35 days, now + 5 minutes]. */
export const EVENT_WINDOW = { pastMs: 35 * DAY_MS, futureMs: 5 * 60 * 1000 };

export interface UsageWriterDeps {
  config: Config;
  clock: Clock;
  sql: Sql;
  events: EventStore;
  redis: Redis | undefined;
  feed: ChangeFeed;
  logger: Logger;
  registry: Registry;
}

export interface UsageWriter {
  pipeline: IngestPipeline;
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

/** With Redis, a fresh key space over stored events means keys were lost: misses are then checked in ClickHouse. */
async function dedupStoreFor(deps: UsageWriterDeps): Promise<DedupStore> {
  if (!deps.redis) return new MemoryDedupStore();
  const store = new RedisDedupStore(
    deps.redis,
    deps.config.redisKeyPrefix,
    deps.config.dedupWindowDays * DAY_MS,
  );
  if (await eventStoreIsEmpty(deps.events)) await store.markComplete(deps.clock.now().getTime());
  return store;
}

export async function createUsageWriter(deps: UsageWriterDeps): Promise<UsageWriter> {
  const { config } = deps;
  const metrics = createIngestMetrics(deps.registry);
  const buffer = new WriteBuffer({
    flushRows: config.ingestFlushRows,
    flushMs: config.ingestFlushMs,
    insert: (rows) => insertEvents(deps.events.client, rows),
    insertEncoded: (body) => insertEncodedEvents(deps.events, body),
    onFlush: (rows, seconds, ok) => {
      metrics.batchRows.observe(rows);
      metrics.flushSeconds.observe({ ok: String(ok) }, seconds);
      if (!ok) deps.logger.warn({ rows }, 'ClickHouse insert failed; the events were refused as UNAVAILABLE');
    },
  });
  const pipeline = new IngestPipeline({
    clock: deps.clock,
    events: deps.events.client,
    dedup: await dedupStoreFor(deps),
    customers: new CustomerCache({ sql: deps.sql, clock: deps.clock }, deps.feed),
    buffer,
    maxBufferedRows: config.ingestMaxBufferedRows,
    staleClaimMs: config.dedupStaleClaimMs,
  });
  return { pipeline, buffer, metrics };
}
