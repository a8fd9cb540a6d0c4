import { formatTimestamp, Money, parseTimestamp } from '@billing/core';
import type { Context } from '../context.ts';
import { loadCustomerRow } from '../customers/get.ts';
import type { Balance } from './schema.ts';

/**
 * `GET customers/{customer}/balance?asOfTime=` (docs/credits.md): what the ledger held at asOfTime (default now) on
 * the grants ACTIVE then: entries written by then only, so applications count from their invoice's finalize.
 * Grants in another currency than the customer's (its currency changed since) are left out.
 * commitmentRemaining likewise over the commitments in effect then (started, not ended, not voided).
 */
export async function getBalance(
  ctx: Context,
  customerId: string,
  asOfTime: string | undefined,
): Promise<Balance> {
  const at = asOfTime === undefined ? ctx.clock.now() : parseTimestamp(asOfTime, 'asOfTime');
  const customer = await loadCustomerRow(ctx, customerId);
  const [row] = await ctx.sql<{ remaining: string | null }[]>`
    SELECT sum(t.amount)::text AS remaining
    FROM balance_transactions t
    JOIN credit_grants g ON g.organization_id = t.organization_id AND g.customer_id = t.customer_id
      AND g.id = t.grant_id
    WHERE t.organization_id = ${ctx.organization} AND t.customer_id = ${customerId}
      AND t.create_time <= ${at} AND g.currency_code = ${customer.currency_code}
      AND g.start_time <= ${at} AND (g.end_time IS NULL OR g.end_time > ${at})
      AND (g.void_time IS NULL OR g.void_time > ${at})`;
  const [commitments] = await ctx.sql<{ remaining: string | null }[]>`
    SELECT sum(t.amount)::text AS remaining
    FROM balance_transactions t
    JOIN commitments c ON c.organization_id = t.organization_id AND c.customer_id = t.customer_id
      AND c.id = t.commitment_id
    WHERE t.organization_id = ${ctx.organization} AND t.customer_id = ${customerId}
      AND t.create_time <= ${at} AND c.currency_code = ${customer.currency_code}
      AND c.start_time <= ${at} AND (c.end_time IS NULL OR c.end_time > ${at})
      AND (c.void_time IS NULL OR c.void_time > ${at})`;
  const currency = customer.currency_code;
  return {
    customer: `customers/${customerId}`,
    asOfTime: formatTimestamp(at),
    creditRemaining: Money.of(row?.remaining ?? '0', currency).toJson(),
    commitmentRemaining: Money.of(commitments?.remaining ?? '0', currency).toJson(),
  };
}
