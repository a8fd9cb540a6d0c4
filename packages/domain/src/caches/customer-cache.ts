/**
 * Customer existence and state for the ingest edge, so that validating an event does not query Postgres.
 * Entries are dropped when the change feed reports the customer changed (archived, currency) and after the TTL.
 */
import { eachCustomer } from '@billing/db';
import type { SystemContext } from '../context.ts';
import { type ChangeFeed, FeedCache } from './change-feed.ts';

export interface CustomerState {
  exists: boolean;
  archived: boolean;
}

const MISSING: CustomerState = { exists: false, archived: false };

export class CustomerCache extends FeedCache<CustomerState> {
  constructor(ctx: SystemContext, feed: ChangeFeed, ttlMs = 60_000) {
    super(ctx, feed, 'customer', (change) => `${change.organizationId}/${change.key}`, {
      max: 200_000,
      ttlMs,
    });
  }

  /** States of the given customers of one organization, with one query for all the misses. */
  async lookup(organization: string, customerIds: Iterable<string>): Promise<Map<string, CustomerState>> {
    const states = new Map<string, CustomerState>();
    const missing: string[] = [];
    for (const id of customerIds) {
      if (states.has(id)) continue;
      const cached = this.cache.get(`${organization}/${id}`);
      if (cached) states.set(id, cached);
      else {
        states.set(id, MISSING);
        missing.push(id);
      }
    }
    if (missing.length === 0) return states;
    const { sql } = this.ctx;
    // One seek per customer (eachCustomer): an ingest batch of new customers walked every customer of the
    // organization when `customers` had no statistics (bench/README.md, "alerts").
    const rows = await sql<{ id: string; archived: boolean }[]>`
      SELECT t.* FROM ${eachCustomer(
        sql,
        missing,
        sql`SELECT id, archived FROM customers WHERE organization_id = ${organization} AND id = k.customer_id`,
      )}`;
    for (const row of rows) {
      const state = { exists: true, archived: row.archived };
      states.set(row.id, state);
      this.cache.set(`${organization}/${row.id}`, state);
    }
    // Unknown customers are not cached: one created a moment ago must be found at once.
    return states;
  }
}
