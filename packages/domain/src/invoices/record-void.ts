/**
 * `:void` (docs/invoices.md "Void and regenerate"): a FINALIZED invoice becomes VOID and a fresh DRAFT of the same contract and period takes
 * its place, to be computed from what is current (late events, corrections). One transaction: the void, the
 * reversal of its credits (docs/credits.md), the new draft and the events.
 */
import { withTransaction } from '@billing/db';
import { reverseCommitmentEntries } from '../commitments/book-invoice.ts';
import type { Context } from '../context.ts';
import { reverseCreditApplications } from '../credits/book-invoice.ts';
import { lockCustomerLedger } from '../ledger/lock.ts';
import { outboxEvent } from '../outbox/events.ts';
import { writeOutboxEvent } from '../outbox/write-event.ts';
import { checkString } from '../shared/inputs.ts';
import { insertReplacementDraft } from './drafts.ts';
import { loadInvoiceLines, loadInvoiceRow } from './get.ts';
import { ledgerInvoiceOf } from './ledger-bookings.ts';
import { markTrueUpDrafts } from './mark-true-up-drafts.ts';
import { type InvoiceRow, invoiceName, toInvoice } from './resource.ts';
import type { VoidInvoiceInput } from './schema.ts';
import { checkTransition } from './transitions.ts';

export interface VoidResult {
  voided: InvoiceRow;
  replacement: InvoiceRow;
}

export async function voidInvoiceRecord(
  ctx: Context,
  customerId: string,
  id: string,
  body: VoidInvoiceInput,
): Promise<VoidResult> {
  const reason = checkString(body.reason, 'reason', 1000);
  return withTransaction(ctx, async (tx) => {
    await lockCustomerLedger(tx, customerId);
    const row = await loadInvoiceRow(tx, customerId, id, true);
    // DRAFT -> VOID is no move of the table (a DRAFT is deleted or finalized), so the one message serves all.
    checkTransition(
      invoiceName(customerId, id),
      row.status,
      'VOID',
      'only a FINALIZED invoice can be voided',
    );
    const now = ctx.clock.now();
    const [voided] = await tx.sql<InvoiceRow[]>`
      UPDATE invoices SET status = 'VOID', void_time = ${now}, void_reason = ${reason}, update_time = ${now}
      WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ${id}
      RETURNING *`;
    const object = toInvoice(voided!, (await loadInvoiceLines(tx, customerId, [id])).get(id)!);
    await writeOutboxEvent(tx, outboxEvent('invoice.voided', object.name, { object }));
    await reverseCreditApplications(tx, ledgerInvoiceOf(voided!));
    await reverseCommitmentEntries(tx, ledgerInvoiceOf(voided!));
    await markTrueUpDrafts(tx, voided!);
    const replacement = await insertReplacementDraft(tx, voided!);
    return { voided: voided!, replacement };
  });
}
