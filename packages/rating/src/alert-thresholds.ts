/**
 * The arithmetic of spend and usage alerts (docs/alerts.md): which thresholds a value reaches, and a meter's
 * value over the groups an alert watches. Pure: the callers read the values and record what fired.
 */
import { Decimal } from '@billing/core';

/** The indexes of the thresholds `value` reaches (>=), in their order. */
export function reachedThresholds(value: Decimal, thresholds: readonly (Decimal | string)[]): number[] {
  const out: number[] = [];
  for (const [i, t] of thresholds.entries()) if (value.greaterThanOrEqualTo(t)) out.push(i);
  return out;
}

/** One group's quantity of a meter over the period, with its group values. */
export interface GroupQuantity {
  dimensions: Readonly<Record<string, string>>;
  quantity: Decimal;
}

/**
 * The meter's value over the groups whose values match `watched` (every key of it equal): the sum (SUM, COUNT),
 * the largest (MAX) or the smallest (MIN) of the groups' values. Any other aggregation does not combine across
 * groups, so such an alert names every group key and at most one group matches: its quantity. No group with a
 * quantity: 0.
 */
export function watchedQuantity(
  aggregation: string,
  groups: readonly GroupQuantity[],
  watched: Readonly<Record<string, string>>,
): Decimal {
  const keys = Object.keys(watched);
  const matching = groups
    .filter((g) => keys.every((k) => (g.dimensions[k] ?? '') === watched[k]))
    .map((g) => g.quantity);
  if (matching.length === 0) return new Decimal(0);
  if (aggregation === 'SUM' || aggregation === 'COUNT') return matching.reduce((a, b) => a.plus(b));
  if (aggregation === 'MAX') return matching.reduce((a, b) => Decimal.max(a, b));
  if (aggregation === 'MIN') return matching.reduce((a, b) => Decimal.min(a, b));
  return matching[0]!;
}
