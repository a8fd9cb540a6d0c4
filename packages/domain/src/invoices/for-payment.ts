/**
 * What payments read of an invoice (docs/payments.md): whether it can be charged, for how much, and whether it
 * was paid elsewhere. The row stays in the store; payments change the invoice only through `recordInvoicesPaid`.
 */
import { customerKeysIn } from '@billing/db';
import type { Context } from '../context.ts';
import type { InvoiceRef } from './record-paid.ts';
import { invoiceName } from './resource.ts';
import type { InvoiceStatus } from './schema.ts';

export interface InvoiceForPayment {
  customerId: string;
  id: string;
  /** The invoice's full name (`customers/{c}/invoices/{i}`). */
  name: string;
  status: InvoiceStatus;
  /** Decimal string in `currencyCode`. */
  total: string;
  currencyCode: string;
  /** Marked paid outside the service (`:markPaid`). */
  paidElsewhere: boolean;
}

interface Row {
  customer_id: string;
  id: string;
  status: InvoiceStatus;
  total: string;
  currency_code: string;
  paid_elsewhere: boolean;
}

const toForPayment = (row: Row): InvoiceForPayment => ({
  customerId: row.customer_id,
  id: row.id,
  name: invoiceName(row.customer_id, row.id),
  status: row.status,
  total: row.total,
  currencyCode: row.currency_code,
  paidElsewhere: row.paid_elsewhere,
});

/**
 * The invoice as payments see it, or null when the organization has none of that name. `share`: the row is
 * locked FOR SHARE until the caller's transaction ends (its status cannot move meanwhile).
 */
export async function readInvoiceForPayment(
  ctx: Context,
  ref: InvoiceRef,
  options: { share?: boolean } = {},
): Promise<InvoiceForPayment | null> {
  const [row] = await ctx.sql<Row[]>`
    SELECT customer_id, id, status, total::text, currency_code, paid_elsewhere FROM invoices
    WHERE organization_id = ${ctx.organization} AND customer_id = ${ref.customerId} AND id = ${ref.id}
    ${options.share ? ctx.sql`FOR SHARE` : ctx.sql``}`;
  return row ? toForPayment(row) : null;
}

/**
 * Many invoices as payments see them, those that exist. `share`: locked FOR SHARE in key order (so two batches
 * never wait on each other crosswise) until the caller's transaction ends; else no lock, in no particular order.
 */
export async function readInvoicesForPayment(
  ctx: Context,
  refs: readonly InvoiceRef[],
  options: { share?: boolean } = {},
): Promise<InvoiceForPayment[]> {
  if (refs.length === 0) return [];
  const { sql } = ctx;
  const rows = await sql<Row[]>`
    SELECT customer_id, id, status, total::text, currency_code, paid_elsewhere FROM invoices
    WHERE organization_id = ${ctx.organization} AND ${customerKeysIn(
      sql,
      ['customer_id', 'id'],
      [refs.map((r) => r.customerId), refs.map((r) => r.id)],
    )}
    ${options.share ? sql`ORDER BY customer_id, id FOR SHARE` : sql``}`;
  return rows.map(toForPayment);
}
