import { notFound } from '@billing/core';
import type { Context } from '../context.ts';
import { type Page, type PageRequest, paginate } from '../shared/paging.ts';
import { type TaxRate, type TaxRateRow, taxRateName, toTaxRate } from './resource.ts';

export async function getTaxRate(ctx: Context, id: string): Promise<TaxRate> {
  const [row] = await ctx.sql<TaxRateRow[]>`
    SELECT * FROM tax_rates WHERE organization_id = ${ctx.organization} AND id = ${id}`;
  if (!row) throw notFound(taxRateName(id));
  return toTaxRate(row);
}

/** Oldest first, archived ones included (finalized invoices may name them). */
export async function listTaxRates(ctx: Context, request: PageRequest): Promise<Page<TaxRate>> {
  return paginate(
    ctx,
    request,
    { collection: 'taxRates' },
    (after, limit) => ctx.sql<TaxRateRow[]>`
      SELECT * FROM tax_rates WHERE organization_id = ${ctx.organization} AND seq > ${after}
      ORDER BY seq LIMIT ${limit}`,
    toTaxRate,
  );
}
