import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/errors.ts';
import { FairPool, type FairPoolOptions } from '../src/fair-pool.ts';

/** A call that runs until the test ends it. */
function held() {
  let end!: () => void;
  const done = new Promise<void>((resolve) => {
    end = resolve;
  });
  return { done, end };
}

const options: FairPoolOptions = { size: 2, perKey: 1, queuePerKey: 2, queue: 10, retryAfterSeconds: 3 };

/** Lets every settled promise's continuations run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('FairPool', () => {
  it('runs one key up to its share and leaves the other slots to other keys', async () => {
    const pool = new FairPool(options);
    const a1 = held();
    const started: string[] = [];
    const run = (key: string, name: string, call = held()) =>
      pool.run(key, async () => {
        started.push(name);
        await call.done;
        return name;
      });
    const first = run('a', 'a1', a1);
    const second = run('a', 'a2');
    await settle();
    expect(started).toEqual(['a1']);
    const b = run('b', 'b1');
    await settle();
    // b finds the slot a could not take.
    expect(started).toEqual(['a1', 'b1']);
    expect(pool.stats()).toMatchObject({ running: 2, waiting: 1 });
    a1.end();
    expect(await first).toBe('a1');
    await settle();
    expect(started).toEqual(['a1', 'b1', 'a2']);
    void second;
    void b;
  });

  it('refuses past the key queue with RESOURCE_EXHAUSTED and Retry-After, others still queue', async () => {
    const pool = new FairPool(options);
    const calls = Array.from({ length: 3 }, () => held());
    const accepted = calls.map((call) => pool.run('a', () => call.done));
    const refusal = await pool.run('a', async () => undefined).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ code: 'RESOURCE_EXHAUSTED', httpStatus: 429, retryAfter: 3 });
    expect(pool.stats()).toMatchObject({ running: 1, waiting: 2, refused: 1 });
    // Another key is not refused: it runs in the free slot.
    await expect(pool.run('b', async () => 'b')).resolves.toBe('b');
    for (const call of calls) call.end();
    await Promise.all(accepted);
    expect(pool.stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('gives freed slots to waiting keys in turn, not in arrival order', async () => {
    const pool = new FairPool({ size: 1, perKey: 1, queuePerKey: 5, queue: 20, retryAfterSeconds: 1 });
    const order: string[] = [];
    const blocker = held();
    const first = pool.run('a', () => blocker.done);
    const queued = [
      ...['a', 'a', 'a'].map((key, i) => pool.run(key, async () => void order.push(`${key}${i}`))),
      ...['b', 'b'].map((key, i) => pool.run(key, async () => void order.push(`${key}${i}`))),
      pool.run('c', async () => void order.push('c0')),
    ];
    blocker.end();
    await first;
    await Promise.all(queued);
    expect(order).toEqual(['a0', 'b0', 'c0', 'a1', 'b1', 'a2']);
  });

  it('refuses when the whole queue is full, whatever the key', async () => {
    const pool = new FairPool({ size: 1, perKey: 1, queuePerKey: 5, queue: 2, retryAfterSeconds: 1 });
    const blocker = held();
    const running = pool.run('a', () => blocker.done);
    const waiting = [pool.run('b', async () => 1), pool.run('c', async () => 2)];
    await expect(pool.run('d', async () => 3)).rejects.toMatchObject({ code: 'RESOURCE_EXHAUSTED' });
    blocker.end();
    await running;
    expect(await Promise.all(waiting)).toEqual([1, 2]);
  });

  it('frees the slot of a call that fails', async () => {
    const pool = new FairPool({ ...options, size: 1 });
    await expect(
      pool.run('a', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await expect(pool.run('a', async () => 'next')).resolves.toBe('next');
    expect(pool.stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('never runs more than its size nor more than the share per key (random arrivals)', async () => {
    const pool = new FairPool({ size: 3, perKey: 2, queuePerKey: 3, queue: 6, retryAfterSeconds: 1 });
    let running = 0;
    const perKey = new Map<string, number>();
    let maxRunning = 0;
    let maxPerKey = 0;
    const calls: Promise<unknown>[] = [];
    for (let i = 0; i < 200; i++) {
      const key = `k${(i * 7) % 5}`;
      calls.push(
        pool
          .run(key, async () => {
            running += 1;
            perKey.set(key, (perKey.get(key) ?? 0) + 1);
            maxRunning = Math.max(maxRunning, running);
            maxPerKey = Math.max(maxPerKey, perKey.get(key)!);
            await settle();
            running -= 1;
            perKey.set(key, perKey.get(key)! - 1);
          })
          .catch(() => undefined),
      );
      if (i % 3 === 0) await settle();
    }
    await Promise.all(calls);
    expect(maxRunning).toBeLessThanOrEqual(3);
    expect(maxPerKey).toBeLessThanOrEqual(2);
    expect(pool.stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('gives each running call a slot number of its own, whatever the keys and the order calls end in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.nat(3)), { minLength: 1, maxLength: 30 }),
        async (size, calls) => {
          const pool = new FairPool({ size, perKey: 2, queuePerKey: 30, queue: 30, retryAfterSeconds: 1 });
          const holders = new Map<number, string>();
          const problems: string[] = [];
          const runs = calls.map(([key, ticks], i) =>
            pool.run(key, async ({ slot }) => {
              if (!Number.isInteger(slot) || slot < 0 || slot >= size)
                problems.push(`slot ${slot} of ${size}`);
              if (holders.has(slot)) problems.push(`slot ${slot} held by ${holders.get(slot)} and ${i}`);
              holders.set(slot, String(i));
              for (let t = 0; t < ticks; t++) await settle();
              holders.delete(slot);
            }),
          );
          await Promise.all(runs);
          expect(problems).toEqual([]);
          expect(pool.stats()).toMatchObject({ running: 0, waiting: 0 });
        },
      ),
      { seed: 17, numRuns: 200 },
    );
  });

  it('tells a call whether its key had more calls waiting when it started', async () => {
    const pool = new FairPool(options);
    const seen: string[] = [];
    const a1 = held();
    const run = (key: string, name: string, call = held()) =>
      pool.run(key, async ({ overShare }) => {
        seen.push(`${name}:${overShare}`);
        await call.done;
      });
    const first = run('a', 'a1', a1);
    const b1 = held();
    const b = run('b', 'b1', b1);
    const a2 = held();
    const second = run('a', 'a2', a2);
    const a3 = held();
    a3.end();
    const third = run('a', 'a3', a3);
    await settle();
    expect(seen).toEqual(['a1:false', 'b1:false']);
    a1.end();
    await first;
    await settle();
    // a2 starts with a3 still waiting behind it; a3 starts alone.
    expect(seen).toEqual(['a1:false', 'b1:false', 'a2:true']);
    a2.end();
    await second;
    await third;
    b1.end();
    await b;
    expect(seen).toEqual(['a1:false', 'b1:false', 'a2:true', 'a3:false']);
  });

  it('answers a refusal after its delay, and a call that gets a slot at once', async () => {
    vi.useFakeTimers();
    try {
      const pool = new FairPool({ ...options, queuePerKey: 0, refusalDelayMs: 250 });
      const hold = held();
      const holding = pool.run('a', () => hold.done);
      let refusal: unknown;
      const refused = pool
        .run('a', async () => undefined)
        .catch((error: unknown) => {
          refusal = error;
        });
      await vi.advanceTimersByTimeAsync(249);
      expect(refusal).toBeUndefined();
      // Counted at once, answered later.
      expect(pool.stats().refused).toBe(1);
      await expect(pool.run('b', async () => 'b')).resolves.toBe('b');
      await vi.advanceTimersByTimeAsync(1);
      await refused;
      expect(refusal).toMatchObject({ code: 'RESOURCE_EXHAUSTED', retryAfter: 3 });
      hold.end();
      await holding;
    } finally {
      vi.useRealTimers();
    }
  });
});
