/**
 * Allocation of a pricing group's amount to its presentation lines (docs/invoices.md): in proportion to
 * quantity, by largest remainder in the currency's minor unit, so the lines add up exactly to the group.
 *
 * The arithmetic is on BigInt minor units and scaled quantities, so shares and remainders are exact: no
 * division result is ever rounded, and equal remainders are really equal.
 */
import { Decimal, minorUnits, roundToMinor } from '@billing/core';

/**
 * Splits `amount`, first rounded half away from zero to the currency's minor unit, into one amount per
 * quantity, proportionally, adding up exactly to the rounded amount. Each share is its exact proportional
 * value rounded down to a minor unit, and the minor units left over go one each to the largest remainders.
 *
 * Ties between equal remainders go to the lower index: callers pass lines in invoice line order, so the
 * earlier line gets the extra minor unit, the same way every time.
 *
 * When the quantities add up to zero (all zero, or corrections cancelling out) there is no proportion: the
 * amount is split equally instead, by the same rule. A nonzero amount with no line to carry it is an error.
 */
export function allocateByQuantity(
  amount: Decimal,
  quantities: readonly Decimal[],
  currencyCode: string,
): Decimal[] {
  const digits = minorUnits(currencyCode);
  const scale = new Decimal(10).pow(digits);
  const total = toBigInt(roundToMinor(amount, currencyCode).times(scale));
  if (quantities.length === 0) {
    if (total !== 0n) throw new RangeError('cannot allocate a nonzero amount to no line');
    return [];
  }
  return largestRemainder(total, integerWeights(quantities)).map((units) =>
    new Decimal(units.toString()).div(scale),
  );
}

/** Quantities scaled by a common power of ten to exact integers; all ones when they add up to zero. */
function integerWeights(quantities: readonly Decimal[]): bigint[] {
  const places = Math.max(...quantities.map((q) => q.decimalPlaces()));
  const scale = new Decimal(10).pow(places);
  const weights = quantities.map((q) => toBigInt(q.times(scale)));
  return sum(weights) === 0n ? weights.map(() => 1n) : weights;
}

/** Shares of `total` (an integer) in proportion to `weights` (summing to nonzero), adding up to `total`. */
export function largestRemainder(total: bigint, weights: readonly bigint[]): bigint[] {
  // A negative weight sum flips every sign without changing the proportions; floor division needs it > 0.
  if (sum(weights) === 0n) throw new RangeError('weights must not add up to zero');
  const sign = sum(weights) < 0n ? -1n : 1n;
  const divisor = sign * sum(weights);
  const exact = weights.map((w) => total * w * sign);
  const shares = exact.map((n) => floorDiv(n, divisor));
  const remainders = exact.map((n, i) => n - shares[i]! * divisor);
  // Each floor loses less than one unit, so fewer units than lines are left, and every one of them goes to
  // a line whose remainder is not zero.
  const left = Number(total - sum(shares));
  const order = remainders
    .map((remainder, index) => ({ remainder, index }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of order.slice(0, left)) shares[index]! += 1n;
  return shares;
}

function floorDiv(n: bigint, divisor: bigint): bigint {
  const quotient = n / divisor;
  return n % divisor < 0n ? quotient - 1n : quotient;
}

function sum(values: readonly bigint[]): bigint {
  return values.reduce((a, b) => a + b, 0n);
}

/** An integral Decimal as a BigInt (toFixed never uses an exponent). */
function toBigInt(value: Decimal): bigint {
  return BigInt(value.toFixed(0));
}
