import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../src/connect.ts';
import { MemoryRateLimiter, RedisRateLimiter } from '../src/rate-limit.ts';

const prefix = `billing-test-${randomBytes(4).toString('hex')}:`;
const redis = connectRedis('redis://127.0.0.1:6379');

afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe.each([
  ['memory', () => new MemoryRateLimiter(3)],
  ['redis', () => new RedisRateLimiter(redis, prefix, 3)],
])('%s rate limiter', (_name, make) => {
  it('allows the limit per key per second, then refuses until the next second', async () => {
    const limiter = make();
    const second = 1_800_000_000_000;
    const results = [];
    for (let i = 0; i < 5; i++) results.push((await limiter.hit('key-a', second + i)).allowed);
    expect(results).toEqual([true, true, true, false, false]);
    expect((await limiter.hit('key-b', second + 10)).allowed).toBe(true);
    expect((await limiter.hit('key-a', second + 1000)).allowed).toBe(true);
  });
});

it('shares the count between limiters on the same Redis (several api processes) after a sync', async () => {
  const a = new RedisRateLimiter(redis, prefix, 2);
  const b = new RedisRateLimiter(redis, prefix, 2);
  const now = 1_900_000_000_000;
  expect((await a.hit('shared', now)).allowed).toBe(true);
  expect((await b.hit('shared', now)).allowed).toBe(true);
  await a.sync();
  await b.sync();
  await a.sync();
  // Each saw one hit locally, but the shared total is 2: the next hit anywhere is refused.
  expect((await a.hit('shared', now)).allowed).toBe(false);
  expect((await b.hit('shared', now)).allowed).toBe(false);
  a.close();
  b.close();
});
