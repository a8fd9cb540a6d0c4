import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { claimHashes, generationMs } from '../src/claims.ts';
import { connectRedis } from '../src/connect.ts';
import { type DedupStore, MemoryDedupStore, parseClaim, RedisDedupStore } from '../src/dedup.ts';

const prefix = `billing-test-${randomBytes(4).toString('hex')}:`;
const redis = connectRedis('redis://127.0.0.1:6379');
const WINDOW = 60_000;
const NOW = 1_800_000_000_000;

afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

let org = 0;
/** Each test its own organization, so claims of one test never meet another's. */
const nextOrg = () => `org-${++org}`;

describe.each([
  ['memory', (): DedupStore => new MemoryDedupStore()],
  ['redis', (): DedupStore => new RedisDedupStore(redis, prefix, WINDOW)],
])('%s de-duplication store', (_name, make) => {
  it('claims new events, and reads claims of a call marked stored as stored', async () => {
    const store = make();
    const o = nextOrg();
    const items = [
      { eventId: 'a', hash: 'h1' },
      { eventId: 'b', hash: 'h2' },
    ];
    const first = await store.claim(o, items, NOW);
    expect(first.states).toEqual([{ kind: 'new' }, { kind: 'new' }]);
    // Not yet marked: pending, with the hash and time of the claim.
    const pending = await store.claim(o, items, NOW + 1);
    expect(pending.states.map((s) => s.kind)).toEqual(['pending', 'pending']);
    expect(pending.states[0]).toMatchObject({ hash: 'h1', since: NOW });
    await store.confirmClaimed(o, first, items);
    const again = await store.claim(o, [...items, { eventId: 'c', hash: 'h3' }], NOW + 2);
    expect(again.states).toEqual([
      { kind: 'stored', hash: 'h1' },
      { kind: 'stored', hash: 'h2' },
      { kind: 'new' },
    ]);
  });

  it('looks a claim up without writing one: new, pending, then stored once its call is marked', async () => {
    const store = make();
    const o = nextOrg();
    const item = { eventId: 'seen', hash: 'h9' };
    expect(await store.lookup(o, 'seen', NOW)).toEqual({ kind: 'new' });
    // A lookup claims nothing: the first claim still finds the eventId new.
    const claim = await store.claim(o, [item], NOW);
    expect(claim.states).toEqual([{ kind: 'new' }]);
    expect(await store.lookup(o, 'seen', NOW + 1)).toMatchObject({ kind: 'pending', hash: 'h9', since: NOW });
    await store.confirmClaimed(o, claim, [item]);
    expect(await store.lookup(o, 'seen', NOW + 2)).toEqual({ kind: 'stored', hash: 'h9' });
    await store.release(o, await store.claim(o, [{ eventId: 'gone', hash: 'h' }], NOW), [
      { eventId: 'gone', hash: 'h' },
    ]);
    expect(await store.lookup(o, 'gone', NOW)).toEqual({ kind: 'new' });
  });

  it('marks only the calls it is told: another call stays pending', async () => {
    const store = make();
    const o = nextOrg();
    const one = await store.claim(o, [{ eventId: 'x', hash: 'h' }], NOW);
    const two = await store.claim(o, [{ eventId: 'y', hash: 'h' }], NOW);
    expect(one.token).not.toBe(two.token);
    await store.confirmClaimed(o, two, [{ eventId: 'y', hash: 'h' }]);
    const read = await store.claim(
      o,
      [
        { eventId: 'x', hash: 'h' },
        { eventId: 'y', hash: 'h' },
      ],
      NOW + 1,
    );
    expect(read.states.map((s) => s.kind)).toEqual(['pending', 'stored']);
  });

  it('releases its own pending claims only', async () => {
    const store = make();
    const o = nextOrg();
    const mine = await store.claim(o, [{ eventId: 'r', hash: 'h' }], NOW);
    const other = await store.claim(o, [{ eventId: 'r', hash: 'h' }], NOW + 1);
    // Another call's release of an event it did not claim leaves the claim alone.
    await store.release(o, other, [{ eventId: 'r', hash: 'h' }]);
    expect((await store.claim(o, [{ eventId: 'r', hash: 'h' }], NOW + 2)).states[0]!.kind).toBe('pending');
    await store.release(o, mine, [{ eventId: 'r', hash: 'h' }]);
    expect((await store.claim(o, [{ eventId: 'r', hash: 'h' }], NOW + 3)).states[0]).toEqual({ kind: 'new' });
  });

  it('takes over a pending claim only while it is unchanged, and its call then confirms it', async () => {
    const store = make();
    const o = nextOrg();
    await store.claim(o, [{ eventId: 't', hash: 'old' }], NOW);
    const retry = await store.claim(o, [{ eventId: 't', hash: 'new' }], NOW + 60_000);
    const state = retry.states[0]!;
    expect(state.kind).toBe('pending');
    const raw = (state as { raw: string }).raw;
    expect(await store.takeOver(o, retry, { eventId: 't', hash: 'new' }, raw)).toBe(true);
    // The claim changed: a second takeover from the same stale value fails.
    expect(await store.takeOver(o, retry, { eventId: 't', hash: 'new' }, raw)).toBe(false);
    await store.confirmClaimed(o, retry, [{ eventId: 't', hash: 'new' }]);
    const read = await store.claim(o, [{ eventId: 't', hash: 'new' }], NOW + 60_001);
    expect(read.states[0]).toEqual({ kind: 'stored', hash: 'new' });
  });

  it('confirms with a hash found in storage, over a pending claim', async () => {
    const store = make();
    const o = nextOrg();
    await store.claim(o, [{ eventId: 'v', hash: 'mine' }], NOW);
    await store.confirm(o, [{ eventId: 'v', hash: 'stored' }], NOW + 1);
    const read = await store.claim(o, [{ eventId: 'v', hash: 'mine' }], NOW + 1);
    expect(read.states[0]).toEqual({ kind: 'stored', hash: 'stored' });
  });
});

it('reads claims written without a call token (pending, never marked)', () => {
  expect(parseClaim('P:abc:123')).toEqual({ kind: 'pending', hash: 'abc', since: 123, raw: 'P:abc:123' });
  expect(parseClaim('P:abc:123:tok.1')).toMatchObject({ kind: 'pending', hash: 'abc', since: 123 });
  expect(parseClaim('S:abc')).toEqual({ kind: 'stored', hash: 'abc' });
  expect(parseClaim('')).toEqual({ kind: 'new' });
});

it('tells the caller to verify misses while the store may have lost keys', async () => {
  const store = new RedisDedupStore(redis, `${prefix}fresh-`, WINDOW);
  // No sentinel: the key space is new, so misses are verified until the window has passed.
  expect((await store.claim('o', [{ eventId: 'm', hash: 'h' }], NOW)).verifyMisses).toBe(true);
  expect((await store.claim('o', [{ eventId: 'n', hash: 'h' }], NOW + WINDOW + 1)).verifyMisses).toBe(false);
  const complete = new RedisDedupStore(redis, `${prefix}complete-`, WINDOW);
  await complete.markComplete(NOW);
  expect((await complete.claim('o', [{ eventId: 'm', hash: 'h' }], NOW + 1)).verifyMisses).toBe(false);
});

describe('claims in one hash per generation of the window (claims.ts)', () => {
  const SPAN = generationMs(WINDOW);
  const store = new RedisDedupStore(redis, prefix, WINDOW);
  /** Where an eventId's claim is: the generation hashes that hold it at `now`. */
  const holders = async (o: string, eventId: string, now: number) => {
    const keys = claimHashes(prefix, o, WINDOW, now);
    const values = await Promise.all(keys.map((k) => redis.hget(k, eventId)));
    return keys.filter((_, i) => values[i] !== null);
  };

  it('keeps a claim at least a window and less than a window and a generation', async () => {
    const o = nextOrg();
    // The last instant of a generation: its claims are the first to go.
    const start = (Math.floor(NOW / SPAN) + 1) * SPAN - 1;
    await store.claim(o, [{ eventId: 'w', hash: 'h' }], start);
    // Redis drops the hash a window after its generation ends (a time to live, so Redis' own clock agrees).
    const ttl = await redis.pttl(claimHashes(prefix, o, WINDOW, start)[0]!);
    expect(ttl).toBeGreaterThan(WINDOW - 1000);
    expect(ttl).toBeLessThanOrEqual(WINDOW + 1);
    const at = async (now: number) =>
      (
        await store.claim(
          o,
          [
            { eventId: 'other', hash: 'x' },
            { eventId: 'w', hash: 'h' },
          ],
          now,
        )
      ).states[1]!.kind;
    expect(await at(start + WINDOW - 1)).toBe('pending');
    expect(await at(start + WINDOW + 1)).toBe('new');
    // Claimed at a generation's first instant, it is still there a window and nearly a generation later.
    const first = Math.floor(NOW / SPAN) * SPAN + 10 * SPAN;
    await store.claim(o, [{ eventId: 'v', hash: 'h' }], first);
    const later = await store.claim(o, [{ eventId: 'v', hash: 'h' }], first + WINDOW + SPAN - 1);
    expect(later.states[0]!.kind).toBe('pending');
    expect((await store.claim(o, [{ eventId: 'v', hash: 'h' }], first + WINDOW + SPAN)).states[0]!.kind).toBe(
      'new',
    );
  });

  it('moves a claim it rewrites to the newest generation, so an eventId is in one generation only', async () => {
    const o = nextOrg();
    const claim = await store.claim(o, [{ eventId: 'm', hash: 'h' }], NOW);
    const later = NOW + 2 * SPAN;
    expect(await holders(o, 'm', later)).toEqual([claimHashes(prefix, o, WINDOW, NOW)[0]]);
    await store.confirm(o, [{ eventId: 'm', hash: 'h' }], later);
    expect(await holders(o, 'm', later)).toEqual([claimHashes(prefix, o, WINDOW, later)[0]]);
    expect((await store.claim(o, [{ eventId: 'm', hash: 'h' }], later)).states[0]).toEqual({
      kind: 'stored',
      hash: 'h',
    });
    // A take-over of a stale claim in an older generation moves it too; the old claim no longer matches.
    const old = await store.claim(o, [{ eventId: 't', hash: 'h' }], NOW);
    const stale = (await store.claim(o, [{ eventId: 't', hash: 'h' }], later)).states[0]!;
    expect(stale.kind).toBe('pending');
    const taker = await store.claim(o, [], later);
    expect(await store.takeOver(o, taker, { eventId: 't', hash: 'h' }, (stale as { raw: string }).raw)).toBe(
      true,
    );
    expect(await holders(o, 't', later)).toEqual([claimHashes(prefix, o, WINDOW, later)[0]]);
    expect(await store.takeOver(o, old, { eventId: 't', hash: 'h' }, (stale as { raw: string }).raw)).toBe(
      false,
    );
    // Releasing the take-over's claim leaves nothing behind.
    await store.release(o, taker, [{ eventId: 't', hash: 'h' }]);
    expect(await holders(o, 't', later)).toEqual([]);
    expect(claim.states[0]!.kind).toBe('new');
  });

  it('claims the largest batch (1,000 events) in one call, and releases it', async () => {
    const o = nextOrg();
    const items = Array.from({ length: 1000 }, (_, i) => ({ eventId: `big-${i}`, hash: 'h' }));
    const claim = await store.claim(o, items, NOW);
    expect(claim.states.every((s) => s.kind === 'new')).toBe(true);
    expect((await store.claim(o, items, NOW + 1)).states.every((s) => s.kind === 'pending')).toBe(true);
    await store.release(o, claim, items);
    expect((await store.claim(o, items, NOW + 2)).states.every((s) => s.kind === 'new')).toBe(true);
  });

  it('claims an eventId named twice in one call once; the second reads the first', async () => {
    const o = nextOrg();
    const claim = await store.claim(
      o,
      [
        { eventId: 'd', hash: 'h1' },
        { eventId: 'd', hash: 'h2' },
      ],
      NOW,
    );
    expect(claim.states[0]).toEqual({ kind: 'new' });
    expect(claim.states[1]).toMatchObject({ kind: 'pending', hash: 'h1', since: NOW });
  });

  it('answers as a claim per key with an exact window would, wherever the bounds allow (property)', async () => {
    // A model of the rule: claimed at t, an eventId must read as claimed while now - t < window, and must read
    // as new from a window and a generation on; in between either, and the model follows what it read.
    await fc.assert(
      fc.asyncProperty(
        // Where in a generation the first call falls: fast-check's, so that a failure replays.
        fc.integer({ min: 0, max: SPAN - 1 }),
        fc.array(
          fc.record({
            step: fc.integer({ min: 0, max: Math.floor(WINDOW / 2) }),
            ids: fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { minLength: 1, maxLength: 5 }),
          }),
          { minLength: 1, maxLength: 25 },
        ),
        async (offset, calls) => {
          const o = nextOrg();
          const claimedAt = new Map<string, number>();
          let now = NOW + offset;
          for (const call of calls) {
            now += call.step;
            const claim = await store.claim(
              o,
              call.ids.map((eventId) => ({ eventId, hash: 'h' })),
              now,
            );
            call.ids.forEach((id, i) => {
              const at = claimedAt.get(id);
              const isNew = claim.states[i]!.kind === 'new';
              if (at !== undefined && now - at < WINDOW) expect(isNew).toBe(false);
              if (at === undefined || now - at >= WINDOW + SPAN) expect(isNew).toBe(true);
              if (isNew) claimedAt.set(id, now);
            });
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
