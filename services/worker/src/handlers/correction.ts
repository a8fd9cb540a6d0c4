/**
 * `usage.correction`: the follow-up of a correction. It will recompute what the original and its replacement
 * fed (the rollup buckets and DRAFT invoices of both eventTimes) once rollups exist (a later issue); today it
 * records the follow-up as done. Idempotent: a follow-up already recorded keeps its time.
 */
import type { JobHandler } from '@billing/queue';
import { recordCorrectionFollowUp } from '@billing/usage';
import type { UsageJobDeps } from './deps.ts';

export function correctionHandler(deps: UsageJobDeps): JobHandler<'usage.correction'> {
  return async (payload) => {
    // The recomputation of the buckets at payload.originalEventTime and payload.replacementEventTime goes here.
    await recordCorrectionFollowUp(
      deps.sql,
      { organization: payload.organization, eventId: payload.eventId },
      deps.clock.now(),
    );
  };
}
