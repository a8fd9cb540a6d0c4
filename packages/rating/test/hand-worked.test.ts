/**
 * Amounts, orders and messages worked out by hand for the rating package's edges: the largest-remainder
 * allocation (negative weights, negative amounts, the cent of a tie), the order of presentation lines, the
 * ordering of dimension maps, which rate wins a tie, where rate changes cut a period, and the exact errors a
 * caller sees. Each expectation is written out; none is computed by the code under test.
 */
import { describe, expect, it } from 'vitest';
import {
  allocateByQuantity,
  assignSegments,
  billingPeriods,
  checkAnchorDay,
  compareDimensions,
  largestRemainder,
  periodFraction,
  rateChangeTimes,
  rateSegments,
  resolveRate,
  subscriptionLines,
  timeWeightedPrice,
  toMillis,
  usageLines,
} from '../src/index.ts';
import { APRIL, at, dec, flat, override, rate, row, segment, unit } from './builders.ts';

const p = (id: string) => ({
  product: id,
  pricingGroupKeys: [] as string[],
  presentationGroupKeys: [] as string[],
});

describe('largest remainder, by hand', () => {
  it('a negative weight sum keeps the proportions: 100 units over -1 : -2 is 33 + 67', () => {
    // Exact shares 33.33 and 66.67: floors 33 + 66 = 99, the unit left goes to the larger remainder (2/3).
    expect(largestRemainder(100n, [-1n, -2n])).toEqual([33n, 67n]);
    expect(largestRemainder(100n, [1n, 2n])).toEqual([33n, 67n]);
  });

  it('floors negative amounts toward minus infinity: -100 units over 1 : 2 is -33 + -67', () => {
    // -33.33 floors to -34 and -66.67 to -67: -101, one unit back to the larger remainder (-34 + 1).
    expect(largestRemainder(-100n, [1n, 2n])).toEqual([-33n, -67n]);
    expect(largestRemainder(-7n, [1n, 1n])).toEqual([-3n, -4n]);
  });

  it('refuses weights that add up to zero, and a nonzero amount with no line', () => {
    expect(() => largestRemainder(10n, [1n, -1n])).toThrow(new RangeError('weights must not add up to zero'));
    expect(() => allocateByQuantity(dec('0.01'), [], 'USD')).toThrow(
      new RangeError('cannot allocate a nonzero amount to no line'),
    );
  });

  it('gives the cent of a tie to the earlier of equal remainders, at every position', () => {
    expect(largestRemainder(2n, [1n, 1n, 1n])).toEqual([1n, 1n, 0n]);
    expect(largestRemainder(1n, [2n, 1n, 1n])).toEqual([1n, 0n, 0n]);
    expect(largestRemainder(5n, [1n, 1n, 1n, 1n, 1n, 1n])).toEqual([1n, 1n, 1n, 1n, 1n, 0n]);
  });
});

describe('presentation lines, by hand', () => {
  const seg = segment(unit('0.005'), '2026-04-01T00:00:00Z', '2026-05-01T00:00:00Z');
  const product = { product: 'p', pricingGroupKeys: [] as string[], presentationGroupKeys: ['model'] };

  it('splits a group in dimension order whatever the order of the usage: the tie cent goes to model=a', () => {
    // 2 units at $0.005 = $0.01 for the group; 1 : 1, a tie: the first line in dimension order (a) gets it.
    const lines = usageLines({
      currencyCode: 'USD',
      fullPeriod: APRIL,
      products: [product],
      usage: [row(seg, '1', { model: 'b' }), row(seg, '1', { model: 'a' })],
    });
    expect(lines.map((l) => [l.dimensions.model, l.subtotal.toFixed(2)])).toEqual([
      ['a', '0.01'],
      ['b', '0.00'],
    ]);
  });

  it('names a product given no keys, and an empty billing period', () => {
    expect(() =>
      usageLines({ currencyCode: 'USD', fullPeriod: APRIL, products: [], usage: [row(seg, '1', {}, 'q')] }),
    ).toThrow(new RangeError('no group keys given for product q'));
    const empty = { startTime: at('2026-04-01T00:00:00Z'), endTime: at('2026-04-01T00:00:00Z') };
    expect(() => periodFraction(APRIL, empty)).toThrow(
      new RangeError('the full billing period must not be empty'),
    );
  });
});

describe('compareDimensions, by hand', () => {
  it("compares key by key in a's order, then b's other keys in sorted order", () => {
    expect(compareDimensions({ x: '1', y: 'a' }, { x: '1', y: 'b' })).toBe(-1);
    expect(compareDimensions({ y: 'b', x: '1' }, { x: '2', y: 'a' })).toBe(1);
    expect(compareDimensions({ x: '1' }, { x: '1', y: 'z' })).toBe(-1);
    expect(compareDimensions({ x: '1', y: 'z' }, { x: '1' })).toBe(1);
    // A key missing on one side reads as "".
    expect(compareDimensions({}, { y: '' })).toBe(0);
    expect(compareDimensions({ x: '' }, {})).toBe(0);
    expect(compareDimensions({ x: '1' }, { x: '1' })).toBe(0);
  });
});

describe('rate resolution, by hand', () => {
  const card = [
    rate('r-tier', unit('3'), { dims: { tier: 'gold' } }),
    rate('r-region', unit('2'), { dims: { region: 'eu' } }),
    rate('r-both-z', unit('4'), { dims: { region: 'eu', tier: 'gold' } }),
    rate('r-both-a', unit('5'), { dims: { tier: 'gold', region: 'eu' } }),
  ];
  const group = { region: 'eu', tier: 'gold' };
  const now = at('2026-04-10T00:00:00Z');

  it('breaks a tie between rates matching as many keys by sorted dimension entries, then by id', () => {
    // r-both-a and r-both-z match two keys with the same sorted entries: the smaller id wins.
    expect(resolveRate('p', group, now, card, [])?.rate.id).toBe('r-both-a');
    // One key each: [["region","eu"]] sorts before [["tier","gold"]].
    expect(resolveRate('p', group, now, card.slice(0, 2), [])?.rate.id).toBe('r-region');
    expect(resolveRate('p', group, now, [card[1]!, card[0]!], [])?.rate.id).toBe('r-region');
  });

  it('compares the sorted entries of rates with different keys, and does not depend on their order', () => {
    const group = { a: '1', b: '1', y: '9', z: '9' };
    // Sorted, [["a","1"],["z","9"]] comes before [["b","1"],["y","9"]]: rate-az wins, listed first or last.
    const az = rate('rate-az', unit('1'), { dims: { z: '9', a: '1' } });
    const by = rate('rate-by', unit('2'), { dims: { y: '9', b: '1' } });
    expect(resolveRate('p', group, now, [az, by], [])?.rate.id).toBe('rate-az');
    expect(resolveRate('p', group, now, [by, az], [])?.rate.id).toBe('rate-az');
    // Equal sorted entries: the smaller id, listed first or last.
    expect(resolveRate('p', { region: 'eu', tier: 'gold' }, now, [card[3]!, card[2]!], [])?.rate.id).toBe(
      'r-both-a',
    );
  });

  it('ignores an override of another product, by product or by the id of its rate', () => {
    const other = override(unit('6'), { product: 'q' }, { start: '2026-04-07T00:00:00Z' });
    expect(rateChangeTimes('p', APRIL.startTime, APRIL.endTime, [card[1]!], [other])).toEqual([]);
    expect(
      resolveRate('p', { region: 'eu' }, now, [card[1]!], [override(unit('6'), { product: 'q' })])?.override,
    ).toBe(null);
  });

  it('has no segment in an empty period', () => {
    expect(rateSegments('p', { region: 'eu' }, APRIL.startTime, APRIL.endTime, [card[1]!], [])).toHaveLength(
      1,
    );
    expect(rateSegments('p', { region: 'eu' }, APRIL.startTime, APRIL.startTime, [card[1]!], [])).toEqual([]);
  });

  it('prefers the rate matching more keys even when a rate matching fewer sorts first', () => {
    const two = rate('two', unit('2'), { dims: { b: '1', c: '1' } });
    const one = rate('one', unit('1'), { dims: { a: '1' } });
    expect(resolveRate('p', { a: '1', b: '1', c: '1' }, now, [two, one], [])?.rate.id).toBe('two');
  });

  it('ranks a product-and-dimensions override above a product-only one', () => {
    const overrides = [
      override(unit('7'), { product: 'p' }),
      override(unit('8'), { product: 'p', dims: { region: 'eu' } }),
    ];
    expect(resolveRate('p', { region: 'eu' }, now, [card[1]!], overrides)?.model).toEqual(unit('8'));
    expect(resolveRate('p', { region: 'eu' }, now, [card[1]!], overrides.slice(0, 1))?.model).toEqual(
      unit('7'),
    );
    // An override by the id of another product's rate does not concern p.
    const other = [rate('r-q', unit('9'), { product: 'q', start: '2026-04-05T00:00:00Z' })];
    const byOtherRate = [override(unit('6'), { baseRateId: 'r-q' }, { start: '2026-04-07T00:00:00Z' })];
    expect(rateChangeTimes('p', APRIL.startTime, APRIL.endTime, [card[1]!, ...other], byOtherRate)).toEqual(
      [],
    );
  });

  it('cuts only at changes strictly inside the period, and merges pieces priced alike', () => {
    const rates = [
      rate('a', unit('1'), { start: '2026-04-01T00:00:00Z', end: '2026-04-10T00:00:00Z' }),
      rate('b', unit('2'), { start: '2026-04-10T00:00:00Z', end: '2026-05-01T00:00:00Z' }),
    ];
    expect(rateChangeTimes('p', APRIL.startTime, APRIL.endTime, rates, [])).toEqual([
      at('2026-04-10T00:00:00Z'),
    ]);
    // An override starting and ending inside the same rate cuts twice, and the rate resumes after it.
    const overrides = [
      override(
        unit('9'),
        { baseRateId: 'b' },
        { start: '2026-04-20T00:00:00Z', end: '2026-04-25T00:00:00Z' },
      ),
    ];
    const segments = rateSegments('p', {}, APRIL.startTime, APRIL.endTime, rates, overrides);
    expect(
      segments.map((s) => [
        s.rate.id,
        s.startTime.toISOString().slice(5, 10),
        s.endTime.toISOString().slice(5, 10),
      ]),
    ).toEqual([
      ['a', '04-01', '04-10'],
      ['b', '04-10', '04-20'],
      ['b', '04-20', '04-25'],
      ['b', '04-25', '05-01'],
    ]);
    // A change at a piece's own boundary does not split what is priced alike: one segment for one rate.
    const same = [
      rate('a', unit('1'), { start: '2026-03-01T00:00:00Z' }),
      rate('z', unit('1'), { product: 'q', start: '2026-04-15T00:00:00Z' }),
    ];
    expect(rateSegments('p', {}, APRIL.startTime, APRIL.endTime, same, []).map((s) => s.rate.id)).toEqual([
      'a',
    ]);
  });
});

/** 3 held from Apr 1, then `after` from Apr 10, priced $1 a unit by a rate starting at `rateStart`. */
const heldThenChanged = (after: string, rateStart: string) =>
  subscriptionLines({
    currencyCode: 'USD',
    period: APRIL,
    items: [
      {
        product: 'p',
        dimensions: {},
        changes: [
          { quantity: dec('3'), effectiveTime: at('2026-04-01T00:00:00Z') },
          { quantity: dec(after), effectiveTime: at('2026-04-10T00:00:00Z') },
        ],
      },
    ],
    terms: {
      rates: [rate('r', unit('1'), { start: rateStart })],
      overrides: [],
      contractPeriod: { startTime: at('2026-01-01T00:00:00Z'), endTime: null },
    },
  });

describe('subscriptions and usage segments, by hand', () => {
  it('prices a flat fee by its own proration and other models time-weighted', () => {
    // Flat $30 for 10 of 30 days: $10. Unit $3 x 2 held for 10 of 30 days: $2.
    expect(timeWeightedPrice(flat('30'), dec('2'), dec('10').div(30)).toFixed(2)).toBe('10.00');
    expect(timeWeightedPrice(unit('3'), dec('2'), dec('10').div(30)).toFixed(2)).toBe('2.00');
  });

  it('leaves no line for a held quantity outside every rate segment', () => {
    const lines = heldThenChanged('0', '2026-04-20T00:00:00Z');
    expect(lines).toEqual([]);
  });

  it('does not make a line of a held quantity that only touches a rate segment', () => {
    const lines = heldThenChanged('2', '2026-04-10T00:00:00Z');
    // Only 2 held from Apr 10 to May 1 is priced: 2 x $1 x 21/30 = $1.40.
    expect(lines.map((l) => [l.quantity.toFixed(), l.subtotal.toFixed(2)])).toEqual([['2', '1.40']]);
  });

  it('refuses usage reaching past its one segment on either side', () => {
    const window = (rates: ReturnType<typeof rate>[]) => ({
      rates,
      overrides: [],
      contractPeriod: { startTime: at('2026-01-01T00:00:00Z'), endTime: null },
    });
    const usage = {
      product: 'p',
      startTime: at('2026-04-09T00:00:00Z'),
      endTime: at('2026-04-11T00:00:00Z'),
      groupValues: {},
      quantity: dec('1'),
    };
    const message = new RangeError('usage over [2026-04-09T00:00:00.000Z, ...) straddles a rate change');
    const startsLate = window([rate('b', unit('2'), { start: '2026-04-10T00:00:00Z' })]);
    expect(() => assignSegments([usage], APRIL, [p('p')], startsLate)).toThrow(message);
    const endsEarly = window([
      rate('a', unit('1'), { start: '2026-04-01T00:00:00Z', end: '2026-04-10T00:00:00Z' }),
    ]);
    expect(() => assignSegments([usage], APRIL, [p('p')], endsEarly)).toThrow(message);
  });

  it('refuses usage that straddles a rate change, and names a product given no keys', () => {
    const terms = {
      rates: [
        rate('a', unit('1'), { start: '2026-04-01T00:00:00Z', end: '2026-04-10T00:00:00Z' }),
        rate('b', unit('2'), { start: '2026-04-10T00:00:00Z' }),
      ],
      overrides: [],
      contractPeriod: { startTime: at('2026-01-01T00:00:00Z'), endTime: null },
    };
    const usage = (start: string, end: string, product = 'p') => ({
      product,
      startTime: at(start),
      endTime: at(end),
      groupValues: {},
      quantity: dec('1'),
    });
    expect(() =>
      assignSegments([usage('2026-04-09T00:00:00Z', '2026-04-11T00:00:00Z')], APRIL, [p('p')], terms),
    ).toThrow(new RangeError('usage over [2026-04-09T00:00:00.000Z, ...) straddles a rate change'));
    expect(() =>
      assignSegments([usage('2026-04-01T00:00:00Z', '2026-04-02T00:00:00Z', 'q')], APRIL, [p('p')], terms),
    ).toThrow(new RangeError('no group keys given for product q'));
    const inside = assignSegments(
      [usage('2026-04-10T00:00:00Z', '2026-04-11T00:00:00Z')],
      APRIL,
      [p('p')],
      terms,
    );
    expect(inside.priced.map((r) => r.segment.rate.id)).toEqual(['b']);
  });
});

describe('errors, word for word', () => {
  it('instants, anchor days and time zones', () => {
    expect(() => toMillis(new Date(Number.NaN))).toThrow(new RangeError('invalid instant Invalid Date'));
    expect(() => checkAnchorDay(32)).toThrow(
      new RangeError('billing anchor day must be an integer in 1..31, got 32'),
    );
    expect(() =>
      billingPeriods(1, 'Mars/Olympus', APRIL.startTime, null, APRIL.startTime, APRIL.endTime),
    ).toThrow(new RangeError('unknown IANA time zone Mars/Olympus'));
  });
});
