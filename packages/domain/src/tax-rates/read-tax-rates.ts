import { Decimal } from '@billing/core';
import { eachCustomer } from '@billing/db';
import type { TaxRateTerms } from '@billing/rating';
import type { Context } from '../context.ts';
import type { TaxRateRow } from './resource.ts';

/** A rate as computations use it: the rating package's terms and its full name. */
export interface TaxRateForComputation extends TaxRateTerms {
  name: string;
}

/** The organization's live (not archived) rates, for the built-in tax calculation. */
export async function readTaxRates(
  ctx: Pick<Context, 'sql' | 'organization'>,
): Promise<TaxRateForComputation[]> {
  const rows = await ctx.sql<TaxRateRow[]>`
    SELECT * FROM tax_rates WHERE organization_id = ${ctx.organization} AND NOT archived ORDER BY seq`;
  return rows.map((r) => ({
    id: r.id,
    name: `taxRates/${r.id}`,
    displayName: r.display_name,
    percentage: new Decimal(r.percentage),
    countryCodes: r.country_codes,
    startTime: r.start_time,
    endTime: r.end_time,
  }));
}

/** What decides a customer's tax besides the rates: its billing country and its exemption. */
export async function readTaxParties(
  ctx: Pick<Context, 'sql' | 'organization'>,
  customerIds: readonly string[],
): Promise<Map<string, { countryCode: string; taxExempt: boolean }>> {
  if (customerIds.length === 0) return new Map();
  const { sql } = ctx;
  const rows = await sql<{ id: string; country_code: string | null; tax_exempt: boolean }[]>`
    SELECT t.* FROM ${eachCustomer(
      sql,
      customerIds,
      sql`SELECT id, billing_profile->>'countryCode' AS country_code, tax_exempt FROM customers
        WHERE organization_id = ${ctx.organization} AND id = k.customer_id`,
    )}`;
  return new Map(rows.map((r) => [r.id, { countryCode: r.country_code ?? '', taxExempt: r.tax_exempt }]));
}
