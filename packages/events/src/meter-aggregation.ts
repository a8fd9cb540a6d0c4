/**
 * Meter aggregation in ClickHouse (SEMANTICS 5, docs/usage.md). Values are read from `property_values` (exact
 * text written at ingest) and aggregated as partial aggregates that merge: event and value counts, sums,
 * minimums and maximums of the integer mantissas per decimal scale, the rare values too long for Int256, the
 * LATEST candidate and the distinct values. Hourly rollups (rollups.ts) hold the same partials, so a read merges
 * rollup rows for settled hours with partials computed from raw events for the rest.
 */
import { createHash } from 'node:crypto';
import type { ClickHouseClient } from '@clickhouse/client';

/** What a meter's aggregates depend on; a change to any of these needs new rollups. */
export interface MeterShape {
  meterId: string;
  eventType: string;
  /** Dotted path of the value ('' for COUNT). */
  valueProperty: string;
  groupKeys: readonly string[];
  /** Whether distinct values are collected (UNIQUE_COUNT). */
  unique: boolean;
}

/** Bumped when the rollup rows' content changes, so rollups written by older code are rebuilt, not read. */
const ROLLUP_FORMAT = 2;

export function shapeKey(shape: MeterShape): string {
  const text = JSON.stringify([
    ROLLUP_FORMAT,
    shape.eventType,
    shape.valueProperty,
    shape.groupKeys,
    shape.unique,
  ]);
  return createHash('sha256').update(text).digest('hex').slice(0, 24);
}

/** Values with more digits than this are summed outside ClickHouse (Int256 holds 76; this leaves headroom). */
export const MAX_CLICKHOUSE_DIGITS = 60;

/**
 * Per-event columns over a source of events with `event_id, event_time, ingest_time, pv` (the property map):
 * group values, whether the value is present and numeric, and its mantissa and scale as one-element arrays
 * (empty when not a small number), ready for sumMap/minMap/maxMap.
 */
function eventColumns(shape: MeterShape, p: string): string {
  const unique = shape.unique ? 'if(has, v, NULL)' : "CAST(NULL, 'Nullable(String)')";
  return `arrayMap(k -> pv[k], {groupKeys${p}:Array(String)}) AS group_values,
    mapContains(pv, {valuePath${p}:String}) AS has,
    pv[{valuePath${p}:String}] AS v,
    has AND match(v, '^-?[0-9]+(\\\\.[0-9]+)?$') AS numeric,
    numeric AND length(v) - startsWith(v, '-') - (position(v, '.') > 0) <= ${MAX_CLICKHOUSE_DIGITS} AS small,
    if(small, [toUInt8(if(position(v, '.') = 0, 0, length(v) - position(v, '.')))], CAST([], 'Array(UInt8)')) AS k,
    if(small, [toInt256OrZero(replaceOne(v, '.', ''))], CAST([], 'Array(Int256)')) AS m,
    if(small, [toUInt64(1)], CAST([], 'Array(UInt64)')) AS c,
    ${unique} AS u`;
}

/**
 * The partial aggregates over rows of eventColumns(), in the column order of `usage_rollups`. sumMap leaves out
 * a key whose values sum to zero, unless another summed array is non-zero there: the count `c` keeps every
 * scale, so `scales` stays aligned with the keys of minMap and maxMap.
 */
export const PARTIAL_AGGREGATES = `count() AS event_count,
    countIf(numeric) AS value_count,
    sumMap(k, m, c).1 AS scales, sumMap(k, m, c).2 AS sums,
    minMap(k, m).2 AS mins,
    maxMap(k, m).2 AS maxs,
    groupArrayIf(v, numeric AND NOT small) AS big_values,
    maxIf((event_time, ingest_time, event_id), numeric) AS latest_key,
    argMaxIf(v, (event_time, ingest_time, event_id), numeric) AS latest_value,
    uniqExactState(u) AS uniq`;

/**
 * Events of the shape's type, each once (FINAL collapses the rows a retried insert stored twice: they share the
 * whole sorting key) and none superseded by a correction, restricted by `where` (SQL over usage_events columns).
 * `p` suffixes the parameter names of the shape (shapeParams), so one query can read several meters.
 */
export function eventSource(shape: MeterShape, where: string, p = ''): string {
  return `SELECT event_id, event_time, ingest_time, customer_id, property_values AS pv, ${eventColumns(shape, p)}
    FROM usage_events FINAL
    WHERE organization_id = {organization:String} AND event_type = {eventType${p}:String} AND (${where})
      AND event_id NOT IN (SELECT event_id FROM usage_event_corrections WHERE organization_id = {organization:String})`;
}

export function shapeParams(organizationId: string, shape: MeterShape, p = ''): Record<string, unknown> {
  return {
    organization: organizationId,
    [`meter${p}`]: shape.meterId,
    [`shape${p}`]: shapeKey(shape),
    [`eventType${p}`]: shape.eventType,
    [`valuePath${p}`]: shape.valueProperty,
    [`groupKeys${p}`]: shape.groupKeys,
  };
}

/** Merged partial aggregates of one interval and group. Integers are decimal strings. */
export interface MeterPartial {
  interval: number;
  groupValues: string[];
  eventCount: string;
  valueCount: string;
  /** [scale, sum of mantissas] */
  sums: [number, string][];
  mins: [number, string][];
  maxs: [number, string][];
  bigValues: string[];
  /** The LATEST value when valueCount > 0. */
  latest: string;
  uniqueCount: string;
}

export interface MeterPartialsQuery {
  organizationId: string;
  customerId: string;
  shape: MeterShape;
  /** Interval bounds in milliseconds, ascending: [cuts[0], cuts[1]), [cuts[1], cuts[2]), ... */
  cuts: readonly number[];
}

/** One meter of a batched read: its shape and interval bounds. */
export interface MeterRead {
  shape: MeterShape;
  cuts: readonly number[];
}

const HOUR_MS = 3_600_000;

interface PartialRow {
  request: number;
  interval: number;
  group_values: string[];
  out_event_count: string;
  out_value_count: string;
  out_scales: number[];
  out_sums: string[];
  out_mins: string[];
  out_maxs: string[];
  out_big_values: string[];
  out_latest: string;
  unique_count: string;
}

/** The parameters of read `p` (a suffix like `_0`): its shape and where its hours and intervals lie. */
function readParams(organizationId: string, read: MeterRead, p: string): Record<string, unknown> {
  const { cuts } = read;
  const start = cuts[0]!;
  const end = cuts[cuts.length - 1]!;
  // Hours a cut falls inside are read raw: a rollup row cannot be split between intervals.
  const cutHours = cuts.filter((c) => c % HOUR_MS !== 0).map((c) => Math.floor(c / HOUR_MS) * HOUR_MS);
  return {
    ...shapeParams(organizationId, read.shape, p),
    [`start${p}`]: start,
    [`end${p}`]: end,
    [`ends${p}`]: cuts.slice(1),
    [`firstHour${p}`]: Math.floor(start / HOUR_MS) * HOUR_MS,
    [`endHour${p}`]: Math.ceil(end / HOUR_MS) * HOUR_MS,
    [`cutHours${p}`]: [...new Set(cutHours)],
    [`rollupStart${p}`]: Math.ceil(start / HOUR_MS) * HOUR_MS,
    [`rollupEnd${p}`]: Math.floor(end / HOUR_MS) * HOUR_MS,
  };
}

/**
 * The WITH entries of read `p`: its watermark, the hours marked since it (read raw, with the hours a cut falls
 * inside) and its rollup range, empty without a watermark (no rollup yet: everything is read raw).
 */
function readState(p: string): string {
  const watermarks = `FROM usage_rollup_watermarks
    WHERE organization_id = {organization:String} AND meter_id = {meter${p}:String} AND shape = {shape${p}:String}`;
  return `(SELECT (count(), max(watermark)) ${watermarks}) AS state${p},
    state${p}.2 AS w${p},
    arrayConcat({cutHours${p}:Array(Int64)}, (
      SELECT groupUniqArray(toInt64(toUnixTimestamp(hour)) * 1000) FROM usage_dirty_hours
      WHERE organization_id = {organization:String} AND event_type = {eventType${p}:String}
        AND customer_id = {customer:String} AND hour >= fromUnixTimestamp64Milli({firstHour${p}:Int64})
        AND hour < fromUnixTimestamp64Milli({endHour${p}:Int64})
        AND mark_time >= w${p})) AS raw_hours${p},
    if(state${p}.1 > 0, {rollupStart${p}:Int64}, 0) AS rollup_start${p},
    if(state${p}.1 > 0, {rollupEnd${p}:Int64}, 0) AS rollup_end${p}`;
}

/** Partial aggregates of read `p` per interval and group: settled rollup hours, and raw events for the rest. */
function readPartials(read: MeterRead, index: number, p: string): string {
  const inRollups = `hour >= fromUnixTimestamp64Milli(rollup_start${p}) AND hour < fromUnixTimestamp64Milli(rollup_end${p})
    AND NOT has(raw_hours${p}, toInt64(toUnixTimestamp(hour)) * 1000)`;
  const bucket = `organization_id = {organization:String} AND meter_id = {meter${p}:String}
    AND shape = {shape${p}:String} AND customer_id = {customer:String}`;
  const raw = `customer_id = {customer:String}
    AND event_time >= fromUnixTimestamp64Milli({start${p}:Int64}) AND event_time < fromUnixTimestamp64Milli({end${p}:Int64})
    AND NOT (event_time >= fromUnixTimestamp64Milli(rollup_start${p}) AND event_time < fromUnixTimestamp64Milli(rollup_end${p})
             AND NOT has(raw_hours${p}, toInt64(toUnixTimestamp(toStartOfHour(event_time))) * 1000))`;
  return `SELECT ${index} AS request,
      arrayFirstIndex(x -> toInt64(toUnixTimestamp(hour)) * 1000 < x, {ends${p}:Array(Int64)}) - 1 AS interval,
      group_values, event_count, value_count, scales, sums, mins, maxs, big_values, latest_key, latest_value, uniq
    FROM usage_rollups
    WHERE ${bucket} AND marker = 0 AND ${inRollups}
      AND (hour, generation) IN (
        SELECT hour, max(generation) FROM usage_rollups
        WHERE ${bucket} AND ${inRollups} AND generation <= w${p}
        GROUP BY hour)
    UNION ALL
    SELECT ${index} AS request,
      arrayFirstIndex(x -> toUnixTimestamp64Milli(event_time) < x, {ends${p}:Array(Int64)}) - 1 AS interval,
      group_values, ${PARTIAL_AGGREGATES}
    FROM (${eventSource(read.shape, raw, p)})
    GROUP BY interval, group_values`;
}

/**
 * The merged partial aggregates of a customer's usage of several meters, per read, interval and group: rollup
 * rows for whole hours settled before each meter's watermark, raw events for the rest (hours cut by an interval
 * bound, hours marked since the watermark, everything when no rollup exists yet). One query for all the reads:
 * on chdb a query's fixed cost is most of a small read's time.
 */
export async function queryMetersPartials(
  client: ClickHouseClient,
  organizationId: string,
  customerId: string,
  reads: readonly MeterRead[],
): Promise<MeterPartial[][]> {
  const out: MeterPartial[][] = reads.map(() => []);
  const used = reads.map((read, i) => ({ read, i })).filter(({ read }) => read.cuts.length >= 2);
  if (used.length === 0) return out;
  let params: Record<string, unknown> = { organization: organizationId, customer: customerId };
  for (const { read, i } of used) params = { ...params, ...readParams(organizationId, read, `_${i}`) };
  const sql = `WITH ${used.map(({ i }) => readState(`_${i}`)).join(',\n')}
    SELECT request, interval, group_values,
      toString(sum(event_count)) AS out_event_count, toString(sum(value_count)) AS out_value_count,
      sumMap(scales, sums, arrayMap(x -> toUInt64(1), scales)) AS merged, merged.1 AS out_scales, arrayMap(x -> toString(x), merged.2) AS out_sums,
      arrayMap(x -> toString(x), minMap(scales, mins).2) AS out_mins,
      arrayMap(x -> toString(x), maxMap(scales, maxs).2) AS out_maxs,
      arrayFlatten(groupArray(big_values)) AS out_big_values,
      argMaxIf(latest_value, latest_key, value_count > 0) AS out_latest,
      toString(uniqExactMerge(uniq)) AS unique_count
    FROM (${used.map(({ read, i }) => readPartials(read, i, `_${i}`)).join('\n    UNION ALL\n')})
    GROUP BY request, interval, group_values`;
  const result = await client.query({ query: sql, query_params: params, format: 'JSONEachRow' });
  for (const row of await result.json<PartialRow>()) out[Number(row.request)]!.push(toPartial(row));
  return out;
}

/** One meter's partial aggregates (queryMetersPartials with one read). */
export async function queryMeterPartials(
  client: ClickHouseClient,
  query: MeterPartialsQuery,
): Promise<MeterPartial[]> {
  const [partials] = await queryMetersPartials(client, query.organizationId, query.customerId, [
    { shape: query.shape, cuts: query.cuts },
  ]);
  return partials!;
}

function zip(scales: number[], values: string[]): [number, string][] {
  return scales.map((scale, i) => [Number(scale), values[i]!]);
}

function toPartial(row: PartialRow): MeterPartial {
  return {
    interval: Number(row.interval),
    groupValues: row.group_values,
    eventCount: row.out_event_count,
    valueCount: row.out_value_count,
    sums: zip(row.out_scales, row.out_sums),
    mins: zip(row.out_scales, row.out_mins),
    maxs: zip(row.out_scales, row.out_maxs),
    bigValues: row.out_big_values,
    latest: row.out_latest,
    uniqueCount: row.unique_count,
  };
}
