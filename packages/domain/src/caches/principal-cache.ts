/**
 * API-key lookups for hot paths (the ingest edge): principals are cached by key hash and dropped when the
 * change feed reports the key changed (revoked), at the latest after the TTL.
 */
import { authenticate, hashKey, type Principal } from '../api-keys/keys.ts';
import type { SystemContext } from '../context.ts';
import { type ChangeFeed, FeedCache } from './change-feed.ts';

export class PrincipalCache extends FeedCache<Principal> {
  constructor(ctx: SystemContext, feed: ChangeFeed, ttlMs = 60_000) {
    super(ctx, feed, 'api_key', (change) => change.key, { max: 10_000, ttlMs });
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
