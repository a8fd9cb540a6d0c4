/**
 * Money: an exact decimal amount in one currency. Arithmetic refuses to mix currencies (a sum of dollars and
 * euros is a bug, never a number), and rounding to the currency's minor unit happens here and nowhere else:
 * `roundToMinor` for amounts inside the math (line subtotals, allocations), `Money#rounded` and the wire form
 * for what invoices, charges and balances show.
 */
import { canonicalDecimal, Decimal, minorUnits } from './decimal.ts';

/** The API's Money (docs/api-conventions.md "The rules", values): `amount.value` is a decimal string. */
export interface MoneyJson {
  amount: { value: string };
  currencyCode: string;
}

/** Two currencies met in one sum: a programming error (callers check currencies before they compute). */
export class CurrencyMismatchError extends Error {
  constructor(a: string, b: string) {
    super(`cannot combine ${a} and ${b} amounts`);
    this.name = 'CurrencyMismatchError';
  }
}

/** Rounds half away from zero to the currency's minor unit (USD 2 digits, JPY 0, KWD 3). */
export function roundToMinor(amount: Decimal, currencyCode: string): Decimal {
  const rounded = amount.toDecimalPlaces(minorUnits(currencyCode), Decimal.ROUND_HALF_UP);
  // -0.004 rounds to -0: an amount of nothing has no sign.
  return rounded.isZero() ? new Decimal(0) : rounded;
}

/** An amount as written on invoices, charges and balances: rounded, with exactly the currency's minor digits. */
export function formatAmount(amount: Decimal, currencyCode: string): string {
  return roundToMinor(amount, currencyCode).toFixed(minorUnits(currencyCode));
}

export class Money {
  private constructor(
    readonly amount: Decimal,
    readonly currencyCode: string,
  ) {}

  /** `currencyCode` must be a currency one can bill in (minorUnits throws otherwise). */
  static of(amount: Decimal | string, currencyCode: string): Money {
    minorUnits(currencyCode);
    const value = typeof amount === 'string' ? new Decimal(amount) : amount;
    return new Money(value.isZero() ? new Decimal(0) : value, currencyCode);
  }

  static zero(currencyCode: string): Money {
    return Money.of(new Decimal(0), currencyCode);
  }

  /** The sum of `amounts`, all in `currencyCode` (zero when there are none). */
  static sum(currencyCode: string, amounts: Iterable<Money>): Money {
    let total = Money.zero(currencyCode);
    for (const amount of amounts) total = total.plus(amount);
    return total;
  }

  private same(other: Money): Decimal {
    if (other.currencyCode !== this.currencyCode) {
      throw new CurrencyMismatchError(this.currencyCode, other.currencyCode);
    }
    return other.amount;
  }

  plus(other: Money): Money {
    return Money.of(this.amount.plus(this.same(other)), this.currencyCode);
  }

  minus(other: Money): Money {
    return Money.of(this.amount.minus(this.same(other)), this.currencyCode);
  }

  /** Scales by a quantity or a fraction (exact: no rounding). */
  times(factor: Decimal | string): Money {
    return Money.of(this.amount.times(factor), this.currencyCode);
  }

  negated(): Money {
    return Money.of(this.amount.negated(), this.currencyCode);
  }

  min(other: Money): Money {
    return this.compare(other) <= 0 ? this : other;
  }

  max(other: Money): Money {
    return this.compare(other) >= 0 ? this : other;
  }

  /** -1, 0 or 1. */
  compare(other: Money): number {
    return this.amount.comparedTo(this.same(other));
  }

  equals(other: Money): boolean {
    return other.currencyCode === this.currencyCode && this.amount.equals(other.amount);
  }

  isZero(): boolean {
    return this.amount.isZero();
  }

  isNegative(): boolean {
    return this.amount.isNegative() && !this.amount.isZero();
  }

  /** Rounded half away from zero to the currency's minor unit. */
  rounded(): Money {
    return Money.of(roundToMinor(this.amount, this.currencyCode), this.currencyCode);
  }

  /** Exactly the currency's minor digits ("12.30", "5", "0.001"). */
  format(): string {
    return formatAmount(this.amount, this.currencyCode);
  }

  /** The wire form of an amount: rounded to the minor unit, with exactly its digits. */
  toJson(): MoneyJson {
    return { amount: { value: this.format() }, currencyCode: this.currencyCode };
  }

  /** The wire form of a price: unit prices keep their full precision, in canonical form. */
  toPriceJson(): MoneyJson {
    return { amount: { value: canonicalDecimal(this.amount) }, currencyCode: this.currencyCode };
  }

  toString(): string {
    return `${canonicalDecimal(this.amount)} ${this.currencyCode}`;
  }
}
