/**
 * A work-conserving pool with fair turns per key (an organization). Any key may take every one of `size`
 * slots while nobody else waits; once keys wait, each freed slot goes to the waiting key running the fewest
 * calls, and among those to the one whose turn came longest ago (round robin: deficit round robin with every
 * call costing one). A running call is never stopped (a ClickHouse query on chdb cannot be interrupted), so a
 * slot comes back to the others when the call in it ends; until then:
 *
 * - `reserve` slots are kept for a key with nothing running that finds every slot taken: its first call starts
 *   at once instead of waiting for another key's long call to end. They are not lent: a key already running
 *   waits for the `size` slots like everyone else.
 * - a call beyond its key's `share`, or started while more of its key's calls wait, is told so (`overShare`):
 *   it borrowed a slot, and what slots do not divide (the CPU) goes to the others first.
 *
 * Refused (RESOURCE_EXHAUSTED with Retry-After), and only when every slot is taken: a call of a key that
 * already has `queuePerKey` calls waiting (so that one key cannot fill the queue the others need), and a call
 * that finds `queue` calls waiting across keys, unless another key has at least two more of them waiting: then
 * that key's newest waiting call is refused instead and this one queues. A queue that only grows turns overload
 * into timeouts for everyone; a refusal tells the client asking for more than the server holds to come back.
 *
 * The pool counts in one process. Several processes are several pools (docs/limits.md).
 */
import { ApiError } from './errors.ts';

export interface FairPoolOptions {
  /** Calls running at once, whatever their keys. */
  size: number;
  /** Slots beyond `size` for a key with nothing running while every slot is taken (default 0). */
  reserve?: number;
  /** Calls of one key running at the normal priority; more borrow idle slots (`SlotGrant.overShare`). */
  share: number;
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

interface Waiter {
  start: (grant: SlotGrant) => void;
  refuse: (error: ApiError) => void;
}

interface KeyState {
  running: number;
  waiting: Waiter[];
}

/** What a call is given when it starts. */
export interface SlotGrant {
  /** Its slot's number (0 to size + reserve - 1; the reserve's from `size`), held by no other running call. */
  slot: number;
  /**
   * The call runs beyond its key's share, or other calls of its key wait as it starts: the key asks for more
   * than its share, and what it runs may be given less of what slots do not divide (the CPU).
   */
  overShare: boolean;
}

export interface FairPoolStats {
  /** Calls running, in the slots and the reserve. */
  running: number;
  /** Of them, in the reserve. */
  reserveRunning: number;
  waiting: number;
  /** Refusals since the pool was made. */
  refused: number;
}

export class FairPool {
  private running = 0;
  private waiting = 0;
  private refused = 0;
  private readonly keys = new Map<string, KeyState>();
  /** Keys with waiting calls, in the order of their turns: a key served goes to the end. */
  private readonly turns: string[] = [];
  /** Slot numbers not in use, the lowest last: a call learns which slot it holds. */
  private readonly freeSlots: number[];
  private readonly freeReserve: number[];

  constructor(readonly options: FairPoolOptions) {
    if (options.size < 1) throw new Error('a pool needs at least one slot');
    const reserve = Math.max(0, options.reserve ?? 0);
    this.freeSlots = Array.from({ length: options.size }, (_, i) => options.size - 1 - i);
    this.freeReserve = Array.from({ length: reserve }, (_, i) => options.size + reserve - 1 - i);
  }

  /** Slots in all, the reserve included: the resources (connections) a caller needs, one per slot. */
  get slots(): number {
    return this.options.size + Math.max(0, this.options.reserve ?? 0);
  }

  /**
   * Runs `fn` in a slot of `key`, after waiting for one if needed; refuses when the key's or the pool's queue is
   * full. A resource per slot (a connection) is used by one call at a time.
   */
  async run<T>(key: string, fn: (grant: SlotGrant) => Promise<T>): Promise<T> {
    let pending: SlotGrant | Promise<SlotGrant>;
    try {
      pending = this.acquire(key);
    } catch (error) {
      const delay = this.options.refusalDelayMs ?? 0;
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      throw error;
    }
    // A call pushed out of the queue is refused without the delay: it has waited already.
    const grant = await pending;
    try {
      return await fn(grant);
    } finally {
      this.release(key, grant.slot);
    }
  }

  stats(): FairPoolStats {
    const reserveRunning = this.slots - this.options.size - this.freeReserve.length;
    return { running: this.running, reserveRunning, waiting: this.waiting, refused: this.refused };
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
    // A free slot means nobody waits (every release hands its slot on): starting is fair.
    if (this.freeSlots.length > 0) return this.start(state, this.freeSlots.pop()!);
    if (this.freeReserve.length > 0 && state.running === 0 && state.waiting.length === 0) {
      return this.start(state, this.freeReserve.pop()!);
    }
    if (state.waiting.length >= this.options.queuePerKey) {
      throw this.refuse(
        key,
        `this organization already has ${state.running} expensive reads (previews, usage queries) running and ` +
          `${state.waiting.length} waiting on this server, the most one organization may queue`,
      );
    }
    if (this.waiting >= this.options.queue && !this.pushOut(state.waiting.length)) {
      throw this.refuse(key, 'too many expensive reads (previews, usage queries) are waiting on this server');
    }
    return new Promise<SlotGrant>((start, refuse) => {
      state.waiting.push({ start, refuse });
      this.waiting += 1;
      if (!this.turns.includes(key)) this.turns.push(key);
    });
  }

  /**
   * With the server's queue full, makes room for a call of a key with `waiting` calls queued by refusing the
   * newest call of the key with the most queued, if it has at least two more: the queue is shared by the keys
   * that use it, not taken by whichever filled it first.
   */
  private pushOut(waiting: number): boolean {
    let longest: [string, KeyState] | undefined;
    for (const key of this.turns) {
      const state = this.keys.get(key)!;
      if (!longest || state.waiting.length > longest[1].waiting.length) longest = [key, state];
    }
    if (!longest || longest[1].waiting.length < waiting + 2) return false;
    const [key, state] = longest;
    this.waiting -= 1;
    state.waiting
      .pop()!
      .refuse(
        this.refuse(
          key,
          'too many expensive reads (previews, usage queries) are waiting on this server, and this organization ' +
            'has the most of them',
        ),
      );
    return true;
  }

  private start(state: KeyState, slot: number): SlotGrant {
    this.running += 1;
    state.running += 1;
    return { slot, overShare: state.running > this.options.share || state.waiting.length > 0 };
  }

  private release(key: string, slot: number): void {
    const state = this.keys.get(key)!;
    state.running -= 1;
    this.running -= 1;
    if (slot < this.options.size) this.freeSlots.push(slot);
    else this.freeReserve.push(slot);
    this.dispatch();
    if (state.running === 0 && state.waiting.length === 0) this.keys.delete(key);
  }

  /**
   * Gives free slots to waiting keys: a slot to the one running the fewest calls, the earliest turn first; a
   * reserve slot only to a key with nothing running.
   */
  private dispatch(): void {
    for (;;) {
      let index = -1;
      let slots = this.freeSlots;
      if (this.freeSlots.length > 0) {
        let fewest = Number.POSITIVE_INFINITY;
        this.turns.forEach((key, i) => {
          const running = this.keys.get(key)!.running;
          if (running < fewest) [index, fewest] = [i, running];
        });
      } else if (this.freeReserve.length > 0) {
        index = this.turns.findIndex((key) => this.keys.get(key)!.running === 0);
        slots = this.freeReserve;
      }
      if (index < 0) return;
      const key = this.turns[index]!;
      const state = this.keys.get(key)!;
      const waiter = state.waiting.shift()!;
      this.turns.splice(index, 1);
      if (state.waiting.length > 0) this.turns.push(key);
      this.waiting -= 1;
      waiter.start(this.start(state, slots.pop()!));
    }
  }

  private refuse(key: string, message: string): ApiError {
    const state = this.keys.get(key);
    if (state && state.running === 0 && state.waiting.length === 0) this.keys.delete(key);
    this.refused += 1;
    const retryAfter = this.options.retryAfterSeconds;
    return new ApiError('RESOURCE_EXHAUSTED', `${message}; retry after ${retryAfter} s`, { retryAfter });
  }
}
