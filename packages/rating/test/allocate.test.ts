import { Decimal } from '@billing/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateByQuantity, largestRemainder } from '../src/index.ts';
import { dec } from './builders.ts';
import { decimalArb } from './helpers.ts';

const split = (amount: string, quantities: string[], currency = 'USD') =>
  allocateByQuantity(dec(amount), quantities.map(dec), currency).map((d) => d.toFixed());

describe('allocateByQuantity', () => {
  it('splits in proportion to quantity when the shares are exact', () => {
    expect(split('10.00', ['1', '3'])).toEqual(['2.5', '7.5']);
    expect(split('13.34', ['10', '0', '30'])).toEqual(['3.34', '0', '10']);
  });

  it('gives the minor units left over to the largest remainders', () => {
    // 10.00 x 2/7 = 2.857.., x 5/7 = 7.142..: floors 2.85 + 7.14 = 9.99, the cent goes to the first.
    expect(split('10.00', ['2', '5'])).toEqual(['2.86', '7.14']);
    expect(split('1.00', ['1', '1', '1', '3'])).toEqual(['0.17', '0.17', '0.16', '0.5']);
  });

  it('breaks ties between equal remainders by position: earlier lines first', () => {
    expect(split('10.00', ['1', '1', '1'])).toEqual(['3.34', '3.33', '3.33']);
    expect(split('0.02', ['1', '1', '1'])).toEqual(['0.01', '0.01', '0']);
  });

  it('rounds the amount half away from zero to the minor unit first', () => {
    expect(split('10.005', ['1'])).toEqual(['10.01']);
    expect(split('10.004999', ['1', '1'])).toEqual(['5', '5']);
    expect(split('-10.005', ['1'])).toEqual(['-10.01']);
  });

  it('follows the currency minor unit: JPY 0 digits, KWD 3', () => {
    expect(split('100', ['1', '1', '1'], 'JPY')).toEqual(['34', '33', '33']);
    expect(split('1.0005', ['1', '2'], 'KWD')).toEqual(['0.334', '0.667']);
  });

  it('splits equally when the quantities add up to zero', () => {
    expect(split('10.00', ['0', '0', '0'])).toEqual(['3.34', '3.33', '3.33']);
    expect(split('1.00', ['5', '-5'])).toEqual(['0.5', '0.5']);
  });

  it('handles negative amounts and quantities exactly', () => {
    expect(split('-10.00', ['1', '1', '1'])).toEqual(['-3.33', '-3.33', '-3.34']);
    expect(split('10.00', ['-1', '-3'])).toEqual(['2.5', '7.5']);
    expect(split('6.00', ['3', '-1'])).toEqual(['9', '-3']);
  });

  it('fractional quantities of different scales', () => {
    expect(split('1.00', ['0.5', '0.25', '0.25'])).toEqual(['0.5', '0.25', '0.25']);
    expect(split('1.00', ['0.001', '1000'])).toEqual(['0', '1']);
  });

  it('no line: fine for a zero amount, an error otherwise', () => {
    expect(split('0.004', [])).toEqual([]);
    expect(() => split('0.01', [])).toThrow(RangeError);
  });
});

describe('largestRemainder', () => {
  it('shares an integer total among integer weights', () => {
    expect(largestRemainder(10n, [1n, 1n, 1n])).toEqual([4n, 3n, 3n]);
    expect(largestRemainder(-7n, [1n, 1n])).toEqual([-3n, -4n]);
    expect(largestRemainder(0n, [5n, 7n])).toEqual([0n, 0n]);
  });

  it('rejects weights adding up to zero', () => {
    expect(() => largestRemainder(1n, [1n, -1n])).toThrow(RangeError);
  });
});

/** Quantities as usage gives them: fractional, mostly positive, sometimes zero or negative. */
const quantityArb = decimalArb({ min: -(10n ** 4n), max: 10n ** 9n, maxScale: 5 });
const amountArb = decimalArb({ min: -(10n ** 12n), max: 10n ** 12n, maxScale: 6 });
const currencyArb = fc.constantFrom('USD', 'JPY', 'KWD');
const MINOR = { USD: 2, JPY: 0, KWD: 3 } as const;
/** One call of allocateByQuantity: an amount, 1 to 12 quantities, a currency. */
const allocationArb = fc.tuple(
  amountArb,
  fc.array(quantityArb, { minLength: 1, maxLength: 12 }),
  currencyArb,
);

describe('properties of allocateByQuantity', () => {
  it('adds up exactly to the rounded amount, for any quantities and amounts', () => {
    fc.assert(
      fc.property(allocationArb, ([amount, qs, cur]) => {
        const shares = allocateByQuantity(amount, qs, cur);
        const total = shares.reduce((a, b) => a.plus(b), new Decimal(0));
        expect(total.toFixed()).toBe(amount.toDecimalPlaces(MINOR[cur], Decimal.ROUND_HALF_UP).toFixed());
        expect(shares).toHaveLength(qs.length);
      }),
    );
  });

  it('each share is a whole number of minor units less than one unit from its exact proportional share', () => {
    fc.assert(
      fc.property(allocationArb, ([amount, qs, cur]) => {
        const rounded = amount.toDecimalPlaces(MINOR[cur], Decimal.ROUND_HALF_UP);
        const sum = qs.reduce((a, b) => a.plus(b), new Decimal(0));
        const weights = sum.isZero() ? qs.map(() => new Decimal(1)) : qs;
        const weightSum = sum.isZero() ? new Decimal(qs.length) : sum;
        const unit = new Decimal(10).pow(-MINOR[cur]);
        allocateByQuantity(amount, qs, cur).forEach((share, i) => {
          expect(share.div(unit).isInteger()).toBe(true);
          const exact = rounded.times(weights[i]!).div(weightSum);
          expect(share.minus(exact).abs().lessThan(unit)).toBe(true);
        });
      }),
    );
  });

  it('a larger quantity never gets a smaller share of a positive amount', () => {
    const positive = decimalArb({ min: 0n, max: 10n ** 9n, maxScale: 3 });
    fc.assert(
      fc.property(positive, fc.array(positive, { minLength: 2, maxLength: 10 }), (amount, qs) => {
        const shares = allocateByQuantity(amount, qs, 'USD');
        for (let i = 0; i < qs.length; i++) {
          for (let j = 0; j < qs.length; j++) {
            if (qs[i]!.greaterThan(qs[j]!)) expect(shares[i]!.greaterThanOrEqualTo(shares[j]!)).toBe(true);
          }
        }
      }),
    );
  });

  it('is deterministic: the same input gives the same shares', () => {
    fc.assert(
      fc.property(amountArb, fc.array(quantityArb, { minLength: 1, maxLength: 8 }), (amount, qs) => {
        const a = allocateByQuantity(amount, qs, 'USD').map(String);
        const b = allocateByQuantity(amount, [...qs], 'USD').map(String);
        expect(a).toEqual(b);
      }),
    );
  });
});
