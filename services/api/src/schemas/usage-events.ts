/** Schemas of the usage-event control plane (SPEC 4.5; ingest itself is served by the ingest edge). */
import { Type } from '@sinclair/typebox';
import { StringEnum, Timestamp } from './common.ts';

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
    status: StringEnum(['INGESTION_STATUS_UNSPECIFIED', 'ACCEPTED', 'DUPLICATE', 'REJECTED', 'SUPERSEDED']),
    correctionOf: Type.String({ description: 'The name of the event this one corrected, or empty' }),
  },
  { title: 'UsageEvent' },
);

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

export const ListUsageEventsQuery = {
  eventType: Type.Optional(Type.String()),
  startTime: Type.Optional(Timestamp),
  endTime: Type.Optional(Timestamp),
};

export const ReplayUsageEventsInput = Type.Object({
  parent: Type.Optional(Type.String({ description: '`organizations/{organization}`, the request’s own' })),
  startTime: Timestamp,
  endTime: Timestamp,
});

export const ReplayResult = Type.Object(
  {
    replayId: Type.String(),
    matchedEventCount: Type.String({ description: 'ACCEPTED events in the range, as a decimal string' }),
    watermarkTime: Timestamp,
  },
  { title: 'ReplayResult' },
);
