/**
 * The drainer: reads the ingest log (a Redis Stream, packages/redis ingest-log.ts) through its consumer group
 * and writes ClickHouse in large idempotent inserts. A batch is up to `maxEvents` events or `maxMs` after its
 * first entry, whichever comes first; it is recorded in Redis, inserted with a token derived from its entry
 * ranges, then acknowledged (the stream is trimmed in the same script). Several drainers share the stream.
 *
 * Crash between insert and acknowledgement: the batch's record stays; after `claimTimeoutMs` another drainer
 * (or this one restarted) takes the record over and inserts the same entries with the same token, which
 * ClickHouse drops as a repeated block (`non_replicated_deduplication_window`, migration 0005). Entries read
 * but never recorded were never inserted: they are claimed with XAUTOCLAIM and drained as a new batch.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { type EventStore, insertEventBatch } from '@billing/events';
import {
  type BatchRecord,
  batchToken,
  entryTime,
  IngestLogReader,
  type LogEntry,
  rangesOf,
} from '@billing/redis';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

export interface DrainerOptions {
  maxEvents: number;
  maxMs: number;
  claimTimeoutMs: number;
  /** Fault injection (tests): SIGKILL this process after this many inserts, before acknowledging; 0 never. */
  faultAfterInserts?: number;
}

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
      help: 'Batches inserted, by kind (new, taken over from a dead drainer, claimed unrecorded entries)',
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

/** Stream ids compare as (milliseconds, sequence). */
function compareIds(a: string, b: string): number {
  const [am = 0, as = 0] = a.split('-').map(Number);
  const [bm = 0, bs = 0] = b.split('-').map(Number);
  return am - bm || as - bs;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Entries asked per XREADGROUP: one request's events each, so a batch is a few dozen reads at most. */
const READ_ENTRIES = 1000;

export function startDrainer(deps: DrainerDeps): RunningDrainer {
  const { options, logger } = deps;
  const consumer = `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const reader = new IngestLogReader(deps.redis, deps.prefix, consumer);
  const metrics = drainerMetrics(deps.registry);
  let stopping = false;
  let inserts = 0;

  /** Inserts one batch (retrying with the same token until it is stored), then acknowledges it. */
  async function insertAndAck(batch: BatchRecord, entries: LogEntry[], kind: string): Promise<void> {
    let body = '';
    let events = 0;
    for (const e of entries) {
      body += e.rows;
      events += e.events;
    }
    const bytes = Buffer.from(body);
    for (let attempt = 0; ; attempt++) {
      const started = performance.now();
      try {
        await insertEventBatch(deps.events, bytes, batch.token);
        metrics.insertSeconds.observe({ ok: 'true' }, (performance.now() - started) / 1000);
        break;
      } catch (err) {
        metrics.insertSeconds.observe({ ok: 'false' }, (performance.now() - started) / 1000);
        // The record stays: if this drainer stops now, another takes the batch over.
        if (stopping) throw err;
        logger.warn({ err, attempt, events }, 'ClickHouse insert from the ingest log failed; retrying');
        await sleep(Math.min(5_000, 200 * 2 ** attempt));
      }
    }
    inserts += 1;
    if (options.faultAfterInserts && inserts >= options.faultAfterInserts) {
      logger.warn({ inserts }, 'fault injection: killed between insert and acknowledgement');
      process.kill(process.pid, 'SIGKILL');
      await sleep(10_000);
    }
    await reader.ack(batch.token, entries);
    const now = Date.now();
    for (const e of entries) metrics.visibilityLag.observe(Math.max(0, now - entryTime(e.id)) / 1000);
    metrics.drained.inc(events);
    metrics.batches.inc({ kind });
    metrics.batchEvents.observe(events);
  }

  async function drainNew(chunks: LogEntry[][]): Promise<void> {
    const ranges = rangesOf(chunks);
    const batch: BatchRecord = { token: batchToken(ranges), consumer, ranges, at: Date.now() };
    await reader.record(batch);
    await insertAndAck(batch, chunks.flat(), 'new');
  }

  /** Reads up to maxEvents, or for maxMs after the first entry. */
  async function collect(): Promise<LogEntry[][]> {
    const chunks: LogEntry[][] = [];
    let events = 0;
    let first = 0;
    while (!stopping && events < options.maxEvents) {
      const left = first === 0 ? 1_000 : options.maxMs - (performance.now() - first);
      if (left <= 0) break;
      const entries = await reader.read(READ_ENTRIES, left);
      if (entries.length === 0) {
        if (first === 0) break;
        continue;
      }
      if (first === 0) first = performance.now();
      chunks.push(entries);
      for (const e of entries) events += e.events;
    }
    return chunks;
  }

  /** Batches of dead drainers, taken over whole; then entries read by a dead drainer and never recorded. */
  async function recover(): Promise<void> {
    for (const { raw, batch } of await reader.records()) {
      if (Date.now() - batch.at < options.claimTimeoutMs) continue;
      const mine: BatchRecord = { ...batch, consumer, at: Date.now() };
      if (!(await reader.record(mine, raw))) continue;
      const entries = await reader.entriesOf(batch);
      logger.info({ from: batch.consumer, entries: entries.length }, 'taking over a batch of a dead drainer');
      await insertAndAck(mine, entries, 'taken-over');
    }
    const idle = await reader.claimIdle(options.claimTimeoutMs, READ_ENTRIES);
    if (idle.length === 0) return;
    // Entries of a recorded batch belong to it (its drainer may only be slow): the record decides.
    const recorded = (await reader.records()).flatMap((r) => r.batch.ranges);
    const free = idle.filter(
      (e) => !recorded.some(([from, to]) => compareIds(e.id, from) >= 0 && compareIds(e.id, to) <= 0),
    );
    if (free.length === 0) return;
    const ranges = free.map((e): [string, string, number] => [e.id, e.id, 1]);
    const batch: BatchRecord = { token: batchToken(ranges), consumer, ranges, at: Date.now() };
    await reader.record(batch);
    logger.info({ entries: free.length }, 'draining entries a dead drainer read');
    await insertAndAck(batch, free, 'claimed');
  }

  const loop = (async () => {
    let grouped = false;
    let lastRecovery = 0;
    while (!stopping) {
      try {
        // Inside the loop: Redis may be down at start, or restarted without the group (no AOF).
        if (!grouped) {
          await reader.ensureGroup();
          grouped = true;
        }
        if (Date.now() - lastRecovery >= Math.min(options.claimTimeoutMs / 2, 5_000)) {
          lastRecovery = Date.now();
          await recover();
        }
        const chunks = await collect();
        if (chunks.length > 0) await drainNew(chunks);
        metrics.backlog.set(await reader.backlog());
      } catch (err) {
        if (stopping) break;
        if (String(err).includes('NOGROUP')) grouped = false;
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
