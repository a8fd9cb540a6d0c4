/** Schemas of webhook endpoints, their deliveries and the events API (docs/webhooks.md). */
import { Enum, EnumInput } from '@billing/core';
import { type Static, Type } from '@sinclair/typebox';

export const WEBHOOK_ENDPOINT_STATUSES = ['ENABLED', 'DISABLED'] as const;
export type WebhookEndpointStatus = (typeof WEBHOOK_ENDPOINT_STATUSES)[number];

export const DELIVERY_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

const time = (description: string) => Type.String({ format: 'date-time', description });

export const WebhookEndpoint = Type.Object(
  {
    name: Type.String({ description: '`webhookEndpoints/{id}`' }),
    url: Type.String({ description: 'Where events are POSTed; https unless private networks are allowed' }),
    description: Type.String({ description: "The operator's note about the endpoint" }),
    enabledEventTypes: Type.Array(Type.String(), {
      description: 'The event types sent to it; empty: all of them',
    }),
    status: Enum('WEBHOOK_ENDPOINT_STATUS', WEBHOOK_ENDPOINT_STATUSES),
    disabledReason: Type.String({
      description: 'Why it is DISABLED ("" while ENABLED or disabled by PATCH)',
    }),
    createTime: time('When the endpoint was created'),
    updateTime: time('When the endpoint last changed'),
  },
  { title: 'WebhookEndpoint', description: 'An URL the organization receives its events at' },
);
export type WebhookEndpoint = Static<typeof WebhookEndpoint>;

export const WebhookEndpointWithSecret = Type.Object(
  {
    ...WebhookEndpoint.properties,
    secret: Type.Optional(
      Type.String({
        description:
          'The signing secret (`whsec_` + base64), in the first answer only (not in a requestId replay)',
      }),
    ),
  },
  { title: 'WebhookEndpointWithSecret', description: 'An endpoint with its new signing secret' },
);
export type WebhookEndpointWithSecret = Static<typeof WebhookEndpointWithSecret>;

export const WebhookEndpointInput = Type.Object({
  url: Type.String({ description: 'Where events are POSTed' }),
  description: Type.Optional(Type.String({ description: "The operator's note about the endpoint" })),
  enabledEventTypes: Type.Optional(
    Type.Array(Type.String(), { description: 'The event types to send; empty or absent: all' }),
  ),
});
export type WebhookEndpointInput = Static<typeof WebhookEndpointInput>;

export const WebhookEndpointPatch = Type.Object({
  url: Type.Optional(Type.String({ description: 'Where events are POSTed' })),
  description: Type.Optional(Type.String({ description: "The operator's note about the endpoint" })),
  enabledEventTypes: Type.Optional(
    Type.Array(Type.String(), { description: 'The event types to send; empty: all' }),
  ),
  status: Type.Optional(EnumInput('WEBHOOK_ENDPOINT_STATUS', WEBHOOK_ENDPOINT_STATUSES)),
});
export type WebhookEndpointPatch = Static<typeof WebhookEndpointPatch>;

export const Event = Type.Object(
  {
    name: Type.String({ description: '`events/{id}`; the id is the `webhook-id` of its deliveries' }),
    type: Type.String({ description: 'What happened, such as `invoice.finalized`' }),
    sequence: Type.String({
      description:
        'Increases with each event written (across organizations): sort by it, delivery order is not',
    }),
    createTime: time('When the change it announces committed'),
    data: Type.Object(
      { object: Type.Optional(Type.Object({}, { additionalProperties: true })) },
      {
        additionalProperties: true,
        description: 'The resource as the API returned it then (`object`) and what the change moved',
      },
    ),
  },
  { title: 'Event', description: 'A change the service announced' },
);
export type Event = Static<typeof Event>;

export const Delivery = Type.Object(
  {
    event: Type.String({ description: 'The event delivered (`events/{id}`)' }),
    eventType: Type.String({ description: "The event's type" }),
    status: Enum('DELIVERY_STATUS', DELIVERY_STATUSES),
    attempts: Type.Integer({ description: 'Attempts made so far' }),
    lastHttpStatus: Type.Integer({ description: "The last answer's HTTP status; 0 when none came" }),
    lastError: Type.String({ description: 'Why the last attempt failed; "" when it succeeded' }),
    lastResponseBody: Type.String({ description: 'The first 4 KiB of the last answer' }),
    nextAttemptTime: Type.Optional(time('When it is tried next; absent unless PENDING')),
    createTime: time('When the delivery was queued'),
    updateTime: time('When the delivery last changed'),
  },
  { title: 'WebhookDelivery', description: 'One event sent to one endpoint, with its attempts' },
);
export type Delivery = Static<typeof Delivery>;

export const RedeliverInput = Type.Object({
  events: Type.Optional(Type.Array(Type.String(), { description: 'The events to send again, by name' })),
  startTime: Type.Optional(time('Send again the events created at or after this time')),
  endTime: Type.Optional(time('... and before this time')),
  requestId: Type.Optional(Type.String({ description: 'Makes the call idempotent for 24 hours (AIP-155)' })),
});
export type RedeliverInput = Static<typeof RedeliverInput>;

export const RedeliverResult = Type.Object(
  { redeliveredCount: Type.Integer({ description: 'How many deliveries were queued again' }) },
  { title: 'RedeliverResult' },
);
export type RedeliverResult = Static<typeof RedeliverResult>;
