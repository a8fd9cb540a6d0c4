/**
 * Meter aggregation in ClickHouse (docs/usage.md). Values are read from `property_values` (exact
 * text written at ingest) and aggregated as partial aggregates that merge: event and value counts, sums,
 * minimums and maximums of the integer mantissas per decimal scale, the rare values too long for Int256, the
 * LATEST candidate and the distinct values. Hourly rollups (rollups.ts) hold the same partials, so a read merges
 * rollup rows for settled hours with partials computed from raw events for the rest.
 */

import { createHash } from 'node:crypto';
import { DAY_MS } from '@billing/core';
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
const ROLLUP_FORMAT = 3;

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

/** The partial columns in `usage_rollups` order, each with the aggregate computing it from eventColumns(). */
const PARTIALS = [
  ['event_count', 'count()'],
  ['value_count', 'countIf(numeric)'],
  ['scales', 'sumMap(k, m, c).1'],
  ['sums', 'sumMap(k, m, c).2'],
  ['mins', 'minMap(k, m).2'],
  ['maxs', 'maxMap(k, m).2'],
  ['big_values', 'groupArrayIf(v, numeric AND NOT small)'],
  ['latest_key', 'maxIf((event_time, ingest_time, event_id), numeric)'],
  ['latest_value', 'argMaxIf(v, (event_time, ingest_time, event_id), numeric)'],
  ['uniq', 'uniqExactState(u)'],
] as const;

type PartialColumn = (typeof PARTIALS)[number][0];

/**
 * The partial aggregates over rows of eventColumns(), in the column order of `usage_rollups`. sumMap leaves out
 * a key whose values sum to zero, unless another summed array is non-zero there: the count `c` keeps every
 * scale, so `scales` stays aligned with the keys of minMap and maxMap.
 */
export const PARTIAL_AGGREGATES = PARTIALS.map(([name, aggregate]) => `${aggregate} AS ${name}`).join(', ');

/**
 * Rows of partial aggregates (PARTIAL_AGGREGATES or rollup rows) merged into one, in the column order of
 * `usage_rollups` from `event_count` on, `uniq` still a state: what daily rollups store and what reads finish.
 */
export const MERGED_PARTIALS = `sum(event_count) AS m_event_count, sum(value_count) AS m_value_count,
    sumMap(scales, sums, arrayMap(x -> toUInt64(1), scales)).1 AS m_scales,
    sumMap(scales, sums, arrayMap(x -> toUInt64(1), scales)).2 AS m_sums,
    minMap(scales, mins).2 AS m_mins,
    maxMap(scales, maxs).2 AS m_maxs,
    arrayFlatten(groupArray(big_values)) AS m_big_values,
    maxIf(latest_key, value_count > 0) AS m_latest_key,
    argMaxIf(latest_value, latest_key, value_count > 0) AS m_latest_value,
    uniqExactMergeState(uniq) AS m_uniq`;

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

/**
 * Merged partial aggregates of one interval and group. Integers are decimal strings. What no aggregation of the
 * reads in the same query needs is left empty (no sums, mins, maxs or big values, latest '', uniqueCount '0'),
 * and what another read of the query needs may be filled: read only what the meter's own aggregation reads.
 */
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

/** One meter of a batched read: its shape and interval bounds. */
export interface MeterRead {
  shape: MeterShape;
  cuts: readonly number[];
  /** The meter's AGGREGATION_TYPE: rollup columns it does not need are not read. Absent: all of them. */
  aggregation?: string;
}

/** Whether any of these aggregations (undefined: any aggregation) reads what the given aggregations read. */
function needsOf(aggregations: readonly (string | undefined)[]): (...types: string[]) => boolean {
  const all = aggregations.includes(undefined);
  return (...types) => all || aggregations.some((a) => types.includes(a!));
}

/**
 * The partial columns a merge of these aggregations reads (mergeQuery), which every branch of its query gives in
 * `usage_rollups` order: a column no read of the query needs is left out of every branch, for chdb analyses
 * each expression of a branch, read or not.
 */
function mergedColumns(aggregations: readonly (string | undefined)[]): Set<PartialColumn> {
  const needs = needsOf(aggregations);
  const scales = needs('SUM', 'AVERAGE', 'MIN', 'MAX');
  const columns: PartialColumn[] = ['event_count', 'value_count'];
  if (scales) columns.push('scales', 'sums', 'big_values');
  if (needs('MIN')) columns.push('mins');
  if (needs('MAX')) columns.push('maxs');
  if (needs('LATEST')) columns.push('latest_key', 'latest_value');
  if (needs('UNIQUE_COUNT')) columns.push('uniq');
  return new Set(columns);
}

/** The aggregates of a raw branch: PARTIAL_AGGREGATES, only the columns its query's merge reads. */
function partialAggregates(columns: ReadonlySet<PartialColumn>): string {
  return PARTIALS.filter(([name]) => columns.has(name))
    .map(([name, aggregate]) => `${aggregate} AS ${name}`)
    .join(', ');
}

/**
 * The rollup columns a branch takes, of those its query's merge reads (`columns`), the ones none of its own
 * reads' aggregations need replaced by empty values of the same type: rollup rows are wide (Int256 arrays,
 * distinct-value states), and reading a month of them per meter is most of a preview's time. A branch of several
 * reads takes what any of them needs (a column a read's aggregation does not need changes none of its
 * quantities).
 */
function rollupColumns(
  aggregations: readonly (string | undefined)[],
  columns: ReadonlySet<PartialColumn>,
): string {
  const needs = needsOf(aggregations);
  const scales = needs('SUM', 'AVERAGE', 'MIN', 'MAX');
  const zeros = 'arrayMap(x -> toInt256(0), scales)';
  const text: Record<PartialColumn, string> = {
    event_count: 'event_count',
    value_count: 'value_count',
    scales: scales ? 'scales' : "CAST([], 'Array(UInt8)') AS scales",
    sums: needs('SUM', 'AVERAGE')
      ? 'sums'
      : scales
        ? `${zeros} AS sums`
        : "CAST([], 'Array(Int256)') AS sums",
    mins: needs('MIN') ? 'mins' : scales ? `${zeros} AS mins` : "CAST([], 'Array(Int256)') AS mins",
    maxs: needs('MAX') ? 'maxs' : scales ? `${zeros} AS maxs` : "CAST([], 'Array(Int256)') AS maxs",
    big_values: scales ? 'big_values' : "CAST([], 'Array(String)') AS big_values",
    latest_key: needs('LATEST')
      ? 'latest_key'
      : "(toDateTime64(0, 3, 'UTC'), toDateTime64(0, 6, 'UTC'), '') AS latest_key",
    latest_value: needs('LATEST') ? 'latest_value' : "'' AS latest_value",
    uniq: needs('UNIQUE_COUNT')
      ? 'uniq'
      : "initializeAggregation('uniqExactState', CAST(NULL, 'Nullable(String)')) AS uniq",
  };
  return PARTIALS.filter(([name]) => columns.has(name))
    .map(([name]) => text[name])
    .join(', ');
}

const HOUR_MS = 3_600_000;

/**
 * A row's interval: the index of the first interval end after its time (`time` in epoch milliseconds). A read of
 * one interval (a preview of one billing period) has only rows of interval 0: a constant, which spares chdb the
 * analysis of the lambda.
 */
function intervalOf(time: string, cuts: readonly number[], ends: string): string {
  if (cuts.length === 2) return '0 AS interval';
  return `arrayFirstIndex(x -> ${time} < x, {${ends}:Array(Int64)}) - 1 AS interval`;
}

interface PartialRow {
  customer_id: string;
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

/** What a read needs to know of its meter's rollups: the watermark, and which hours to read raw. */
interface ReadPlan {
  read: MeterRead;
  index: number;
  /** The latest rollup watermark of the shape; null: no rollup yet, everything is read raw. */
  watermark: string | null;
  /** [rollupStart, rollupEnd): the whole hours rollups may serve; empty without a watermark. */
  rollupStart: number;
  rollupEnd: number;
  /** Hours read raw inside the rollup range: those a cut falls inside, and those marked since the watermark. */
  rawHours: number[];
  /** Whole UTC days of the rollup range read from daily rollups: no raw hour and no cut inside. */
  days: number[];
}

/** The days of [rollupStart, rollupEnd) that daily rollups can serve. */
function wholeDays(plan: Omit<ReadPlan, 'days'>): number[] {
  const days: number[] = [];
  const inside = (from: number, to: number) => (t: number) => t >= from && t < to;
  for (let d = Math.ceil(plan.rollupStart / DAY_MS) * DAY_MS; d + DAY_MS <= plan.rollupEnd; d += DAY_MS) {
    const cutInside = plan.read.cuts.some((c) => c > d && c < d + DAY_MS);
    if (!cutInside && !plan.rawHours.some(inside(d, d + DAY_MS))) days.push(d);
  }
  return days;
}

/** [meter, shape, latest watermark] */
type WatermarkRow = [string, string, string];
/** [customer, event type, hour (ms), latest mark] */
type MarkRow = [string, string, string, string];

/**
 * The watermarks of the reads' shapes and the customers' hours marked since the earliest of them; then, per
 * customer, which hours each read takes from rollups and which from raw events. Watermarks are per meter, not
 * per customer: only the marked hours make two customers' plans differ.
 */
async function planReads(
  client: ClickHouseClient,
  organizationId: string,
  customerIds: readonly string[],
  reads: readonly { read: MeterRead; index: number }[],
): Promise<Map<string, ReadPlan[]>> {
  const keys = reads.map(({ read }) => shapeKey(read.shape));
  const starts = reads.map(({ read }) => read.cuts[0]!);
  const ends = reads.map(({ read }) => read.cuts[read.cuts.length - 1]!);
  // Two flat statements, the watermarks first: on chdb they cost less than one statement that takes the
  // watermarks as a scalar subquery and the marks in nested subqueries (analysis, not data: bench/README.md).
  // Marks read after the watermarks can only be more: an hour marked in between is read raw, which is exact.
  const watermarkRows = await rows<WatermarkRow>(client, {
    query: `SELECT meter_id, shape, toString(max(watermark)) AS w FROM usage_rollup_watermarks
      WHERE organization_id = {organization:String} AND meter_id IN {meters:Array(String)}
      GROUP BY meter_id, shape`,
    query_params: {
      organization: organizationId,
      meters: [...new Set(reads.map(({ read }) => read.shape.meterId))],
    },
    format: 'JSONCompactEachRow',
  });
  const found = new Map(watermarkRows.map(([meter, shape, w]) => [`${meter}/${shape}`, w]));
  const watermarkOf = new Map(
    reads.flatMap(({ read }, i) => {
      const key = `${read.shape.meterId}/${keys[i]}`;
      return found.has(key) ? [[key, found.get(key)!] as const] : [];
    }),
  );
  // Watermarks and mark times are both `YYYY-MM-DD hh:mm:ss.ffffff`, so text order is time order.
  const since = [...watermarkOf.values()].sort()[0];
  // Changed since the earliest watermark: rows inserted since (insert_time), and hours marked by corrections
  // and replays. With no watermark at all, nothing: every meter is read raw anyway.
  const markRows =
    since === undefined
      ? []
      : await rows<MarkRow>(client, {
          query: `SELECT customer_id, event_type, toString(toInt64(toUnixTimestamp(hour)) * 1000), toString(max(m))
            FROM (
              SELECT customer_id, event_type, toStartOfHour(event_time) AS hour, insert_time AS m FROM usage_events
              WHERE organization_id = {organization:String} AND customer_id IN {customers:Array(String)}
                AND event_type IN {eventTypes:Array(String)}
                AND event_time >= fromUnixTimestamp64Milli({from:Int64})
                AND event_time < fromUnixTimestamp64Milli({to:Int64})
                AND insert_time >= {since:DateTime64(6, 'UTC')}
              UNION ALL
              SELECT customer_id, event_type, hour, mark_time AS m FROM usage_dirty_hours
              WHERE organization_id = {organization:String} AND customer_id IN {customers:Array(String)}
                AND event_type IN {eventTypes:Array(String)}
                AND hour >= fromUnixTimestamp64Milli({from:Int64}) AND hour < fromUnixTimestamp64Milli({to:Int64})
                AND mark_time >= {since:DateTime64(6, 'UTC')})
            GROUP BY customer_id, event_type, hour`,
          query_params: {
            organization: organizationId,
            customers: customerIds,
            eventTypes: [...new Set(reads.map(({ read }) => read.shape.eventType))],
            from: Math.floor(Math.min(...starts) / HOUR_MS) * HOUR_MS,
            to: Math.ceil(Math.max(...ends) / HOUR_MS) * HOUR_MS,
            since,
          },
          format: 'JSONCompactEachRow',
        });
  const marksOf = new Map<string, [string, string, string][]>(customerIds.map((c) => [c, []]));
  for (const [customer, type, hour, mark] of markRows) marksOf.get(customer)?.push([type, hour, mark]);
  const plans = new Map<string, ReadPlan[]>();
  for (const customerId of customerIds) {
    const marks = marksOf.get(customerId)!;
    plans.set(
      customerId,
      reads.map(({ read, index }, i) => {
        const watermark = watermarkOf.get(`${read.shape.meterId}/${keys[i]}`) ?? null;
        const start = read.cuts[0]!;
        const end = read.cuts[read.cuts.length - 1]!;
        if (watermark === null)
          return { read, index, watermark, rollupStart: 0, rollupEnd: 0, rawHours: [], days: [] };
        // Hours a cut falls inside are read raw: a rollup row cannot be split between intervals.
        const cutHours = read.cuts
          .filter((c) => c % HOUR_MS !== 0)
          .map((c) => Math.floor(c / HOUR_MS) * HOUR_MS);
        const marked = marks
          .filter(([type, , mark]) => type === read.shape.eventType && mark >= watermark)
          .map(([, hour]) => Number(hour));
        const plan = {
          read,
          index,
          watermark,
          rollupStart: Math.ceil(start / HOUR_MS) * HOUR_MS,
          rollupEnd: Math.floor(end / HOUR_MS) * HOUR_MS,
          rawHours: [...new Set([...cutHours, ...marked])],
        };
        return { ...plan, days: wholeDays(plan) };
      }),
    );
  }
  return plans;
}

async function rows<T>(client: ClickHouseClient, params: Parameters<ClickHouseClient['query']>[0]) {
  const result = await client.query(params);
  return (await result.json()) as T[];
}

/** The parameters of read `p` (a suffix like `_0`). */
function planParams(organizationId: string, plan: ReadPlan, p: string): Record<string, unknown> {
  const { cuts } = plan.read;
  return {
    ...shapeParams(organizationId, plan.read.shape, p),
    [`start${p}`]: cuts[0]!,
    [`end${p}`]: cuts[cuts.length - 1]!,
    [`ends${p}`]: cuts.slice(1),
    [`watermark${p}`]: plan.watermark ?? '1970-01-01 00:00:00',
    [`rollupStart${p}`]: plan.rollupStart,
    [`rollupEnd${p}`]: plan.rollupEnd,
    [`rawHours${p}`]: plan.rawHours,
    [`days${p}`]: plan.days,
  };
}

/** Whether any whole hour of the range is served by hourly rollups (not raw, not in a daily rollup). */
function usesHourlyRollups(plan: ReadPlan): boolean {
  if (plan.watermark === null || plan.rollupEnd <= plan.rollupStart) return false;
  const rawInside = plan.rawHours.filter((h) => h >= plan.rollupStart && h < plan.rollupEnd).length;
  return (plan.rollupEnd - plan.rollupStart) / HOUR_MS > rawInside + plan.days.length * 24;
}

/** A branch reading the latest rollup generation not after the watermark, of `table`, where `where` holds. */
function rollupBranch(
  plan: ReadPlan,
  p: string,
  table: string,
  where: string,
  columns: ReadonlySet<PartialColumn>,
): string {
  const bucket = `organization_id = {organization:String} AND meter_id = {meter${p}:String}
    AND shape = {shape${p}:String} AND customer_id IN {customers:Array(String)}`;
  return `SELECT customer_id, ${plan.index} AS request,
      ${intervalOf('toInt64(toUnixTimestamp(hour)) * 1000', plan.read.cuts, `ends${p}`)},
      group_values, ${rollupColumns([plan.read.aggregation], columns)}
    FROM ${table}
    WHERE ${bucket} AND marker = 0 AND ${where}
      AND (customer_id, hour, generation) IN (
        SELECT customer_id, hour, max(generation) FROM ${table}
        WHERE ${bucket} AND ${where} AND generation <= {watermark${p}:DateTime64(6, 'UTC')}
        GROUP BY customer_id, hour)`;
}

/** Whether any event of the range is read raw. */
function usesRaw(plan: ReadPlan): boolean {
  const { cuts } = plan.read;
  return (
    plan.watermark === null ||
    plan.rawHours.length > 0 ||
    cuts[0]! < plan.rollupStart ||
    cuts[cuts.length - 1]! > plan.rollupEnd
  );
}

/**
 * Reads whose settled days one branch of daily rollups serves: same cuts and same days (so the same rollup range
 * and intervals), each (meter, shape) once. A preview's meters usually share their cuts, so one scan of
 * `usage_rollups_daily` and one generations subquery serve them all: on chdb each table a query reads costs
 * some 5 ms of analysis and each generations subquery some 6 ms more, whatever they read (bench/README.md).
 */
interface DailyGroup {
  key: string;
  plans: ReadPlan[];
  /** `meter/shape` of each plan. */
  shapes: Set<string>;
}

const dailyKey = (plan: ReadPlan) => JSON.stringify([plan.read.cuts, plan.days]);
const shapeOf = (plan: ReadPlan) => `${plan.read.shape.meterId}/${shapeKey(plan.read.shape)}`;

/**
 * The branch of daily group `d`: the latest generation of each (meter, shape, customer, day) not after its own
 * meter's watermark, each row's read found by its (meter, shape). For one customer (previews, usage reads) the
 * latest generation is a window over the rows read, sorted already by the table's key: 4-5 ms less of chdb's
 * analysis than a second scan in a subquery (bench/README.md). Many customers (bill runs) keep the subquery,
 * which builds a set of their days instead of sorting all their rows.
 */
function dailyBranch(
  group: DailyGroup,
  d: string,
  oneCustomer: boolean,
  columns: ReadonlySet<PartialColumn>,
): string {
  const keys = `arrayZip({dailyMeters${d}:Array(String)}, {dailyShapes${d}:Array(String)})`;
  const read = `indexOf(${keys}, (meter_id, shape))`;
  // `(meter_id, shape) IN` the pairs: the same filter as two INs and a check of the pair cost chdb 12 ms more.
  const bucket = `organization_id = {organization:String} AND (meter_id, shape) IN ${keys}
    AND customer_id IN {customers:Array(String)}
    AND hour >= fromUnixTimestamp64Milli({rollupStart${d}:Int64}) AND hour < fromUnixTimestamp64Milli({rollupEnd${d}:Int64})${
      allDays(group.plans[0]!)
        ? ''
        : `\n    AND has({days${d}:Array(Int64)}, toInt64(toUnixTimestamp(hour)) * 1000)`
    }`;
  const settled = `generation <= {dailyWatermarks${d}:Array(DateTime64(6, 'UTC'))}[${read}]`;
  const selected = `customer_id, {dailyRequests${d}:Array(UInt32)}[${read}] AS request,
      ${intervalOf('toInt64(toUnixTimestamp(hour)) * 1000', group.plans[0]!.read.cuts, `ends${d}`)},
      group_values, ${rollupColumns(
        group.plans.map((plan) => plan.read.aggregation),
        columns,
      )}`;
  if (oneCustomer) {
    // QUALIFY filters on the window in the same SELECT: a level of subquery less to analyse (bench/README.md).
    return `SELECT ${selected}
      FROM usage_rollups_daily
      WHERE ${bucket} AND ${settled}
      QUALIFY marker = 0 AND generation = max(generation) OVER (PARTITION BY meter_id, shape, customer_id, hour)`;
  }
  return `SELECT ${selected}
    FROM usage_rollups_daily
    WHERE ${bucket} AND marker = 0
      AND (meter_id, shape, customer_id, hour, generation) IN (
        SELECT meter_id, shape, customer_id, hour, max(generation) FROM usage_rollups_daily
        WHERE ${bucket} AND ${settled}
        GROUP BY meter_id, shape, customer_id, hour)`;
}

/**
 * Whether the plan's days are every day starting in its rollup range: then the range alone selects them (daily
 * rows sit at the start of their day), and the test of each row against the list of days is left out.
 */
function allDays(plan: ReadPlan): boolean {
  const first = Math.ceil(plan.rollupStart / DAY_MS) * DAY_MS;
  const starts = plan.rollupEnd > first ? Math.ceil((plan.rollupEnd - first) / DAY_MS) : 0;
  return plan.days.length === starts;
}

function dailyParams(group: DailyGroup, d: string): Record<string, unknown> {
  const [first] = group.plans;
  return {
    [`dailyMeters${d}`]: group.plans.map((plan) => plan.read.shape.meterId),
    [`dailyShapes${d}`]: group.plans.map((plan) => shapeKey(plan.read.shape)),
    [`dailyRequests${d}`]: group.plans.map((plan) => plan.index),
    [`dailyWatermarks${d}`]: group.plans.map((plan) => plan.watermark!),
    [`rollupStart${d}`]: first!.rollupStart,
    [`rollupEnd${d}`]: first!.rollupEnd,
    ...(allDays(first!) ? {} : { [`days${d}`]: first!.days }),
    [`ends${d}`]: first!.read.cuts.slice(1),
  };
}

/** The branches of read `p` besides its settled days (dailyBranch): settled hours and raw events, as needed. */
function planBranches(plan: ReadPlan, p: string, columns: ReadonlySet<PartialColumn>): string[] {
  const branches: string[] = [];
  const range = `hour >= fromUnixTimestamp64Milli({rollupStart${p}:Int64})
    AND hour < fromUnixTimestamp64Milli({rollupEnd${p}:Int64})`;
  if (usesHourlyRollups(plan)) {
    branches.push(
      rollupBranch(
        plan,
        p,
        'usage_rollups',
        `${range} AND NOT has({rawHours${p}:Array(Int64)}, toInt64(toUnixTimestamp(hour)) * 1000)
          AND NOT has({days${p}:Array(Int64)}, toInt64(toUnixTimestamp(toStartOfDay(hour))) * 1000)`,
        columns,
      ),
    );
  }
  if (usesRaw(plan)) {
    const raw = `customer_id IN {customers:Array(String)}
      AND event_time >= fromUnixTimestamp64Milli({start${p}:Int64}) AND event_time < fromUnixTimestamp64Milli({end${p}:Int64})
      AND NOT (event_time >= fromUnixTimestamp64Milli({rollupStart${p}:Int64})
               AND event_time < fromUnixTimestamp64Milli({rollupEnd${p}:Int64})
               AND NOT has({rawHours${p}:Array(Int64)}, toInt64(toUnixTimestamp(toStartOfHour(event_time))) * 1000))`;
    branches.push(`SELECT customer_id, ${plan.index} AS request,
        ${intervalOf('toUnixTimestamp64Milli(event_time)', plan.read.cuts, `ends${p}`)},
        group_values, ${partialAggregates(columns)}
      FROM (${eventSource(plan.read.shape, raw, p)})
      GROUP BY customer_id, interval, group_values`);
  }
  return branches;
}

/**
 * The merged partial aggregates of a customer's usage of several meters, per read, interval and group: rollup
 * rows for whole hours settled before each meter's watermark, raw events for the rest (hours cut by an interval
 * bound, hours marked since the watermark, everything when no rollup exists yet). A fixed number of flat
 * statements for all the reads (the plan: watermarks, then marked hours; then the merge with only the branches
 * each read needs): on chdb the analysis of each table read and each level of subquery is most of a small
 * read's time.
 */
export async function queryMetersPartials(
  client: ClickHouseClient,
  organizationId: string,
  customerId: string,
  reads: readonly MeterRead[],
): Promise<MeterPartial[][]> {
  const all = await queryCustomersMetersPartials(client, organizationId, [customerId], reads);
  return all.get(customerId)!;
}

/**
 * queryMetersPartials for many customers with the same reads (bill runs: every customer on one rate card has
 * the same cuts), each customer's answer exactly what it would get alone: one plan for all of them, then
 * one merge per set of customers whose plans agree (usually one; a customer with hours marked since the
 * watermark reads those hours raw, so its plan differs). A query's fixed cost on chdb is tens of milliseconds;
 * this pays it per batch instead of per customer.
 */
export async function queryCustomersMetersPartials(
  client: ClickHouseClient,
  organizationId: string,
  customerIds: readonly string[],
  reads: readonly MeterRead[],
): Promise<Map<string, MeterPartial[][]>> {
  const customers = [...new Set(customerIds)];
  const out = new Map(customers.map((c) => [c, reads.map((): MeterPartial[] => [])]));
  const used = reads.map((read, index) => ({ read, index })).filter(({ read }) => read.cuts.length >= 2);
  if (used.length === 0 || customers.length === 0) return out;
  const plans = await planReads(client, organizationId, customers, used);
  const groups = new Map<string, { plans: ReadPlan[]; customers: string[] }>();
  for (const [customer, plan] of plans) {
    const key = JSON.stringify(plan.map((p) => [p.rawHours, p.days]));
    const group = groups.get(key) ?? { plans: plan, customers: [] };
    group.customers.push(customer);
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    for (const part of mergeParts(group.plans, group.customers.length === 1)) {
      let params: Record<string, unknown> = { organization: organizationId, customers: group.customers };
      for (const { plan, p } of part.plans) params = { ...params, ...planParams(organizationId, plan, p) };
      for (const [d, daily] of part.daily.entries()) params = { ...params, ...dailyParams(daily, `_d${d}`) };
      const result = await client.query({
        query: mergeQuery(
          part.branches,
          part.plans.map(({ plan }) => plan.read.aggregation),
        ),
        query_params: params,
        format: 'JSONEachRow',
      });
      for (const row of await result.json<PartialRow>()) {
        out.get(row.customer_id)!.at(Number(row.request))!.push(toPartial(row));
      }
    }
  }
  return out;
}

/**
 * The most text of branches one merge query carries: half of ClickHouse's default `max_query_size` (256 KiB),
 * which a query past it fails to parse. A read's branches are a few KiB, so some fifty meters still make one
 * query; more (an organization with hundreds of meters, a preview of many products) make
 * several, each within the limit, instead of one that ClickHouse refuses.
 */
export const MAX_MERGE_BRANCH_BYTES = 128 * 1024;

interface MergePart {
  plans: { plan: ReadPlan; p: string }[];
  daily: DailyGroup[];
  bytes: number;
  branches: string[];
}

/** Every partial column: the branches' sizes with it are an upper bound of their final ones. */
const ALL_COLUMNS: ReadonlySet<PartialColumn> = new Set(PARTIALS.map(([name]) => name));

const dailyBytes = (daily: readonly DailyGroup[], oneCustomer: boolean) =>
  daily.reduce((sum, group, d) => sum + dailyBranch(group, `_d${d}`, oneCustomer, ALL_COLUMNS).length, 0);

/**
 * The plans of a merge split into queries of at most MAX_MERGE_BRANCH_BYTES of branches each, the settled days
 * of each query's reads in as few daily branches as their cuts allow.
 */
function mergeParts(plans: readonly ReadPlan[], oneCustomer: boolean): MergePart[] {
  const parts: MergePart[] = [];
  for (const plan of plans) {
    const p = `_${plan.index}`;
    const own = planBranches(plan, p, ALL_COLUMNS);
    if (own.length === 0 && plan.days.length === 0) continue;
    const joined = (part: MergePart): DailyGroup[] => {
      if (plan.days.length === 0) return part.daily;
      const key = dailyKey(plan);
      const shape = shapeOf(plan);
      const index = part.daily.findIndex((g) => g.key === key && !g.shapes.has(shape));
      const group = index < 0 ? { key, plans: [], shapes: new Set<string>() } : part.daily[index]!;
      const grown = { key, plans: [...group.plans, plan], shapes: new Set([...group.shapes, shape]) };
      return index < 0 ? [...part.daily, grown] : part.daily.map((g, i) => (i === index ? grown : g));
    };
    const ownBytes = own.reduce((sum, b) => sum + b.length, 0);
    const sizeWith = (part: MergePart, daily: readonly DailyGroup[]) =>
      part.bytes - dailyBytes(part.daily, oneCustomer) + dailyBytes(daily, oneCustomer) + ownBytes;
    let part = parts.at(-1);
    let daily = part ? joined(part) : [];
    if (!part || (part.bytes > 0 && sizeWith(part, daily) > MAX_MERGE_BRANCH_BYTES)) {
      part = { plans: [], daily: [], bytes: 0, branches: [] };
      parts.push(part);
      daily = joined(part);
    }
    part.bytes = sizeWith(part, daily);
    part.daily = daily;
    part.plans.push({ plan, p });
  }
  // The branches with only the columns their query's merge reads, which every read of the query decides.
  for (const part of parts) {
    const columns = mergedColumns(part.plans.map(({ plan }) => plan.read.aggregation));
    part.branches = [
      ...part.daily.map((group, d) => dailyBranch(group, `_d${d}`, oneCustomer, columns)),
      ...part.plans.flatMap(({ plan, p }) => planBranches(plan, p, columns)),
    ];
  }
  return parts;
}

/**
 * The merge of a query's branches. Only the aggregates some read of the query needs are computed (the others are
 * empty): a preview's SUM, COUNT and MAX meters need no minMap, LATEST or distinct-value state, and on chdb
 * building those aggregate functions cost some 2-3 ms of a 20 ms merge (bench/README.md).
 */
function mergeQuery(branches: readonly string[], aggregations: readonly (string | undefined)[]): string {
  const needs = needsOf(aggregations);
  const scales = needs('SUM', 'AVERAGE', 'MIN', 'MAX');
  const strings = "CAST([], 'Array(String)')";
  const sumMap = 'sumMap(scales, sums, arrayMap(x -> toUInt64(1), scales))';
  // The aggregates and their text in one SELECT: a level of subquery less for chdb to analyse (bench/README.md).
  const out = [
    'toString(sum(event_count)) AS out_event_count',
    'toString(sum(value_count)) AS out_value_count',
  ];
  if (scales) {
    out.push(
      `${sumMap}.1 AS out_scales`,
      `arrayMap(x -> toString(x), ${sumMap}.2) AS out_sums`,
      'arrayFlatten(groupArray(big_values)) AS out_big_values',
    );
  } else {
    out.push(
      `CAST([], 'Array(UInt8)') AS out_scales`,
      `${strings} AS out_sums`,
      `${strings} AS out_big_values`,
    );
  }
  for (const [type, fn, column] of [
    ['MIN', 'minMap', 'mins'],
    ['MAX', 'maxMap', 'maxs'],
  ] as const) {
    if (needs(type)) out.push(`arrayMap(x -> toString(x), ${fn}(scales, ${column}).2) AS out_${column}`);
    else out.push(`${strings} AS out_${column}`);
  }
  if (needs('LATEST')) out.push('argMaxIf(latest_value, latest_key, value_count > 0) AS out_latest');
  else out.push("'' AS out_latest");
  if (needs('UNIQUE_COUNT')) {
    out.push('toString(finalizeAggregation(uniqExactMergeState(uniq))) AS unique_count');
  } else out.push("'0' AS unique_count");
  return `SELECT customer_id, request, interval, group_values, ${out.join(', ')}
    FROM (${branches.join('\n      UNION ALL\n')})
    GROUP BY customer_id, request, interval, group_values`;
}

/** [scale, value] pairs; none when the query did not compute the values (no read's aggregation needs them). */
function zip(scales: number[], values: string[]): [number, string][] {
  return values.map((value, i) => [Number(scales[i]), value]);
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
