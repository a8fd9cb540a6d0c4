/**
 * Exact decimals for money and quantities. Every amount travels as a decimal string and is computed with
 * this `Decimal` (high precision; ROUND_HALF_UP in decimal.js is half away from zero).
 */

import currencyCodes from 'currency-codes';
import { Decimal as DecimalJs } from 'decimal.js';
import { invalidField } from './errors.ts';

export const Decimal = DecimalJs.clone({
  precision: 80,
  rounding: DecimalJs.ROUND_HALF_UP,
  toExpNeg: -1000,
  toExpPos: 1000,
});
export type Decimal = InstanceType<typeof Decimal>;

export const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;
/** Longest decimal string accepted on input: far beyond any real price, short enough to bound the work. */
const MAX_DECIMAL_LENGTH = 64;

export interface DecimalRules {
  allowNegative?: boolean;
  /** Most digits after the point. */
  maxScale?: number;
  positive?: boolean;
}

/** Parses a decimal string strictly (no exponent, no spaces, no `+`), or throws INVALID_ARGUMENT. */
export function parseDecimal(value: unknown, field: string, rules: DecimalRules = {}): Decimal {
  if (typeof value !== 'string' || value.length > MAX_DECIMAL_LENGTH || !DECIMAL_PATTERN.test(value)) {
    throw invalidField(field, 'must be a decimal string such as "12.5"');
  }
  const scale = value.includes('.') ? value.length - value.indexOf('.') - 1 : 0;
  if (rules.maxScale !== undefined && scale > rules.maxScale) {
    throw invalidField(field, `must have at most ${rules.maxScale} digits after the decimal point`);
  }
  const parsed = new Decimal(value);
  if (!rules.allowNegative && parsed.isNegative() && !parsed.isZero()) {
    throw invalidField(field, 'must not be negative');
  }
  if (rules.positive && !parsed.greaterThan(0)) throw invalidField(field, 'must be greater than zero');
  return parsed;
}

/** Canonical form: no exponent, no trailing zeros, no negative zero. */
export function canonicalDecimal(value: Decimal | string): string {
  const d = typeof value === 'string' ? new Decimal(value) : value;
  return d.isZero() ? '0' : d.toFixed();
}

interface CurrencyInfo {
  code: string;
  digits: number;
}

const CURRENCIES: ReadonlyMap<string, CurrencyInfo> = new Map(
  currencyCodes.data
    // Precious metals, test and "no currency" codes are not money one can bill in.
    .filter((c) => !c.countries.every((country) => country.startsWith('Zz')))
    .map((c) => [c.code, { code: c.code, digits: c.digits }]),
);

export function isCurrencyCode(code: unknown): code is string {
  return typeof code === 'string' && CURRENCIES.has(code);
}

export function checkCurrencyCode(code: unknown, field: string): string {
  if (!isCurrencyCode(code)) throw invalidField(field, 'must be an ISO 4217 currency code such as "USD"');
  return code;
}

/** Digits after the point of the currency's minor unit (USD 2, JPY 0, KWD 3). */
export function minorUnits(code: string): number {
  const info = CURRENCIES.get(code);
  if (!info) throw new Error(`unknown currency ${code}`);
  return info.digits;
}
