/**
 * Which customers' hours of usage changed in a window of ClickHouse's own clock: events inserted in it (their
 * `insert_time`, with a minmax index) and the hours corrections and replays marked in `usage_dirty_hours`.
 * Bill runs read it to refresh only the DRAFT invoices whose usage changed. Times here are ClickHouse's stamps,
 * compared only with each other (docs/architecture.md).
 */
import type { ClickHouseClient } from '@clickhouse/client';

export interface ChangedHour {
  organization: string;
  customerId: string;
  hourStart: Date;
}

export interface UsageChanges {
  /** The window's end: pass it as `since` next time. */
  until: string;
  hours: ChangedHour[];
}

/** ClickHouse's own now, less `lagMs`, as its stamps are written: where a window of changes may end. */
export async function usageClock(client: ClickHouseClient, lagMs: number): Promise<string> {
  const result = await client.query({
    query: 'SELECT toString(now64(6) - toIntervalMillisecond({lag:Int64})) AS until',
    query_params: { lag: lagMs },
    format: 'JSONEachRow',
  });
  const [row] = await result.json<{ until: string }>();
  return row!.until;
}

/**
 * The (organization, customer, hour) buckets marked in [since, now - lag): marks younger than `lagMs` are left to
 * the next call, as the insert they belong to may not be visible yet. `since` null reads every mark kept.
 */
export async function changedUsageHours(
  client: ClickHouseClient,
  since: string | null,
  lagMs: number,
): Promise<UsageChanges> {
  const until = await usageClock(client, lagMs);
  const result = await client.query({
    query: `SELECT DISTINCT organization_id, customer_id, toString(toUnixTimestamp(hour)) AS hour FROM (
        SELECT organization_id, customer_id, toStartOfHour(event_time) AS hour FROM usage_events
        WHERE insert_time >= {since:DateTime64(6, 'UTC')} AND insert_time < {until:DateTime64(6, 'UTC')}
        UNION ALL
        SELECT organization_id, customer_id, hour FROM usage_dirty_hours
        WHERE mark_time >= {since:DateTime64(6, 'UTC')} AND mark_time < {until:DateTime64(6, 'UTC')})`,
    query_params: { since: since ?? '1970-01-01 00:00:00', until },
    format: 'JSONEachRow',
  });
  const rows = await result.json<{ organization_id: string; customer_id: string; hour: string }>();
  const hours = rows.map((r) => ({
    organization: r.organization_id,
    customerId: r.customer_id,
    hourStart: new Date(Number(r.hour) * 1000),
  }));
  return { until, hours };
}
