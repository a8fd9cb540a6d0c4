/**
 * Usage events on the control plane (docs/usage-events.md): get, list, correct and replay. Ingest itself is served by the
 * ingest edge. These routes need the usage stores (`ApiDeps.usage`); a process without them answers
 * UNAVAILABLE.
 */
import { listOf, PageQuery } from '@billing/core';
import type { Context } from '@billing/domain';
import {
  CorrectUsageEventInput,
  correctUsageEvent,
  getUsageEvent,
  ListUsageEventsQuery,
  listUsageEvents,
  ReplayResult,
  ReplayUsageEventsInput,
  replayUsageEvents,
  UsageEvent,
} from '@billing/usage';
import { Type } from '@sinclair/typebox';
import { toListResponse } from '../http/list-response.ts';
import { type RouteServices, route } from '../http/route-spec.ts';
import { usageContext } from '../http/usage-context.ts';
import { EventParams } from './params.ts';

const eventsContext = (ctx: Context, services: RouteServices) =>
  usageContext(ctx, services, 'usage events are not served by this process');

type Replacement = CorrectUsageEventInput['replacement'];

/**
 * The replacement as sent, numbers exact when the body held long ones: the exact body is the same text parsed
 * without rounding, so the schema's check of `body` holds for it too.
 */
function replacementOf(body: CorrectUsageEventInput, exactBody: unknown): Replacement {
  const exact = (exactBody as { replacement?: Replacement } | undefined)?.replacement;
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
    handler: async (ctx, { query }, services) =>
      toListResponse('events', await listUsageEvents(eventsContext(ctx, services), query)),
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
    handler: (ctx, { params }, services) => getUsageEvent(eventsContext(ctx, services), params.event),
  }),
  route({
    method: 'POST',
    path: '/usageEvents/{event}:correct',
    operationId: 'correctUsageEvent',
    summary: 'Correct a usage event: a replacement event supersedes it (repeating a correction is safe)',
    tag: 'Usage events',
    permission: 'usage:write',
    idempotent: true,
    params: EventParams,
    body: CorrectUsageEventInput,
    response: UsageEvent,
    exactNumbers: true,
    handler: (ctx, { params, body, exactBody }, services) =>
      correctUsageEvent(eventsContext(ctx, services), params.event, {
        reason: body.reason,
        replacement: replacementOf(body, exactBody),
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
    handler: (ctx, { body }, services) => replayUsageEvents(eventsContext(ctx, services), body),
  }),
];
