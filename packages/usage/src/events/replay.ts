/**
 * `usageEvents:replay {parent, startTime, endTime}` (docs/usage-events.md): answers at once with the replay's id, its
 * watermark (events ingested up to it are included) and how many events of the range count (ACCEPTED: not
 * duplicates, not superseded); the recomputation runs in the worker (`usage.replay`).
 */
import { checkOrganizationParent, formatTimestamp, generateId, parsePeriod } from '@billing/core';
import { countCountedEvents } from '@billing/events';
import type { UsageContext } from '../context.ts';
import type { ReplayResult, ReplayUsageEventsInput } from '../schema.ts';
import { finishReplay, insertReplay } from './replays-store.ts';

export type ReplayUsageEventsRequest = ReplayUsageEventsInput;

export async function replayUsageEvents(
  ctx: UsageContext,
  request: ReplayUsageEventsRequest,
): Promise<ReplayResult> {
  checkOrganizationParent(request.parent, ctx.organization);
  const range = parsePeriod(request.startTime, request.endTime, { start: 'startTime', end: 'endTime' });
  const [start, end] = [range.startTime.getTime(), range.endTime.getTime()];
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
