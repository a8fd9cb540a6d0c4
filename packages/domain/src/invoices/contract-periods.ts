/**
 * What a contract's other invoices say about the part of a billing period an invoice covers (docs/invoices.md
 * "An end moved past an issued, cut period"): an issued invoice cut at the contract's old end leaves the rest of
 * its period to an invoice of its own, and two live invoices of one period never overlap.
 *
 * Both reads look each key up through `lateralEach` (@billing/db), so every key is an index scan of the one-live-invoice
 * index (organization, customer, contract, period start): as a plain join, the embedded database (no statistics)
 * scanned the table per batch, 144 ms against 6 ms for 500 keys over 8,000 invoices (measured on a loaded
 * machine; the proportion is what counts).
 */
import type { TimeRange } from '@billing/core';
import { lateralEach } from '@billing/db';
import type { Context } from '../context.ts';
import type { DraftPeriod } from './drafts.ts';

/**
 * For each period whose start has an issued (FINALIZED or PAID) invoice ending before the period does: the rest
 * of it, [that invoice's end, the period's end), which needs an invoice of its own. Periods without one are left
 * out, so most calls return nothing.
 */
export async function issuedRemainders(
  ctx: Context,
  periods: readonly DraftPeriod[],
): Promise<DraftPeriod[]> {
  if (periods.length === 0) return [];
  const { sql } = ctx;
  const rows = await sql<
    { customer_id: string; contract_id: string; period_start: Date; period_end: Date }[]
  >`
    SELECT k.customer_id, k.contract_id, t.period_end AS period_start, k.period_end
    FROM ${lateralEach(
      sql,
      sql`unnest(
      ${sql.array(periods.map((p) => p.customerId))}::text[],
      ${sql.array(periods.map((p) => p.contractId))}::text[],
      ${sql.array(periods.map((p) => p.periodStart.toISOString()))}::timestamptz[],
      ${sql.array(periods.map((p) => p.periodEnd.toISOString()))}::timestamptz[]
      ) AS k(customer_id, contract_id, period_start, period_end)`,
      sql`SELECT i.period_end FROM invoices i
        WHERE i.organization_id = ${ctx.organization} AND i.customer_id = k.customer_id
          AND i.contract_id = k.contract_id AND i.period_start = k.period_start
          AND i.status IN ('FINALIZED', 'PAID') AND i.period_end < k.period_end`,
    )}`;
  return rows.map((r) => ({
    customerId: r.customer_id,
    contractId: r.contract_id,
    periodStart: r.period_start,
    periodEnd: r.period_end,
  }));
}

/** An invoice and the range of its contract's other invoices to look at (its billing period). */
export interface InvoiceInPeriod {
  customerId: string;
  contractId: string;
  id: string;
  period: TimeRange;
}

/**
 * The periods of the other live (not VOID) invoices of each invoice's contract that start inside its billing
 * period, by `customerId/id`; an invoice alone in its period (nearly all) has none.
 */
export async function otherInvoicesInPeriod(
  ctx: Context,
  invoices: readonly InvoiceInPeriod[],
): Promise<Map<string, TimeRange[]>> {
  const found = new Map<string, TimeRange[]>();
  if (invoices.length === 0) return found;
  const { sql } = ctx;
  const rows = await sql<{ customer_id: string; invoice_id: string; period_start: Date; period_end: Date }[]>`
    SELECT k.customer_id, k.id AS invoice_id, t.period_start, t.period_end
    FROM ${lateralEach(
      sql,
      sql`unnest(
      ${sql.array(invoices.map((i) => i.customerId))}::text[],
      ${sql.array(invoices.map((i) => i.contractId))}::text[],
      ${sql.array(invoices.map((i) => i.id))}::text[],
      ${sql.array(invoices.map((i) => i.period.startTime.toISOString()))}::timestamptz[],
      ${sql.array(invoices.map((i) => i.period.endTime.toISOString()))}::timestamptz[]
      ) AS k(customer_id, contract_id, id, low, high)`,
      sql`SELECT i.period_start, i.period_end FROM invoices i
        WHERE i.organization_id = ${ctx.organization} AND i.customer_id = k.customer_id
          AND i.contract_id = k.contract_id AND i.period_start >= k.low AND i.period_start < k.high
          AND i.status <> 'VOID' AND i.id <> k.id`,
    )}`;
  for (const r of rows) {
    const key = `${r.customer_id}/${r.invoice_id}`;
    found.set(key, [...(found.get(key) ?? []), { startTime: r.period_start, endTime: r.period_end }]);
  }
  return found;
}
