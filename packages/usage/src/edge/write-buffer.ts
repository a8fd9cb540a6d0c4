/**
 * Group commit into ClickHouse: rows from many requests are written together, one insert at a time. When no
 * insert runs, what arrived is written at once (after the current turn of the event loop, so the requests read
 * in that turn share the insert); while one runs, the next batch fills and is written as soon as it ends, so
 * batches grow with load and ClickHouse is never idle while rows wait. `flushRows` caps a batch; `flushMs` caps
 * how long a batch waits for an idle writer that has not been told yet (a backstop: normally it is at once).
 * Each caller's promise settles when its rows are stored (or not).
 *
 * With `insertEncoded`, each request's rows are encoded once as they arrive (TabSeparated bytes, see
 * `encodeEvents`), and a flush hands the concatenated bytes to it: no row objects are kept, and the flush does
 * no per-row work on the event loop.
 */
import { encodeEvents, type StoredEvent } from '@billing/events';

export interface WriteBufferOptions {
  flushRows: number;
  flushMs: number;
  /** Writes row objects (used when `insertEncoded` is not given). */
  insert: (rows: StoredEvent[]) => Promise<void>;
  /** Writes the rows encoded by `encodeEvents`, concatenated. */
  insertEncoded?: (body: Buffer, rows: number) => Promise<void>;
  onFlush?: (rows: number, seconds: number, ok: boolean) => void;
}

interface Batch {
  rows: StoredEvent[];
  chunks: Buffer[];
  size: number;
  /** When the first row arrived (performance.now()). */
  firstAt: number;
  done: Promise<void>;
  settle: (error?: unknown) => void;
}

function newBatch(): Batch {
  let settle!: Batch['settle'];
  const done = new Promise<void>((resolve, reject) => {
    settle = (error) => (error === undefined ? resolve() : reject(error));
  });
  // A batch nobody waits for (all its callers left) must not crash the process.
  done.catch(() => {});
  return { rows: [], chunks: [], size: 0, firstAt: 0, done, settle };
}

export class WriteBuffer {
  private current = newBatch();
  private inFlightRows = 0;
  private flushing: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private immediate: NodeJS.Immediate | undefined;

  constructor(private readonly options: WriteBufferOptions) {}

  /** Rows buffered or being written. */
  get depth(): number {
    return this.current.size + this.inFlightRows;
  }

  add(rows: StoredEvent[]): Promise<void> {
    const batch = this.current;
    if (rows.length === 0) return batch.done;
    if (batch.size === 0) batch.firstAt = performance.now();
    if (this.options.insertEncoded) batch.chunks.push(Buffer.from(encodeEvents(rows)));
    else for (const row of rows) batch.rows.push(row);
    batch.size += rows.length;
    this.schedule();
    return batch.done;
  }

  private schedule(): void {
    if (this.flushing || this.current.size === 0) return;
    if (this.current.size >= this.options.flushRows) {
      this.startFlush();
      return;
    }
    // At once, but after the requests already read in this turn of the event loop have added theirs.
    this.immediate ??= setImmediate(() => {
      this.immediate = undefined;
      if (!this.flushing) this.startFlush();
    });
    if (!this.timer) {
      const waited = performance.now() - this.current.firstAt;
      this.timer = setTimeout(
        () => {
          this.timer = undefined;
          if (!this.flushing) this.startFlush();
        },
        Math.max(0, this.options.flushMs - waited),
      );
    }
  }

  private startFlush(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    if (this.immediate) {
      clearImmediate(this.immediate);
      this.immediate = undefined;
    }
    const batch = this.current;
    if (batch.size === 0) return;
    this.current = newBatch();
    this.inFlightRows = batch.size;
    const started = performance.now();
    let write: Promise<void>;
    try {
      write = this.options.insertEncoded
        ? this.options.insertEncoded(
            batch.chunks.length === 1 ? batch.chunks[0]! : Buffer.concat(batch.chunks),
            batch.size,
          )
        : this.options.insert(batch.rows);
    } catch (error) {
      write = Promise.reject(error);
    }
    this.flushing = write
      .then(
        () => {
          this.options.onFlush?.(batch.size, (performance.now() - started) / 1000, true);
          batch.settle();
        },
        (error: unknown) => {
          this.options.onFlush?.(batch.size, (performance.now() - started) / 1000, false);
          batch.settle(error ?? new Error('insert failed'));
        },
      )
      .finally(() => {
        this.inFlightRows = 0;
        this.flushing = undefined;
        // What arrived meanwhile is written right away: group commit.
        if (this.current.size > 0) this.startFlush();
      });
  }

  /** Writes everything buffered (graceful shutdown). */
  async drain(): Promise<void> {
    while (this.flushing || this.current.size > 0) {
      if (!this.flushing) this.startFlush();
      await this.flushing?.catch(() => {});
    }
  }
}
