import type { Context } from '../context.ts';

/**
 * Marks DRAFTs stale whose tax may have changed: every DRAFT of the organization (a rate), or of one customer
 * (its country or exemption). Finalized invoices keep the tax they were finalized with.
 */
export async function markDraftsForTax(ctx: Context, customerId?: string): Promise<void> {
  await ctx.sql`
    UPDATE invoices SET stale = true, stale_version = stale_version + 1
    WHERE organization_id = ${ctx.organization} AND status = 'DRAFT'
      ${customerId === undefined ? ctx.sql`` : ctx.sql`AND customer_id = ${customerId}`}`;
}
