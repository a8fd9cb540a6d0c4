/**
 * Per-key request limits: a fixed one-second window per API key. With Redis the count is shared by every
 * process; without it (embedded profile) each process counts on its own, which is exact there since one
 * process serves everything.
 */
import type { Redis } from 'ioredis';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets, for Retry-After. */
  retryAfter: number;
}

export interface RateLimiter {
  hit(key: string, nowMs: number): Promise<RateLimitResult>;
}

export const unlimited: RateLimiter = { hit: async () => ({ allowed: true, retryAfter: 0 }) };

export class MemoryRateLimiter implements RateLimiter {
  private window = -1;
  private counts = new Map<string, number>();
  constructor(private readonly perSecond: number) {}

  async hit(key: string, nowMs: number): Promise<RateLimitResult> {
    const window = Math.floor(nowMs / 1000);
    if (window !== this.window) {
      this.window = window;
      this.counts.clear();
    }
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    return { allowed: count <= this.perSecond, retryAfter: 1 };
  }
}

export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly perSecond: number,
  ) {}

  async hit(key: string, nowMs: number): Promise<RateLimitResult> {
    const window = Math.floor(nowMs / 1000);
    const redisKey = `${this.prefix}rl:${key}:${window}`;
    const [[, count]] = (await this.redis.multi().incr(redisKey).pexpire(redisKey, 2000).exec()) as [
      [Error | null, number],
    ];
    return { allowed: count <= this.perSecond, retryAfter: 1 };
  }
}
