import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type HeldQuantity,
  prorateQuantities,
  type QuantityChange,
  subscriptionLines,
  timeWeightedPrice,
} from '../src/index.ts';
import { APRIL, at, dec, flat, override, rate, tiered, unit } from './builders.ts';

const change = (time: string, quantity: string, prorationBehavior?: QuantityChange['prorationBehavior']) => ({
  effectiveTime: at(time),
  quantity: dec(quantity),
  ...(prorationBehavior ? { prorationBehavior } : {}),
});
const show = (held: HeldQuantity[]) =>
  held.map((h) => [
    h.startTime.toISOString().slice(0, 10),
    h.endTime.toISOString().slice(0, 10),
    h.quantity.toFixed(),
    h.fraction,
  ]);
const third = dec(1).div(3);
const prorate = (changes: QuantityChange[], behavior?: 'CREATE_PRORATIONS' | 'NONE') =>
  show(prorateQuantities(changes, APRIL.startTime, APRIL.endTime, behavior));

describe('prorateQuantities', () => {
  const fiveThenEight = [change('2026-01-01T00:00:00Z', '5'), change('2026-04-21T00:00:00Z', '8')];

  it('CREATE_PRORATIONS: one entry per quantity held, weighted by time', () => {
    expect(prorate(fiveThenEight)).toEqual([
      ['2026-04-01', '2026-04-21', '5', dec(2).div(3)],
      ['2026-04-21', '2026-05-01', '8', third],
    ]);
  });

  it('NONE: the quantity held at the period start, for the whole period', () => {
    expect(prorate(fiveThenEight, 'NONE')).toEqual([['2026-04-01', '2026-05-01', '5', dec(1)]]);
    const may = prorateQuantities(
      fiveThenEight,
      at('2026-05-01T00:00:00Z'),
      at('2026-06-01T00:00:00Z'),
      'NONE',
    );
    expect(show(may)).toEqual([['2026-05-01', '2026-06-01', '8', dec(1)]]);
  });

  it('a change exactly at the period start counts for that period under either behavior', () => {
    const atStart = [change('2026-01-01T00:00:00Z', '5'), change('2026-04-01T00:00:00Z', '8')];
    expect(prorate(atStart, 'NONE')).toEqual([['2026-04-01', '2026-05-01', '8', dec(1)]]);
    expect(prorate(atStart)).toEqual([['2026-04-01', '2026-05-01', '8', dec(1)]]);
  });

  it('a subscription starting mid-period is prorated from its start, even under NONE', () => {
    const late = [change('2026-04-21T00:00:00Z', '3')];
    expect(prorate(late)).toEqual([['2026-04-21', '2026-05-01', '3', third]]);
    expect(prorate(late, 'NONE')).toEqual([['2026-04-21', '2026-05-01', '3', third]]);
  });

  it('a cancellation (quantity 0) ends the charge under CREATE_PRORATIONS, not under NONE', () => {
    const canceled = [change('2026-01-01T00:00:00Z', '2'), change('2026-04-11T00:00:00Z', '0')];
    expect(prorate(canceled)).toEqual([['2026-04-01', '2026-04-11', '2', third]]);
    expect(prorate(canceled, 'NONE')).toEqual([['2026-04-01', '2026-05-01', '2', dec(1)]]);
  });

  it('a behavior on the change itself wins over the default', () => {
    const mixed = [
      change('2026-01-01T00:00:00Z', '5'),
      change('2026-04-11T00:00:00Z', '6', 'NONE'),
      change('2026-04-21T00:00:00Z', '8', 'CREATE_PRORATIONS'),
    ];
    expect(prorate(mixed)).toEqual([
      ['2026-04-01', '2026-04-21', '5', dec(2).div(3)],
      ['2026-04-21', '2026-05-01', '8', third],
    ]);
  });

  it('merges runs of one quantity, drops zero quantities, ignores changes outside the period', () => {
    const changes = [
      change('2026-03-01T00:00:00Z', '4'),
      change('2026-04-11T00:00:00Z', '4'),
      change('2026-04-16T00:00:00Z', '0'),
      change('2026-04-21T00:00:00Z', '4'),
      change('2026-06-01T00:00:00Z', '9'),
    ];
    expect(prorate(changes).map(([from, to, q]) => [from, to, q])).toEqual([
      ['2026-04-01', '2026-04-16', '4'],
      ['2026-04-21', '2026-05-01', '4'],
    ]);
  });

  it('changes at the same time: the last one in the list holds', () => {
    const same = [change('2026-04-11T00:00:00Z', '1'), change('2026-04-11T00:00:00Z', '2')];
    expect(prorate(same).map(([, , q]) => q)).toEqual(['2']);
  });

  it('nothing held: nothing to charge', () => {
    expect(prorate([])).toEqual([]);
    expect(prorate([change('2026-05-01T00:00:00Z', '3')])).toEqual([]);
  });

  it('fractions are taken of the full period when given (short first or truncated last period)', () => {
    const truncatedEnd = at('2026-04-16T00:00:00Z');
    const held = prorateQuantities(
      [change('2026-01-01T00:00:00Z', '2')],
      APRIL.startTime,
      truncatedEnd,
      'NONE',
      APRIL,
    );
    expect(show(held)).toEqual([['2026-04-01', '2026-04-16', '2', dec(1).div(2)]]);
  });
});

describe('timeWeightedPrice', () => {
  it('weights the whole price of the held quantity, flat included', () => {
    expect(timeWeightedPrice(unit('30'), dec(5), dec(2).div(3)).toDecimalPlaces(10).toFixed()).toBe('100');
    expect(timeWeightedPrice(flat('90'), dec(7), third).toDecimalPlaces(10).toFixed()).toBe('30');
    const tiers = tiered(['0', '2', '10', '5'], ['2', null, '1']);
    // 3 seats: 2 x 10 + 5 + 1 x 1 = 26, for half the period: 13.
    expect(timeWeightedPrice(tiers, dec(3), dec('0.5')).toFixed()).toBe('13');
  });
});

describe('subscriptionLines', () => {
  const seats = rate('seats', unit('30'), { product: 'seats' });
  const terms = { rates: [seats], overrides: [] };
  const fiveThenEight = [change('2026-01-01T00:00:00Z', '5'), change('2026-04-21T00:00:00Z', '8')];

  it('one line per held quantity; each rounded on its own', () => {
    const list = subscriptionLines({
      currencyCode: 'USD',
      period: APRIL,
      items: [{ product: 'seats', dimensions: {}, changes: fiveThenEight }],
      terms,
    });
    expect(
      list.map((l) => [l.rateId, l.quantity.toFixed(), l.subtotal.toFixed(2), l.unitPrice.toFixed()]),
    ).toEqual([
      ['seats', '5', '100.00', '20'],
      ['seats', '8', '80.00', '10'],
    ]);
  });

  it('a rate or override change inside the period splits a held quantity into segments', () => {
    const cheaper = override(unit('15'), { baseRateId: 'seats' }, { start: '2026-04-11T00:00:00Z' });
    const list = subscriptionLines({
      currencyCode: 'USD',
      period: APRIL,
      items: [{ product: 'seats', dimensions: {}, changes: [change('2026-01-01T00:00:00Z', '3')] }],
      terms: { rates: [seats], overrides: [cheaper] },
    });
    // 3 x 30 x 1/3 = 30 then 3 x 15 x 2/3 = 30.
    expect(list.map((l) => [l.startTime.getUTCDate(), l.subtotal.toFixed(2)])).toEqual([
      [1, '30.00'],
      [11, '30.00'],
    ]);
  });

  it('items priced by dimension-specific rates keep their dimensions on the line', () => {
    const gold = rate('gold', unit('50'), { product: 'seats', dims: { tier: 'gold' } });
    const list = subscriptionLines({
      currencyCode: 'USD',
      period: APRIL,
      behavior: 'NONE',
      items: [
        { product: 'seats', dimensions: { tier: 'gold' }, changes: [change('2026-01-01T00:00:00Z', '1')] },
        { product: 'seats', dimensions: { tier: 'basic' }, changes: [change('2026-01-01T00:00:00Z', '1')] },
      ],
      terms: { rates: [seats, gold], overrides: [] },
    });
    expect(list.map((l) => [l.rateId, l.dimensions, l.subtotal.toFixed(2)])).toEqual([
      ['gold', { tier: 'gold' }, '50.00'],
      ['seats', { tier: 'basic' }, '30.00'],
    ]);
  });

  it('no rate for the product: no line', () => {
    const list = subscriptionLines({
      currencyCode: 'USD',
      period: APRIL,
      items: [{ product: 'other', dimensions: {}, changes: fiveThenEight }],
      terms,
    });
    expect(list).toEqual([]);
  });
});

describe('properties of prorateQuantities', () => {
  const DAY = 86_400_000;
  const changesArb = fc.array(
    fc.record({ day: fc.integer({ min: -40, max: 40 }), quantity: fc.integer({ min: 0, max: 20 }) }),
    { maxLength: 8 },
  );
  const toChanges = (list: Array<{ day: number; quantity: number }>) =>
    list.map((c) => ({
      effectiveTime: new Date(APRIL.startTime.getTime() + c.day * DAY),
      quantity: dec(c.quantity),
    }));

  it('CREATE_PRORATIONS: entries are disjoint, inside the period, and their fractions add up to at most 1', () => {
    fc.assert(
      fc.property(changesArb, (list) => {
        const held = prorateQuantities(toChanges(list), APRIL.startTime, APRIL.endTime);
        let total = dec(0);
        held.forEach((h, i) => {
          expect(h.startTime.getTime()).toBeGreaterThanOrEqual(
            i === 0 ? APRIL.startTime.getTime() : held[i - 1]!.endTime.getTime(),
          );
          expect(h.endTime.getTime()).toBeLessThanOrEqual(APRIL.endTime.getTime());
          expect(h.quantity.isZero()).toBe(false);
          total = total.plus(h.fraction);
        });
        expect(total.lessThanOrEqualTo(1)).toBe(true);
      }),
    );
  });

  it('the time-weighted quantity equals the integral of the quantity held, day by day', () => {
    fc.assert(
      fc.property(changesArb, (list) => {
        const changes = toChanges(list);
        const held = prorateQuantities(changes, APRIL.startTime, APRIL.endTime);
        const weighted = held.reduce((sum, h) => sum.plus(h.quantity.times(h.fraction)), dec(0));
        // A stable sort keeps list order among changes at the same time: the last one holds.
        const sorted = [...changes].sort((a, b) => a.effectiveTime.getTime() - b.effectiveTime.getTime());
        let integral = dec(0);
        for (let day = 0; day < 30; day++) {
          // Changes fall on whole days, so the quantity at a day's start is held all day.
          const t = APRIL.startTime.getTime() + day * DAY;
          const latest = sorted.filter((c) => c.effectiveTime.getTime() <= t).at(-1);
          integral = integral.plus(latest?.quantity ?? 0);
        }
        expect(weighted.times(30).toDecimalPlaces(20).equals(integral)).toBe(true);
      }),
    );
  });
});
