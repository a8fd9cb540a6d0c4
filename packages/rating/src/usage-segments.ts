/**
 * From usage queried per sub-interval of a billing period to usage per rate segment (docs/catalog.md
 * "Products and rates", last bullet): a rate change inside the period splits the usage by eventTime. Query the usage over
 * usageIntervals(), then attribute each row to the segment of its pricing group with assignSegments().
 */
import type { Decimal } from '@billing/core';
import type { TimeRange } from './billing-periods.ts';
import { type ProductKeys, pickDimensions, type SegmentUsage } from './lines.ts';
import {
  type CardRate,
  type ContractOverride,
  type Dimensions,
  type EffectivePeriod,
  type RateSegment,
  rateChangeTimes,
  rateSegments,
} from './resolve-rate.ts';

export interface RatingTerms {
  rates: readonly CardRate[];
  overrides: readonly ContractOverride[];
  /** The default effective period of the overrides. */
  contractPeriod?: EffectivePeriod;
}

/** Usage of a product over [startTime, endTime) for one combination of group values. */
export interface IntervalUsage {
  product: string;
  startTime: Date;
  endTime: Date;
  groupValues: Dimensions;
  quantity: Decimal;
}

/** The sub-intervals of `period` between which no rate or override of `product` changes. */
export function usageIntervals(product: string, period: TimeRange, terms: RatingTerms): TimeRange[] {
  const { rates, overrides, contractPeriod } = terms;
  const cuts = [
    period.startTime,
    ...rateChangeTimes(product, period.startTime, period.endTime, rates, overrides, contractPeriod),
    period.endTime,
  ];
  return cuts.slice(1).map((endTime, i) => ({ startTime: cuts[i]!, endTime }));
}

/** rateSegments() over `period` with the contract's terms. */
export function segmentsOver(
  product: string,
  group: Dimensions,
  period: TimeRange,
  terms: RatingTerms,
): RateSegment[] {
  const { rates, overrides, contractPeriod } = terms;
  return rateSegments(product, group, period.startTime, period.endTime, rates, overrides, contractPeriod);
}

/**
 * Each row tagged with the rate segment of its pricing group that contains it. Rows with no rate (the card
 * prices nothing then) come back as `unpriced`, for the caller to report. A row that straddles a rate change
 * was not queried per usageIntervals(): that is a bug, and throws.
 */
export function assignSegments(
  rows: readonly IntervalUsage[],
  period: TimeRange,
  products: readonly ProductKeys[],
  terms: RatingTerms,
): { priced: SegmentUsage[]; unpriced: IntervalUsage[] } {
  const keysOf = new Map(products.map((p) => [p.product, p.pricingGroupKeys]));
  const cache = new Map<string, RateSegment[]>();
  const segmentsOf = (product: string, group: Dimensions) => {
    const key = JSON.stringify([product, group]);
    let segments = cache.get(key);
    if (segments === undefined) {
      segments = segmentsOver(product, group, period, terms);
      cache.set(key, segments);
    }
    return segments;
  };
  const priced: SegmentUsage[] = [];
  const unpriced: IntervalUsage[] = [];
  for (const row of rows) {
    const pricingKeys = keysOf.get(row.product);
    if (pricingKeys === undefined) throw new RangeError(`no group keys given for product ${row.product}`);
    const segment = segmentFor(segmentsOf(row.product, pickDimensions(pricingKeys, row.groupValues)), row);
    if (segment === null) unpriced.push(row);
    else priced.push({ product: row.product, segment, groupValues: row.groupValues, quantity: row.quantity });
  }
  return { priced, unpriced };
}

function segmentFor(segments: readonly RateSegment[], row: IntervalUsage): RateSegment | null {
  const start = row.startTime.getTime();
  const end = row.endTime.getTime();
  const overlapping = segments.filter((s) => s.startTime.getTime() < end && start < s.endTime.getTime());
  const [segment] = overlapping;
  if (segment === undefined) return null;
  if (overlapping.length > 1 || start < segment.startTime.getTime() || end > segment.endTime.getTime()) {
    throw new RangeError(`usage over [${row.startTime.toISOString()}, ...) straddles a rate change`);
  }
  return segment;
}
