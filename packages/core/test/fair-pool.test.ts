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

const options: FairPoolOptions = { size: 2, share: 1, queuePerKey: 2, queue: 10, retryAfterSeconds: 3 };

/** Lets every settled promise's continuations run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Runs calls that record their start and wait for the test to end them. */
function recorder(pool: FairPool) {
  const started: string[] = [];
  const holds = new Map<string, ReturnType<typeof held>>();
  const results: Array<Promise<unknown>> = [];
  const run = (key: string, name: string) => {
    const hold = held();
    holds.set(name, hold);
    const result = pool.run(key, async ({ slot }) => {
      started.push(`${name}@${slot}`);
      await hold.done;
      return name;
    });
    results.push(result.catch(() => undefined));
    return result;
  };
  const end = async (name: string) => {
    holds.get(name)!.end();
    await settle();
  };
  const endAll = async () => {
    for (const hold of holds.values()) hold.end();
    await Promise.all(results);
  };
  return { started, run, end, endAll };
}

describe('FairPool', () => {
  it('lets a key alone take every slot, and queues (not refuses) its next call', async () => {
    const pool = new FairPool({ ...options, size: 3 });
    const { started, run, endAll } = recorder(pool);
    for (const name of ['a1', 'a2', 'a3', 'a4']) void run('a', name);
    await settle();
    expect(started).toEqual(['a1@0', 'a2@1', 'a3@2']);
    expect(pool.stats()).toMatchObject({ running: 3, waiting: 1, refused: 0 });
    await endAll();
    expect(started).toEqual(['a1@0', 'a2@1', 'a3@2', 'a4@0']);
    expect(pool.stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('gives a freed slot to the waiting key running fewest, before the older waiters of a busy key', async () => {
    const pool = new FairPool({ ...options, queuePerKey: 5 });
    const { started, run, end, endAll } = recorder(pool);
    for (const name of ['a1', 'a2', 'a3', 'a4']) void run('a', name);
    await settle();
    void run('b', 'b1');
    void run('b', 'b2');
    await settle();
    expect(started).toEqual(['a1@0', 'a2@1']);
    // a runs 2, b none: b's first call takes the slot, though a's calls waited longer.
    await end('a1');
    expect(started).toEqual(['a1@0', 'a2@1', 'b1@0']);
    // Both run one: the turn is a's (b was just served).
    await end('a2');
    expect(started).toEqual(['a1@0', 'a2@1', 'b1@0', 'a3@1']);
    // a runs none now, b one: a's last call goes before b's second.
    await end('a3');
    expect(started.at(-1)).toBe('a4@1');
    await end('b1');
    expect(started.at(-1)).toBe('b2@0');
    await endAll();
  });

  it('goes round the waiting keys in turn, one call each, not in arrival order', async () => {
    const pool = new FairPool({ size: 1, share: 1, queuePerKey: 5, queue: 20, retryAfterSeconds: 1 });
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

  it('starts the first call of a key with nothing running in the reserve while others hold every slot', async () => {
    const pool = new FairPool({ ...options, reserve: 1, queuePerKey: 5 });
    const { started, run, end, endAll } = recorder(pool);
    for (const name of ['a1', 'a2', 'a3']) void run('a', name);
    await settle();
    // a runs both slots; its third call waits: the reserve is not lent to a key already running.
    expect(started).toEqual(['a1@0', 'a2@1']);
    void run('b', 'b1');
    void run('b', 'b2');
    await settle();
    expect(started).toEqual(['a1@0', 'a2@1', 'b1@2']);
    expect(pool.stats()).toMatchObject({ running: 3, reserveRunning: 1, waiting: 2 });
    // b's first call ends: the reserve goes to b's next (b runs none), not to a.
    await end('b1');
    expect(started.at(-1)).toBe('b2@2');
    // A freed slot: a and b run one each, a's turn came first.
    await end('a1');
    expect(started.at(-1)).toBe('a3@0');
    // c finds the reserve taken: it waits, and the next freed slot is its (it runs none).
    void run('c', 'c1');
    await settle();
    expect(started.at(-1)).toBe('a3@0');
    await end('a2');
    expect(started.at(-1)).toBe('c1@1');
    await endAll();
    expect(pool.stats()).toMatchObject({ running: 0, reserveRunning: 0, waiting: 0 });
  });

  it('hands a freed reserve slot to a waiting key with nothing running', async () => {
    const pool = new FairPool({
      size: 1,
      reserve: 1,
      share: 1,
      queuePerKey: 5,
      queue: 5,
      retryAfterSeconds: 1,
    });
    const { started, run, end, endAll } = recorder(pool);
    void run('a', 'a1');
    void run('a', 'a2');
    void run('b', 'b1');
    void run('c', 'c1');
    await settle();
    expect(started).toEqual(['a1@0', 'b1@1']);
    await end('b1');
    expect(started).toEqual(['a1@0', 'b1@1', 'c1@1']);
    await endAll();
  });

  it('refuses past the key queue with RESOURCE_EXHAUSTED and Retry-After, others still queue', async () => {
    const pool = new FairPool(options);
    const calls = Array.from({ length: 4 }, () => held());
    const accepted = calls.map((call) => pool.run('a', () => call.done));
    const refusal = await pool.run('a', async () => undefined).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ code: 'RESOURCE_EXHAUSTED', httpStatus: 429, retryAfter: 3 });
    expect((refusal as ApiError).message).toContain(
      '2 expensive reads (previews, usage queries) running and 2',
    );
    expect(pool.stats()).toMatchObject({ running: 2, waiting: 2, refused: 1 });
    // Another key is not refused: it waits for its turn, which comes before a's.
    const b = pool.run('b', async () => 'b');
    calls[0]!.end();
    await expect(b).resolves.toBe('b');
    for (const call of calls) call.end();
    await Promise.all(accepted);
    expect(pool.stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('never refuses while a slot is free, whatever the queues', async () => {
    const pool = new FairPool({ size: 2, share: 1, queuePerKey: 0, queue: 0, retryAfterSeconds: 1 });
    const hold = held();
    const first = pool.run('a', () => hold.done);
    await expect(pool.run('a', async () => 'second')).resolves.toBe('second');
    await expect(pool.run('a', async () => 'third')).resolves.toBe('third');
    hold.end();
    await first;
    expect(pool.stats().refused).toBe(0);
  });

  it('refuses when the whole queue is full, whatever the key', async () => {
    const pool = new FairPool({ size: 1, share: 1, queuePerKey: 5, queue: 2, retryAfterSeconds: 1 });
    const blocker = held();
    const running = pool.run('a', () => blocker.done);
    const waiting = [pool.run('b', async () => 1), pool.run('c', async () => 2)];
    await expect(pool.run('d', async () => 3)).rejects.toMatchObject({ code: 'RESOURCE_EXHAUSTED' });
    blocker.end();
    await running;
    expect(await Promise.all(waiting)).toEqual([1, 2]);
  });

  it('makes room in a full queue by refusing the newest call of the key with two more waiting', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const pool = new FairPool({
        size: 1,
        share: 1,
        queuePerKey: 5,
        queue: 3,
        retryAfterSeconds: 1,
        refusalDelayMs: 250,
      });
      const order: string[] = [];
      const outcome: Record<string, string> = {};
      const blocker = held();
      const first = pool.run('a', () => blocker.done);
      const call = (key: string, name: string) =>
        pool
          .run(key, async () => void order.push(name))
          .then(
            () => {
              outcome[name] = 'ran';
            },
            (error: ApiError) => {
              outcome[name] = error.message;
            },
          );
      const calls = [call('a', 'a2'), call('a', 'a3'), call('a', 'a4')];
      // The queue is full (3): b has none waiting, a three: a's newest makes room, answered at once.
      calls.push(call('b', 'b1'));
      await settle();
      expect(Object.keys(outcome)).toEqual(['a4']);
      expect(outcome.a4).toContain('this organization has the most of them');
      // c: a has two waiting, c none: a's newest again.
      calls.push(call('c', 'c1'));
      // d: a, b and c one each: d is the one refused (after the delay).
      calls.push(call('d', 'd1'));
      await settle();
      expect(Object.keys(outcome).sort()).toEqual(['a3', 'a4']);
      await vi.advanceTimersByTimeAsync(250);
      expect(outcome.d1).toContain('too many expensive reads (previews, usage queries) are waiting');
      expect(pool.stats()).toMatchObject({ running: 1, waiting: 3, refused: 3 });
      blocker.end();
      await first;
      await Promise.all(calls);
      expect(order).toEqual(['a2', 'b1', 'c1']);
    } finally {
      vi.useRealTimers();
    }
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

  it('gives each running call a slot number of its own, whatever the keys and the order calls end in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 2 }),
        fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.nat(3)), { minLength: 1, maxLength: 30 }),
        async (size, reserve, calls) => {
          const pool = new FairPool({
            size,
            reserve,
            share: 2,
            queuePerKey: 30,
            queue: 30,
            retryAfterSeconds: 1,
          });
          const holders = new Map<number, string>();
          const problems: string[] = [];
          const runs = calls.map(([key, ticks], i) =>
            pool.run(key, async ({ slot }) => {
              if (!Number.isInteger(slot) || slot < 0 || slot >= size + reserve)
                problems.push(`slot ${slot} of ${size} + ${reserve}`);
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

  it('is work-conserving and fair under any arrivals and ends (model check)', async () => {
    const keys = ['a', 'b', 'c'] as const;
    const command = fc.oneof(fc.record({ arrive: fc.constantFrom(...keys) }), fc.record({ end: fc.nat() }));
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          size: fc.integer({ min: 1, max: 4 }),
          reserve: fc.integer({ min: 0, max: 2 }),
          share: fc.integer({ min: 1, max: 3 }),
          queuePerKey: fc.integer({ min: 0, max: 5 }),
          queue: fc.integer({ min: 0, max: 8 }),
        }),
        fc.array(command, { minLength: 1, maxLength: 80 }),
        async (settings, commands) => {
          const { size, reserve, queuePerKey, queue } = settings;
          const pool = new FairPool({ ...settings, retryAfterSeconds: 1 });
          type Call = { key: string; state: 'waiting' | 'running' | 'refused' | 'done'; slot?: number };
          const calls: Call[] = [];
          const holds: Array<ReturnType<typeof held>> = [];
          const results: Array<Promise<unknown>> = [];
          const running = (key: string) => calls.filter((c) => c.key === key && c.state === 'running').length;
          const waiting = (key: string) => calls.filter((c) => c.key === key && c.state === 'waiting').length;
          const waitingKeys = () => keys.filter((key) => waiting(key) > 0);
          /** Per waiting key, the calls of other keys started while it waited with no fewer reads running. */
          const passedOver = new Map<string, number>();
          const problems: string[] = [];

          for (const step of commands) {
            if ('arrive' in step) {
              const key = step.arrive;
              const inSlots = calls.filter((c) => c.state === 'running' && c.slot! < size).length;
              const inReserve = calls.filter((c) => c.state === 'running' && c.slot! >= size).length;
              const totalWaiting = calls.filter((c) => c.state === 'waiting').length;
              const longest = Math.max(...keys.map(waiting));
              // A full queue makes room when another key has at least two more waiting than this one.
              const pushOut = totalWaiting >= queue && longest >= waiting(key) + 2;
              // What the policy says should happen to this call, worked out from the rules, not the pool.
              const expected =
                inSlots < size || (inReserve < reserve && running(key) === 0 && waiting(key) === 0)
                  ? 'running'
                  : waiting(key) >= queuePerKey || (totalWaiting >= queue && !pushOut)
                    ? 'refused'
                    : 'waiting';
              const waitingBefore = calls.filter((c) => c.state === 'waiting');
              const longestKeys: string[] = keys.filter((k) => waiting(k) === longest);
              const call: Call = { key, state: 'waiting' };
              const hold = held();
              calls.push(call);
              holds.push(hold);
              results.push(
                pool
                  .run(key, async ({ slot }) => {
                    for (const other of waitingKeys()) {
                      if (other === key) continue;
                      if (running(key) > running(other))
                        problems.push(
                          `${key} (${running(key)} running) served before ${other} (${running(other)})`,
                        );
                      if (running(key) === running(other))
                        passedOver.set(other, (passedOver.get(other) ?? 0) + 1);
                    }
                    passedOver.delete(key);
                    call.state = 'running';
                    call.slot = slot;
                    await hold.done;
                    call.state = 'done';
                  })
                  .catch(() => {
                    call.state = 'refused';
                  }),
              );
              await settle();
              if (call.state !== expected)
                problems.push(`a call of ${key} ${call.state}, expected ${expected}`);
              // Pushed out: exactly one call, the newest waiting call of a key that had the most waiting.
              const pushed = waitingBefore.filter((c) => c.state === 'refused');
              if (expected === 'waiting' && pushOut) {
                const out = pushed[0];
                const newest = out && waitingBefore.filter((c) => c.key === out.key).at(-1);
                if (pushed.length !== 1 || !out || !longestKeys.includes(out.key) || newest !== out)
                  problems.push(`pushed out ${pushed.map((c) => c.key).join()} for ${key}`);
              } else if (pushed.length > 0) problems.push(`pushed out ${pushed.length} calls for ${key}`);
            } else {
              const live = calls.flatMap((c, i) => (c.state === 'running' ? [i] : []));
              if (live.length === 0) continue;
              holds[live[step.end % live.length]!]!.end();
              await settle();
            }
            // No slot idles while a call waits; no reserve slot while a key with nothing running waits.
            const inSlots = calls.filter((c) => c.state === 'running' && c.slot! < size).length;
            const inReserve = calls.filter((c) => c.state === 'running' && c.slot! >= size).length;
            if (waitingKeys().length > 0 && inSlots < size) problems.push(`${inSlots} of ${size} slots busy`);
            if (waitingKeys().some((key) => running(key) === 0) && inReserve < reserve)
              problems.push(
                `${inReserve} of ${reserve} reserve slots busy while a key with none running waits`,
              );
            // No key waits more than a turn of each other key behind calls of keys running as many as it.
            for (const [key, count] of passedOver)
              if (count > keys.length - 1) problems.push(`${key} passed over ${count} times`);
            expect(pool.stats()).toMatchObject({
              running: inSlots + inReserve,
              reserveRunning: inReserve,
              waiting: calls.filter((c) => c.state === 'waiting').length,
            });
            if (problems.length > 0) break;
          }
          for (const hold of holds) hold.end();
          await Promise.all(results);
          expect(problems).toEqual([]);
          expect(pool.stats()).toMatchObject({ running: 0, waiting: 0 });
        },
      ),
      { seed: 36, numRuns: 300 },
    );
  });

  it('tells a call whether it runs beyond its key share or with more of its calls waiting', async () => {
    const pool = new FairPool({ ...options, size: 3, queuePerKey: 5 });
    const seen: string[] = [];
    const holds = new Map<string, ReturnType<typeof held>>();
    const runs: Array<Promise<void>> = [];
    const run = (key: string, name: string) => {
      const hold = held();
      holds.set(name, hold);
      runs.push(
        pool.run(key, async ({ overShare }) => {
          seen.push(`${name}:${overShare}`);
          await hold.done;
        }),
      );
    };
    run('a', 'a1');
    run('a', 'a2');
    run('b', 'b1');
    run('a', 'a3');
    run('a', 'a4');
    await settle();
    // a's second call borrows a slot beyond its share of one; b's first is within its own.
    expect(seen).toEqual(['a1:false', 'a2:true', 'b1:false']);
    holds.get('b1')!.end();
    await settle();
    // a3 starts with a4 still waiting behind it.
    expect(seen.at(-1)).toBe('a3:true');
    holds.get('a1')!.end();
    holds.get('a2')!.end();
    await settle();
    expect(seen.at(-1)).toBe('a4:true');
    holds.get('a3')!.end();
    holds.get('a4')!.end();
    await Promise.all(runs);
    run('a', 'alone');
    await settle();
    expect(seen.at(-1)).toBe('alone:false');
    holds.get('alone')!.end();
    await Promise.all(runs);
  });

  it('answers a refusal after its delay, and a call that gets a slot at once', async () => {
    vi.useFakeTimers();
    try {
      const pool = new FairPool({ ...options, size: 1, queuePerKey: 0, refusalDelayMs: 250 });
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
      hold.end();
      await holding;
      await expect(pool.run('b', async () => 'b')).resolves.toBe('b');
      await vi.advanceTimersByTimeAsync(1);
      await refused;
      expect(refusal).toMatchObject({ code: 'RESOURCE_EXHAUSTED', retryAfter: 3 });
    } finally {
      vi.useRealTimers();
    }
  });
});
