import type { UsageContext } from '../context.ts';
import type { UsageEvent } from '../schema.ts';
import { readAcknowledgedEvent } from './acknowledged-event.ts';
import { checkEventId, toUsageEvent } from './resource.ts';

/**
 * `GET usageEvents/{eventId}`; another organization's event is NOT_FOUND like a missing one, and an acknowledged
 * one not drained yet is waited for, then UNAVAILABLE (`readAcknowledgedEvent`).
 */
export async function getUsageEvent(ctx: UsageContext, eventId: string): Promise<UsageEvent> {
  const id = checkEventId(eventId, 'name');
  return toUsageEvent(await readAcknowledgedEvent(ctx, id));
}
