/**
 * `usageEvents:replay {parent, startTime, endTime}` (SEMANTICS 4): answers at once with the replay's id, its
 * watermark (events ingested up to it are included) and how many events of the range count (ACCEPTED: not
 * duplicates, not superseded); the recomputation runs in the worker (`usage.replay`).
 */
import { ApiError, formatTimestamp, generateId, invalidField, isResourceId } from '@billing/core';
import { countCountedEvents } from '@billing/events';
import type { UsageContext } from './context.ts';
import { finishReplay, insertReplay } from './replays-store.ts';
import { parseTimeRange } from './time-range.ts';

export const MAX_REPLAY_DAYS = 400;
const DAY_MS = 24 * 3600 * 1000;

export interface ReplayUsageEventsRequest {
  parent?: unknown;
  startTime?: unknown;
  endTime?: unknown;
}

export interface ReplayResult {
  replayId: string;
  /** A decimal string: counts can exceed 2^53. */
  matchedEventCount: string;
  watermarkTime: string;
}

/** `parent`, when given, is the request's own organization; another one is NOT_FOUND (existence is not told). */
function checkParent(parent: unknown, organization: string): void {
  if (parent === undefined || parent === null || parent === '') return;
  const id = typeof parent === 'string' && parent.startsWith('organizations/') ? parent.slice(14) : undefined;
  if (!isResourceId(id))
    throw invalidField('parent', 'must be an organization name such as "organizations/acme"');
  if (id !== organization) throw new ApiError('NOT_FOUND', `${parent} not found`);
}

function checkRange(request: ReplayUsageEventsRequest): { start: number; end: number } {
  for (const field of ['startTime', 'endTime'] as const) {
    const value = request[field];
    if (value === undefined || value === null || value === '') throw invalidField(field, 'is required');
  }
  const { start, end } = parseTimeRange(request.startTime, request.endTime);
  if (end! - start! > MAX_REPLAY_DAYS * DAY_MS) {
    throw invalidField('endTime', `must be at most ${MAX_REPLAY_DAYS} days after startTime`);
  }
  return { start: start!, end: end! };
}

export async function replayUsageEvents(
  ctx: UsageContext,
  request: ReplayUsageEventsRequest,
): Promise<ReplayResult> {
  checkParent(request.parent, ctx.organization);
  const { start, end } = checkRange(request);
  const watermark = ctx.clock.now();
  const matchedEventCount = await countCountedEvents(
    ctx.events,
    ctx.organization,
    start,
    end,
    watermark.getTime(),
  );
  const replay = { organization: ctx.organization, id: generateId('replay') };
  await insertReplay(ctx.sql, {
    ...replay,
    startTime: new Date(start),
    endTime: new Date(end),
    watermarkTime: watermark,
    matchedEventCount,
    status: 'RUNNING',
    createTime: watermark,
  });
  try {
    await ctx.jobs.enqueue(
      'usage.replay',
      { organization: ctx.organization, replayId: replay.id },
      { jobId: replay.id },
    );
  } catch (error) {
    // Nothing will run it: say so in the record, and let the caller retry.
    await finishReplay(ctx.sql, replay, 'FAILED', ctx.clock.now()).catch(() => {});
    throw error;
  }
  return { replayId: replay.id, matchedEventCount, watermarkTime: formatTimestamp(watermark) };
}
