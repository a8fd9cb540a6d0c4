/** Money: exact amounts in one currency; mixed currencies refused; rounding to the minor unit in one place. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../src/decimal.ts';
import { CurrencyMismatchError, Money, roundToMinor } from '../src/money.ts';

const usd = (value: string) => Money.of(value, 'USD');

describe('Money', () => {
  it('adds, subtracts and scales exactly, without rounding', () => {
    expect(usd('0.1').plus(usd('0.2')).amount.toFixed()).toBe('0.3');
    expect(usd('10').minus(usd('0.005')).amount.toFixed()).toBe('9.995');
    expect(usd('3.333').times('3').amount.toFixed()).toBe('9.999');
    expect(usd('1.5').negated().amount.toFixed()).toBe('-1.5');
    expect(Money.sum('USD', [usd('1.10'), usd('2.205'), usd('-0.305')]).amount.toFixed()).toBe('3');
    expect(Money.sum('EUR', []).equals(Money.zero('EUR'))).toBe(true);
  });

  it('refuses to combine two currencies', () => {
    const eur = Money.of('1', 'EUR');
    expect(() => usd('1').plus(eur)).toThrow(CurrencyMismatchError);
    expect(() => usd('1').minus(eur)).toThrow('cannot combine USD and EUR amounts');
    expect(() => usd('1').compare(eur)).toThrow(CurrencyMismatchError);
    expect(() => Money.sum('USD', [usd('1'), eur])).toThrow(CurrencyMismatchError);
    expect(usd('1').equals(Money.of('1', 'EUR'))).toBe(false);
  });

  it('refuses a currency one cannot bill in', () => {
    expect(() => Money.of('1', 'XXX')).toThrow('unknown currency XXX');
    expect(() => Money.zero('usd')).toThrow('unknown currency usd');
  });

  it("rounds half away from zero to the currency's minor unit, with exactly its digits", () => {
    expect(usd('10.005').format()).toBe('10.01');
    expect(usd('-10.005').format()).toBe('-10.01');
    expect(usd('10.004').format()).toBe('10.00');
    expect(usd('-0.004').format()).toBe('0.00');
    expect(usd('12.3').format()).toBe('12.30');
    expect(Money.of('12.5', 'JPY').format()).toBe('13');
    expect(Money.of('1.2345', 'KWD').format()).toBe('1.235');
    expect(usd('2.675').rounded().amount.toFixed()).toBe('2.68');
    expect(usd('-0.004').rounded().isNegative()).toBe(false);
  });

  it('writes amounts rounded and prices at full precision', () => {
    expect(usd('12.3').toJson()).toEqual({ amount: { value: '12.30' }, currencyCode: 'USD' });
    expect(usd('0.000125').toPriceJson()).toEqual({ amount: { value: '0.000125' }, currencyCode: 'USD' });
    expect(usd('1.50').toPriceJson()).toEqual({ amount: { value: '1.5' }, currencyCode: 'USD' });
    expect(Money.of('-0', 'USD').toPriceJson().amount.value).toBe('0');
  });

  it('orders amounts and picks the smaller or larger', () => {
    expect(usd('1.01').compare(usd('1.1'))).toBe(-1);
    expect(usd('2').compare(usd('2.00'))).toBe(0);
    expect(usd('3').min(usd('2.5')).format()).toBe('2.50');
    expect(usd('3').max(usd('2.5')).format()).toBe('3.00');
    expect(usd('0.00').isZero()).toBe(true);
    expect(usd('-0.01').isNegative()).toBe(true);
  });

  it('rounding never moves an amount by more than half a minor unit (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.integer({ min: 0, max: 6 }),
        (units, scale) => {
          const amount = new Decimal(units.toString()).dividedBy(new Decimal(10).pow(scale));
          const rounded = roundToMinor(amount, 'USD');
          expect(rounded.decimalPlaces()).toBeLessThanOrEqual(2);
          expect(rounded.minus(amount).abs().lessThanOrEqualTo('0.005')).toBe(true);
          expect(Money.of(amount, 'USD').format()).toBe(rounded.toFixed(2));
        },
      ),
    );
  });
});
