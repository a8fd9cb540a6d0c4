/**
 * The file log of the embedded profile (file-log.ts) as a drainer's source: its own
 * process' log, read from the checkpoint on. A batch is recorded in the checkpoint ([drained, to)) before its
 * insert and the checkpoint moves past it after; a crash in between leaves it recorded, and the next start
 * inserts exactly that range again under the same token (derived from the log's id and the offsets).
 */

import type { DrainBatch, DrainerOptions, DrainSource } from './drain-source.ts';
import type { IngestFileLog, LogRange } from './file-log.ts';

export function fileDrainSource(
  log: IngestFileLog,
  options: Pick<DrainerOptions, 'maxEvents' | 'maxMs'>,
): DrainSource {
  let recovered = false;
  /** Where the next batch begins: the checkpoint, or the end of the batch in hand. */
  let next = log.drained;
  /** A batch inserted whose checkpoint failed: moved past before the next one is recorded. */
  let unacknowledged: LogRange | undefined;

  async function acknowledge(range: LogRange): Promise<void> {
    unacknowledged = range;
    await log.endBatch(range.to, range.events);
    unacknowledged = undefined;
  }

  function batchOf(range: LogRange, kind: string): DrainBatch {
    return {
      token: log.token(range.from, range.to),
      body: range.rows.length === 1 ? range.rows[0]! : Buffer.concat(range.rows),
      events: range.events,
      appendedAt: range.appendedAt,
      kind,
      ack: () => acknowledge(range),
    };
  }

  return {
    async recover(drain) {
      if (recovered) return;
      const to = log.insertingTo;
      if (to !== undefined && to > log.drained) {
        const range = await log.read(log.drained, Number.POSITIVE_INFINITY, to);
        next = range.to;
        await drain(batchOf(range, 'recovered'));
      }
      recovered = true;
    },

    /** Reads up to maxEvents, or for maxMs after the first record, and records the batch. */
    async collect(stopping) {
      // The next batch's record must begin where the last one inserted ends, or its token would not repeat.
      if (unacknowledged) await acknowledge(unacknowledged);
      if (!(await log.waitForData(next, 1_000))) return undefined;
      const first = performance.now();
      const range = await log.read(next, options.maxEvents);
      while (!stopping() && range.events < options.maxEvents) {
        const left = options.maxMs - (performance.now() - first);
        if (left <= 0 || !(await log.waitForData(range.to, left))) break;
        const more = await log.read(range.to, options.maxEvents - range.events);
        range.rows.push(...more.rows);
        range.appendedAt.push(...more.appendedAt);
        range.events += more.events;
        range.to = more.to;
      }
      await log.beginBatch(range.to);
      next = range.to;
      return batchOf(range, 'new');
    },

    backlog: async () => log.backlog,
  };
}
