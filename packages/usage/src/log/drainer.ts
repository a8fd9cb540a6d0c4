/**
 * The drainer: reads an ingest log and writes ClickHouse in large idempotent inserts. A batch is up to
 * `maxEvents` events or `maxMs` after its first entry, whichever comes first; the log records it, it is inserted
 * with a token derived from the log's positions, then acknowledged. Two logs implement `DrainSource`: the Redis
 * Stream of the production profile (redis-drain-source.ts, several drainers share it) and the file log of the
 * embedded profile (file-drain-source.ts, its process' own).
 *
 * A crash between insert and acknowledgement leaves the batch recorded; it is inserted again with the same
 * entries and the same token, which ClickHouse drops as a repeated block (`non_replicated_deduplication_window`,
 * migration 0005).
 */

import { type EventStore, insertEventBatch } from '@billing/events';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { DrainBatch, DrainerOptions, DrainSource } from './drain-source.ts';
import { redisDrainSource } from './redis-drain-source.ts';

export interface DrainerDeps {
  /** A connection of the drainer's own: XREADGROUP blocks it. */
  redis: Redis;
  prefix: string;
  events: EventStore;
  logger: Logger;
  registry: Registry;
  options: DrainerOptions;
}

export interface RunningDrainer {
  /** Finishes the batch in hand (inserted and acknowledged), then stops. */
  close(): Promise<void>;
}

function drainerMetrics(registry: Registry) {
  return {
    backlog: new Gauge({
      name: 'ingest_log_backlog_events',
      help: 'Events acknowledged by an edge and not yet drained into ClickHouse',
      registers: [registry],
    }),
    drained: new Counter({
      name: 'ingest_drained_events_total',
      help: 'Events written to ClickHouse from the ingest log (the drain rate is its rate)',
      registers: [registry],
    }),
    batches: new Counter({
      name: 'ingest_drain_batches_total',
      help: 'Batches inserted, by kind (new; taken over, claimed or recovered after a crash)',
      labelNames: ['kind'] as const,
      registers: [registry],
    }),
    batchEvents: new Histogram({
      name: 'ingest_drain_batch_events',
      help: 'Events per drainer insert',
      buckets: [100, 1000, 5000, 10000, 25000, 50000, 75000, 100000],
      registers: [registry],
    }),
    insertSeconds: new Histogram({
      name: 'ingest_drain_insert_seconds',
      help: 'Duration of a drainer insert, by outcome',
      labelNames: ['ok'] as const,
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    visibilityLag: new Histogram({
      name: 'ingest_visibility_lag_seconds',
      help: 'From the acknowledgement (the log entry) to the end of its ClickHouse insert',
      buckets: [0.1, 0.25, 0.5, 1, 1.5, 2, 3, 5, 10, 30, 60],
      registers: [registry],
    }),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RunDrainerDeps {
  source: DrainSource;
  events: EventStore;
  logger: Logger;
  registry: Registry;
  /** Fault injection (tests): SIGKILL this process after this many inserts, before acknowledging; 0 never. */
  faultAfterInserts?: number | undefined;
}

/** Drains `source` until closed. */
export function runDrainer(deps: RunDrainerDeps): RunningDrainer {
  const { source, logger } = deps;
  const metrics = drainerMetrics(deps.registry);
  let stopping = false;
  let inserts = 0;

  /** Inserts one batch (retrying with the same token until it is stored), then acknowledges it. */
  async function insertAndAck(batch: DrainBatch): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      const started = performance.now();
      try {
        await insertEventBatch(deps.events, batch.body, batch.token);
        metrics.insertSeconds.observe({ ok: 'true' }, (performance.now() - started) / 1000);
        break;
      } catch (err) {
        metrics.insertSeconds.observe({ ok: 'false' }, (performance.now() - started) / 1000);
        // The record stays: if this drainer stops now, the batch is inserted again later, same token.
        if (stopping) throw err;
        logger.warn(
          { err, attempt, events: batch.events },
          'ClickHouse insert from the ingest log failed; retrying',
        );
        await sleep(Math.min(5_000, 200 * 2 ** attempt));
      }
    }
    inserts += 1;
    if (deps.faultAfterInserts && inserts >= deps.faultAfterInserts) {
      logger.warn({ inserts }, 'fault injection: killed between insert and acknowledgement');
      process.kill(process.pid, 'SIGKILL');
      await sleep(10_000);
    }
    await batch.ack();
    const now = Date.now();
    for (const at of batch.appendedAt) metrics.visibilityLag.observe(Math.max(0, now - at) / 1000);
    metrics.drained.inc(batch.events);
    metrics.batches.inc({ kind: batch.kind });
    metrics.batchEvents.observe(batch.events);
  }

  const loop = (async () => {
    while (!stopping) {
      try {
        await source.recover(insertAndAck);
        const batch = await source.collect(() => stopping);
        if (batch) await insertAndAck(batch);
        metrics.backlog.set(await source.backlog());
      } catch (err) {
        if (stopping) break;
        source.failed?.(err);
        logger.error({ err }, 'drainer pass failed');
        await sleep(500);
      }
    }
  })();

  return {
    async close() {
      stopping = true;
      await loop;
    },
  };
}

/** A drainer of the Redis Stream log (INGEST_LOG=redis). */
export function startDrainer(deps: DrainerDeps): RunningDrainer {
  return runDrainer({
    source: redisDrainSource(deps.redis, deps.prefix, deps.options, deps.logger),
    events: deps.events,
    logger: deps.logger,
    registry: deps.registry,
    faultAfterInserts: deps.options.faultAfterInserts,
  });
}
