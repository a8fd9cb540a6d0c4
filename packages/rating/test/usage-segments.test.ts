import { describe, expect, it } from 'vitest';
import { assignSegments, type IntervalUsage, usageIntervals, usageLines } from '../src/index.ts';
import { APRIL, at, dec, override, rate, semanticsTiers, unit } from './builders.ts';

const products = [{ product: 'p', pricingGroupKeys: ['region'], presentationGroupKeys: ['model'] }];
const interval = (
  start: string,
  end: string,
  quantity: string,
  groupValues: Record<string, string> = {},
): IntervalUsage => ({
  product: 'p',
  startTime: at(start),
  endTime: at(end),
  groupValues,
  quantity: dec(quantity),
});

describe('usageIntervals and assignSegments', () => {
  const old = rate('old', semanticsTiers, { end: '2026-04-16T00:00:00Z' });
  const next = rate('new', semanticsTiers, { start: '2026-04-16T00:00:00Z' });
  const eu = rate('eu', unit('1'), { dims: { region: 'eu' } });
  const terms = { rates: [old, next, eu], overrides: [] };

  it('cuts the period at every rate change of the product', () => {
    expect(usageIntervals('p', APRIL, terms).map((i) => i.startTime.getUTCDate())).toEqual([1, 16]);
    expect(usageIntervals('other', APRIL, terms)).toEqual([APRIL]);
  });

  it('attributes interval rows to the segment of their pricing group', () => {
    const rows = [
      interval('2026-04-01T00:00:00Z', '2026-04-16T00:00:00Z', '1000', { region: 'us', model: 'a' }),
      interval('2026-04-16T00:00:00Z', '2026-05-01T00:00:00Z', '1000', { region: 'us', model: 'a' }),
      interval('2026-04-01T00:00:00Z', '2026-04-16T00:00:00Z', '2', { region: 'eu', model: 'a' }),
      interval('2026-04-16T00:00:00Z', '2026-05-01T00:00:00Z', '3', { region: 'eu', model: 'a' }),
    ];
    const { priced, unpriced } = assignSegments(rows, APRIL, products, terms);
    expect(unpriced).toEqual([]);
    expect(priced.map((r) => r.segment.rate.id)).toEqual(['old', 'new', 'eu', 'eu']);
    // eu keeps one segment over the month, so its two intervals make one line.
    expect(priced[2]!.segment).toBe(priced[3]!.segment);
    const lines = usageLines({ currencyCode: 'USD', fullPeriod: APRIL, products, usage: priced });
    expect(
      lines.map((l) => [l.rateId, l.dimensions.region, l.quantity.toFixed(), l.subtotal.toFixed(2)]),
    ).toEqual([
      ['eu', 'eu', '5', '5.00'],
      ['old', 'us', '1000', '100.00'],
      ['new', 'us', '1000', '100.00'],
    ]);
  });

  it('reports usage no rate prices as unpriced', () => {
    const late = rate('late', unit('1'), { start: '2026-04-16T00:00:00Z' });
    const rows = [interval('2026-04-01T00:00:00Z', '2026-04-16T00:00:00Z', '7')];
    const { priced, unpriced } = assignSegments(rows, APRIL, products, { rates: [late], overrides: [] });
    expect(priced).toEqual([]);
    expect(unpriced).toEqual(rows);
  });

  it('uses the contract period as the default override period', () => {
    const halfOff = override(unit('0.5'), { product: 'p' });
    const terms2 = {
      rates: [eu],
      overrides: [halfOff],
      contractPeriod: { startTime: at('2026-01-01T00:00:00Z'), endTime: at('2026-04-11T00:00:00Z') },
    };
    expect(usageIntervals('p', APRIL, terms2).map((i) => i.startTime.getUTCDate())).toEqual([1, 11]);
    const rows = [
      interval('2026-04-01T00:00:00Z', '2026-04-11T00:00:00Z', '1', { region: 'eu' }),
      interval('2026-04-11T00:00:00Z', '2026-05-01T00:00:00Z', '1', { region: 'eu' }),
    ];
    const { priced } = assignSegments(rows, APRIL, products, terms2);
    expect(priced.map((r) => r.segment.model)).toEqual([halfOff.model, eu.model]);
  });

  it('throws on a row straddling a rate change, or of a product without keys', () => {
    const straddling = [interval('2026-04-10T00:00:00Z', '2026-04-20T00:00:00Z', '1', { region: 'us' })];
    expect(() => assignSegments(straddling, APRIL, products, terms)).toThrow(RangeError);
    const unknown = [{ ...interval('2026-04-01T00:00:00Z', '2026-04-02T00:00:00Z', '1'), product: 'x' }];
    expect(() => assignSegments(unknown, APRIL, products, terms)).toThrow(RangeError);
  });
});
