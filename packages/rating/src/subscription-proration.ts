/**
 * Subscription charges (docs/subscriptions.md): items are priced by the contract's rates with q = the item quantity,
 * in arrears. With CREATE_PRORATIONS a period's charge is time-weighted by the quantities held in it; with
 * NONE a change counts from the next period, so the period is charged at the quantity held at its start.
 */
import { type Decimal, roundToMinor } from '@billing/core';
import type { TimeRange } from './billing-periods.ts';
import { type InvoiceLine, makeLine, periodFraction, sortLines } from './lines.ts';
import { priceQuantity } from './price.ts';
import type { PricingModel } from './pricing-model.ts';
import type { Dimensions } from './resolve-rate.ts';
import { type RatingTerms, segmentsOver } from './usage-segments.ts';

export type ProrationBehavior = 'CREATE_PRORATIONS' | 'NONE';

/** From `effectiveTime` on, the item's quantity is `quantity` (0 once canceled). */
export interface QuantityChange {
  effectiveTime: Date;
  quantity: Decimal;
  /** Absent: the behavior passed to prorateQuantities. */
  prorationBehavior?: ProrationBehavior;
}

/** A quantity held over [startTime, endTime), which is `fraction` of the full billing period. */
export interface HeldQuantity extends TimeRange {
  quantity: Decimal;
  fraction: Decimal;
}

/**
 * The changes that take effect inside the period being charged: a NONE change made inside it waits for the
 * next period. The first change is the start of the subscription, not a change of quantity: it always
 * counts from its time, else a subscription starting mid-period under NONE would be free until the next.
 */
function changesInEffect(
  changes: readonly QuantityChange[],
  periodStart: number,
  behavior: ProrationBehavior,
): QuantityChange[] {
  const sorted = [...changes].sort((a, b) => a.effectiveTime.getTime() - b.effectiveTime.getTime());
  return sorted.filter(
    (change, i) =>
      i === 0 ||
      change.effectiveTime.getTime() <= periodStart ||
      (change.prorationBehavior ?? behavior) === 'CREATE_PRORATIONS',
  );
}

/**
 * The quantities held over [periodStart, periodEnd), one entry per maximal run of one nonzero quantity,
 * each with the fraction of `fullPeriod` (default: the period itself) it covers. Pass the anchor-to-anchor
 * period as `fullPeriod` for a short first or truncated last period, so those are charged in part.
 * Changes at the same time apply in list order (the last one holds).
 */
export function prorateQuantities(
  changes: readonly QuantityChange[],
  periodStart: Date,
  periodEnd: Date,
  behavior: ProrationBehavior = 'CREATE_PRORATIONS',
  fullPeriod: TimeRange = { startTime: periodStart, endTime: periodEnd },
): HeldQuantity[] {
  const start = periodStart.getTime();
  const end = periodEnd.getTime();
  const inEffect = changesInEffect(changes, start, behavior);
  const held: Array<Omit<HeldQuantity, 'fraction'>> = [];
  inEffect.forEach((change, i) => {
    const from = Math.max(change.effectiveTime.getTime(), start);
    const to = Math.min(inEffect[i + 1]?.effectiveTime.getTime() ?? end, end);
    if (from >= to || change.quantity.isZero()) return;
    const last = held.at(-1);
    if (last && last.endTime.getTime() === from && last.quantity.equals(change.quantity)) {
      last.endTime = new Date(to);
    } else {
      held.push({ startTime: new Date(from), endTime: new Date(to), quantity: change.quantity });
    }
  });
  return held.map((h) => ({ ...h, fraction: periodFraction(h, fullPeriod) }));
}

/**
 * A subscription's charge for holding q over `fraction` of a period: the whole price is time-weighted (for
 * flat, the same as its own proration).
 */
export function timeWeightedPrice(model: PricingModel, quantity: Decimal, fraction: Decimal): Decimal {
  return model.kind === 'flat'
    ? priceQuantity(model, quantity, fraction)
    : priceQuantity(model, quantity).times(fraction);
}

export interface SubscriptionItemSchedule {
  product: string;
  /** Matched against the rates' dimensionValues, and the lines' dimensions. */
  dimensions: Dimensions;
  changes: readonly QuantityChange[];
}

export interface SubscriptionLinesInput {
  currencyCode: string;
  /** The billing period charged (short first or truncated last included). */
  period: TimeRange;
  /** The anchor-to-anchor period; default `period`. */
  fullPeriod?: TimeRange;
  items: readonly SubscriptionItemSchedule[];
  terms: RatingTerms;
  behavior?: ProrationBehavior;
}

/**
 * One line per item, held quantity and rate segment: a quantity change and a rate change both split a
 * line, as each is priced on its own part of the period. Each line is rounded on its own.
 */
export function subscriptionLines(input: SubscriptionLinesInput): InvoiceLine[] {
  const { period, terms, currencyCode } = input;
  const fullPeriod = input.fullPeriod ?? period;
  const lines = input.items.flatMap((item) => {
    const held = prorateQuantities(
      item.changes,
      period.startTime,
      period.endTime,
      input.behavior,
      fullPeriod,
    );
    const segments = segmentsOver(item.product, item.dimensions, period, terms);
    return held.flatMap((h) =>
      segments.flatMap((segment) => {
        const part = intersection(h, segment);
        if (part === null) return [];
        const amount = timeWeightedPrice(segment.model, h.quantity, periodFraction(part, fullPeriod));
        return [
          makeLine({
            product: item.product,
            rateId: segment.rate.id,
            ...part,
            dimensions: { ...item.dimensions },
            quantity: h.quantity,
            subtotal: roundToMinor(amount, currencyCode),
          }),
        ];
      }),
    );
  });
  return sortLines(lines);
}

function intersection(a: TimeRange, b: TimeRange): TimeRange | null {
  const start = Math.max(a.startTime.getTime(), b.startTime.getTime());
  const end = Math.min(a.endTime.getTime(), b.endTime.getTime());
  return start < end ? { startTime: new Date(start), endTime: new Date(end) } : null;
}
