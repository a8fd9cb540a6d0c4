import { Enum, EnumInput, Period, PeriodInput, Quantity, StringMap, Timestamp } from '@billing/core';
import { type Static, Type } from '@sinclair/typebox';
import { AMENDMENT_STATUSES } from '../contracts/schema.ts';

/** SUBSCRIPTION_STATUS (docs/subscriptions.md "The rules") without its UNSPECIFIED zero value. */
export const SUBSCRIPTION_STATUSES = ['SCHEDULED', 'ACTIVE', 'CANCELED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** PRORATION_BEHAVIOR (docs/subscriptions.md "The rules"); CREATE_PRORATIONS is the default. */
export const PRORATION_BEHAVIORS = ['CREATE_PRORATIONS', 'NONE'] as const;
export type ProrationBehavior = (typeof PRORATION_BEHAVIORS)[number];

export const SubscriptionItem = Type.Object(
  { product: Type.String(), quantity: Quantity, dimensions: StringMap },
  { title: 'SubscriptionItem' },
);
export type SubscriptionItem = Static<typeof SubscriptionItem>;

export const SubscriptionItemInput = Type.Object({
  product: Type.Optional(Type.String()),
  quantity: Type.Optional(Type.Object({ value: Type.Optional(Type.String()) })),
  dimensions: Type.Optional(StringMap),
});
export type SubscriptionItemInput = Static<typeof SubscriptionItemInput>;

export const Subscription = Type.Object(
  {
    name: Type.String(),
    contract: Type.String(),
    effectivePeriod: Period,
    items: Type.Array(SubscriptionItem),
    status: Enum('SUBSCRIPTION_STATUS', SUBSCRIPTION_STATUSES),
    createTime: Timestamp,
  },
  { title: 'Subscription' },
);
export type Subscription = Static<typeof Subscription>;

export const SubscriptionInput = Type.Object({
  contract: Type.Optional(Type.String()),
  effectivePeriod: Type.Optional(PeriodInput),
  items: Type.Optional(Type.Array(SubscriptionItemInput)),
});
export type SubscriptionInput = Static<typeof SubscriptionInput>;

export const SubscriptionAmendment = Type.Object(
  {
    name: Type.String(),
    reason: Type.String(),
    effectiveTime: Timestamp,
    createTime: Timestamp,
    items: Type.Array(SubscriptionItem),
    prorationBehavior: Enum('PRORATION_BEHAVIOR', PRORATION_BEHAVIORS),
    status: Enum('AMENDMENT_STATUS', AMENDMENT_STATUSES),
  },
  { title: 'SubscriptionAmendment' },
);
export type SubscriptionAmendment = Static<typeof SubscriptionAmendment>;

export const ScheduleSubscriptionAmendmentInput = Type.Object({
  amendment: Type.Optional(
    Type.Object({
      effectiveTime: Type.Optional(Timestamp),
      items: Type.Optional(Type.Array(SubscriptionItemInput)),
      prorationBehavior: Type.Optional(EnumInput('PRORATION_BEHAVIOR', PRORATION_BEHAVIORS)),
      reason: Type.Optional(Type.String()),
    }),
  ),
});
export type ScheduleSubscriptionAmendmentInput = Static<typeof ScheduleSubscriptionAmendmentInput>;

export const CancelSubscriptionInput = Type.Object({ effectiveTime: Type.Optional(Timestamp) });
export type CancelSubscriptionInput = Static<typeof CancelSubscriptionInput>;

export const CancelSubscriptionAmendmentInput = Type.Object({ reason: Type.Optional(Type.String()) });
export type CancelSubscriptionAmendmentInput = Static<typeof CancelSubscriptionAmendmentInput>;
