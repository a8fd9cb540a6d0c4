/**
 * `usageEvents/{eventId}:correct {reason, replacement}` (docs/usage-events.md "The rules"). The replacement is a new event with its
 * own eventId and the original's customer, stored through the ingest pipeline (so it is validated and
 * de-duplicated like any event) with `correctionOf` set. The original becomes SUPERSEDED and drops out of every
 * aggregate. Only the latest event of a chain can be corrected; repeating the same correction returns the same
 * replacement, so a client may retry a correction whose answer it lost.
 *
 * Steps, each safe to repeat: claim the correction in Postgres (one correction per event), store the
 * replacement, mark the original superseded in ClickHouse, queue the worker's follow-up.
 */
import {
  ApiError,
  ERROR_CODES,
  type ErrorCode,
  failedPrecondition,
  formatTimestamp,
  invalidField,
} from '@billing/core';
import { checkPeriodOpen } from '@billing/domain';
import { type EventRecord, getEvent, insertCorrection, markEventHours } from '@billing/events';
import { derivedJobId } from '@billing/queue';
import { stringify as losslessStringify } from 'lossless-json';
import { DEFAULT_EVENT_WINDOW, type UsageContext } from '../context.ts';
import { type ValidEvent, validateEvent } from '../edge/validate.ts';
import type { CorrectUsageEventInput, UsageEvent } from '../schema.ts';
import { readAcknowledgedEvent } from './acknowledged-event.ts';
import { claimCorrection, markCorrectionApplied, releaseCorrection } from './corrections-store.ts';
import { checkEventId, toUsageEvent, usageEventName } from './resource.ts';

export const MAX_REASON_LENGTH = 1000;

/** The replacement is read from the exact body (numbers kept digit for digit), in the shape of an ingested event. */
export type CorrectUsageEventRequest = CorrectUsageEventInput;

/** Writes numbers as they were read (a body read losslessly keeps `LosslessNumber`s). */
const exactStringify = (value: unknown) => losslessStringify(value) ?? '{}';

/** The job of the worker's follow-up of one event's correction: one per corrected event. */
export const correctionJobId = (organization: string, eventId: string) =>
  derivedJobId('correction', organization, eventId);

function checkReason(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' || value.length > MAX_REASON_LENGTH) {
    throw invalidField('reason', `must be a string of at most ${MAX_REASON_LENGTH} characters`);
  }
  return value;
}

function validateReplacement(ctx: UsageContext, replacement: unknown, stringify: typeof exactStringify) {
  if (replacement === undefined || replacement === null) throw invalidField('replacement', 'is required');
  const window = { now: ctx.clock.now().getTime(), ...(ctx.eventWindow ?? DEFAULT_EVENT_WINDOW) };
  const result = validateEvent(replacement, 0, window, stringify);
  if ('hash' in result) return result;
  if (result.errorCode === 'INVALID_ARGUMENT') throw invalidField('replacement', result.errorMessage);
  throw new ApiError(result.errorCode, `replacement: ${result.errorMessage}`);
}

function checkReplacementFits(original: EventRecord, replacement: ValidEvent): void {
  if (replacement.eventId === original.eventId) {
    throw invalidField('replacement', 'eventId must be a new eventId, not that of the corrected event');
  }
  if (replacement.customerId !== original.customerId) {
    throw invalidField(
      'replacement',
      `customer must be customers/${original.customerId}, as in the corrected event`,
    );
  }
}

const taken = (eventId: string) =>
  new ApiError(
    'ALREADY_EXISTS',
    `${usageEventName(eventId)} already exists as another event: a replacement needs a new eventId`,
  );

/** Stores the replacement (or finds it stored by an earlier try of this correction) and reads it back. */
async function storeReplacement(ctx: UsageContext, replacement: ValidEvent, originalId: string) {
  const [result] = await ctx.pipeline.ingest(ctx.organization, [
    { ...replacement, correctionOf: originalId },
  ]);
  if (!result || result.status === 'REJECTED') {
    if (!result || result.errorCode === 'ALREADY_EXISTS') throw taken(replacement.eventId);
    const code = (result.errorCode in ERROR_CODES ? result.errorCode : 'INTERNAL') as ErrorCode;
    throw new ApiError(code, `replacement: ${result.errorMessage}`);
  }
  // ACCEPTED, or DUPLICATE: the same payload is stored already, and it must be this correction's replacement.
  const stored = await getEvent(ctx.events, ctx.organization, replacement.eventId);
  if (!stored || stored.correctionOf !== originalId) throw taken(replacement.eventId);
  return stored;
}

export async function correctUsageEvent(
  ctx: UsageContext,
  eventId: string,
  request: CorrectUsageEventRequest,
  stringify = exactStringify,
): Promise<UsageEvent> {
  const originalId = checkEventId(eventId, 'name');
  const reason = checkReason(request.reason);
  const replacement = validateReplacement(ctx, request.replacement, stringify);
  // An original acknowledged moments ago may not be drained yet: waited for, never NOT_FOUND.
  const original = await readAcknowledgedEvent(ctx, originalId);
  checkReplacementFits(original, replacement);
  // Corrections in periods whose invoice is issued are FAILED_PRECONDITION (docs/usage-events.md "The rules"); repeating a correction
  // already made returns its replacement, whatever happened to the period since.
  if (original.supersededBy !== replacement.eventId) {
    const customer = { customerId: original.customerId, reach: 'containing' as const };
    await checkPeriodOpen(
      ctx,
      customer,
      new Date(original.eventTime),
      `the eventTime of ${usageEventName(originalId)}`,
    );
    await checkPeriodOpen(ctx, customer, new Date(replacement.eventTime), 'replacement.eventTime');
  }
  const now = ctx.clock.now();
  const key = { organization: ctx.organization, eventId: originalId };
  const claim = await claimCorrection(ctx.sql, {
    ...key,
    replacementEventId: replacement.eventId,
    reason,
    now,
  });
  const winner = original.supersededBy || claim.replacementEventId;
  if (winner !== replacement.eventId) {
    throw failedPrecondition(
      `${usageEventName(originalId)} is SUPERSEDED by ${usageEventName(winner)}: correct the latest event`,
    );
  }
  let stored: EventRecord;
  try {
    stored = await storeReplacement(ctx, replacement, originalId);
  } catch (error) {
    await releaseCorrection(ctx.sql, { ...key, replacementEventId: replacement.eventId }).catch(() => {});
    throw error;
  }
  if (!original.supersededBy) {
    await insertCorrection(ctx.events, {
      organizationId: ctx.organization,
      eventId: originalId,
      replacementEventId: replacement.eventId,
      reason,
      createTime: now.getTime(),
    });
  }
  // Reads treat the original's hour as changed from now on, so it drops out of every aggregate at once.
  await markEventHours(ctx.events, ctx.organization, [original]);
  await markCorrectionApplied(ctx.sql, key, now);
  // Enqueued on every try: a no-op once queued, and it repairs a try that stopped right before this line.
  await ctx.jobs.enqueue(
    'usage.correction',
    {
      organization: ctx.organization,
      eventId: originalId,
      replacementEventId: replacement.eventId,
      originalEventTime: formatTimestamp(new Date(original.eventTime)),
      replacementEventTime: formatTimestamp(new Date(replacement.eventTime)),
    },
    { jobId: correctionJobId(ctx.organization, originalId) },
  );
  return toUsageEvent(stored);
}
