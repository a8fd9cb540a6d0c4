/**
 * `GET customers/{customer}/usage` (SPEC 4.11, SEMANTICS 5): one row per meter and group values over
 * [startTime, endTime). The events come from ClickHouse de-duplicated and without superseded ones; their
 * properties are parsed here with every number kept as its decimal text (lossless-json), and aggregated in exact
 * decimals, so no float stands between an event's JSON and a quantity (see docs/usage.md).
 */
import { canonicalDecimal, DECIMAL_PATTERN, Decimal, invalidField } from '@billing/core';
import { type AggregationType, loadCustomerRow, type Meter, type MeterRow, toMeter } from '@billing/domain';
import { listMeterEvents, type MeterEvent } from '@billing/events';
import { isLosslessNumber, parse as losslessParse } from 'lossless-json';
import type { UsageContext } from './context.ts';
import { parseTimeRange } from './time-range.ts';

/** The longest usage period: 400 days. */
export const MAX_USAGE_PERIOD_MS = 400 * 24 * 3600 * 1000;
/** AVERAGE is the exact sum over the count, rounded half away from zero to this many decimal places. */
export const AVERAGE_SCALE = 20;

/** Exact sums: enough digits for any number a 64 KiB properties object can hold. */
const Exact = Decimal.clone({ precision: 100_000 });
type Exact = InstanceType<typeof Exact>;

export interface UsageRow {
  meter: string;
  dimensions: Record<string, string>;
  quantity: { value: string };
}

export interface UsageRequest {
  startTime: unknown;
  endTime: unknown;
  /** Meter names (`meters/{id}`, or the bare id); absent or empty: every meter of the organization. */
  meters?: readonly string[] | undefined;
}

const MISSING = Symbol('missing');

/** The value at a dotted path, walking objects only; MISSING when a step is absent. */
function at(properties: unknown, path: string): unknown {
  let value = properties;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || Array.isArray(value) || isLosslessNumber(value)) {
      return MISSING;
    }
    if (!Object.hasOwn(value, key)) return MISSING;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The string form of a present value: strings as sent, numbers as canonical decimals, the rest as JSON. */
function stringForm(value: unknown): string {
  if (typeof value === 'string') return value;
  if (isLosslessNumber(value)) return canonicalDecimal(new Exact(value.value));
  if (value !== null && typeof value === 'object') return canonicalJson(value);
  return JSON.stringify(value);
}

function canonicalJson(value: unknown): string {
  if (isLosslessNumber(value)) return canonicalDecimal(new Exact(value.value));
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
}

/** A JSON number or a decimal string, exactly; undefined for anything else (skipped). */
function numericValue(value: unknown): Exact | undefined {
  if (isLosslessNumber(value)) return new Exact(value.value);
  if (typeof value === 'string' && DECIMAL_PATTERN.test(value)) return new Exact(value);
  return undefined;
}

interface Group {
  dimensions: Record<string, string>;
  count: number;
  sum: Exact;
  values: number;
  min?: Exact;
  max?: Exact;
  unique: Set<string>;
  latest?: { event: MeterEvent; value: Exact };
}

/**
 * The exact mean rounded half away from zero to AVERAGE_SCALE places: divided truncating to a few more digits
 * than needed (truncation keeps the digit that decides the final rounding), then rounded once.
 */
function average(sum: Exact, count: number): Exact {
  const integerDigits = sum.isZero() ? 1 : Math.max(1, sum.abs().e + 1);
  const Div = Exact.clone({ precision: integerDigits + AVERAGE_SCALE + 2, rounding: Decimal.ROUND_DOWN });
  return new Exact(new Div(sum).dividedBy(count)).toDecimalPlaces(AVERAGE_SCALE, Decimal.ROUND_HALF_UP);
}

/** True when `a` is later than `b` for LATEST: greater eventTime, then later ingest, then greater eventId. */
function later(a: MeterEvent, b: MeterEvent): boolean {
  if (a.eventTime !== b.eventTime) return a.eventTime > b.eventTime;
  const ia = BigInt(a.ingestTimeMicros);
  const ib = BigInt(b.ingestTimeMicros);
  if (ia !== ib) return ia > ib;
  return a.eventId > b.eventId;
}

/** The usage rows of one meter over the events it selected (exported for unit tests). */
export function aggregateMeter(
  meter: { name: string; aggregation: AggregationType; valueProperty: string; groupKeys: readonly string[] },
  events: readonly MeterEvent[],
): UsageRow[] {
  const groups = new Map<string, Group>();
  for (const event of events) {
    const properties = losslessParse(event.properties);
    const dimensions: Record<string, string> = {};
    for (const key of meter.groupKeys) {
      const v = at(properties, key);
      dimensions[key] = v === MISSING || v === null ? '' : stringForm(v);
    }
    const groupKey = JSON.stringify(meter.groupKeys.map((k) => dimensions[k]));
    let group = groups.get(groupKey);
    if (!group) {
      group = { dimensions, count: 0, sum: new Exact(0), values: 0, unique: new Set() };
      groups.set(groupKey, group);
    }
    group.count++;
    if (meter.aggregation === 'COUNT') continue;
    const raw = at(properties, meter.valueProperty);
    if (raw === MISSING || raw === null) continue;
    if (meter.aggregation === 'UNIQUE_COUNT') {
      group.unique.add(stringForm(raw));
      continue;
    }
    const value = numericValue(raw);
    if (value === undefined) continue;
    group.values++;
    group.sum = group.sum.plus(value);
    if (group.min === undefined || value.lessThan(group.min)) group.min = value;
    if (group.max === undefined || value.greaterThan(group.max)) group.max = value;
    if (group.latest === undefined || later(event, group.latest.event)) group.latest = { event, value };
  }
  const rows: UsageRow[] = [];
  for (const group of groups.values()) {
    let quantity: Exact | undefined;
    switch (meter.aggregation) {
      case 'COUNT':
        quantity = new Exact(group.count);
        break;
      case 'SUM':
        quantity = group.sum;
        break;
      case 'UNIQUE_COUNT':
        quantity = new Exact(group.unique.size);
        break;
      case 'MIN':
        quantity = group.min;
        break;
      case 'MAX':
        quantity = group.max;
        break;
      case 'AVERAGE':
        quantity = group.values === 0 ? undefined : average(group.sum, group.values);
        break;
      case 'LATEST':
        quantity = group.latest?.value;
        break;
    }
    if (quantity === undefined) continue;
    rows.push({
      meter: meter.name,
      dimensions: group.dimensions,
      quantity: { value: canonicalDecimal(quantity) },
    });
  }
  rows.sort((a, b) => compareDimensions(a.dimensions, b.dimensions, meter.groupKeys));
  return rows;
}

function compareDimensions(
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

/** The quantity of one usage group in one interval of a meterUsage() call. */
export interface MeterUsageRow {
  /** Index of the interval: [cuts[i], cuts[i + 1]). */
  interval: number;
  dimensions: Record<string, string>;
  quantity: Decimal;
}

/**
 * A meter's usage by a customer over consecutive intervals [cuts[0], cuts[1]), [cuts[1], cuts[2]), ...: one row
 * per interval and group values (the rules of getCustomerUsage; groups without a quantity have no row). The
 * rating previews call it with the cut points where a rate changes.
 */
export async function meterUsage(
  ctx: UsageContext,
  meter: Meter,
  customerId: string,
  cuts: readonly Date[],
): Promise<MeterUsageRow[]> {
  const rows: MeterUsageRow[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const events = await listMeterEvents(ctx.events, {
      organizationId: ctx.organization,
      customerId,
      eventType: meter.eventType,
      startTime: cuts[i]!.getTime(),
      endTime: cuts[i + 1]!.getTime(),
    });
    for (const row of aggregateMeter(meter, events)) {
      rows.push({ interval: i, dimensions: row.dimensions, quantity: new Decimal(row.quantity.value) });
    }
  }
  return rows;
}

function meterId(name: string): string {
  return name.startsWith('meters/') ? name.slice(7) : name;
}

/**
 * The usage of a customer of the organization (another organization's customer is NOT_FOUND). Unknown meter
 * names are INVALID_ARGUMENT (a bad argument of this call, not a missing resource of the path).
 */
export async function getCustomerUsage(
  ctx: UsageContext,
  customerId: string,
  request: UsageRequest,
): Promise<{ usage: UsageRow[] }> {
  const missing = (v: unknown) => v === undefined || v === null || v === '';
  if (missing(request.startTime)) throw invalidField('period.startTime', 'is required');
  if (missing(request.endTime)) throw invalidField('period.endTime', 'is required');
  const range = parseTimeRange(request.startTime, request.endTime);
  const start = range.start!;
  const end = range.end!;
  if (end - start > MAX_USAGE_PERIOD_MS)
    throw invalidField('period.endTime', 'must be at most 400 days after startTime');
  await loadCustomerRow(ctx, customerId);
  const ids = [...new Set((request.meters ?? []).filter((m) => m !== '').map(meterId))];
  const meterRows =
    ids.length === 0
      ? await ctx.sql<
          MeterRow[]
        >`SELECT * FROM meters WHERE organization_id = ${ctx.organization} ORDER BY seq`
      : await ctx.sql<MeterRow[]>`
          SELECT * FROM meters WHERE organization_id = ${ctx.organization} AND id = ANY(${ids}) ORDER BY seq`;
  if (meterRows.length !== ids.length && ids.length > 0) {
    const found = new Set(meterRows.map((r) => r.id));
    const unknown = ids.find((id) => !found.has(id));
    throw invalidField('meters', `names an unknown meter: meters/${unknown}`);
  }
  const usage: UsageRow[] = [];
  for (const row of meterRows) {
    const meter = toMeter(row);
    const events = await listMeterEvents(ctx.events, {
      organizationId: ctx.organization,
      customerId,
      eventType: meter.eventType,
      startTime: start,
      endTime: end,
    });
    usage.push(...aggregateMeter(meter, events));
  }
  return { usage };
}
