/**
 * Rated lines as the API writes them (SPEC 2.2): amounts as Money rounded to the currency's minor digits, unit
 * prices and quantities as canonical decimals. The pure rating package computes lines; this is their wire form.
 */
import { canonicalDecimal, Money } from '@billing/core';
import type { InvoiceLine, InvoiceTotals } from '@billing/rating';
import type { ChargeJson } from './schema.ts';

/** The InvoiceLine fields of SPEC 2.2 but `id` and `description`, which the caller names. */
export function invoiceLineToJson(line: InvoiceLine, currencyCode: string) {
  const money = (amount: InvoiceLine['subtotal']) => Money.of(amount, currencyCode).toJson();
  return {
    product: line.product,
    rateId: line.rateId,
    dimensions: { ...line.dimensions },
    quantity: { value: canonicalDecimal(line.quantity) },
    unitPrice: Money.of(line.unitPrice, currencyCode).toPriceJson(),
    subtotal: money(line.subtotal),
    credit: money(line.credit),
    total: money(line.total),
  };
}

/** A Charge preview row (SPEC 2.2): net is the line's total. */
export function chargeToJson(line: InvoiceLine, currencyCode: string): ChargeJson {
  const money = (amount: InvoiceLine['subtotal']) => Money.of(amount, currencyCode).toJson();
  return {
    product: line.product,
    rateId: line.rateId,
    dimensions: { ...line.dimensions },
    quantity: { value: canonicalDecimal(line.quantity) },
    subtotal: money(line.subtotal),
    credit: money(line.credit),
    net: money(line.total),
  };
}

export function invoiceTotalsToJson(totals: InvoiceTotals, currencyCode: string) {
  const money = (amount: InvoiceTotals['total']) => Money.of(amount, currencyCode).toJson();
  return {
    subtotal: money(totals.subtotal),
    tax: money(totals.tax),
    credit: money(totals.credit),
    total: money(totals.total),
  };
}
