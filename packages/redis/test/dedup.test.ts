import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
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
    await store.confirm(o, [{ eventId: 'v', hash: 'stored' }]);
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
