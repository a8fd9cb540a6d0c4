import type { Sql } from '@billing/db';

/**
 * Finished jobs of the Postgres queue are kept for a while (so the same deterministic id is not run twice),
 * like BullMQ's finished-job retention, then dropped.
 */
export async function purgeFinishedJobs(sql: Sql, before: Date): Promise<number> {
  const rows = await sql`
    DELETE FROM jobs WHERE status IN ('SUCCEEDED', 'FAILED') AND finish_time < ${before} RETURNING 1`;
  return rows.length;
}
