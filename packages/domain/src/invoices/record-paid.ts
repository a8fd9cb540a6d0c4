/**
 * The store's paid verbs (docs/invoices.md "States"): the only writers of PAID and of `invoice.paid`. One
 * shape for the event wherever the invoice was paid (a payment, `:markPaid`, a finalize that owes nothing): the
 * invoice as the API returns it. The caller holds the transaction; the event commits with the status.
 */
import { failedPrecondition, invalidField } from '@billing/core';
import type { Context } from '../context.ts';
import { type OutboxEvent, outboxEvent } from '../outbox/events.ts';
import { writeOutboxEvent, writeOutboxEvents } from '../outbox/write-event.ts';
import { loadInvoiceRow, readInvoice, readInvoices } from './get.ts';
import { invoiceName } from './resource.ts';
import type { InvoiceJson } from './schema.ts';
import { checkTransition } from './transitions.ts';

/** An invoice of the organization, by its keys (what payments and the ledger hold of it). */
export interface InvoiceRef {
  customerId: string;
  id: string;
}

/** The one `invoice.paid` event: the invoice as it now is. */
export function invoicePaidEvent(invoice: InvoiceJson): OutboxEvent {
  return outboxEvent('invoice.paid', invoice.name, { object: invoice });
}

export interface RecordPaidOptions {
  /** When the money arrived; the clock's now when absent. Not before the invoice was finalized. */
  paidTime?: Date;
  /** Paid outside the service (`:markPaid`): the invoice says so. */
  elsewhere?: boolean;
  /** What the payer quoted (a transfer's reference), with `elsewhere`. */
  reference?: string;
}

/**
 * A FINALIZED invoice becomes PAID, as a user asked (`:markPaid`): NOT_FOUND when it does not exist,
 * FAILED_PRECONDITION when it is not FINALIZED, INVALID_ARGUMENT when `paidTime` is before its finalize. Locks
 * the row; writes `invoice.paid`; returns the invoice as it now is.
 */
export async function recordInvoicePaid(
  ctx: Context,
  ref: InvoiceRef,
  options: RecordPaidOptions = {},
): Promise<InvoiceJson> {
  const now = ctx.clock.now();
  const paidTime = options.paidTime ?? now;
  const row = await loadInvoiceRow(ctx, ref.customerId, ref.id, true);
  const name = invoiceName(ref.customerId, ref.id);
  const refusal = 'only a FINALIZED invoice can be marked paid';
  // The table lets a DRAFT become PAID only through its finalize (it owes nothing), never by a user's word.
  if (row.status === 'DRAFT') throw failedPrecondition(`${name} is DRAFT: ${refusal}`);
  checkTransition(name, row.status, 'PAID', refusal);
  if (row.finalize_time && paidTime.getTime() < row.finalize_time.getTime())
    throw invalidField('paidTime', 'must not be before the invoice was finalized');
  await ctx.sql`
    UPDATE invoices SET status = 'PAID', paid_time = ${paidTime}, paid_elsewhere = ${options.elsewhere ?? false},
      paid_reference = ${options.reference ?? ''}, update_time = ${now}
    WHERE organization_id = ${ctx.organization} AND customer_id = ${ref.customerId} AND id = ${ref.id}`;
  const invoice = await readInvoice(ctx, ref.customerId, ref.id);
  await writeOutboxEvent(ctx, invoicePaidEvent(invoice));
  return invoice;
}

/**
 * The FINALIZED ones of `refs` become PAID at `paidTime` (a payment succeeded for each): one statement however
 * many. An invoice that is no longer FINALIZED (voided while the charge was in flight) keeps its status, and
 * the money's own event says what happened; so does an unknown one. Writes `invoice.paid` for each that
 * changed and returns those, in the order of `refs`. `paidTime` (the payment's success) is also the update time.
 */
export async function recordInvoicesPaid(
  ctx: Context,
  refs: readonly InvoiceRef[],
  options: { paidTime?: Date } = {},
): Promise<InvoiceRef[]> {
  if (refs.length === 0) return [];
  const { sql } = ctx;
  const now = options.paidTime ?? ctx.clock.now();
  // `status = 'FINALIZED'`: the only status the table lets a payment move to PAID (a DRAFT owing nothing is
  // paid by its finalize).
  const rows = await sql<{ customer_id: string; id: string }[]>`
    UPDATE invoices i SET status = 'PAID', paid_time = ${now}, update_time = ${now}
    FROM (SELECT DISTINCT * FROM unnest(
      ${sql.array(refs.map((r) => r.customerId))}::text[], ${sql.array(refs.map((r) => r.id))}::text[]
    ) AS v(customer_id, id)) v
    WHERE i.organization_id = ${ctx.organization} AND i.customer_id = v.customer_id AND i.id = v.id
      AND i.status = 'FINALIZED'
    RETURNING i.customer_id, i.id`;
  const changed = new Set(rows.map((r) => `${r.customer_id}/${r.id}`));
  const seen = new Set<string>();
  const paid = refs.filter((r) => {
    const key = `${r.customerId}/${r.id}`;
    if (!changed.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  await writeOutboxEvents(ctx, (await readInvoices(ctx, paid)).map(invoicePaidEvent));
  return paid;
}
