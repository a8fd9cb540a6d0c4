import { notFound } from '@billing/core';
import { getEvent } from '@billing/events';
import type { UsageContext } from './context.ts';
import { checkEventId, toUsageEvent, usageEventName } from './resource.ts';
import type { UsageEvent } from './schema.ts';

/** `GET usageEvents/{eventId}`; another organization's event is NOT_FOUND like a missing one. */
export async function getUsageEvent(ctx: UsageContext, eventId: string): Promise<UsageEvent> {
  const id = checkEventId(eventId, 'name');
  const record = await getEvent(ctx.events, ctx.organization, id);
  if (!record) throw notFound(usageEventName(id));
  return toUsageEvent(record);
}
