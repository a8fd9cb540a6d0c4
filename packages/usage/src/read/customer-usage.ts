/**
 * `GET customers/{customer}/usage` (docs/usage.md): one row per meter and group values over
 * [startTime, endTime). ClickHouse aggregates (packages/events meter-aggregation.ts: hourly rollups merged with
 * raw events, de-duplicated, superseded events left out); what comes back are integer sums per decimal scale,
 * counts and exact value strings, combined here in exact decimals (see docs/usage.md).
 */
import { canonicalDecimal, Decimal, idFromName, invalidField, notFound, parsePeriod } from '@billing/core';
import { type AggregationType, getCustomer, type Meter, readMeters } from '@billing/domain';
import { type MeterPartial, type MeterShape, queryCustomersMetersPartials } from '@billing/events';
import type { UsageContext, UsageReadContext } from '../context.ts';
import { type CustomerUsage, MAX_USAGE_METERS, type UsageRow } from '../schema.ts';
import { expensiveRead } from './expensive-read.ts';

/** AVERAGE is the exact sum over the count, rounded half away from zero to this many decimal places. */
export const AVERAGE_SCALE = 20;

/** Exact sums: enough digits for any number a 64 KiB properties object can hold. */
const Exact = Decimal.clone({ precision: 100_000 });
type Exact = InstanceType<typeof Exact>;

export interface UsageRequest {
  startTime: unknown;
  endTime: unknown;
  /** Meter names (`meters/{id}`, or the bare id); absent or empty: every meter of the organization. */
  meters?: readonly string[] | undefined;
}

function scaled(scale: number, mantissa: string): Exact {
  return new Exact(mantissa).times(new Exact(10).pow(-scale));
}

/** The exact sum: the per-scale sums of mantissas from ClickHouse plus the values too long for it. */
function sumOf(p: MeterPartial): Exact {
  let sum = new Exact(0);
  for (const [scale, mantissa] of p.sums) sum = sum.plus(scaled(scale, mantissa));
  for (const value of p.bigValues) sum = sum.plus(new Exact(value));
  return sum;
}

function extreme(p: MeterPartial, which: 'min' | 'max'): Exact {
  const candidates = [
    ...(which === 'min' ? p.mins : p.maxs).map(([scale, mantissa]) => scaled(scale, mantissa)),
    ...p.bigValues.map((v) => new Exact(v)),
  ];
  return candidates.reduce((a, b) => (which === 'min' ? Exact.min(a, b) : Exact.max(a, b)));
}

/**
 * The exact mean rounded half away from zero to AVERAGE_SCALE places: divided truncating to a few more digits
 * than needed (truncation keeps the digit that decides the final rounding), then rounded once.
 */
function average(sum: Exact, count: string): Exact {
  const integerDigits = sum.isZero() ? 1 : Math.max(1, sum.abs().e + 1);
  const Div = Exact.clone({ precision: integerDigits + AVERAGE_SCALE + 2, rounding: Decimal.ROUND_DOWN });
  return new Exact(new Div(sum).dividedBy(count)).toDecimalPlaces(AVERAGE_SCALE, Decimal.ROUND_HALF_UP);
}

/** A group's quantity under the aggregation; undefined when it has none (MIN/MAX/AVERAGE/LATEST, no values). */
export function quantityOf(aggregation: AggregationType, p: MeterPartial): Exact | undefined {
  if (aggregation === 'COUNT') return new Exact(p.eventCount);
  if (aggregation === 'UNIQUE_COUNT') return new Exact(p.uniqueCount);
  if (aggregation === 'SUM') return sumOf(p);
  if (p.valueCount === '0') return undefined;
  if (aggregation === 'MIN') return extreme(p, 'min');
  if (aggregation === 'MAX') return extreme(p, 'max');
  if (aggregation === 'AVERAGE') return average(sumOf(p), p.valueCount);
  return new Exact(p.latest);
}

/** What a meter's aggregates depend on (a change to it rebuilds the meter's rollups). */
export function meterShape(meter: Meter): MeterShape {
  return {
    meterId: meterId(meter.name),
    eventType: meter.eventType,
    valueProperty: meter.aggregation === 'COUNT' ? '' : meter.valueProperty,
    groupKeys: meter.groupKeys,
    unique: meter.aggregation === 'UNIQUE_COUNT',
  };
}

/** Usage rows in the order of the meter's group keys, value by value. */
export function compareGroupValues(
  a: Record<string, string>,
  b: Record<string, string>,
  keys: readonly string[],
): number {
  for (const k of keys) {
    const x = a[k] ?? '';
    const y = b[k] ?? '';
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** The quantity of one usage group in one interval of a meterUsages() read. */
export interface MeterUsageRow {
  /** Index of the interval: [cuts[i], cuts[i + 1]). */
  interval: number;
  dimensions: Record<string, string>;
  quantity: Decimal;
}

/** One meter to read for meterUsages(): interval bounds [cuts[0], cuts[1]), [cuts[1], cuts[2]), ... */
export interface MeterUsageRead {
  meter: Meter;
  cuts: readonly Date[];
}

/**
 * Several meters' usage by a customer, each over its own consecutive intervals: per read, one row per interval
 * and group values (the rules of getCustomerUsage; groups without a quantity have no row). One ClickHouse query
 * for all of them. The rating previews call it with the cut points where a product's rates change.
 */
export async function meterUsages(
  ctx: UsageReadContext,
  customerId: string,
  reads: readonly MeterUsageRead[],
): Promise<MeterUsageRow[][]> {
  return (await meterUsagesForCustomers(ctx, [customerId], reads)).get(customerId)!;
}

/**
 * meterUsages() for many customers with the same reads, by customer: each customer's rows exactly as
 * meterUsages() gives them, from one plan and usually one merge query for all (bill runs).
 */
export async function meterUsagesForCustomers(
  ctx: UsageReadContext,
  customerIds: readonly string[],
  reads: readonly MeterUsageRead[],
): Promise<Map<string, MeterUsageRow[][]>> {
  const partials = await queryCustomersMetersPartials(
    ctx.events,
    ctx.organization,
    customerIds,
    reads.map((r) => ({
      shape: meterShape(r.meter),
      cuts: r.cuts.map((c) => c.getTime()),
      aggregation: r.meter.aggregation,
    })),
  );
  const out = new Map<string, MeterUsageRow[][]>();
  for (const [customerId, perRead] of partials) out.set(customerId, usageRows(reads, perRead));
  return out;
}

function usageRows(reads: readonly MeterUsageRead[], partials: MeterPartial[][]): MeterUsageRow[][] {
  return reads.map(({ meter }, i) => {
    const rows: MeterUsageRow[] = [];
    for (const partial of partials[i]!) {
      const quantity = quantityOf(meter.aggregation, partial);
      if (quantity === undefined) continue;
      const dimensions = Object.fromEntries(meter.groupKeys.map((k, g) => [k, partial.groupValues[g] ?? '']));
      rows.push({ interval: partial.interval, dimensions, quantity: new Decimal(quantity) });
    }
    return rows.sort(
      (a, b) => a.interval - b.interval || compareGroupValues(a.dimensions, b.dimensions, meter.groupKeys),
    );
  });
}

/** A meter named `meters/{id}`, or by its bare id (docs/usage.md). */
function meterId(name: string): string {
  return idFromName(name.includes('/') ? name : `meters/${name}`, 'meters', 'meters');
}

/**
 * The usage of a customer of the organization (another organization's customer is NOT_FOUND). A meter name that
 * is not one of the organization's meters is NOT_FOUND too, whether it does not exist or is another
 * organization's: the answer must not tell the two apart (docs/api-conventions.md "Keys, tenancy and isolation").
 */
export async function getCustomerUsage(
  ctx: UsageContext,
  customerId: string,
  request: UsageRequest,
): Promise<CustomerUsage> {
  const range = parsePeriod(request.startTime, request.endTime, {
    start: 'period.startTime',
    end: 'period.endTime',
  });
  const named = (request.meters ?? []).filter((m) => m !== '');
  if (named.length > MAX_USAGE_METERS) {
    throw invalidField('meters', `must name at most ${MAX_USAGE_METERS} meters`);
  }
  await getCustomer(ctx, customerId);
  const ids = [...new Set(named.map(meterId))];
  const meters = await readMeters(ctx, ids.length === 0 ? undefined : ids);
  if (ids.length === 0 && meters.length > MAX_USAGE_METERS) {
    throw invalidField(
      'meters',
      `is required when the organization has more than ${MAX_USAGE_METERS} meters: name at most ${MAX_USAGE_METERS}`,
    );
  }
  if (meters.length !== ids.length && ids.length > 0) {
    const found = new Set(meters.map((m) => m.name));
    const unknown = ids.find((id) => !found.has(`meters/${id}`));
    throw notFound(`meters/${unknown}`);
  }
  const usage: UsageRow[] = [];
  const cuts = [range.startTime, range.endTime];
  // Only the ClickHouse read takes a slot: a bad period, an unknown customer or meter is answered at once.
  const rows = await expensiveRead(ctx, (read) =>
    meterUsages(
      read,
      customerId,
      meters.map((meter) => ({ meter, cuts })),
    ),
  );
  meters.forEach((meter, i) => {
    for (const r of rows[i]!) {
      usage.push({
        meter: meter.name,
        dimensions: r.dimensions,
        quantity: { value: canonicalDecimal(r.quantity) },
      });
    }
  });
  return { usage };
}
