/**
 * Line tax and the choice of a tax rate (docs/tax.md). Every amount below is worked out by hand in its comment.
 */
import { Decimal } from '@billing/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineTax, selectTaxRate, type TaxRateTerms, taxLines } from '../src/index.ts';
import { decimalArb } from './helpers.ts';

const d = (v: string) => new Decimal(v);
const line = (subtotal: string, credit = '0') => ({ subtotal: d(subtotal), credit: d(credit) });

describe('lineTax', () => {
  it.each([
    // 100.00 x 20 / 100 = 20.00
    ['100.00', '0', '20', 'USD', '20.00'],
    // 19.99 x 8.875 / 100 = 1.7741125 -> 1.77
    ['19.99', '0', '8.875', 'USD', '1.77'],
    // 10.10 x 5 / 100 = 0.505: half away from zero -> 0.51
    ['10.10', '0', '5', 'USD', '0.51'],
    // a negative line (a correction): -10.10 x 5 / 100 = -0.505 -> -0.51, away from zero
    ['-10.10', '0', '5', 'USD', '-0.51'],
    // (80.00 - 50.00) x 19 / 100 = 5.70: the credit is not taxed
    ['80.00', '50.00', '19', 'USD', '5.70'],
    // fully credited: (40.00 - 40.00) x 19 / 100 = 0
    ['40.00', '40.00', '19', 'USD', '0'],
    // JPY has no minor digits: 1234 x 10 / 100 = 123.4 -> 123; 1235 -> 123.5 -> 124
    ['1234', '0', '10', 'JPY', '123'],
    ['1235', '0', '10', 'JPY', '124'],
    // KWD has three: 1.234 x 7.5 / 100 = 0.09255 -> 0.093
    ['1.234', '0', '7.5', 'KWD', '0.093'],
    // four fraction digits of percentage: 33.33 x 0.0001 / 100 = 0.000033333 -> 0.00
    ['33.33', '0', '0.0001', 'USD', '0'],
    // 100%: the whole taxable amount
    ['12.34', '2.34', '100', 'USD', '10'],
  ])('%s - %s at %s%% in %s is %s', (subtotal, credit, percentage, currency, expected) => {
    expect(lineTax(line(subtotal, credit), d(percentage), currency).toFixed()).toBe(d(expected).toFixed());
  });
});

describe('taxLines', () => {
  it('rounds per line, then sums: two lines of 10.10 at 5% are 0.51 + 0.51 = 1.02 (not 20.20 x 5% = 1.01)', () => {
    const { taxes, tax } = taxLines([line('10.10'), line('10.10')], { percentage: d('5') }, 'USD');
    expect(taxes.map((t) => t.toFixed())).toEqual(['0.51', '0.51']);
    expect(tax.toFixed()).toBe('1.02');
  });

  it('without a rate every line is 0', () => {
    const { taxes, tax } = taxLines([line('10.10'), line('3.33')], null, 'USD');
    expect(taxes.map((t) => t.toFixed())).toEqual(['0', '0']);
    expect(tax.toFixed()).toBe('0');
  });
});

const JAN = new Date('2026-01-01T00:00:00Z');
const FEB = new Date('2026-02-01T00:00:00Z');
const MAR = new Date('2026-03-01T00:00:00Z');
const rate = (
  id: string,
  percentage: string,
  countryCodes: string[],
  startTime = JAN,
  endTime: Date | null = null,
) =>
  ({
    id,
    displayName: id,
    percentage: d(percentage),
    countryCodes,
    startTime,
    endTime,
  }) satisfies TaxRateTerms;

describe('selectTaxRate', () => {
  const de = rate('de-vat', '19', ['DE']);
  const fr = rate('fr-vat', '20', ['FR', 'MC']);
  const any = rate('sales', '5', []);

  it('a rate naming the country wins over one for every country', () => {
    expect(selectTaxRate([any, de, fr], { countryCode: 'DE', taxExempt: false }, FEB)?.id).toBe('de-vat');
    expect(selectTaxRate([any, de, fr], { countryCode: 'MC', taxExempt: false }, FEB)?.id).toBe('fr-vat');
    expect(selectTaxRate([any, de, fr], { countryCode: 'US', taxExempt: false }, FEB)?.id).toBe('sales');
    // no billing country: only a rate for every country can apply
    expect(selectTaxRate([de, fr], { countryCode: '', taxExempt: false }, FEB)).toBeNull();
    expect(selectTaxRate([any, de], { countryCode: '', taxExempt: false }, FEB)?.id).toBe('sales');
  });

  it('a customer without a billing country matches no country list, even one holding an empty code', () => {
    // A rate from another source than the table may list "": it still names countries, so it never applies.
    const odd = rate('odd', '7', ['']);
    expect(selectTaxRate([odd], { countryCode: '', taxExempt: false }, FEB)).toBeNull();
    expect(selectTaxRate([odd, any], { countryCode: '', taxExempt: false }, FEB)?.id).toBe('sales');
  });

  it('a rate naming the country wins even over a rate for every country that started later', () => {
    const deFromJan = rate('de-vat', '19', ['DE'], JAN);
    const anyFromFeb = rate('sales', '5', [], FEB);
    const party = { countryCode: 'DE', taxExempt: false };
    expect(selectTaxRate([deFromJan, anyFromFeb], party, MAR)?.id).toBe('de-vat');
    expect(selectTaxRate([anyFromFeb, deFromJan], party, MAR)?.id).toBe('de-vat');
  });

  it('an exempt customer has no rate', () => {
    expect(selectTaxRate([any, de], { countryCode: 'DE', taxExempt: true }, FEB)).toBeNull();
  });

  it('a rate applies to an invoice whose period ends in (start, end]', () => {
    const january = rate('jan', '10', ['DE'], JAN, FEB);
    const fromFeb = rate('feb', '12', ['DE'], FEB, null);
    const party = { countryCode: 'DE', taxExempt: false };
    // the January invoice ends at Feb 1: the rate ending then still applies, the one starting then does not yet
    expect(selectTaxRate([january, fromFeb], party, FEB)?.id).toBe('jan');
    expect(selectTaxRate([january, fromFeb], party, MAR)?.id).toBe('feb');
    // a period ending at the rate's start is before it
    expect(selectTaxRate([january], party, JAN)).toBeNull();
    // a period ending after the rate's end is past it: a March invoice has no rate from January alone
    expect(selectTaxRate([january], party, MAR)).toBeNull();
  });

  it('ties go to the latest start, then the smallest id, whatever the order given', () => {
    const older = rate('b-old', '10', ['DE'], JAN);
    const newer = rate('c-new', '11', ['DE'], FEB);
    const twin = rate('a-twin', '11', ['DE'], FEB);
    const party = { countryCode: 'DE', taxExempt: false };
    expect(selectTaxRate([older, newer, twin], party, MAR)?.id).toBe('a-twin');
    expect(selectTaxRate([twin, newer, older], party, MAR)?.id).toBe('a-twin');
    // the start decides before the id: an older rate with a smaller id still loses to the latest start
    const oldest = rate('a-oldest', '9', ['DE'], JAN);
    expect(selectTaxRate([newer, oldest], party, MAR)?.id).toBe('c-new');
    expect(selectTaxRate([oldest, newer], party, MAR)?.id).toBe('c-new');
  });
});

describe('properties of lineTax', () => {
  const amountArb = decimalArb({ min: -(10n ** 9n), max: 10n ** 9n, maxScale: 2 });
  const percentageArb = decimalArb({ min: 0n, max: 100n * 10n ** 4n, maxScale: 4 }).map((p) =>
    p.greaterThan(100) ? p.div(10_000) : p,
  );

  it('is within half a cent of the exact product, and has at most two fraction digits', () => {
    fc.assert(
      fc.property(amountArb, percentageArb, (subtotal, percentage) => {
        const exact = subtotal.times(percentage).div(100);
        const tax = lineTax({ subtotal, credit: d('0') }, percentage, 'USD');
        expect(tax.minus(exact).abs().lessThanOrEqualTo('0.005')).toBe(true);
        expect(tax.decimalPlaces()).toBeLessThanOrEqual(2);
      }),
    );
  });

  it('is odd: a line and its negation have opposite taxes (half away from zero is symmetric)', () => {
    fc.assert(
      fc.property(amountArb, percentageArb, (subtotal, percentage) => {
        const zero = d('0');
        const plus = lineTax({ subtotal, credit: zero }, percentage, 'USD');
        const minus = lineTax({ subtotal: subtotal.negated(), credit: zero }, percentage, 'USD');
        expect(plus.plus(minus).isZero()).toBe(true);
      }),
    );
  });

  it('never decreases as the percentage grows, on a non-negative taxable amount', () => {
    const positive = decimalArb({ min: 0n, max: 10n ** 9n, maxScale: 2 });
    fc.assert(
      fc.property(positive, percentageArb, percentageArb, (subtotal, a, b) => {
        const [low, high] = a.lessThanOrEqualTo(b) ? [a, b] : [b, a];
        const zero = d('0');
        expect(
          lineTax({ subtotal, credit: zero }, low, 'USD').lessThanOrEqualTo(
            lineTax({ subtotal, credit: zero }, high, 'USD'),
          ),
        ).toBe(true);
      }),
    );
  });
});
