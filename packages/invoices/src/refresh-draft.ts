/**
 * Keeping a DRAFT current: recompute it from what is current and store the result, unless it stopped being a
 * DRAFT meanwhile. A computation that fails (a bad rate, a currency mismatch) is recorded on the invoice, logged
 * by the caller, and never stops the other drafts.
 */
import { ApiError } from '@billing/core';
import {
  deleteDraft,
  type InvoiceRow,
  loadInvoiceRow,
  recordDraftFailure,
  writeDraft,
} from '@billing/domain';
import { computeInvoice } from './compute-invoice.ts';
import type { BillingContext } from './context.ts';

export type RefreshOutcome = 'refreshed' | 'deleted' | 'failed' | 'gone';

/** The reason shown on the invoice: an ApiError's message is for users; anything else is not shown. */
export function failureReason(error: unknown): string {
  return error instanceof ApiError ? error.message : 'the invoice could not be computed (internal error)';
}

export async function refreshDraft(
  ctx: BillingContext,
  customerId: string,
  id: string,
  version?: string,
): Promise<{ outcome: RefreshOutcome; error?: unknown }> {
  let row: InvoiceRow;
  try {
    row = await loadInvoiceRow(ctx, customerId, id);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NOT_FOUND') return { outcome: 'gone' };
    throw error;
  }
  if (row.status !== 'DRAFT') return { outcome: 'gone' };
  const seen = version ?? row.stale_version;
  try {
    const result = await computeInvoice(ctx, row);
    if (result.kind === 'outside') {
      return { outcome: (await deleteDraft(ctx, customerId, id)) ? 'deleted' : 'gone' };
    }
    const written = await writeDraft(ctx, customerId, id, seen, result.computed);
    return { outcome: written.kind === 'written' ? 'refreshed' : 'gone' };
  } catch (error) {
    await recordDraftFailure(ctx, customerId, id, seen, failureReason(error));
    return { outcome: 'failed', error };
  }
}
