/**
 * The Postgres side of corrections (table `usage_corrections`). A row claims the correction of one event, so
 * that two different corrections of the same event cannot both win (ClickHouse has no transactions); it also
 * records when ClickHouse got the correction and when the worker finished its follow-up.
 */
import type { Queryable } from '@billing/db';

export interface CorrectionClaim {
  /** The replacement that holds the claim: ours, or that of an earlier correction. */
  replacementEventId: string;
}

export interface CorrectionKey {
  organization: string;
  eventId: string;
}

export async function claimCorrection(
  sql: Queryable,
  key: CorrectionKey & { replacementEventId: string; reason: string; now: Date },
): Promise<CorrectionClaim> {
  const inserted = await sql<{ replacement_event_id: string }[]>`
    INSERT INTO usage_corrections (organization_id, event_id, replacement_event_id, reason, create_time)
    VALUES (${key.organization}, ${key.eventId}, ${key.replacementEventId}, ${key.reason}, ${key.now})
    ON CONFLICT (organization_id, event_id) DO NOTHING
    RETURNING replacement_event_id`;
  const row =
    inserted[0] ??
    (
      await sql<{ replacement_event_id: string }[]>`
        SELECT replacement_event_id FROM usage_corrections
        WHERE organization_id = ${key.organization} AND event_id = ${key.eventId}`
    )[0];
  // The row can only vanish between the two statements if a failing correction released it: take it as ours.
  return { replacementEventId: row?.replacement_event_id ?? key.replacementEventId };
}

/** Drops a claim whose correction could not be stored, so that another correction may be made. */
export async function releaseCorrection(sql: Queryable, key: CorrectionKey & { replacementEventId: string }) {
  await sql`
    DELETE FROM usage_corrections
    WHERE organization_id = ${key.organization} AND event_id = ${key.eventId}
      AND replacement_event_id = ${key.replacementEventId} AND apply_time IS NULL`;
}

export async function markCorrectionApplied(sql: Queryable, key: CorrectionKey, now: Date): Promise<void> {
  await sql`
    UPDATE usage_corrections SET apply_time = ${now}
    WHERE organization_id = ${key.organization} AND event_id = ${key.eventId} AND apply_time IS NULL`;
}

/** Records the worker's follow-up as done; false when it already was (or there is no such correction). */
export async function recordCorrectionFollowUp(
  sql: Queryable,
  key: CorrectionKey,
  now: Date,
): Promise<boolean> {
  const rows = await sql`
    UPDATE usage_corrections SET follow_up_time = ${now}
    WHERE organization_id = ${key.organization} AND event_id = ${key.eventId} AND follow_up_time IS NULL
    RETURNING 1`;
  return rows.length > 0;
}

export interface CorrectionRecord {
  replacementEventId: string;
  reason: string;
  createTime: Date;
  applyTime: Date | null;
  followUpTime: Date | null;
}

export async function getCorrectionRecord(
  sql: Queryable,
  key: CorrectionKey,
): Promise<CorrectionRecord | undefined> {
  const [row] = await sql<
    {
      replacement_event_id: string;
      reason: string;
      create_time: Date;
      apply_time: Date | null;
      follow_up_time: Date | null;
    }[]
  >`
    SELECT replacement_event_id, reason, create_time, apply_time, follow_up_time FROM usage_corrections
    WHERE organization_id = ${key.organization} AND event_id = ${key.eventId}`;
  return (
    row && {
      replacementEventId: row.replacement_event_id,
      reason: row.reason,
      createTime: row.create_time,
      applyTime: row.apply_time,
      followUpTime: row.follow_up_time,
    }
  );
}
