/**
 * `usage.correction`: the follow-up of a correction. The correction itself marked the original's hour changed
 * (reads are exact at once); this recomputes the rollups of the organization, so both eventTimes' buckets are
 * settled again, then records the follow-up. Idempotent: a pass recomputes to the same result, and a follow-up
 * already recorded keeps its time.
 */
import type { JobHandler } from '@billing/queue';
import { recordCorrectionFollowUp } from '@billing/usage';
import { runRollupPass } from '../rollups.ts';
import type { UsageJobDeps } from './deps.ts';

export function correctionHandler(deps: UsageJobDeps): JobHandler<'usage.correction'> {
  return async (payload) => {
    await runRollupPass(deps, { organization: payload.organization, lagMs: 0 });
    await recordCorrectionFollowUp(
      deps.sql,
      { organization: payload.organization, eventId: payload.eventId },
      deps.clock.now(),
    );
  };
}
