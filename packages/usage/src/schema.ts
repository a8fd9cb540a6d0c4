/** Schemas of the usage-event control plane (docs/usage-events.md) and of usage reads (docs/usage.md). */
import { Enum, Quantity, StringMap, Timestamp } from '@billing/core';
import { type Static, Type } from '@sinclair/typebox';

/**
 * INGESTION_STATUS (docs/usage-events.md "The rules") without its UNSPECIFIED zero value: ingest answers ACCEPTED, DUPLICATE or
 * REJECTED for each event; a stored event reads ACCEPTED, or SUPERSEDED once corrected.
 */
export const INGESTION_STATUSES = ['ACCEPTED', 'DUPLICATE', 'REJECTED', 'SUPERSEDED'] as const;

const Properties = Type.Record(Type.String(), Type.Unknown(), {
  description: 'A JSON object (at most 64 KiB); numbers are kept exactly as sent',
});

export const UsageEvent = Type.Object(
  {
    name: Type.String({ description: '`usageEvents/{eventId}`' }),
    customer: Type.String({ description: '`customers/{customer}`' }),
    eventId: Type.String(),
    eventType: Type.String(),
    eventTime: Timestamp,
    ingestTime: Timestamp,
    properties: Properties,
    status: Enum('INGESTION_STATUS', INGESTION_STATUSES),
    correctionOf: Type.String({ description: 'The name of the event this one corrected, or empty' }),
  },
  { title: 'UsageEvent' },
);
export type UsageEvent = Static<typeof UsageEvent>;

export const UsageEventInput = Type.Object({
  customer: Type.String({ description: '`customers/{customer}`' }),
  eventId: Type.String(),
  eventType: Type.String(),
  eventTime: Timestamp,
  properties: Type.Optional(Properties),
});

export const CorrectUsageEventInput = Type.Object({
  reason: Type.Optional(Type.String()),
  replacement: UsageEventInput,
});
export type CorrectUsageEventInput = Static<typeof CorrectUsageEventInput>;

/** The query fields of `GET usageEvents` besides paging. */
export const ListUsageEventsQuery = {
  filter: Type.Optional(
    Type.String({
      description:
        'AIP-160 filter on customer, eventType and eventTime, e.g. customer = "customers/acme" AND eventTime >= "2026-01-01T00:00:00Z"',
    }),
  ),
  eventType: Type.Optional(Type.String({ description: 'Only events of this type' })),
  startTime: Type.Optional(
    Type.String({ format: 'date-time', description: 'Only events with eventTime at or after this time' }),
  ),
  endTime: Type.Optional(
    Type.String({ format: 'date-time', description: 'Only events with eventTime before this time' }),
  ),
};

export const ReplayUsageEventsInput = Type.Object({
  parent: Type.Optional(Type.String({ description: '`organizations/{organization}`, the request’s own' })),
  startTime: Timestamp,
  endTime: Timestamp,
});
export type ReplayUsageEventsInput = Static<typeof ReplayUsageEventsInput>;

export const ReplayResult = Type.Object(
  {
    replayId: Type.String(),
    matchedEventCount: Type.String({ description: 'ACCEPTED events in the range, as a decimal string' }),
    watermarkTime: Timestamp,
  },
  { title: 'ReplayResult' },
);
export type ReplayResult = Static<typeof ReplayResult>;

export const UsageRow = Type.Object(
  {
    meter: Type.String({ description: '`meters/{meter}`' }),
    dimensions: StringMap,
    quantity: Quantity,
  },
  { title: 'UsageRow' },
);
export type UsageRow = Static<typeof UsageRow>;

/**
 * The most meters one usage read names (docs/limits.md): each is a ClickHouse read of its own, and a read of
 * a hundred meters takes seconds of ClickHouse time.
 */
export const MAX_USAGE_METERS = 50;

export const CustomerUsageQuery = Type.Object({
  'period.startTime': Timestamp,
  'period.endTime': Timestamp,
  meters: Type.Optional(
    Type.Array(Type.String({ maxLength: 200 }), {
      maxItems: MAX_USAGE_METERS,
      description: `Meter names (\`meters/{meter}\`), at most ${MAX_USAGE_METERS}; absent: every meter (an organization with more meters than that must name them)`,
    }),
  ),
});

export const CustomerUsage = Type.Object({ usage: Type.Array(UsageRow) });
export type CustomerUsage = Static<typeof CustomerUsage>;
