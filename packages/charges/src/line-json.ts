/**
 * Rated lines as the API writes them (the OpenAPI document): amounts as Money rounded to the currency's minor digits, unit
 * prices and quantities as canonical decimals. The pure rating package computes lines; this is their wire form.
 */
import { canonicalDecimal, Money } from '@billing/core';
import type { InvoiceLine, InvoiceTotals } from '@billing/rating';
import type { ChargeJson } from './schema.ts';

type Amount = InvoiceLine['subtotal'];

/** An amount of a line as the API writes it: rounded to the currency's minor digits. */
const money = (amount: Amount, currencyCode: string) => Money.of(amount, currencyCode).toJson();

/** The InvoiceLine fields of the OpenAPI document but `id` and `description`, which the caller names. */
export function invoiceLineToJson(line: InvoiceLine, currencyCode: string) {
  return {
    product: line.product,
    rateId: line.rateId,
    dimensions: { ...line.dimensions },
    quantity: { value: canonicalDecimal(line.quantity) },
    unitPrice: Money.of(line.unitPrice, currencyCode).toPriceJson(),
    subtotal: money(line.subtotal, currencyCode),
    credit: money(line.credit, currencyCode),
    total: money(line.total, currencyCode),
  };
}

/** A Charge preview row (the OpenAPI document): net is the line's total. */
export function chargeToJson(line: InvoiceLine, currencyCode: string): ChargeJson {
  return {
    product: line.product,
    rateId: line.rateId,
    dimensions: { ...line.dimensions },
    quantity: { value: canonicalDecimal(line.quantity) },
    subtotal: money(line.subtotal, currencyCode),
    credit: money(line.credit, currencyCode),
    net: money(line.total, currencyCode),
  };
}

export function invoiceTotalsToJson(totals: InvoiceTotals, currencyCode: string) {
  return {
    subtotal: money(totals.subtotal, currencyCode),
    tax: money(totals.tax, currencyCode),
    credit: money(totals.credit, currencyCode),
    total: money(totals.total, currencyCode),
  };
}

/** A line's JSON with its tax: the total becomes subtotal - credit + tax (docs/tax.md). */
export function taxedLineJson<T extends object>(
  json: T,
  line: InvoiceLine,
  taxed: { tax: Amount; rate: { name: string; displayName: string; percentage: Amount } | null },
  currencyCode: string,
) {
  return {
    ...json,
    total: money(line.total.plus(taxed.tax), currencyCode),
    tax: money(taxed.tax, currencyCode),
    taxRate: taxed.rate?.name ?? '',
    taxRateDisplayName: taxed.rate?.displayName ?? '',
    taxPercentage: taxed.rate?.percentage.toFixed() ?? '',
  };
}
