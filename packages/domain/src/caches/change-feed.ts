/**
 * Polls `cache_changes` so that a process caching keys, customers and hostnames sees revocations, archiving,
 * new customers and domains verified or deleted within one poll interval, on every profile (no LISTEN/NOTIFY needed through PGlite).
 */
import type { Sql } from '@billing/db';
import { LRUCache } from 'lru-cache';
import type { SystemContext } from '../context.ts';

export interface CacheChange {
  kind: 'api_key' | 'customer' | 'domain';
  organizationId: string;
  key: string;
}

/**
 * A cache of rows for hot paths whose entry for a row the feed drops as soon as that row changes (a change of
 * `kind`, its entry named by `keyOf`), and at the latest after `ttlMs`. Misses are the subclass's to read.
 */
export abstract class FeedCache<V extends {}> {
  protected readonly cache: LRUCache<string, V>;

  constructor(
    protected readonly ctx: SystemContext,
    feed: ChangeFeed,
    kind: CacheChange['kind'],
    keyOf: (change: CacheChange) => string,
    limits: { max: number; ttlMs: number },
  ) {
    this.cache = new LRUCache({ max: limits.max, ttl: limits.ttlMs });
    feed.subscribe((change) => {
      if (change.kind === kind) this.cache.delete(keyOf(change));
    });
  }
}

export class ChangeFeed {
  private last: string | undefined;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> = Promise.resolve();
  private readonly listeners: Array<(change: CacheChange) => void> = [];

  constructor(
    private readonly sql: Sql,
    private readonly intervalMs = 200,
  ) {}

  subscribe(listener: (change: CacheChange) => void): void {
    this.listeners.push(listener);
  }

  /** Starts from the current end of the feed: what came before is already in the database. */
  async start(): Promise<void> {
    const [row] = await this.sql<{ seq: string | null }[]>`SELECT max(seq)::text AS seq FROM cache_changes`;
    this.last = row?.seq ?? '0';
    this.timer = setInterval(() => {
      this.polling = this.poll().catch(() => {
        // The next poll retries; caches keep their entries until then.
      });
    }, this.intervalMs);
    this.timer.unref();
  }

  /** Reads and dispatches new changes (also called by tests to see a change at once). */
  async poll(): Promise<void> {
    const rows = await this.sql<
      { seq: string; kind: CacheChange['kind']; organization_id: string; key: string }[]
    >`
      SELECT seq::text AS seq, kind, organization_id, key FROM cache_changes WHERE seq > ${this.last ?? '0'}
      ORDER BY seq LIMIT 10000`;
    for (const row of rows) {
      const change = { kind: row.kind, organizationId: row.organization_id, key: row.key };
      for (const listener of this.listeners) listener(change);
      this.last = row.seq;
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.polling;
  }
}

export async function purgeCacheChanges(sql: Sql, before: Date): Promise<number> {
  const rows = await sql`DELETE FROM cache_changes WHERE create_time < ${before} RETURNING 1`;
  return rows.length;
}
