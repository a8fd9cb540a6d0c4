import type { Context } from '../context.ts';

/**
 * The dueTime of the invoice `i` finalized at `now` (docs/collection.md): now + the net terms in force, the
 * customer's or else the organization's, in days of 24 hours. A fragment of an UPDATE of `invoices i`.
 */
export function dueTimeAt(ctx: Context, now: Date) {
  return ctx.sql`${now}::timestamptz + make_interval(hours => 24 * (
    SELECT coalesce(c.net_terms_days, o.net_terms_days) FROM customers c JOIN organizations o ON o.id = c.organization_id
    WHERE c.organization_id = i.organization_id AND c.id = i.customer_id))`;
}
