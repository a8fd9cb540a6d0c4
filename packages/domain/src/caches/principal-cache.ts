/**
 * API-key lookups for hot paths (the ingest edge): principals are cached by key hash and dropped when the
 * change feed reports the key changed (revoked), at the latest after the TTL.
 */
import { LRUCache } from 'lru-cache';
import { authenticate, hashKey, type Principal } from '../api-keys/keys.ts';
import type { SystemContext } from '../context.ts';
import type { ChangeFeed } from './change-feed.ts';

export class PrincipalCache {
  private readonly cache: LRUCache<string, Principal>;

  constructor(
    private readonly ctx: SystemContext,
    feed: ChangeFeed,
    ttlMs = 60_000,
  ) {
    this.cache = new LRUCache({ max: 10_000, ttl: ttlMs });
    feed.subscribe((change) => {
      if (change.kind === 'api_key') this.cache.delete(change.key);
    });
  }

  async authenticate(secret: string): Promise<Principal | undefined> {
    const hash = hashKey(secret);
    const cached = this.cache.get(hash);
    if (cached) return cached;
    const principal = await authenticate(this.ctx, secret);
    // Unknown keys are not cached: a key created a moment ago must work at once.
    if (principal) this.cache.set(hash, principal);
    return principal;
  }
}
