import { invalidField, parseTimestamp } from '@billing/core';
import type { Context } from '../context.ts';
import { loadWebhookEndpointRow } from './resource.ts';
import type { RedeliverInput, RedeliverResult } from './schema.ts';

const MAX_EVENTS = 1000;

/**
 * `POST webhookEndpoints/{e}:redeliver`: the events named, or those created in [startTime, endTime), are sent
 * to the endpoint again as new rounds of attempts (after an outage on the receiver's side), whether their
 * delivery succeeded, failed or never existed (the endpoint was created later, or did not ask for the type then).
 */
export async function redeliverEvents(
  ctx: Context,
  endpointId: string,
  body: RedeliverInput,
): Promise<RedeliverResult> {
  await loadWebhookEndpointRow(ctx, endpointId);
  const byName = body.events !== undefined;
  const byTime = body.startTime !== undefined || body.endTime !== undefined;
  if (byName === byTime) throw invalidField('events', 'give either events or startTime and endTime');
  let ids: string[] = [];
  if (byName) {
    if (body.events!.length === 0 || body.events!.length > MAX_EVENTS) {
      throw invalidField('events', `name 1 to ${MAX_EVENTS} events`);
    }
    ids = body.events!.map((name, i) => {
      const match = /^events\/([^/]+)$/.exec(name);
      if (!match) throw invalidField(`events[${i}]`, 'must be events/{id}');
      return match[1]!;
    });
  }
  const start = body.startTime === undefined ? undefined : parseTimestamp(body.startTime, 'startTime');
  const end = body.endTime === undefined ? undefined : parseTimestamp(body.endTime, 'endTime');
  if (byTime && (!start || !end))
    throw invalidField(start ? 'endTime' : 'startTime', 'is required with the other');
  if (start && end && end <= start) throw invalidField('endTime', 'must be after startTime');
  const now = ctx.clock.now();
  const selected = byName
    ? ctx.sql`e.id = ANY(${ids})`
    : ctx.sql`e.create_time >= ${start!} AND e.create_time < ${end!}`;
  const rows = await ctx.sql`
    INSERT INTO webhook_deliveries (organization_id, endpoint_id, event_id, event_type, status, next_attempt_time,
      create_time, update_time)
    SELECT e.organization_id, ${endpointId}, e.id, e.type, 'PENDING', ${now}, ${now}, ${now}
    FROM outbox_events e WHERE e.organization_id = ${ctx.organization} AND ${selected}
    ON CONFLICT (organization_id, endpoint_id, event_id) DO UPDATE SET status = 'PENDING', attempts = 0,
      next_attempt_time = ${now}, lease_until = NULL, update_time = ${now}
    RETURNING event_id`;
  return { redeliveredCount: rows.length };
}
