import { notFound } from '@billing/core';
import { withTransaction } from '@billing/db';
import type { Context } from '../context.ts';
import { markDraftsForTax } from './mark-drafts.ts';
import { type TaxRate, type TaxRateRow, taxRateName, toTaxRate } from './resource.ts';

/**
 * `taxRates/{id}:archive`: the rate applies to no invoice computed from now on (DRAFTs are recomputed without it);
 * finalized invoices keep the tax they were finalized with. One-way and idempotent; a rate is never deleted.
 */
export async function archiveTaxRate(ctx: Context, id: string): Promise<TaxRate> {
  return withTransaction(ctx, async (tx) => {
    const [current] = await tx.sql<TaxRateRow[]>`
      SELECT * FROM tax_rates WHERE organization_id = ${ctx.organization} AND id = ${id} FOR UPDATE`;
    if (!current) throw notFound(taxRateName(id));
    if (current.archived) return toTaxRate(current);
    const [row] = await tx.sql<TaxRateRow[]>`
      UPDATE tax_rates SET archived = true, update_time = ${ctx.clock.now()}
      WHERE organization_id = ${ctx.organization} AND id = ${id} RETURNING *`;
    await markDraftsForTax(tx);
    return toTaxRate(row!);
  });
}
