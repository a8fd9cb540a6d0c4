import { describe, expect, it } from 'vitest';
import {
  type InvoiceLine,
  invoiceTotals,
  type ProductKeys,
  periodFraction,
  type SegmentUsage,
  usageLines,
} from '../src/index.ts';
import { APRIL, at, dec, flat, pkg, row, segment, semanticsTiers, tiered, unit } from './builders.ts';

const APRIL_START = '2026-04-01T00:00:00Z';
const APRIL_END = '2026-05-01T00:00:00Z';
const keys = (product: string, pricing: string[] = [], presentation: string[] = []): ProductKeys => ({
  product,
  pricingGroupKeys: pricing,
  presentationGroupKeys: presentation,
});

const lines = (usage: SegmentUsage[], products: ProductKeys[] = [keys('p')], currencyCode = 'USD') =>
  usageLines({ currencyCode, fullPeriod: APRIL, products, usage });
/** The lines as [dimensions, quantity, subtotal] with canonical strings. */
const summary = (list: InvoiceLine[]) =>
  list.map((l) => [l.dimensions, l.quantity.toFixed(), l.subtotal.toFixed(2)]);

describe('usageLines: one line per (product, rate, segment, dimension values)', () => {
  const april = segment(unit('0.5'), APRIL_START, APRIL_END);

  it('prices a single group and rounds the line half away from zero', () => {
    const [line] = lines([row(april, '20.01')]);
    expect(line).toMatchObject({
      product: 'p',
      rateId: 'r',
      startTime: APRIL.startTime,
      endTime: APRIL.endTime,
    });
    // 20.01 x 0.5 = 10.005 -> 10.01
    expect(line!.subtotal.toFixed()).toBe('10.01');
    expect(line!.credit.toFixed()).toBe('0');
    expect(line!.total.toFixed()).toBe('10.01');
    // One price applies to every unit: the rate's own, not 10.01 / 20.01.
    expect(line!.unitPrice.toFixed()).toBe('0.5');
  });

  it('sums rows of the same line and keeps only the pricing and presentation keys ("" when missing)', () => {
    const usage = [
      row(april, '1', { region: 'eu', model: 'a', extra: 'x' }),
      row(april, '2', { region: 'eu', model: 'a', extra: 'y' }),
      row(april, '4', { model: 'b' }),
    ];
    expect(summary(lines(usage, [keys('p', ['region'], ['model'])]))).toEqual([
      [{ region: '', model: 'b' }, '4', '2.00'],
      [{ region: 'eu', model: 'a' }, '3', '1.50'],
    ]);
  });

  it('tiers are evaluated per pricing group, on the whole group over its presentation lines', () => {
    const seg = segment(tiered(['0', '10', '1'], ['10', null, '0.1']), APRIL_START, APRIL_END);
    const usage = [
      row(seg, '8', { region: 'eu', model: 'a' }),
      row(seg, '8', { region: 'eu', model: 'b' }),
      row(seg, '8', { region: 'us', model: 'a' }),
    ];
    // eu: 16 units -> 10 + 0.6 = 10.60, split 8:8; us: 8 units -> 8.00.
    expect(summary(lines(usage, [keys('p', ['region'], ['model'])]))).toEqual([
      [{ region: 'eu', model: 'a' }, '8', '5.30'],
      [{ region: 'eu', model: 'b' }, '8', '5.30'],
      [{ region: 'us', model: 'a' }, '8', '8.00'],
    ]);
  });

  it('presentation lines add up exactly to their group: the left-over cent goes to the largest remainder', () => {
    const seg = segment(unit('1'), APRIL_START, APRIL_END);
    const usage = [
      row(seg, '1', { model: 'a' }),
      row(seg, '1', { model: 'b' }),
      row(seg, '1', { model: 'c' }),
    ];
    const priced = lines(
      usage.map((u) => ({ ...u, quantity: dec('3.3333333') })),
      [keys('p', [], ['model'])],
    );
    // 3 x 3.3333333 = 9.9999999 -> 10.00, split 3.34 / 3.33 / 3.33 (ties: first line first).
    expect(priced.map((l) => l.subtotal.toFixed(2))).toEqual(['3.34', '3.33', '3.33']);
    expect(invoiceTotals(priced).subtotal.toFixed(2)).toBe('10.00');
  });

  it('tiers are evaluated per segment: a rate change restarts the tiers', () => {
    const first = segment(semanticsTiers, APRIL_START, '2026-04-16T00:00:00Z', 'old');
    const second = segment(semanticsTiers, '2026-04-16T00:00:00Z', APRIL_END, 'new');
    const priced = lines([row(first, '1000'), row(second, '1000')]);
    expect(priced.map((l) => [l.rateId, l.subtotal.toFixed(2)])).toEqual([
      ['old', '100.00'],
      ['new', '100.00'],
    ]);
  });

  it('flat is prorated by the part of the full period its segment covers', () => {
    const monthly = flat('30');
    const part = segment(monthly, '2026-04-21T00:00:00Z', APRIL_END);
    expect(lines([row(part, '0')]).map((l) => l.subtotal.toFixed(2))).toEqual(['10.00']);
    const whole = segment(monthly, APRIL_START, APRIL_END);
    expect(lines([row(whole, '0')]).map((l) => l.subtotal.toFixed(2))).toEqual(['30.00']);
  });

  it('a flat fee is charged per pricing group with a row, and keeps a zero-quantity line with unitPrice 0', () => {
    const whole = segment(flat('30'), APRIL_START, APRIL_END);
    const priced = lines(
      [row(whole, '0', { region: 'eu' }), row(whole, '5', { region: 'us' })],
      [keys('p', ['region'])],
    );
    expect(priced.map((l) => [l.quantity.toFixed(), l.subtotal.toFixed(2), l.unitPrice.toFixed()])).toEqual([
      ['0', '30.00', '0'],
      ['5', '30.00', '6'],
    ]);
  });

  it('a flat fee over zero-quantity presentation lines is split equally', () => {
    const whole = segment(flat('10'), APRIL_START, APRIL_END);
    const usage = ['a', 'b', 'c'].map((m) => row(whole, '0', { model: m }));
    expect(lines(usage, [keys('p', [], ['model'])]).map((l) => l.subtotal.toFixed(2))).toEqual([
      '3.34',
      '3.33',
      '3.33',
    ]);
  });

  it('omits lines with zero quantity and zero amount, keeps zero amounts with a quantity', () => {
    const free = segment(unit('0'), APRIL_START, APRIL_END);
    const paid = segment(pkg('5', '100'), APRIL_START, APRIL_END, 'pkg');
    expect(lines([row(paid, '0')])).toEqual([]);
    expect(lines([row(free, '0')])).toEqual([]);
    expect(summary(lines([row(free, '7')]))).toEqual([[{}, '7', '0.00']]);
    // A unit price too small to reach a cent rounds to a zero-amount line that still has usage.
    expect(summary(lines([row(segment(unit('0.001'), APRIL_START, APRIL_END), '4')]))).toEqual([
      [{}, '4', '0.00'],
    ]);
  });

  it('negative quantities (corrections) give negative unit-priced lines, rounded half away from zero', () => {
    const [line] = lines([row(april, '-20.01')]);
    expect(line!.subtotal.toFixed(2)).toBe('-10.01');
  });

  it("unitPrice is the rate's own price where one applies to the line, else subtotal / quantity to 12 places", () => {
    // $0.002 a unit, 1,234 units: 2.468 -> 2.47, but each unit costs 0.002 (issue 34, item 7).
    const [small] = lines([row(segment(unit('0.002'), APRIL_START, APRIL_END), '1234')]);
    expect([small!.subtotal.toFixed(2), small!.unitPrice.toFixed()]).toEqual(['2.47', '0.002']);
    // $2 per 1,000 units is 0.002 a unit; $10 per 3 units is 3.333333333333 (12 places).
    expect(
      lines([row(segment(unit('2', '1000'), APRIL_START, APRIL_END), '1500')])[0]!.unitPrice.toFixed(),
    ).toBe('0.002');
    expect(lines([row(segment(unit('10', '3'), APRIL_START, APRIL_END), '1')])[0]!.unitPrice.toFixed()).toBe(
      '3.333333333333',
    );
    // A flat fee over 3 units: 10 / 3 to 12 places, half away from zero.
    const [thirds] = lines([row(segment(flat('10'), APRIL_START, APRIL_END), '3')]);
    expect(thirds!.unitPrice.toFixed()).toBe('3.333333333333');
    const [twoThirds] = lines([row(segment(flat('20'), APRIL_START, APRIL_END), '3')]);
    expect(twoThirds!.unitPrice.toFixed()).toBe('6.666666666667');
    // $5 per package of 100: 250 units -> 3 packages, $15; 15 / 250 = 0.06.
    expect(
      lines([row(segment(pkg('5', '100'), APRIL_START, APRIL_END), '250')])[0]!.unitPrice.toFixed(),
    ).toBe('0.06');
  });

  it("a tiered line shows its tier's price when all of it falls in one tier without a flat amount", () => {
    const model = tiered(['0', '1000', '0.10'], ['1000', null, '0.05', '5']);
    const inFirst = lines([row(segment(model, APRIL_START, APRIL_END), '400')]);
    expect(inFirst[0]!.unitPrice.toFixed()).toBe('0.1');
    // 1,200 units: 1,000 x 0.10 + 200 x 0.05 + 5 = 115; 115 / 1,200 = 0.095833333333(33..) -> 12 places.
    const across = lines([row(segment(model, APRIL_START, APRIL_END), '1200')]);
    expect([across[0]!.subtotal.toFixed(2), across[0]!.unitPrice.toFixed()]).toEqual([
      '115.00',
      '0.095833333333',
    ]);
  });

  it('a tiered line in one tier shows that price even where subtotal / quantity would not (hand-worked)', () => {
    const model = tiered(['0', '10000', '0.002'], ['10000', '20000', '0.0015'], ['20000', null, '0.001']);
    // 1,234 units, all in the first tier: 1,234 x 0.002 = 2.468 -> 2.47; 2.47 / 1,234 would be 0.002001620746.
    const [first] = lines([row(segment(model, APRIL_START, APRIL_END), '1234')]);
    expect([first!.subtotal.toFixed(2), first!.unitPrice.toFixed()]).toEqual(['2.47', '0.002']);
    // 10,000 units end exactly at the first tier's end: none reach the second, so still 0.002 (20.00 / 10,000).
    const [edge] = lines([row(segment(model, APRIL_START, APRIL_END), '10000')]);
    expect([edge!.subtotal.toFixed(2), edge!.unitPrice.toFixed()]).toEqual(['20.00', '0.002']);
    // 10,001 units cross into the second tier: 20 + 0.0015 = 20.0015 -> 20.00;
    // 20.00 / 10,001 = 0.001999800019998... -> 0.001999800020 (12 places).
    const [across] = lines([row(segment(model, APRIL_START, APRIL_END), '10001')]);
    expect([across!.subtotal.toFixed(2), across!.unitPrice.toFixed()]).toEqual(['20.00', '0.00199980002']);
    // A tier with a flat amount has no single price: [0, 1000] at 0.10 + 5.00, 400 units -> 45.00 / 400 = 0.1125.
    const withFlat = tiered(['0', '1000', '0.10', '5'], ['1000', null, '0.05']);
    const [flatTier] = lines([row(segment(withFlat, APRIL_START, APRIL_END), '400')]);
    expect([flatTier!.subtotal.toFixed(2), flatTier!.unitPrice.toFixed()]).toEqual(['45.00', '0.1125']);
  });

  it('sorts lines by product, segment start, rate id and dimension values', () => {
    const early = segment(unit('1'), APRIL_START, '2026-04-10T00:00:00Z', 'z');
    const late = segment(unit('1'), '2026-04-10T00:00:00Z', APRIL_END, 'a');
    const usage = [
      row(late, '1', { region: 'b' }, 'p'),
      row(early, '1', { region: 'b' }, 'p'),
      row(early, '1', { region: 'a' }, 'p'),
      row(late, '1', {}, 'a-product'),
    ];
    const sorted = lines(usage, [keys('p', ['region']), keys('a-product')]);
    expect(sorted.map((l) => [l.product, l.rateId, l.dimensions])).toEqual([
      ['a-product', 'a', {}],
      ['p', 'z', { region: 'a' }],
      ['p', 'z', { region: 'b' }],
      ['p', 'a', { region: 'b' }],
    ]);
  });

  it('rejects usage of a product whose keys are not given', () => {
    expect(() => lines([row(april, '1', {}, 'unknown')])).toThrow(RangeError);
  });

  it('the same pricing group in two segments gives two lines', () => {
    const a = segment(unit('1'), APRIL_START, '2026-04-15T00:00:00Z');
    const b = segment(unit('1'), '2026-04-15T00:00:00Z', APRIL_END);
    expect(lines([row(a, '1'), row(b, '2')]).map((l) => l.quantity.toFixed())).toEqual(['1', '2']);
  });
});

describe('periodFraction', () => {
  it('is the share of the full period by duration', () => {
    const part = { startTime: at('2026-04-21T00:00:00Z'), endTime: at('2026-05-01T00:00:00Z') };
    expect(periodFraction(part, APRIL)).toEqual(dec(1).div(3));
    expect(periodFraction(APRIL, APRIL).toFixed()).toBe('1');
    expect(() => periodFraction(APRIL, { startTime: APRIL.startTime, endTime: APRIL.startTime })).toThrow(
      RangeError,
    );
  });
});

describe('invoice totals', () => {
  const seg = segment(unit('1'), APRIL_START, APRIL_END);

  it('subtotal is the sum of the rounded lines; total = subtotal + tax - credit', () => {
    const priced = lines([row(seg, '10.005', {}, 'a'), row(seg, '3.333', {}, 'b')], [keys('a'), keys('b')]);
    const totals = invoiceTotals(priced);
    expect([totals.subtotal, totals.tax, totals.credit, totals.total].map((d) => d.toFixed(2))).toEqual([
      '13.34',
      '0.00',
      '0.00',
      '13.34',
    ]);
    const adjusted = invoiceTotals(priced, { tax: dec('1.20'), credit: dec('5') });
    expect(adjusted.total.toFixed(2)).toBe('9.54');
    expect(invoiceTotals([]).total.toFixed()).toBe('0');
  });

  it('line amounts are rounded to the minor unit; quantity and unit price keep full precision', () => {
    const [line] = lines([row(seg, '12.3', { region: 'eu' })], [keys('p', ['region'])]);
    expect(line).toMatchObject({ product: 'p', rateId: 'r', dimensions: { region: 'eu' } });
    expect([line!.quantity, line!.unitPrice, line!.subtotal, line!.credit, line!.total].map(String)).toEqual([
      '12.3',
      '1',
      '12.3',
      '0',
      '12.3',
    ]);
  });

  it('rounds JPY lines to whole yen and KWD lines to three decimals', () => {
    const jpy = lines([row(segment(unit('1.5'), APRIL_START, APRIL_END), '3')], [keys('p')], 'JPY');
    expect(jpy[0]!.subtotal.toFixed()).toBe('5');
    const kwd = lines([row(segment(unit('0.0005'), APRIL_START, APRIL_END), '1')], [keys('p')], 'KWD');
    expect(kwd[0]!.subtotal.toFixed()).toBe('0.001');
    expect(invoiceTotals(kwd).total.toFixed()).toBe('0.001');
  });
});
