/**
 * `usage.replay`: recomputes what is derived from the events of the replay's range, then marks the replay
 * SUCCEEDED. Derived today: the meters' hourly rollups. The hours of the range are marked changed and a rollup
 * pass of the organization recomputes them (DRAFT invoices join when invoices exist). Idempotent: marking twice
 * recomputes twice to the same result, and a finished replay is left as it is.
 */
import { markRangeHours } from '@billing/events';
import type { JobHandler } from '@billing/queue';
import { finishReplay, getReplay } from '@billing/usage';
import { runRollupPass } from '../rollups.ts';
import type { UsageJobDeps } from './deps.ts';

export function replayHandler(deps: UsageJobDeps): JobHandler<'usage.replay'> {
  return async (payload, job) => {
    const key = { organization: payload.organization, id: payload.replayId };
    try {
      const replay = await getReplay(deps.sql, key);
      if (!replay || replay.status !== 'RUNNING') return;
      await markRangeHours(
        deps.events,
        key.organization,
        replay.startTime.getTime(),
        replay.endTime.getTime(),
      );
      await runRollupPass(deps, { organization: key.organization, lagMs: 0 });
      await finishReplay(deps.sql, key, 'SUCCEEDED', deps.clock.now());
    } catch (error) {
      // The queue retries; after the last attempt the replay is recorded as FAILED.
      if (job.final) await finishReplay(deps.sql, key, 'FAILED', deps.clock.now()).catch(() => {});
      throw error;
    }
  };
}
