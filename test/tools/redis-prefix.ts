import { connectRedis } from '@billing/redis';
import type { Redis } from 'ioredis';

/**
 * Deletes every key under a prefix in one script, so nothing runs in between (as a FLUSHDB would, for one
 * run's keys: the Redis server is shared with other tests and benchmarks). Returns how many keys went.
 */
export async function deleteKeysWithPrefix(redis: Redis, prefix: string): Promise<number> {
  return (await redis.eval(
    `local keys = redis.call('KEYS', ARGV[1]) for _, k in ipairs(keys) do redis.call('DEL', k) end return #keys`,
    0,
    `${prefix}*`,
  )) as number;
}

/** The same on the Redis at `url`, with a connection of its own: a test's leftovers, once its processes ended. */
export async function removeKeysWithPrefix(url: string, prefix: string): Promise<void> {
  const redis = connectRedis(url);
  try {
    await deleteKeysWithPrefix(redis, prefix);
  } finally {
    await redis.quit();
  }
}
