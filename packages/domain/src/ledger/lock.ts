import type { Context } from '../context.ts';

const lockKey = (ctx: Context, customerId: string) => `credits/${ctx.organization}/${customerId}`;

/**
 * Serializes the customer's ledger writers (grant create and void, finalize, invoice void, expiry) for the rest of
 * the transaction. Taken first, before any row lock: each ledger entry marks the customer's DRAFTs stale, so two
 * writers that each held one row the other's marks need would deadlock; one at a time per customer, they cannot.
 * Finalize takes it before it reads balances, so what it applies is still there when it books it.
 */
export async function lockCustomerLedger(ctx: Context, customerId: string): Promise<void> {
  await ctx.sql`SELECT pg_advisory_xact_lock(hashtextextended(${lockKey(ctx, customerId)}, 0))`;
}

/** lockCustomerLedger for many customers, in one statement and in one order (sorted), as single writers take it. */
export async function lockCustomerLedgers(ctx: Context, customerIds: readonly string[]): Promise<void> {
  if (customerIds.length === 0) return;
  const keys = [...customerIds].sort().map((c) => lockKey(ctx, c));
  await ctx.sql`
    SELECT count(pg_advisory_xact_lock(hashtextextended(k, 0)))
    FROM (SELECT k FROM unnest(${ctx.sql.array(keys)}::text[]) WITH ORDINALITY AS t(k, n) ORDER BY n) s`;
}
