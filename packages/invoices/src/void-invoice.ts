/**
 * `:void` (docs/invoices.md "Void and regenerate"): FINALIZED -> VOID, with a fresh DRAFT of the same contract and period computed at once
 * from what is current (late events, corrections). The draft's first computation is best effort here: it is
 * stale until computed, so the worker's refresh computes it if this one fails.
 */
import { type InvoiceJson, readInvoice, type VoidInvoiceInput, voidInvoiceRecord } from '@billing/domain';
import type { BillingContext } from './context.ts';
import { refreshDraft } from './refresh-draft.ts';

export async function voidInvoice(
  ctx: BillingContext,
  customerId: string,
  id: string,
  body: VoidInvoiceInput,
): Promise<InvoiceJson> {
  const { replacement } = await voidInvoiceRecord(ctx, customerId, id, body);
  await refreshDraft(ctx, customerId, replacement.id).catch(() => undefined);
  return readInvoice(ctx, customerId, id);
}
