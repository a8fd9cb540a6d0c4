/**
 * Usage events on the control plane (SPEC 4.5): get, list, correct and replay. Ingest itself is served by the
 * ingest edge. These routes need the usage stores (`ApiDeps.usage`); a process without them answers
 * UNAVAILABLE.
 */
import { ApiError } from '@billing/core';
import type { Context } from '@billing/domain';
import {
  correctUsageEvent,
  getUsageEvent,
  listUsageEvents,
  replayUsageEvents,
  type UsageContext,
} from '@billing/usage';
import { Type } from '@sinclair/typebox';
import { type RouteInput, type RouteServices, route } from '../http/route-spec.ts';
import { listOf, PageQuery } from '../schemas/common.ts';
import {
  CorrectUsageEventInput,
  ListUsageEventsQuery,
  ReplayResult,
  ReplayUsageEventsInput,
  UsageEvent,
} from '../schemas/usage-events.ts';

const EventParams = Type.Object({ event: Type.String({ description: 'The eventId' }) });

function usageContext(ctx: Context, services: RouteServices): UsageContext {
  if (!services.usage) throw new ApiError('UNAVAILABLE', 'usage events are not served by this process');
  return { ...ctx, ...services.usage };
}

/** The replacement as sent, numbers exact when the body held long ones (the schema checked its shape). */
function replacementOf({ body, exactBody }: RouteInput): unknown {
  const exact = (exactBody as { replacement?: unknown } | undefined)?.replacement;
  return exact ?? body.replacement;
}

export const usageEventRoutes = [
  route({
    method: 'GET',
    path: '/usageEvents',
    operationId: 'listUsageEvents',
    summary: 'List usage events, newest first, filtered by eventType and [startTime, endTime) on eventTime',
    tag: 'Usage events',
    permission: 'usage:read',
    query: Type.Object({ ...PageQuery, ...ListUsageEventsQuery }),
    response: listOf('events', UsageEvent),
    exactNumbers: true,
    handler: async (ctx, { query }, services) => {
      const page = await listUsageEvents(usageContext(ctx, services), {
        pageSize: query.pageSize,
        pageToken: query.pageToken as string | undefined,
        eventType: query.eventType,
        startTime: query.startTime,
        endTime: query.endTime,
      });
      return { events: page.items, nextPageToken: page.nextPageToken };
    },
  }),
  route({
    method: 'GET',
    path: '/usageEvents/{event}',
    operationId: 'getUsageEvent',
    summary: 'Get a usage event',
    tag: 'Usage events',
    permission: 'usage:read',
    params: EventParams,
    response: UsageEvent,
    exactNumbers: true,
    handler: (ctx, { params }, services) => getUsageEvent(usageContext(ctx, services), params.event!),
  }),
  route({
    method: 'POST',
    path: '/usageEvents/{event}:correct',
    operationId: 'correctUsageEvent',
    summary: 'Correct a usage event: a replacement event supersedes it (repeating a correction is safe)',
    tag: 'Usage events',
    permission: 'usage:write',
    params: EventParams,
    body: CorrectUsageEventInput,
    response: UsageEvent,
    exactNumbers: true,
    handler: (ctx, input, services) =>
      correctUsageEvent(usageContext(ctx, services), input.params.event!, {
        reason: input.body.reason,
        replacement: replacementOf(input),
      }),
  }),
  route({
    method: 'POST',
    path: '/usageEvents:replay',
    operationId: 'replayUsageEvents',
    summary: 'Recompute everything derived from the events of a time range; answers at once',
    tag: 'Usage events',
    permission: 'usage:write',
    idempotent: true,
    body: ReplayUsageEventsInput,
    response: ReplayResult,
    handler: (ctx, { body }, services) => replayUsageEvents(usageContext(ctx, services), body),
  }),
];
