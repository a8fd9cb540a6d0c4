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

/**
 * Shared per-key limits without a Redis round trip per request: each process counts locally and, every
 * `syncMs`, adds its counts to the key's window in Redis and reads back the total of every process. A key is
 * refused once the last known total plus what this process counted since exceeds the limit, so several
 * processes together overshoot by at most what they admit within one sync interval.
 */
export class RedisRateLimiter implements RateLimiter {
  private window = -1;
  /** Per key: the total across processes at the last sync, and this process's hits since. */
  private readonly counts = new Map<string, { synced: number; unsynced: number }>();
  private readonly timer: NodeJS.Timeout;
  private syncing: Promise<void> = Promise.resolve();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly perSecond: number,
    syncMs = 50,
  ) {
    this.timer = setInterval(() => {
      this.syncing = this.sync().catch(() => {});
    }, syncMs);
    this.timer.unref();
  }

  async hit(key: string, nowMs: number): Promise<RateLimitResult> {
    const window = Math.floor(nowMs / 1000);
    if (window !== this.window) {
      await this.syncing;
      await this.sync();
      this.window = window;
      this.counts.clear();
    }
    let count = this.counts.get(key);
    if (!count) {
      count = { synced: 0, unsynced: 0 };
      this.counts.set(key, count);
    }
    count.unsynced += 1;
    return { allowed: count.synced + count.unsynced <= this.perSecond, retryAfter: 1 };
  }

  /** Adds the local counts to Redis and learns the totals. */
  async sync(): Promise<void> {
    if (this.window < 0) return;
    // The connection was quit (shutdown) while the timer still runs: writing would only fail (EPIPE).
    if (this.redis.status === 'end' || this.redis.status === 'close') return;
    // Every key of the window, so that this process also learns what the others counted.
    const entries = [...this.counts.entries()];
    if (entries.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const [key, count] of entries) {
      const redisKey = `${this.prefix}rl:${key}:${this.window}`;
      pipeline.incrby(redisKey, count.unsynced).pexpire(redisKey, 2000);
    }
    const sent = entries.map(([, c]) => c.unsynced);
    entries.forEach(([, c]) => {
      c.unsynced = 0;
    });
    const replies = (await pipeline.exec()) ?? [];
    entries.forEach(([, count], i) => {
      const total = Number(replies[i * 2]?.[1] ?? 0);
      // Hits counted while the sync ran stay unsynced; the total already holds what was sent.
      count.synced = Math.max(count.synced + sent[i]!, total);
    });
  }

  close(): void {
    clearInterval(this.timer);
  }
}
