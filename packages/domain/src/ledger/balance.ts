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
  const { sql } = ctx;
  // What the entries written by then leave on the accounts of one kind in effect then, in the customer's currency.
  const remainingOf = async (
    table: 'credit_grants' | 'commitments',
    account: 'grant_id' | 'commitment_id',
  ) => {
    const [row] = await sql<{ remaining: string | null }[]>`
      SELECT sum(t.amount)::text AS remaining
      FROM balance_transactions t
      JOIN ${sql(table)} a ON a.organization_id = t.organization_id AND a.customer_id = t.customer_id
        AND a.id = ${sql(`t.${account}`)}
      WHERE t.organization_id = ${ctx.organization} AND t.customer_id = ${customerId}
        AND t.create_time <= ${at} AND a.currency_code = ${customer.currency_code}
        AND a.start_time <= ${at} AND (a.end_time IS NULL OR a.end_time > ${at})
        AND (a.void_time IS NULL OR a.void_time > ${at})`;
    return row?.remaining ?? '0';
  };
  const credits = await remainingOf('credit_grants', 'grant_id');
  const commitments = await remainingOf('commitments', 'commitment_id');
  const currency = customer.currency_code;
  return {
    customer: `customers/${customerId}`,
    asOfTime: formatTimestamp(at),
    creditRemaining: Money.of(credits, currency).toJson(),
    commitmentRemaining: Money.of(commitments, currency).toJson(),
  };
}
