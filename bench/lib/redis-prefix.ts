import type { connectRedis } from '@billing/redis';

/**
 * Deletes every key under a run's prefix (one script: nothing runs in between). The Redis server is shared with
 * other runs and the tests, so a run removes only its own keys.
 */
export async function deleteKeysWithPrefix(
  redis: ReturnType<typeof connectRedis>,
  prefix: string,
): Promise<void> {
  await redis.eval(
    `local keys = redis.call('KEYS', ARGV[1]) for _, k in ipairs(keys) do redis.call('DEL', k) end return #keys`,
    0,
    `${prefix}*`,
  );
}
