/**
 * The seam for tax (docs/tax.md): every DRAFT, preview and finalized invoice asks a TaxCalculator for the tax of
 * its lines. The built-in one reads the organization's rate table; an external tax service would be another
 * implementation of the same interface, answering per line.
 */

import type { Decimal } from '@billing/core';
import { type Context, readTaxParties, readTaxRates } from '@billing/domain';
import { selectTaxRate, taxLines } from '@billing/rating';

export interface TaxRequest {
  customerId: string;
  currencyCode: string;
  /** The end of the invoice's period: the rate effective then applies. */
  periodEnd: Date;
  /** Each line's rounded subtotal and its credit; the tax is on the difference. */
  lines: readonly { product: string; subtotal: Decimal; credit: Decimal }[];
}

export interface AppliedTaxRate {
  /** `taxRates/{id}` for the built-in table; an external service's own reference otherwise. */
  name: string;
  displayName: string;
  percentage: Decimal;
}

export interface TaxAnswer {
  /** One per line of the request, in its order; each rounded to the currency's minor unit. */
  lines: { tax: Decimal; rate: AppliedTaxRate | null }[];
  /** The sum of the lines' taxes. */
  tax: Decimal;
}

export interface TaxCalculator {
  /** The tax of many invoices of one organization at once (a bill run's batch), answers in request order. */
  calculate(
    ctx: Pick<Context, 'sql' | 'organization'>,
    requests: readonly TaxRequest[],
  ): Promise<TaxAnswer[]>;
}

/** The organization's tax rates: one rate per invoice, by the customer's billing country and exemption. */
export const rateTableTaxCalculator: TaxCalculator = {
  async calculate(ctx, requests) {
    if (requests.length === 0) return [];
    const rates = await readTaxRates(ctx);
    if (rates.length === 0) return requests.map((r) => taxAnswer(r, null));
    const parties = await readTaxParties(
      ctx,
      requests.map((r) => r.customerId),
    );
    return requests.map((request) => {
      const party = parties.get(request.customerId) ?? { countryCode: '', taxExempt: false };
      return taxAnswer(request, selectTaxRate(rates, party, request.periodEnd));
    });
  },
};

function taxAnswer(request: TaxRequest, rate: AppliedTaxRate | null): TaxAnswer {
  const { taxes, tax } = taxLines(request.lines, rate, request.currencyCode);
  return { lines: taxes.map((t) => ({ tax: t, rate })), tax };
}

/** The calculator every computation uses: the one place to plug another in. */
export const taxCalculator: TaxCalculator = rateTableTaxCalculator;
