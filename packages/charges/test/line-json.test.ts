/** Rated lines in their wire form: Money with the currency's minor digits, canonical quantities and prices. */
import { Decimal } from '@billing/core';
import type { InvoiceLine } from '@billing/rating';
import { describe, expect, it } from 'vitest';
import { chargeToJson, invoiceLineToJson, invoiceTotalsToJson } from '../src/line-json.ts';

const dec = (value: string) => new Decimal(value);

function line(subtotal: string, quantity: string, unitPrice: string): InvoiceLine {
  return {
    product: 'products/p',
    rateId: 'r',
    startTime: new Date('2026-04-01T00:00:00Z'),
    endTime: new Date('2026-05-01T00:00:00Z'),
    dimensions: { region: 'eu' },
    quantity: dec(quantity),
    unitPrice: dec(unitPrice),
    subtotal: dec(subtotal),
    credit: dec('0'),
    total: dec(subtotal),
  };
}

describe('line JSON', () => {
  it('amounts carry exactly the minor digits; quantity and unit price are canonical decimals', () => {
    const l = line('12.3', '12.30', '1.000');
    expect(invoiceLineToJson(l, 'USD')).toEqual({
      product: 'products/p',
      rateId: 'r',
      dimensions: { region: 'eu' },
      quantity: { value: '12.3' },
      unitPrice: { amount: { value: '1' }, currencyCode: 'USD' },
      subtotal: { amount: { value: '12.30' }, currencyCode: 'USD' },
      credit: { amount: { value: '0.00' }, currencyCode: 'USD' },
      total: { amount: { value: '12.30' }, currencyCode: 'USD' },
    });
    expect(chargeToJson(l, 'USD')).toEqual({
      product: 'products/p',
      rateId: 'r',
      dimensions: { region: 'eu' },
      quantity: { value: '12.3' },
      subtotal: { amount: { value: '12.30' }, currencyCode: 'USD' },
      credit: { amount: { value: '0.00' }, currencyCode: 'USD' },
      net: { amount: { value: '12.30' }, currencyCode: 'USD' },
    });
  });

  it('a unit price keeps every digit it has; an amount is rounded half away from zero', () => {
    const l = line('0.005', '1', '0.000125');
    expect(invoiceLineToJson(l, 'USD').unitPrice.amount.value).toBe('0.000125');
    expect(invoiceLineToJson(l, 'USD').subtotal.amount.value).toBe('0.01');
  });

  it('writes JPY with no decimals and KWD with three', () => {
    expect(invoiceLineToJson(line('5', '3', '1.5'), 'JPY').subtotal.amount.value).toBe('5');
    expect(invoiceLineToJson(line('0.001', '1', '0.0005'), 'KWD').subtotal.amount.value).toBe('0.001');
    const totals = { subtotal: dec('0.001'), tax: dec('0'), credit: dec('0'), total: dec('0.001') };
    expect(invoiceTotalsToJson(totals, 'KWD')).toEqual({
      subtotal: { amount: { value: '0.001' }, currencyCode: 'KWD' },
      tax: { amount: { value: '0.000' }, currencyCode: 'KWD' },
      credit: { amount: { value: '0.000' }, currencyCode: 'KWD' },
      total: { amount: { value: '0.001' }, currencyCode: 'KWD' },
    });
  });

  it('a zero total prints without a sign', () => {
    const totals = { subtotal: dec('0'), tax: dec('0'), credit: dec('-0'), total: dec('-0') };
    expect(invoiceTotalsToJson(totals, 'USD').total.amount.value).toBe('0.00');
  });

  it("keeps a line's dimensions as a copy", () => {
    const l = line('1', '1', '1');
    const json = chargeToJson(l, 'USD');
    expect(json.dimensions).toEqual({ region: 'eu' });
    expect(json.dimensions).not.toBe(l.dimensions);
  });
});
