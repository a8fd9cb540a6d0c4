/**
 * Marking DRAFTs stale (docs/invoices.md "Drafts kept current"): something they are computed from changed (a tax
 * rate, a customer's tax status, the time zone, a commitment's true-up), so the next refresh computes them again.
 * The store's verb for the modules whose changes DRAFTs depend on; finalized invoices never move.
 */
import type { Context } from '../context.ts';
import type { InvoiceRef } from './record-paid.ts';

/** Which DRAFTs of the organization. */
export type StaleScope =
  | { organization: true }
  | { customerId: string }
  | { customerIds: readonly string[] }
  /** The DRAFTs of these contracts, but for the invoices in `except` (those the change came from). */
  | { contracts: readonly { customerId: string; contractId: string }[]; except?: readonly InvoiceRef[] };

/** Marks the scope's DRAFTs stale (their version moves on, so a computation in flight is not kept as current). */
export async function markDraftsStale(ctx: Context, scope: StaleScope): Promise<void> {
  const { sql } = ctx;
  if ('organization' in scope) {
    await sql`
      UPDATE invoices SET stale = true, stale_version = stale_version + 1
      WHERE organization_id = ${ctx.organization} AND status = 'DRAFT'`;
  } else if ('customerId' in scope) {
    await sql`
      UPDATE invoices SET stale = true, stale_version = stale_version + 1
      WHERE organization_id = ${ctx.organization} AND status = 'DRAFT' AND customer_id = ${scope.customerId}`;
  } else if ('customerIds' in scope) {
    if (scope.customerIds.length === 0) return;
    await sql`
      UPDATE invoices SET stale = true, stale_version = stale_version + 1
      WHERE organization_id = ${ctx.organization} AND status = 'DRAFT'
        AND customer_id = ANY(${sql.array([...new Set(scope.customerIds)])}::text[])`;
  } else {
    const { contracts, except = [] } = scope;
    if (contracts.length === 0) return;
    // Filtered by customer first, then by key strings: a join to the list grew with the invoices table on the
    // embedded database's plans (docs/invoices.md).
    await sql`
      UPDATE invoices SET stale = true, stale_version = stale_version + 1
      WHERE organization_id = ${ctx.organization}
        AND customer_id = ANY(${sql.array([...new Set(contracts.map((c) => c.customerId))])}::text[])
        AND status = 'DRAFT'
        AND customer_id || '/' || contract_id = ANY(${sql.array(contracts.map((c) => `${c.customerId}/${c.contractId}`))}::text[])
        AND NOT customer_id || '/' || id = ANY(${sql.array(except.map((r) => `${r.customerId}/${r.id}`))}::text[])`;
  }
}
