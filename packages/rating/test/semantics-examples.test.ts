/**
 * The worked examples of docs/catalog.md, subscriptions.md and invoices.md, end to end through the public API (the pricing-model ones
 * also stand alone in price.test.ts).
 */

import { formatAmount } from '@billing/core';
import { describe, expect, it } from 'vitest';
import {
  billingPeriods,
  invoiceTotals,
  prorateQuantities,
  subscriptionLines,
  usageLines,
} from '../src/index.ts';
import { APRIL, at, dec, MAY, pkg, rate, row, segment, semanticsTiers, unit } from './builders.ts';

const products = [
  { product: 'a', pricingGroupKeys: [], presentationGroupKeys: [] },
  { product: 'b', pricingGroupKeys: [], presentationGroupKeys: [] },
  { product: 'p', pricingGroupKeys: [], presentationGroupKeys: ['model'] },
];
const aprilSegment = (model: Parameters<typeof segment>[0]) =>
  segment(model, '2026-04-01T00:00:00Z', '2026-05-01T00:00:00Z');
const subtotal = (model: Parameters<typeof segment>[0], quantity: string) =>
  usageLines({
    currencyCode: 'USD',
    fullPeriod: APRIL,
    products,
    usage: [row(aprilSegment(model), quantity, {}, 'a')],
  })
    .map((line) => formatAmount(line.subtotal, 'USD'))
    .join();

describe('docs/catalog.md "Pricing models": pricing models on invoice lines', () => {
  it('unit: $2 per 1,000 units, q = 1,500 -> $3', () => {
    expect(subtotal(unit('2', '1000'), '1500')).toBe('3.00');
  });

  it('package: size 100 at $5: q = 201 -> $15, q = 100 -> $5, q = 0 -> nothing', () => {
    expect(subtotal(pkg('5', '100'), '201')).toBe('15.00');
    expect(subtotal(pkg('5', '100'), '100')).toBe('5.00');
    expect(subtotal(pkg('5', '100'), '0')).toBe('');
  });

  it('tiered: q = 15,000 -> $605; q = 1,000 -> $100; q = 1,000.5 -> $100.025 + $5 = $105.03', () => {
    expect(subtotal(semanticsTiers, '15000')).toBe('605.00');
    expect(subtotal(semanticsTiers, '1000')).toBe('100.00');
    expect(subtotal(semanticsTiers, '1000.5')).toBe('105.03');
  });
});

describe('docs/subscriptions.md: subscription proration, 5 -> 8 seats at $30/month, change Apr 21 00:00 UTC', () => {
  const seats = rate('seats', unit('30'), { product: 'seats' });
  const items = [
    {
      product: 'seats',
      dimensions: {},
      changes: [
        { effectiveTime: at('2026-03-01T00:00:00Z'), quantity: dec(5) },
        { effectiveTime: at('2026-04-21T00:00:00Z'), quantity: dec(8) },
      ],
    },
  ];
  const charge = (period: typeof APRIL, behavior: 'CREATE_PRORATIONS' | 'NONE') => {
    const lines = subscriptionLines({
      currencyCode: 'USD',
      period,
      items,
      behavior,
      terms: { rates: [seats], overrides: [] },
    });
    return {
      lines: lines.map((l) => formatAmount(l.subtotal, 'USD')),
      total: formatAmount(invoiceTotals(lines).total, 'USD'),
    };
  };

  it('the April billing period of a UTC org with anchor 1 is 30 days', () => {
    const [april] = billingPeriods(
      1,
      'UTC',
      at('2026-03-01T00:00:00Z'),
      null,
      APRIL.startTime,
      at('2026-04-02T00:00:00Z'),
    );
    expect(april).toMatchObject(APRIL);
  });

  it('time weights: 2/3 of April at 5, 1/3 at 8', () => {
    const held = prorateQuantities(items[0]!.changes, APRIL.startTime, APRIL.endTime, 'CREATE_PRORATIONS');
    expect(held.map((h) => [h.quantity.toFixed(), h.fraction])).toEqual([
      ['5', dec(2).div(3)],
      ['8', dec(1).div(3)],
    ]);
  });

  it('CREATE_PRORATIONS: April = 5 x 30 x 2/3 + 8 x 30 x 1/3 = $180.00, in two lines $100.00 and $80.00', () => {
    expect(charge(APRIL, 'CREATE_PRORATIONS')).toEqual({ lines: ['100.00', '80.00'], total: '180.00' });
  });

  it('NONE: April = $150.00, May = $240.00', () => {
    expect(charge(APRIL, 'NONE')).toEqual({ lines: ['150.00'], total: '150.00' });
    expect(charge(MAY, 'NONE')).toEqual({ lines: ['240.00'], total: '240.00' });
  });

  it('CREATE_PRORATIONS in May: the full month at 8', () => {
    expect(charge(MAY, 'CREATE_PRORATIONS')).toEqual({ lines: ['240.00'], total: '240.00' });
  });
});

describe('docs/invoices.md "Lines and rounding": rounding per line', () => {
  it('lines 10.005 and 3.333 -> 10.01 + 3.33 = 13.34', () => {
    const seg = aprilSegment(unit('1'));
    const lines = usageLines({
      currencyCode: 'USD',
      fullPeriod: APRIL,
      products,
      usage: [row(seg, '10.005', {}, 'a'), row(seg, '3.333', {}, 'b')],
    });
    expect(lines.map((l) => formatAmount(l.subtotal, 'USD'))).toEqual(['10.01', '3.33']);
    const totals = invoiceTotals(lines);
    expect([formatAmount(totals.subtotal, 'USD'), formatAmount(totals.total, 'USD')]).toEqual([
      '13.34',
      '13.34',
    ]);
  });

  it('presentation lines add up exactly to their pricing group', () => {
    // One pricing group priced 13.338 -> 13.34, shown per model in proportion 1 : 1 : 1.
    const seg = aprilSegment(unit('1'));
    const usage = ['x', 'y', 'z'].map((model) => row(seg, '4.446', { model }, 'p'));
    const lines = usageLines({ currencyCode: 'USD', fullPeriod: APRIL, products, usage });
    expect(lines.map((l) => l.subtotal.toFixed(2))).toEqual(['4.45', '4.45', '4.44']);
    expect(invoiceTotals(lines).subtotal.toFixed(2)).toBe('13.34');
  });
});
