/**
 * `GET usageEvents`: newest first (eventTime, then eventId, descending), filtered by eventType,
 * [startTime, endTime) on eventTime and an AIP-160 `filter` on customer, eventType and eventTime. Keyset paging: the signed page token carries the (eventTime, eventId) of
 * the last event served and is bound to the organization and the filters.
 */
import {
  type ClickHouseFilterField,
  compileFilterToClickHouse,
  decodePageToken,
  encodePageToken,
  invalidField,
  parseFilter,
  resolvePageSize,
} from '@billing/core';
import type { Page, PageRequest } from '@billing/domain';
import { listEvents } from '@billing/events';
import type { UsageContext } from '../context.ts';
import { EVENT_TYPE } from '../edge/validate.ts';
import type { UsageEvent } from '../schema.ts';
import { toUsageEvent } from './resource.ts';
import { parseTimeRange } from './time-range.ts';

export interface ListUsageEventsRequest extends PageRequest {
  eventType?: string;
  startTime?: string;
  endTime?: string;
  filter?: string;
}

/** The fields an AIP-160 filter of the listing may name, on the columns of `usage_events AS e`. */
const FILTER_FIELDS: Record<string, ClickHouseFilterField> = {
  customer: { column: "concat('customers/', e.customer_id)", type: 'string' },
  eventType: { column: 'e.event_type', type: 'string' },
  eventTime: { column: 'e.event_time', type: 'timestamp' },
};

interface Cursor {
  eventTime: number;
  eventId: string;
}

function checkEventType(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !EVENT_TYPE.test(value)) {
    throw invalidField('eventType', 'must be 1-100 characters of A-Z a-z 0-9 . _ : -');
  }
  return value;
}

function readCursor(value: unknown): Cursor {
  const cursor = value as { t?: unknown; i?: unknown } | null;
  if (!cursor || !Number.isSafeInteger(cursor.t) || typeof cursor.i !== 'string') {
    throw invalidField('pageToken', 'is malformed');
  }
  return { eventTime: cursor.t as number, eventId: cursor.i };
}

export async function listUsageEvents(
  ctx: UsageContext,
  request: ListUsageEventsRequest,
): Promise<Page<UsageEvent>> {
  const pageSize = resolvePageSize(request.pageSize);
  const eventType = checkEventType(request.eventType);
  const range = parseTimeRange(request.startTime, request.endTime);
  const parsed = request.filter ? parseFilter(request.filter) : undefined;
  const filter = parsed ? compileFilterToClickHouse(parsed, FILTER_FIELDS) : undefined;
  // Times in milliseconds, so that two spellings of one instant are the same query.
  const scope = {
    organization: ctx.organization,
    query: {
      collection: 'usageEvents',
      eventType,
      startTime: range.start,
      endTime: range.end,
      filter: request.filter ?? '',
    },
  };
  const before = request.pageToken
    ? readCursor(decodePageToken(ctx.pageSecret, scope, request.pageToken))
    : undefined;
  const records = await listEvents(ctx.events, {
    organizationId: ctx.organization,
    eventType,
    startTime: range.start,
    endTime: range.end,
    before,
    filter,
    limit: pageSize + 1,
  });
  const page = records.slice(0, pageSize);
  const last = page.at(-1);
  return {
    items: page.map(toUsageEvent),
    nextPageToken:
      records.length > pageSize && last
        ? encodePageToken(ctx.pageSecret, scope, { t: last.eventTime, i: last.eventId })
        : '',
  };
}
