/**
 * The Redis Stream log (redis-log.ts) as a drainer's source. Drainers share the stream through
 * its consumer group. A batch is recorded in Redis (its ranges of entry ids and the token derived from them)
 * before its insert; acknowledging it (XACK, the backlog lowered, the record dropped, the stream trimmed) is one
 * script. The record of a drainer that died between insert and acknowledgement is taken over after
 * `claimTimeoutMs` and its entries inserted again under its token; entries read but never recorded were never
 * inserted: they are claimed with XAUTOCLAIM and drained as a new batch.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { DrainBatch, DrainerOptions, DrainSource } from './drain-source.ts';
import {
  type BatchRecord,
  batchToken,
  entryTime,
  IngestLogReader,
  type LogEntry,
  rangesOf,
} from './redis-log.ts';

/** Stream ids compare as (milliseconds, sequence). */
function compareIds(a: string, b: string): number {
  const [am = 0, as = 0] = a.split('-').map(Number);
  const [bm = 0, bs = 0] = b.split('-').map(Number);
  return am - bm || as - bs;
}

/** Entries asked per XREADGROUP: one request's events each, so a batch is a few dozen reads at most. */
const READ_ENTRIES = 1000;

export function redisDrainSource(
  redis: Redis,
  prefix: string,
  options: Pick<DrainerOptions, 'maxEvents' | 'maxMs' | 'claimTimeoutMs'>,
  logger: Logger,
): DrainSource {
  const consumer = `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const reader = new IngestLogReader(redis, prefix, consumer);
  let grouped = false;
  let lastRecovery = 0;

  // Checked on every pass: Redis may be down at start, or restarted without the group (no AOF).
  async function ensureGroup(): Promise<void> {
    if (grouped) return;
    await reader.ensureGroup();
    grouped = true;
  }

  function batchOf(record: BatchRecord, entries: LogEntry[], kind: string): DrainBatch {
    let body = '';
    let events = 0;
    for (const e of entries) {
      body += e.rows;
      events += e.events;
    }
    return {
      token: record.token,
      body: Buffer.from(body),
      events,
      appendedAt: entries.map((e) => entryTime(e.id)),
      kind,
      ack: async () => {
        await reader.ack(record.token, entries);
      },
    };
  }

  return {
    /** Batches of dead drainers, taken over whole; then entries read by a dead drainer and never recorded. */
    async recover(drain) {
      await ensureGroup();
      if (Date.now() - lastRecovery < Math.min(options.claimTimeoutMs / 2, 5_000)) return;
      lastRecovery = Date.now();
      for (const { raw, batch } of await reader.records()) {
        if (Date.now() - batch.at < options.claimTimeoutMs) continue;
        const mine: BatchRecord = { ...batch, consumer, at: Date.now() };
        if (!(await reader.record(mine, raw))) continue;
        const entries = await reader.entriesOf(batch);
        logger.info(
          { from: batch.consumer, entries: entries.length },
          'taking over a batch of a dead drainer',
        );
        await drain(batchOf(mine, entries, 'taken-over'));
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
      await drain(batchOf(batch, free, 'claimed'));
    },

    /** Reads up to maxEvents, or for maxMs after the first entry, and records the batch. */
    async collect(stopping) {
      await ensureGroup();
      const chunks: LogEntry[][] = [];
      let events = 0;
      let first = 0;
      while (!stopping() && events < options.maxEvents) {
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
      if (chunks.length === 0) return undefined;
      const ranges = rangesOf(chunks);
      const batch: BatchRecord = { token: batchToken(ranges), consumer, ranges, at: Date.now() };
      await reader.record(batch);
      return batchOf(batch, chunks.flat(), 'new');
    },

    backlog: () => reader.backlog(),

    failed(error) {
      if (String(error).includes('NOGROUP')) grouped = false;
    },
  };
}
