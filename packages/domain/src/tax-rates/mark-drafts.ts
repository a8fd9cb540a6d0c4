import type { Context } from '../context.ts';
import { markDraftsStale } from '../invoices/mark-stale.ts';

/**
 * Marks DRAFTs stale whose tax may have changed: every DRAFT of the organization (a rate), or of one customer
 * (its country or exemption). Finalized invoices keep the tax they were finalized with.
 */
export async function markDraftsForTax(ctx: Context, customerId?: string): Promise<void> {
  await markDraftsStale(ctx, customerId === undefined ? { organization: true } : { customerId });
}
