import type { Context } from '../context.ts';
import type { Page, PageRequest } from '../shared/paging.ts';
import { listScopedRows, loadScopedRow } from '../shared/scoped-rows.ts';
import { type TaxRate, type TaxRateRow, taxRateName, toTaxRate } from './resource.ts';

export async function getTaxRate(ctx: Context, id: string): Promise<TaxRate> {
  return toTaxRate(await loadScopedRow<TaxRateRow>(ctx, 'tax_rates', id, taxRateName(id)));
}

/** Oldest first, archived ones included (finalized invoices may name them). */
export function listTaxRates(ctx: Context, request: PageRequest): Promise<Page<TaxRate>> {
  return listScopedRows(ctx, request, 'tax_rates', 'taxRates', toTaxRate);
}
