/**
 * Finalizing a DRAFT (docs/invoices.md "Finalize"): its last computation becomes the invoice for good. The caller computes the
 * lines and calls this inside one transaction holding the row's lock, so nothing slips in between.
 */
import { Decimal } from '@billing/core';
import { bookCommitmentEntries } from '../commitments/book-invoice.ts';
import type { Context } from '../context.ts';
import { bookCreditApplications } from '../credits/book-invoice.ts';
import { outboxEvent } from '../outbox/events.ts';
import { writeOutboxEvent } from '../outbox/write-event.ts';
import type { ComputedInvoice } from './computed.ts';
import { writeInvoiceAmounts } from './drafts.ts';
import { dueTimeAt } from './due-time.ts';
import { readInvoice } from './get.ts';
import { ledgerInvoiceOf } from './ledger-bookings.ts';
import { markTrueUpDrafts } from './mark-true-up-drafts.ts';
import { invoicePaidEvent } from './record-paid.ts';
import { type InvoiceRow, invoiceName } from './resource.ts';
import { checkTransition } from './transitions.ts';

/**
 * The organization's next invoice number. The counter row is updated in the finalizing transaction, so a
 * finalize that rolls back gives its number back (no gaps), and finalizes of one organization take numbers
 * one after another (the row lock orders them).
 */
async function nextInvoiceNumber(ctx: Context): Promise<string> {
  const [row] = await ctx.sql<{ last_number: string }[]>`
    INSERT INTO invoice_numbers (organization_id, last_number) VALUES (${ctx.organization}, 1)
    ON CONFLICT (organization_id) DO UPDATE SET last_number = invoice_numbers.last_number + 1
    RETURNING last_number`;
  return row!.last_number;
}

/**
 * Writes `computed` as the invoice's final lines and amounts, gives it a number and moves it to FINALIZED, or
 * straight on to PAID when its total is 0 (nothing to collect). `row` is the locked DRAFT. Outbox events
 * `invoice.finalized` (and `invoice.paid`), the credits it applied (CREDIT_APPLIED) and its commitment entries in
 * the same transaction.
 */
export async function freezeInvoice(ctx: Context, row: InvoiceRow, computed: ComputedInvoice): Promise<void> {
  const paid = new Decimal(computed.total).isZero();
  checkTransition(invoiceName(row.customer_id, row.id), row.status, paid ? 'PAID' : 'FINALIZED');
  const now = ctx.clock.now();
  await writeInvoiceAmounts(ctx, row, computed);
  const number = await nextInvoiceNumber(ctx);
  await ctx.sql`
    UPDATE invoices i SET status = ${paid ? 'PAID' : 'FINALIZED'}, number = ${number}, finalize_time = ${now},
      due_time = ${dueTimeAt(ctx, now)}, paid_time = ${paid ? now : null}, update_time = ${now}, stale = false,
      failure_reason = ''
    WHERE organization_id = ${ctx.organization} AND customer_id = ${row.customer_id} AND id = ${row.id}`;
  const name = invoiceName(row.customer_id, row.id);
  const invoice = await readInvoice(ctx, row.customer_id, row.id);
  await writeOutboxEvent(ctx, outboxEvent('invoice.finalized', name, { object: invoice }));
  if (paid) await writeOutboxEvent(ctx, invoicePaidEvent(invoice));
  // After the status moved: the ledger's trigger marks the customer's DRAFTs stale, and this is none of them.
  await bookCreditApplications(ctx, ledgerInvoiceOf(row), computed.credits ?? []);
  await bookCommitmentEntries(ctx, ledgerInvoiceOf(row), computed.commitments ?? []);
  await markTrueUpDrafts(ctx, row);
}
