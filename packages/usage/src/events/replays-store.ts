/** Replay records (table `usage_replays`): created RUNNING by `usageEvents:replay`, finished by the worker. */
import type { Queryable } from '@billing/db';

export type ReplayStatus = 'RUNNING' | 'SUCCEEDED' | 'FAILED';

export interface ReplayRecord {
  organization: string;
  id: string;
  startTime: Date;
  endTime: Date;
  watermarkTime: Date;
  /** A decimal string. */
  matchedEventCount: string;
  status: ReplayStatus;
  createTime: Date;
  finishTime: Date | null;
}

interface ReplayRow {
  organization_id: string;
  id: string;
  start_time: Date;
  end_time: Date;
  watermark_time: Date;
  matched_event_count: string;
  status: ReplayStatus;
  create_time: Date;
  finish_time: Date | null;
}

export async function insertReplay(sql: Queryable, replay: Omit<ReplayRecord, 'finishTime'>): Promise<void> {
  await sql`
    INSERT INTO usage_replays (organization_id, id, start_time, end_time, watermark_time, matched_event_count,
      status, create_time)
    VALUES (${replay.organization}, ${replay.id}, ${replay.startTime}, ${replay.endTime}, ${replay.watermarkTime},
      ${replay.matchedEventCount}, ${replay.status}, ${replay.createTime})`;
}

/** RUNNING -> SUCCEEDED or FAILED, once; false when the replay was not running (already finished, or none). */
export async function finishReplay(
  sql: Queryable,
  key: { organization: string; id: string },
  status: Exclude<ReplayStatus, 'RUNNING'>,
  now: Date,
): Promise<boolean> {
  const rows = await sql`
    UPDATE usage_replays SET status = ${status}, finish_time = ${now}
    WHERE organization_id = ${key.organization} AND id = ${key.id} AND status = 'RUNNING'
    RETURNING 1`;
  return rows.length > 0;
}

export async function getReplay(
  sql: Queryable,
  key: { organization: string; id: string },
): Promise<ReplayRecord | undefined> {
  const [row] = await sql<ReplayRow[]>`
    SELECT organization_id, id, start_time, end_time, watermark_time, matched_event_count::text AS matched_event_count,
      status, create_time, finish_time
    FROM usage_replays WHERE organization_id = ${key.organization} AND id = ${key.id}`;
  return (
    row && {
      organization: row.organization_id,
      id: row.id,
      startTime: row.start_time,
      endTime: row.end_time,
      watermarkTime: row.watermark_time,
      matchedEventCount: row.matched_event_count,
      status: row.status,
      createTime: row.create_time,
      finishTime: row.finish_time,
    }
  );
}
