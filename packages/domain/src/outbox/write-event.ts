/**
 * The outbox (docs/architecture.md, "Transactions"): a state change and the event announcing it are written in
 * one transaction, so nothing is announced that did not happen and nothing happens unannounced. Delivery (as
 * webhooks) reads the table by `seq` later.
 */
import type { SqlFragment } from '@billing/db';
import type { Context } from '../context.ts';
import { nextEventId } from './event-id.ts';
import type { OutboxEvent } from './events.ts';

export type { OutboxEvent } from './events.ts';

/** Writes the event with `ctx.sql`: call it inside the transaction of the change it announces. */
export async function writeOutboxEvent(
  ctx: Pick<Context, 'organization' | 'sql' | 'clock'>,
  event: OutboxEvent,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.sql`
    INSERT INTO outbox_events (organization_id, id, type, subject, payload, create_time)
    VALUES (${ctx.organization}, ${nextEventId(now)}, ${event.type}, ${event.subject},
      ${ctx.sql.json(event.payload as never)}, ${now})`;
}

/**
 * writeOutboxEvent for many events, in their order (their `seq` follows it), in one statement: one array per
 * column rather than a VALUES row per event (measured on the embedded database: ~15% less time per row than
 * 6 parameters an event, and no limit of 65,535 parameters a statement). The payloads go as one JSON array, not
 * a text[] of JSON texts, whose array literal escapes every quote of every payload in JS.
 */
export async function writeOutboxEvents(ctx: Context, events: readonly OutboxEvent[]): Promise<void> {
  if (events.length === 0) return;
  await outboxInsert(ctx, events);
}

/**
 * The INSERT of writeOutboxEvents as a statement to send or to end a larger one with: when `chosen` is given
 * (a query of the same statement returning a column `n`), only the events whose position in `events` (from 1)
 * it returns are written. That lets a change and its events go in one round trip when which events to write
 * depends on what the change did: alert firings insert the thresholds no racing refresh fired first, and exactly
 * those are announced (alerts/fire.ts). The ids of events not chosen are never used; the ids still ascend.
 */
export function outboxInsert(
  ctx: Pick<Context, 'organization' | 'sql' | 'clock'>,
  events: readonly OutboxEvent[],
  chosen?: SqlFragment,
): SqlFragment {
  const { sql } = ctx;
  const now = ctx.clock.now();
  return sql`
    INSERT INTO outbox_events (organization_id, id, type, subject, payload, create_time)
    SELECT ${ctx.organization}, e.id, e.type, e.subject, e.payload, ${now}
    FROM ROWS FROM (unnest(${sql.array(events.map(() => nextEventId(now)))}::text[]),
      unnest(${sql.array(events.map((e) => e.type))}::text[]), unnest(${sql.array(events.map((e) => e.subject))}::text[]),
      -- Sent as text: a parameter typed jsonb beside the arrays is mis-encoded by the driver.
      jsonb_array_elements(${JSON.stringify(events.map((e) => e.payload))}::text::jsonb))
      WITH ORDINALITY AS e(id, type, subject, payload, n)
    ${chosen ? sql`WHERE e.n IN (${chosen})` : sql``}
    ORDER BY e.n`;
}

export interface StoredOutboxEvent {
  id: string;
  type: string;
  subject: string;
  payload: Record<string, unknown>;
  createTime: Date;
}

/** The organization's events in the order they were written (tests and delivery read them). */
export async function readOutboxEvents(ctx: Context, subjectPrefix = ''): Promise<StoredOutboxEvent[]> {
  const rows = await ctx.sql<
    { id: string; type: string; subject: string; payload: Record<string, unknown>; create_time: Date }[]
  >`
    SELECT id, type, subject, payload, create_time FROM outbox_events
    WHERE organization_id = ${ctx.organization} AND starts_with(subject, ${subjectPrefix})
    ORDER BY seq`;
  return rows.map((r) => ({ ...r, createTime: r.create_time }));
}
