/**
 * Schemas of spend and usage alerts (docs/alerts.md): `customers/{customer}/alerts/{alert}`, and the
 * organization-wide `alerts/{alert}` that apply to every customer without an alert of their own of that type
 * and meter.
 */
import { DecimalValue, Enum, EnumInput, MoneyValue, StringMap, Timestamp } from '@billing/core';
import { type Static, Type } from '@sinclair/typebox';

export const ALERT_TYPES = ['SPEND', 'USAGE'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
export const ALERT_STATUSES = ['ACTIVE', 'DISABLED'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** At most this many thresholds an alert. */
export const MAX_THRESHOLDS = 10;

const Threshold = Type.Union([MoneyValue, DecimalValue], {
  description: 'Money for a SPEND alert (in the currency of the invoices it watches), a decimal for USAGE',
});
export type Threshold = Static<typeof Threshold>;

export const Alert = Type.Object(
  {
    name: Type.String({
      description: '`customers/{customer}/alerts/{alert}`, or `alerts/{alert}` for everyone',
    }),
    type: Enum('ALERT_TYPE', ALERT_TYPES),
    meter: Type.String({ description: 'USAGE: the meter watched (`meters/{meter}`); SPEND: ""' }),
    dimensions: Type.Intersect([StringMap], {
      description: "USAGE: the group values watched (one model, say); empty: the meter's whole usage",
    }),
    thresholds: Type.Array(Threshold, {
      description: 'One to ten ascending values; each fires `alert.triggered` once per billing period',
    }),
    status: Enum('ALERT_STATUS', ALERT_STATUSES),
    lastTriggerTime: Type.Optional(
      Type.Intersect([Timestamp], { description: 'When a threshold of it last fired; absent: never' }),
    ),
    createTime: Timestamp,
    updateTime: Timestamp,
  },
  {
    title: 'Alert',
    description: "A line a customer's spend or usage in the current billing period may cross",
  },
);
export type Alert = Static<typeof Alert>;

export const AlertInput = Type.Object({
  type: EnumInput('ALERT_TYPE', ALERT_TYPES),
  meter: Type.Optional(Type.String({ description: 'USAGE: `meters/{meter}` (required); SPEND: absent' })),
  dimensions: Type.Optional(
    Type.Intersect([StringMap], { description: "USAGE: group values of the meter's groupKeys to watch" }),
  ),
  thresholds: Type.Array(Threshold, { description: 'One to ten ascending values' }),
  status: Type.Optional(EnumInput('ALERT_STATUS', ALERT_STATUSES)),
  requestId: Type.Optional(Type.String({ description: 'Makes the call idempotent for 24 hours (AIP-155)' })),
});
export type AlertInput = Static<typeof AlertInput>;

export const AlertPatch = Type.Object({
  thresholds: Type.Optional(Type.Array(Threshold, { description: 'One to ten ascending values' })),
  status: Type.Optional(EnumInput('ALERT_STATUS', ALERT_STATUSES)),
  requestId: Type.Optional(Type.String({ description: 'Makes the call idempotent for 24 hours (AIP-155)' })),
});
export type AlertPatch = Static<typeof AlertPatch>;
