/**
 * Group commit into ClickHouse: rows from many requests are written together, one insert at a time. A batch
 * is written when it reaches `flushRows` or `flushMs` after its first row; while one insert runs, the next
 * batch fills, so batches grow with load. Each caller's promise settles when its rows are stored (or not).
 */
import type { StoredEvent } from '@billing/events';

export interface WriteBufferOptions {
  flushRows: number;
  flushMs: number;
  insert: (rows: StoredEvent[]) => Promise<void>;
  onFlush?: (rows: number, seconds: number, ok: boolean) => void;
}

interface Batch {
  rows: StoredEvent[];
  /** When the first row arrived (performance.now()), for the flushMs deadline. */
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
  return { rows: [], firstAt: 0, done, settle };
}

export class WriteBuffer {
  private current = newBatch();
  private inFlightRows = 0;
  private flushing: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: WriteBufferOptions) {}

  /** Rows buffered or being written. */
  get depth(): number {
    return this.current.rows.length + this.inFlightRows;
  }

  add(rows: StoredEvent[]): Promise<void> {
    const batch = this.current;
    if (batch.rows.length === 0) batch.firstAt = performance.now();
    for (const row of rows) batch.rows.push(row);
    this.schedule();
    return batch.done;
  }

  /** The deadline counts from the batch's first row, also while an insert runs. */
  private schedule(): void {
    if (this.flushing || this.current.rows.length === 0) return;
    const waited = performance.now() - this.current.firstAt;
    if (this.current.rows.length >= this.options.flushRows || waited >= this.options.flushMs) {
      this.startFlush();
    } else if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        if (!this.flushing) this.startFlush();
      }, this.options.flushMs - waited);
    }
  }

  private startFlush(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    const batch = this.current;
    if (batch.rows.length === 0) return;
    this.current = newBatch();
    this.inFlightRows = batch.rows.length;
    const started = performance.now();
    this.flushing = this.options
      .insert(batch.rows)
      .then(
        () => {
          this.options.onFlush?.(batch.rows.length, (performance.now() - started) / 1000, true);
          batch.settle();
        },
        (error: unknown) => {
          this.options.onFlush?.(batch.rows.length, (performance.now() - started) / 1000, false);
          batch.settle(error ?? new Error('insert failed'));
        },
      )
      .finally(() => {
        this.inFlightRows = 0;
        this.flushing = undefined;
        this.schedule();
      });
  }

  /** Writes everything buffered (graceful shutdown). */
  async drain(): Promise<void> {
    while (this.flushing || this.current.rows.length > 0) {
      if (!this.flushing) this.startFlush();
      await this.flushing?.catch(() => {});
    }
  }
}
