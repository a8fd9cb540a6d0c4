/**
 * Usage feeds DRAFTs from ClickHouse, which has no triggers: the worker reads which customers' hours changed
 * since its watermark (inserts, corrections, replays all mark them) and marks the DRAFTs containing them stale.
 * The watermark is ClickHouse's own time, kept in Postgres; two workers marking the same window mark twice,
 * which is harmless.
 */
import type { Sql } from '@billing/db';
import { markAllDraftsStale, markUsageHoursStale } from '@billing/domain';
import { type ClickHouseClient, changedUsageHours, usageClock } from '@billing/events';

const WATERMARK = 'usage_marks_until';

export interface UsageMarkDeps {
  sql: Sql;
  events: ClickHouseClient;
}

/** Marks the DRAFTs whose usage changed; returns how many were marked. */
export async function markChangedUsage(deps: UsageMarkDeps, lagMs = 1000): Promise<number> {
  const [state] = await deps.sql<{ value: string }[]>`
    SELECT value FROM bill_run_state WHERE key = ${WATERMARK}`;
  if (!state) {
    // The first pass starts the watermark at now instead of reading every change ever made (every event of a
    // large store): the drafts that exist then are recomputed once from all their usage, so no change before
    // the watermark is missed, and drafts created later are computed from all of theirs anyway.
    const until = await usageClock(deps.events, lagMs);
    const marked = await markAllDraftsStale({ sql: deps.sql });
    await saveWatermark(deps, until);
    return marked;
  }
  const changes = await changedUsageHours(deps.events, state.value, lagMs);
  const marked = await markUsageHoursStale({ sql: deps.sql }, changes.hours);
  await saveWatermark(deps, changes.until);
  return marked;
}

async function saveWatermark(deps: UsageMarkDeps, until: string): Promise<void> {
  await deps.sql`
    INSERT INTO bill_run_state (key, value) VALUES (${WATERMARK}, ${until})
    ON CONFLICT (key) DO UPDATE SET value = greatest(bill_run_state.value, excluded.value)`;
}
