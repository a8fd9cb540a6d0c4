/**
 * A bounded pool with a fair share per key (an organization): at most `size` calls run at once, at most
 * `perKey` of them for one key, and a freed slot goes to the waiting keys in turn, not to whoever queued most.
 * A key already running its share with `queuePerKey` calls waiting, or a pool with `queue` calls waiting, is
 * refused at once with RESOURCE_EXHAUSTED and a Retry-After: a queue that only grows turns overload into
 * timeouts for everyone, a refusal tells the one client that is over its share to come back.
 *
 * The pool counts in one process. Several processes are several pools: an organization may run `perKey` calls
 * in each (docs/limits.md).
 */
import { ApiError } from './errors.ts';

export interface FairPoolOptions {
  /** Calls running at once. */
  size: number;
  /** Calls of one key running at once; below `size`, so that one key never holds every slot. */
  perKey: number;
  /** Calls of one key waiting for a slot; one more is refused. */
  queuePerKey: number;
  /** Calls waiting across every key; one more is refused. */
  queue: number;
  /** Retry-After of a refusal, in seconds. */
  retryAfterSeconds: number;
  /**
   * How long a refusal waits before it is answered, in ms (default 0). A client that retries at once, whatever
   * Retry-After says, then comes back a few times a second per connection rather than thousands: each answer
   * costs the process's one thread, which the other organizations and the ingest share.
   */
  refusalDelayMs?: number;
}

interface KeyState {
  running: number;
  waiting: Array<(grant: SlotGrant) => void>;
}

/** What a call is given when it starts. */
export interface SlotGrant {
  /** Its slot's number (0 to size - 1), held by no other running call. */
  slot: number;
  /**
   * Other calls of its key are waiting as it starts: the key asks for more than its share, and what it runs
   * may be given less of what slots do not divide (the CPU).
   */
  overShare: boolean;
}

export interface FairPoolStats {
  running: number;
  waiting: number;
  /** Refusals since the pool was made. */
  refused: number;
}

export class FairPool {
  private running = 0;
  private waiting = 0;
  private refused = 0;
  private readonly keys = new Map<string, KeyState>();
  /** Keys with waiting calls, in the order they get the next free slot. */
  private readonly turns: string[] = [];
  /** Slot numbers not in use, the lowest last: a call learns which of `size` slots it holds. */
  private readonly freeSlots: number[];

  constructor(readonly options: FairPoolOptions) {
    if (options.size < 1) throw new Error('a pool needs at least one slot');
    this.freeSlots = Array.from({ length: options.size }, (_, i) => options.size - 1 - i);
  }

  /**
   * Runs `fn` in a slot of `key`, after waiting for one if needed; refuses when the key or the pool is full.
   * A resource per slot (a connection) is used by one call at a time.
   */
  async run<T>(key: string, fn: (grant: SlotGrant) => Promise<T>): Promise<T> {
    let grant: SlotGrant;
    try {
      grant = await this.acquire(key);
    } catch (error) {
      const delay = this.options.refusalDelayMs ?? 0;
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      throw error;
    }
    try {
      return await fn(grant);
    } finally {
      this.release(key, grant.slot);
    }
  }

  stats(): FairPoolStats {
    return { running: this.running, waiting: this.waiting, refused: this.refused };
  }

  private state(key: string): KeyState {
    let state = this.keys.get(key);
    if (!state) {
      state = { running: 0, waiting: [] };
      this.keys.set(key, state);
    }
    return state;
  }

  private acquire(key: string): SlotGrant | Promise<SlotGrant> {
    const state = this.state(key);
    const perKey = Math.max(1, Math.min(this.options.perKey, this.options.size));
    // A free slot now means no waiting key could take it (each is at its share): starting is fair.
    if (this.running < this.options.size && state.running < perKey && state.waiting.length === 0) {
      this.running += 1;
      state.running += 1;
      return { slot: this.freeSlots.pop()!, overShare: false };
    }
    if (state.waiting.length >= this.options.queuePerKey) {
      throw this.refuse(
        `this organization already has ${state.running} expensive reads (previews, usage queries) running and ` +
          `${state.waiting.length} waiting, its share on this server`,
      );
    }
    if (this.waiting >= this.options.queue) {
      throw this.refuse('too many expensive reads (previews, usage queries) are waiting on this server');
    }
    return new Promise<SlotGrant>((resolve) => {
      state.waiting.push(resolve);
      this.waiting += 1;
      if (!this.turns.includes(key)) this.turns.push(key);
    });
  }

  private release(key: string, slot: number): void {
    const state = this.keys.get(key)!;
    state.running -= 1;
    this.running -= 1;
    this.freeSlots.push(slot);
    this.dispatch();
    if (state.running === 0 && state.waiting.length === 0) this.keys.delete(key);
  }

  /** Gives free slots to waiting keys in turn; a key at its share waits for one of its own to end. */
  private dispatch(): void {
    const perKey = Math.max(1, Math.min(this.options.perKey, this.options.size));
    while (this.running < this.options.size) {
      const index = this.turns.findIndex((key) => this.keys.get(key)!.running < perKey);
      if (index < 0) return;
      const key = this.turns[index]!;
      const state = this.keys.get(key)!;
      const start = state.waiting.shift()!;
      this.turns.splice(index, 1);
      if (state.waiting.length > 0) this.turns.push(key);
      this.waiting -= 1;
      this.running += 1;
      state.running += 1;
      start({ slot: this.freeSlots.pop()!, overShare: state.waiting.length > 0 });
    }
  }

  private refuse(message: string): ApiError {
    this.refused += 1;
    const retryAfter = this.options.retryAfterSeconds;
    return new ApiError('RESOURCE_EXHAUSTED', `${message}; retry after ${retryAfter} s`, { retryAfter });
  }
}
