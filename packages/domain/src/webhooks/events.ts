/** The events API (docs/webhooks.md): the outbox read back, newest first. */
import {
  compileFilterToSql,
  decodePageToken,
  encodePageToken,
  type FilterFields,
  formatTimestamp,
  invalidField,
  notFound,
  parseFilter,
  resolvePageSize,
} from '@billing/core';
import type { Context } from '../context.ts';
import type { Page, PageRequest } from '../shared/paging.ts';
import { eventName } from './resource.ts';
import type { Event } from './schema.ts';

export interface EventRow {
  seq: string;
  id: string;
  type: string;
  payload: Record<string, unknown>;
  create_time: Date;
}

export const EVENT_FILTER: FilterFields = {
  fields: {
    type: { column: 'type', type: 'string' },
    createTime: { column: 'create_time', type: 'timestamp' },
  },
};

export function toEvent(row: EventRow): Event {
  return {
    name: eventName(row.id),
    type: row.type,
    sequence: row.seq,
    createTime: formatTimestamp(row.create_time),
    data: row.payload,
  };
}

/** `GET events/{event}`; another organization's event is NOT_FOUND. */
export async function getEvent(ctx: Context, id: string): Promise<Event> {
  const [row] = await ctx.sql<EventRow[]>`
    SELECT seq::text, id, type, payload, create_time FROM outbox_events
    WHERE organization_id = ${ctx.organization} AND id = ${id}`;
  if (!row) throw notFound(eventName(id));
  return toEvent(row);
}

/** `GET events`: newest first, AIP-160 `filter` on `type` and `createTime`. */
export async function listEvents(
  ctx: Context,
  request: PageRequest & { filter?: string | undefined },
): Promise<Page<Event>> {
  const filter = request.filter?.trim() ?? '';
  const expr = parseFilter(filter);
  const pageSize = resolvePageSize(request.pageSize);
  const scope = { organization: ctx.organization, query: { collection: 'events', filter } };
  let before = '9223372036854775807';
  if (request.pageToken) {
    const cursor = decodePageToken(ctx.pageSecret, scope, request.pageToken);
    if (typeof cursor !== 'string' || !/^\d+$/.test(cursor)) throw invalidField('pageToken', 'is malformed');
    before = cursor;
  }
  const params: unknown[] = [ctx.organization, before, pageSize + 1];
  const clause = expr ? ` AND (${compileFilterToSql(expr, EVENT_FILTER, params)})` : '';
  const rows = await ctx.sql.unsafe<EventRow[]>(
    `SELECT seq::text, id, type, payload, create_time FROM outbox_events
     WHERE organization_id = $1 AND seq < $2${clause} ORDER BY seq DESC LIMIT $3`,
    params as never[],
  );
  const page = rows.slice(0, pageSize);
  return {
    items: page.map(toEvent),
    nextPageToken: rows.length > pageSize ? encodePageToken(ctx.pageSecret, scope, page.at(-1)!.seq) : '',
  };
}

/** Events older than the retention are purged (the worker's maintenance), with their deliveries. */
export async function purgeEvents(ctx: Pick<Context, 'sql'>, before: Date): Promise<number> {
  const gone = await ctx.sql`
    DELETE FROM outbox_events WHERE create_time < ${before} AND deliver_time IS NOT NULL RETURNING organization_id, id`;
  await ctx.sql`
    DELETE FROM webhook_deliveries d WHERE d.create_time < ${before}
      AND NOT EXISTS (SELECT 1 FROM outbox_events e WHERE e.organization_id = d.organization_id AND e.id = d.event_id)`;
  return gone.length;
}
