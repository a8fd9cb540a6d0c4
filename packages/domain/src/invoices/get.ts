import { notFound } from '@billing/core';
import { customerKeysIn } from '@billing/db';
import type { Context } from '../context.ts';
import { type InvoiceLineRow, type InvoiceRow, invoiceName, toInvoice } from './resource.ts';
import type { InvoiceJson } from './schema.ts';

/** The invoice's row (locked for update when `lock`, inside a transaction), or NOT_FOUND. */
export async function loadInvoiceRow(
  ctx: Context,
  customerId: string,
  id: string,
  lock = false,
): Promise<InvoiceRow> {
  const rows = lock
    ? await ctx.sql<InvoiceRow[]>`
        SELECT * FROM invoices
        WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ${id} FOR UPDATE`
    : await ctx.sql<InvoiceRow[]>`
        SELECT * FROM invoices
        WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ${id}`;
  if (!rows[0]) throw notFound(invoiceName(customerId, id));
  return rows[0];
}

/** The lines of the given invoices of one customer, by invoice id, in line order. */
export async function loadInvoiceLines(
  ctx: Context,
  customerId: string,
  invoiceIds: readonly string[],
): Promise<Map<string, InvoiceLineRow[]>> {
  const byInvoice = new Map<string, InvoiceLineRow[]>(invoiceIds.map((id) => [id, []]));
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await ctx.sql<InvoiceLineRow[]>`
    SELECT invoice_id, position, id, description, product, rate_id, dimensions, start_time, end_time,
      quantity::text, unit_price::text, subtotal::text, credit::text, total::text, tax::text, tax_rate,
      tax_rate_name, tax_percentage
    FROM invoice_lines
    WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId}
      AND invoice_id IN ${ctx.sql(invoiceIds as string[])}
    ORDER BY invoice_id, position`;
  for (const row of rows) byInvoice.get(row.invoice_id)?.push(row);
  return byInvoice;
}

/** The invoice as the API shows it. */
export async function readInvoice(ctx: Context, customerId: string, id: string, lock = false) {
  const row = await loadInvoiceRow(ctx, customerId, id, lock);
  const lines = (await loadInvoiceLines(ctx, customerId, [id])).get(id)!;
  return toInvoice(row, lines);
}

/**
 * Many invoices as the API shows them, in the order of `keys` (the events of a bill run's batch): two
 * statements whatever their number.
 */
export async function readInvoices(
  ctx: Context,
  keys: readonly { customerId: string; id: string }[],
): Promise<InvoiceJson[]> {
  if (keys.length === 0) return [];
  const { sql } = ctx;
  const customers = keys.map((k) => k.customerId);
  const ids = keys.map((k) => k.id);
  const rows = await sql<InvoiceRow[]>`
    SELECT * FROM invoices
    WHERE organization_id = ${ctx.organization} AND ${customerKeysIn(sql, ['customer_id', 'id'], [customers, ids])}`;
  const lines = await sql<(InvoiceLineRow & { customer_id: string })[]>`
    SELECT customer_id, invoice_id, position, id, description, product, rate_id, dimensions, start_time, end_time,
      quantity::text, unit_price::text, subtotal::text, credit::text, total::text, tax::text, tax_rate,
      tax_rate_name, tax_percentage
    FROM invoice_lines
    WHERE organization_id = ${ctx.organization}
      AND ${customerKeysIn(sql, ['customer_id', 'invoice_id'], [customers, ids])}
    ORDER BY customer_id, invoice_id, position`;
  const linesOf = new Map<string, InvoiceLineRow[]>();
  for (const line of lines) {
    const key = `${line.customer_id}/${line.invoice_id}`;
    const list = linesOf.get(key) ?? [];
    list.push(line);
    linesOf.set(key, list);
  }
  const rowOf = new Map(rows.map((row) => [`${row.customer_id}/${row.id}`, row]));
  return keys.map(({ customerId, id }) => {
    const row = rowOf.get(`${customerId}/${id}`);
    if (!row) throw notFound(invoiceName(customerId, id));
    return toInvoice(row, linesOf.get(`${customerId}/${id}`) ?? []);
  });
}

/** `GET customers/{customer}/invoices/{invoice}`. */
export function getInvoice(ctx: Context, customerId: string, id: string): Promise<InvoiceJson> {
  return readInvoice(ctx, customerId, id);
}
