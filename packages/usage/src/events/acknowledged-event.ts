/**
 * Reading an event the ingest path acknowledged. ACCEPTED means stored in the ingest log (file or Redis), and a
 * drainer writes it to ClickHouse within the visibility lag (docs/usage-events.md, "Visibility"): until then
 * ClickHouse does not have it, but NOT_FOUND would tell its producer the event is lost. So a miss in ClickHouse
 * asks the de-duplication claims: an eventId ingest acknowledged (or is storing) is waited for, up to the
 * visibility bound, and then answered UNAVAILABLE with Retry-After; only one it never acknowledged is NOT_FOUND.
 */
import { ApiError, notFound } from '@billing/core';
import { type EventRecord, getEvent } from '@billing/events';
import type { UsageContext, VisibilityWait } from '../context.ts';
import { usageEventName } from './resource.ts';

/** Up to 3 s: the documented lag is the drain interval (1 s) plus one insert, while drainers keep up. */
export const DEFAULT_VISIBILITY_WAIT: VisibilityWait = { polls: 30, pauseMs: 100 };

/** The stored event `eventId`: NOT_FOUND if ingest never acknowledged it, UNAVAILABLE while it is not readable. */
export async function readAcknowledgedEvent(ctx: UsageContext, eventId: string): Promise<EventRecord> {
  const stored = await getEvent(ctx.events, ctx.organization, eventId);
  if (stored) return stored;
  if (!(await ctx.pipeline.mayBeAcknowledged(ctx.organization, eventId)))
    throw notFound(usageEventName(eventId));
  const wait = ctx.visibilityWait ?? DEFAULT_VISIBILITY_WAIT;
  for (let poll = 0; poll < wait.polls; poll++) {
    // A pause between reads, not a reading of the clock: the bound is the number of polls.
    await new Promise((resolve) => setTimeout(resolve, wait.pauseMs));
    const found = await getEvent(ctx.events, ctx.organization, eventId);
    if (found) return found;
  }
  throw new ApiError(
    'UNAVAILABLE',
    `${usageEventName(eventId)} was accepted and is not readable yet; retry shortly`,
    { retryAfter: 1 },
  );
}
