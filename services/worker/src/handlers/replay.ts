/**
 * `usage.replay`: recomputes what is derived from the events of the replay's range, then marks the replay
 * SUCCEEDED. Nothing is derived from events yet (rollups and DRAFT invoices come with their issues, and will
 * be recomputed here from ClickHouse as of the replay's watermark), so the job only finishes the record.
 * Idempotent: a finished replay is left as it is.
 */
import type { JobHandler } from '@billing/queue';
import { finishReplay } from '@billing/usage';
import type { UsageJobDeps } from './deps.ts';

export function replayHandler(deps: UsageJobDeps): JobHandler<'usage.replay'> {
  return async (payload, job) => {
    const key = { organization: payload.organization, id: payload.replayId };
    try {
      // The recomputation of derived data goes here.
      await finishReplay(deps.sql, key, 'SUCCEEDED', deps.clock.now());
    } catch (error) {
      // The queue retries; after the last attempt the replay is recorded as FAILED.
      if (job.final) await finishReplay(deps.sql, key, 'FAILED', deps.clock.now()).catch(() => {});
      throw error;
    }
  };
}
