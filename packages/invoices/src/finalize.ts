/**
 * Finalizing (SEMANTICS 9): the DRAFT is computed one last time and frozen in one transaction holding its row
 * lock, so an event arriving meanwhile is either in the invoice or left for a later void and regenerate, and two
 * finalizes at once give one invoice, one number.
 */
import { failedPrecondition, formatTimestamp } from '@billing/core';
import { withTransaction } from '@billing/db';
import {
  deleteDraft,
  type FinalizeInvoiceInput,
  freezeInvoice,
  type InvoiceJson,
  invoiceName,
  loadInvoiceRow,
  lockCustomerLedger,
  lockDraft,
  readInvoice,
} from '@billing/domain';
import { computeInvoice } from './compute-invoice.ts';
import type { BillingContext } from './context.ts';

export type FinalizeOutcome = 'finalized' | 'deleted' | 'gone';

/** Computes and freezes a DRAFT; 'gone' when it was not a DRAFT any more (another finalize won). */
export async function finalizeDraft(
  ctx: BillingContext,
  customerId: string,
  id: string,
): Promise<FinalizeOutcome> {
  const outcome = await withTransaction(ctx, async (tx): Promise<FinalizeOutcome | 'outside'> => {
    // Before the row lock (docs/credits.md): the credits it reads stay as read until it books them.
    await lockCustomerLedger(tx, customerId);
    const row = await lockDraft(tx, customerId, id);
    if (!row) return 'gone';
    const result = await computeInvoice(tx, row);
    if (result.kind === 'outside') return 'outside';
    await freezeInvoice(tx, row, result.computed);
    return 'finalized';
  });
  if (outcome !== 'outside') return outcome;
  return (await deleteDraft(ctx, customerId, id)) ? 'deleted' : 'gone';
}

/**
 * `:finalize`: a DRAFT whose period has ended is finalized at once (before the grace period the worker waits);
 * one whose period has not ended is FAILED_PRECONDITION. Finalizing a FINALIZED or PAID invoice returns it as it
 * is; a VOID one is FAILED_PRECONDITION.
 */
export async function finalizeInvoice(
  ctx: BillingContext,
  customerId: string,
  id: string,
  _body: FinalizeInvoiceInput,
): Promise<InvoiceJson> {
  const row = await loadInvoiceRow(ctx, customerId, id);
  const name = invoiceName(customerId, id);
  if (row.status === 'VOID') throw failedPrecondition(`${name} is VOID`);
  if (row.status === 'DRAFT') {
    if (ctx.clock.now().getTime() < row.period_end.getTime()) {
      throw failedPrecondition(`${name} covers a period that ends at ${formatTimestamp(row.period_end)}`);
    }
    const outcome = await finalizeDraft(ctx, customerId, id);
    if (outcome === 'deleted') throw failedPrecondition(`${name} is no longer a period of its contract`);
  }
  return readInvoice(ctx, customerId, id);
}
