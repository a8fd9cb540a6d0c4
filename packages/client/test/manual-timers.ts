/**
 * Time for producer tests: it moves only when a test says so, to the next timer, so no test waits for a clock
 * or asserts on one.
 */
import type { ProducerTimers } from '../src/producer.ts';

export class ManualTimers implements ProducerTimers {
  private time = 0;
  private nextId = 1;
  private readonly pending = new Map<number, { at: number; callback: () => void }>();

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): unknown {
    const id = this.nextId++;
    this.pending.set(id, { at: this.time + Math.max(0, ms), callback });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }

  get count(): number {
    return this.pending.size;
  }

  /** Moves to the earliest timer and runs it; false when none is armed. */
  runNext(): boolean {
    let first: [number, { at: number; callback: () => void }] | undefined;
    for (const entry of this.pending) if (!first || entry[1].at < first[1].at) first = entry;
    if (!first) return false;
    this.pending.delete(first[0]);
    this.time = Math.max(this.time, first[1].at);
    first[1].callback();
    return true;
  }

  /** Runs every timer due up to `now + ms`, then stands at `now + ms`. */
  async advance(ms: number): Promise<void> {
    const target = this.time + ms;
    for (;;) {
      await settle();
      let first: { at: number } | undefined;
      for (const entry of this.pending.values()) if (!first || entry.at < first.at) first = entry;
      if (!first || first.at > target) break;
      this.runNext();
    }
    this.time = target;
    await settle();
  }
}

/** Lets promise chains and I/O callbacks already queued run (fake fetches answer within a few turns). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve));
}

/** Runs timers one after another until `done` holds; fails if the producer stalls with nothing armed. */
export async function runUntil(timers: ManualTimers, done: () => boolean, maxSteps = 10_000): Promise<void> {
  for (let step = 0; step < maxSteps; step++) {
    await settle();
    if (done()) return;
    if (!timers.runNext()) throw new Error('stalled: nothing is due and the work is not done');
  }
  throw new Error(`not done after ${maxSteps} timer steps`);
}
