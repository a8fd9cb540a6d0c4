/**
 * The reference aggregation the ClickHouse one is checked against: docs/usage.md "The rules of meters" written plainly over whole events
 * (properties parsed losslessly, values summed in exact decimals). It was the production code before aggregation
 * moved into ClickHouse; it stays here as the oracle of meter-aggregation.test.ts.
 */
import { canonicalDecimal, DECIMAL_PATTERN, Decimal } from '@billing/core';
import type { AggregationType } from '@billing/domain';
import { isLosslessNumber, parse as losslessParse } from 'lossless-json';
import { compareGroupValues } from '../src/read/customer-usage.ts';

export const AVERAGE_SCALE = 20;
const Exact = Decimal.clone({ precision: 100_000 });
type Exact = InstanceType<typeof Exact>;

export interface MeterEvent {
  eventId: string;
  /** Milliseconds since the epoch. */
  eventTime: number;
  /** Microseconds since the epoch, as a decimal string. */
  ingestTimeMicros: string;
  /** The properties object as JSON text. */
  properties: string;
}

export interface ReferenceRow {
  meter: string;
  dimensions: Record<string, string>;
  quantity: { value: string };
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
): ReferenceRow[] {
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
  const rows: ReferenceRow[] = [];
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
  rows.sort((a, b) => compareGroupValues(a.dimensions, b.dimensions, meter.groupKeys));
  return rows;
}
