/**
 * Hourly rollups of meter partial aggregates (docs/usage.md). A pass recomputes, whole, every (customer, hour)
 * bucket of the meter's event type marked since the previous pass, writes the rows as a new generation, then
 * advances the watermark. Reads merge the latest generation not after the watermark with raw events of the hours
 * marked since, so a read is exact at every moment, before, during and after a pass.
 */
import { DAY_MS } from '@billing/core';
import type { ClickHouseClient } from '@clickhouse/client';
import {
  eventSource,
  MERGED_PARTIALS,
  type MeterShape,
  PARTIAL_AGGREGATES,
  shapeParams,
} from './meter-aggregation.ts';
import { clickhouseTime } from './usage-events.ts';

export interface RollupOptions {
  /** Marks younger than this are left to the next pass: the inserts they belong to may not be visible yet. */
  lagMs?: number;
  /** A watermark older than this is rebuilt whole (marks expire after a week). */
  rebuildAfterMs?: number;
  /** Buckets per INSERT ... SELECT (default 5,000: each statement's fixed cost dominates small chunks). */
  chunkBuckets?: number;
}

export interface RollupPassResult {
  watermark: string;
  buckets: number;
  rebuilt: boolean;
}

interface PassState {
  next: string;
  previous: string | null;
  stale: boolean;
  /** The watermark is less than an hour old. */
  recent: boolean;
}

async function passState(
  client: ClickHouseClient,
  params: Record<string, unknown>,
  lagMs: number,
  rebuildAfterMs: number,
): Promise<PassState> {
  // One read of the watermark table (each table a query touches costs chdb a few ms; this runs every pass).
  const result = await client.query({
    query: `SELECT toString(now64(6) - toIntervalMillisecond({lag:Int64})) AS next, count() AS n,
        toString(max(watermark)) AS previous,
        max(watermark) < now64(6) - toIntervalMillisecond({rebuildAfter:Int64}) AS stale,
        max(watermark) > now64(6) - INTERVAL 1 HOUR AS recent
      FROM usage_rollup_watermarks
      WHERE organization_id = {organization:String} AND meter_id = {meter:String} AND shape = {shape:String}`,
    query_params: { ...params, lag: lagMs, rebuildAfter: rebuildAfterMs },
    format: 'JSONEachRow',
  });
  const [row] = await result.json<{
    next: string;
    n: string;
    previous: string;
    stale: number;
    recent: number;
  }>();
  const previous = Number(row!.n) === 0 ? null : row!.previous;
  return {
    next: row!.next,
    previous,
    stale: previous === null || Number(row!.stale) === 1,
    recent: previous !== null && Number(row!.recent) === 1,
  };
}

interface Bucket {
  customer_id: string;
  /** Seconds since the epoch. */
  hour: string;
}

async function changedBuckets(
  client: ClickHouseClient,
  params: Record<string, unknown>,
  state: PassState,
): Promise<Bucket[]> {
  const query = state.stale
    ? `SELECT DISTINCT customer_id, toString(toUnixTimestamp(toStartOfHour(event_time))) AS hour FROM usage_events
       WHERE organization_id = {organization:String} AND event_type = {eventType:String}`
    : `SELECT DISTINCT customer_id, toString(toUnixTimestamp(hour)) AS hour FROM (
         SELECT customer_id, toStartOfHour(event_time) AS hour FROM usage_events
         WHERE organization_id = {organization:String} AND event_type = {eventType:String}
           AND insert_time >= {previous:DateTime64(6, 'UTC')} AND insert_time < {next:DateTime64(6, 'UTC')}
         UNION ALL
         SELECT customer_id, hour FROM usage_dirty_hours
         WHERE organization_id = {organization:String} AND event_type = {eventType:String}
           AND mark_time >= {previous:DateTime64(6, 'UTC')} AND mark_time < {next:DateTime64(6, 'UTC')})`;
  const result = await client.query({
    query,
    query_params: { ...params, previous: state.previous ?? '1970-01-01 00:00:00', next: state.next },
    format: 'JSONEachRow',
  });
  const buckets = await result.json<Bucket>();
  return buckets.sort((a, b) =>
    a.customer_id === b.customer_id
      ? Number(a.hour) - Number(b.hour)
      : a.customer_id < b.customer_id
        ? -1
        : 1,
  );
}

const ROLLUP_COLUMNS = `organization_id, meter_id, shape, customer_id, hour, generation, marker, group_values,
  event_count, value_count, scales, sums, mins, maxs, big_values, latest_key, latest_value, uniq`;

/** The (customer `c`, start `h`) pairs of a chunk, from the parameters `customers` and `hours` or `days`. */
function bucketPairs(starts: 'hours' | 'days'): string {
  return `SELECT b.1 AS c, toDateTime(b.2, 'UTC') AS h
    FROM (SELECT arrayJoin(arrayZip({customers:Array(String)}, {${starts}:Array(UInt32)})) AS b)`;
}

/** A marker row per bucket of `buckets` (SQL of (c, h) pairs): the generation is recorded even for none left. */
async function insertMarkers(
  client: ClickHouseClient,
  table: 'usage_rollups' | 'usage_rollups_daily',
  buckets: string,
  params: Record<string, unknown>,
): Promise<void> {
  await client.command({
    query: `INSERT INTO ${table} (${ROLLUP_COLUMNS})
      SELECT {organization:String}, {meter:String}, {shape:String}, c, h, {generation:DateTime64(6, 'UTC')}, 1, [],
        0, 0, [], [], [], [], [], (toDateTime64(0, 3, 'UTC'), toDateTime64(0, 6, 'UTC'), ''), '',
        initializeAggregation('uniqExactState', CAST(NULL, 'Nullable(String)'))
      FROM (${buckets})`,
    query_params: params,
  });
}

/**
 * Recomputes a chunk of days (customer, UTC day) as generation `next` from the hourly rows of their latest
 * generation (at most `next`): the merge of the same partial aggregates, and a marker per day.
 */
async function recomputeDays(
  client: ClickHouseClient,
  params: Record<string, unknown>,
  days: readonly Bucket[],
  next: string,
): Promise<void> {
  const customers = days.map((d) => d.customer_id);
  const starts = days.map((d) => Number(d.hour));
  const dayParams = {
    ...params,
    customers,
    days: starts,
    from: Math.min(...starts) * 1000,
    to: (Math.max(...starts) + 86400) * 1000,
    generation: next,
  };
  const buckets = bucketPairs('days');
  const hours = `organization_id = {organization:String} AND meter_id = {meter:String} AND shape = {shape:String}
    AND customer_id IN {customers:Array(String)}
    AND hour >= fromUnixTimestamp64Milli({from:Int64}) AND hour < fromUnixTimestamp64Milli({to:Int64})
    AND (customer_id, toStartOfDay(hour)) IN (${buckets})`;
  await client.command({
    query: `INSERT INTO usage_rollups_daily (${ROLLUP_COLUMNS})
      SELECT {organization:String}, {meter:String}, {shape:String}, customer_id, toStartOfDay(hour) AS day,
        {generation:DateTime64(6, 'UTC')}, 0, group_values, ${MERGED_PARTIALS}
      FROM usage_rollups
      WHERE ${hours} AND marker = 0
        AND (customer_id, hour, generation) IN (
          SELECT customer_id, hour, max(generation) FROM usage_rollups
          WHERE ${hours} AND generation <= {generation:DateTime64(6, 'UTC')}
          GROUP BY customer_id, hour)
      GROUP BY customer_id, day, group_values`,
    query_params: dayParams,
  });
  await insertMarkers(client, 'usage_rollups_daily', buckets, dayParams);
}

/** The distinct (customer, UTC day) of hourly buckets, `hour` holding the day's start in seconds. */
function daysOf(buckets: readonly Bucket[]): Bucket[] {
  const days = new Map<string, Bucket>();
  for (const b of buckets) {
    const day = String(Math.floor(Number(b.hour) / 86400) * 86400);
    days.set(`${b.customer_id}\u0000${day}`, { customer_id: b.customer_id, hour: day });
  }
  return [...days.values()];
}

/** Recomputes a chunk of buckets as generation `next`: their rows, and a marker per bucket. */
async function recompute(
  client: ClickHouseClient,
  shape: MeterShape,
  params: Record<string, unknown>,
  chunk: readonly Bucket[],
  next: string,
): Promise<void> {
  const hours = chunk.map((b) => Number(b.hour));
  const chunkParams = {
    ...params,
    customers: chunk.map((b) => b.customer_id),
    hours,
    from: Math.min(...hours) * 1000,
    to: (Math.max(...hours) + 3600) * 1000,
    generation: next,
  };
  const buckets = bucketPairs('hours');
  const where = `event_time >= fromUnixTimestamp64Milli({from:Int64}) AND event_time < fromUnixTimestamp64Milli({to:Int64})
    AND customer_id IN {customers:Array(String)}
    AND (customer_id, toStartOfHour(event_time)) IN (${buckets})`;
  await client.command({
    query: `INSERT INTO usage_rollups (${ROLLUP_COLUMNS})
      SELECT {organization:String}, {meter:String}, {shape:String}, customer_id, toStartOfHour(event_time) AS hour,
        {generation:DateTime64(6, 'UTC')}, 0, group_values, ${PARTIAL_AGGREGATES}
      FROM (${eventSource(shape, where)})
      GROUP BY customer_id, hour, group_values`,
    query_params: chunkParams,
  });
  await insertMarkers(client, 'usage_rollups', buckets, chunkParams);
}

/** One rollup pass of a meter shape: recomputes the buckets changed since the last pass, then advances. */
export async function refreshRollups(
  client: ClickHouseClient,
  organizationId: string,
  shape: MeterShape,
  options: RollupOptions = {},
): Promise<RollupPassResult> {
  const params = shapeParams(organizationId, shape);
  const state = await passState(client, params, options.lagMs ?? 2000, options.rebuildAfterMs ?? 6 * DAY_MS);
  const buckets = await changedBuckets(client, params, state);
  const size = options.chunkBuckets ?? 5000;
  for (let i = 0; i < buckets.length; i += size) {
    await recompute(client, shape, params, buckets.slice(i, i + size), state.next);
  }
  // Then the days of those hours, from the hourly rows just written. Each day once: a day split between two
  // chunks of hours would otherwise be written twice at one generation, and read twice.
  const days = daysOf(buckets);
  for (let i = 0; i < days.length; i += size) {
    await recomputeDays(client, params, days.slice(i, i + size), state.next);
  }
  // Nothing changed: keeping the watermark is as exact, and spares a write per meter and pass. It still moves
  // hourly, so that it never ages into a full rebuild.
  if (buckets.length === 0 && state.recent) {
    return { watermark: state.previous!, buckets: 0, rebuilt: false };
  }
  await client.command({
    query: `INSERT INTO usage_rollup_watermarks (organization_id, meter_id, shape, watermark)
      VALUES ({organization:String}, {meter:String}, {shape:String}, {next:DateTime64(6, 'UTC')})`,
    query_params: { ...params, next: state.next },
  });
  return { watermark: state.next, buckets: buckets.length, rebuilt: state.stale };
}

/** What changed since a time, for the rollup loop to skip the meters a pass would leave as they are. */
export interface RollupChanges {
  /** ClickHouse's now less an hour: a watermark not after it is no longer recent, and its pass writes a new one. */
  recentAfter: string;
  /**
   * By `rollupChangeKey` (organization, event type): the latest time an event of the pair was inserted or one of
   * its hours marked, at or after `since`. Stamps as `toString` of a DateTime64(6) writes them, which compare as
   * strings as they do as times.
   */
  latest: Map<string, string>;
}

export const rollupChangeKey = (organization: string, eventType: string) =>
  `${organization}\u0000${eventType}`;

/**
 * One statement for every meter of a loop pass, instead of the two of each meter's pass (its watermark, its
 * changed buckets): for each (organization, event type) with events inserted or hours marked at or after `since`
 * (the earliest watermark the loop knows), the latest such time; and where "recent" begins. A meter whose known
 * watermark is recent and after its pair's latest change would find no bucket and keep its watermark: its pass
 * is skipped, and no window is lost, since the watermark does not move (the next check starts from it again).
 * chdb pays a statement for its analysis, not its rows, so an idle pass of n meters costs one statement, not 2n.
 */
export async function rollupChangesSince(client: ClickHouseClient, since: string): Promise<RollupChanges> {
  const result = await client.query({
    query: `SELECT toString(now64(6) - INTERVAL 1 HOUR) AS recent_after,
        groupArray((organization_id, event_type, toString(t))) AS latest FROM (
          SELECT organization_id, event_type, max(t) AS t FROM (
            SELECT organization_id, event_type, insert_time AS t FROM usage_events
            WHERE insert_time >= {since:DateTime64(6, 'UTC')}
            UNION ALL
            SELECT organization_id, event_type, mark_time AS t FROM usage_dirty_hours
            WHERE mark_time >= {since:DateTime64(6, 'UTC')})
          GROUP BY organization_id, event_type)`,
    query_params: { since },
    format: 'JSONEachRow',
  });
  const [row] = await result.json<{ recent_after: string; latest: [string, string, string][] }>();
  return {
    recentAfter: row!.recent_after,
    latest: new Map(
      row!.latest.map(([organization, eventType, t]) => [rollupChangeKey(organization, eventType), t]),
    ),
  };
}

/**
 * Deletes what no read needs any more, hourly and daily: generations of a bucket older than its latest one that
 * is at least `keepMs` old (readers still on the previous watermark keep theirs), and rollups of the meter's
 * former shapes.
 */
export async function pruneRollups(
  client: ClickHouseClient,
  organizationId: string,
  shape: MeterShape,
  keepMs = 60_000,
): Promise<void> {
  const params = { ...shapeParams(organizationId, shape), keep: keepMs };
  for (const table of ['usage_rollups', 'usage_rollups_daily']) {
    await client.command({
      query: `DELETE FROM ${table}
        WHERE organization_id = {organization:String} AND meter_id = {meter:String} AND shape != {shape:String}`,
      query_params: params,
    });
    await client.command({
      query: `DELETE FROM ${table}
        WHERE organization_id = {organization:String} AND meter_id = {meter:String} AND shape = {shape:String}
          AND (customer_id, hour, generation) IN (
            SELECT customer_id, hour, arrayJoin(arrayFilter(g -> g < settled, generations))
            FROM (
              SELECT customer_id, hour, groupUniqArray(generation) AS generations,
                maxIf(generation, generation < now64(6) - toIntervalMillisecond({keep:Int64})) AS settled
              FROM ${table}
              WHERE organization_id = {organization:String} AND meter_id = {meter:String} AND shape = {shape:String}
              GROUP BY customer_id, hour
              HAVING length(generations) > 1))`,
      query_params: params,
    });
  }
}

/** Marks the hours of these events changed (a correction), for the next rollup pass and for reads. */
export async function markEventHours(
  client: ClickHouseClient,
  organizationId: string,
  events: readonly { customerId: string; eventType: string; eventTime: number }[],
): Promise<void> {
  if (events.length === 0) return;
  await client.insert({
    table: 'usage_dirty_hours',
    columns: ['organization_id', 'event_type', 'customer_id', 'hour'],
    values: events.map((e) => ({
      organization_id: organizationId,
      event_type: e.eventType,
      customer_id: e.customerId,
      hour: clickhouseTime(Math.floor(e.eventTime / 3_600_000) * 3_600_000).slice(0, 19),
    })),
    format: 'JSONEachRow',
  });
}

/** Marks every hour with events of the organization in [start, end) changed (a replay). */
export async function markRangeHours(
  client: ClickHouseClient,
  organizationId: string,
  start: number,
  end: number,
): Promise<void> {
  await client.command({
    query: `INSERT INTO usage_dirty_hours (organization_id, event_type, customer_id, hour)
      SELECT DISTINCT organization_id, event_type, customer_id, toStartOfHour(event_time) FROM usage_events
      WHERE organization_id = {organization:String}
        AND event_time >= fromUnixTimestamp64Milli({start:Int64}) AND event_time < fromUnixTimestamp64Milli({end:Int64})`,
    query_params: { organization: organizationId, start, end },
  });
}
