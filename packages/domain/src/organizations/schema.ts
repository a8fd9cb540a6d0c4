import { Enum, EnumInput, Timestamp } from '@billing/core';
import { type Static, Type } from '@sinclair/typebox';

/** How a finalized invoice is collected (docs/collection.md). */
export const COLLECTION_METHODS = ['CHARGE_AUTOMATICALLY', 'SEND_INVOICE'] as const;
export type CollectionMethod = (typeof COLLECTION_METHODS)[number];

const CollectionSettings = {
  collectionMethod: Object.assign(Enum('COLLECTION_METHOD', COLLECTION_METHODS), {
    description:
      'CHARGE_AUTOMATICALLY (default): finalized invoices are charged; SEND_INVOICE: the customer pays',
  }),
  netTermsDays: Type.Integer({
    description: "Days from finalize to an invoice's dueTime (0 to 365, default 0)",
  }),
  paymentRetryDays: Type.Array(Type.Integer(), {
    description:
      'Days after the first failed round at which soft failures are retried (default [1, 3, 7, 14])',
  }),
};

export const Organization = Type.Object(
  {
    name: Type.String(),
    displayName: Type.String(),
    defaultCurrencyCode: Type.String(),
    timeZone: Type.String(),
    ...CollectionSettings,
    createTime: Timestamp,
    updateTime: Timestamp,
  },
  { title: 'Organization' },
);
export type Organization = Static<typeof Organization>;

export const OrganizationInput = Type.Partial(
  Type.Object({
    displayName: Type.String(),
    defaultCurrencyCode: Type.String(),
    timeZone: Type.String(),
    collectionMethod: Object.assign(EnumInput('COLLECTION_METHOD', COLLECTION_METHODS), {
      description: 'CHARGE_AUTOMATICALLY or SEND_INVOICE',
    }),
    netTermsDays: Type.Integer({ description: 'Days from finalize to dueTime, 0 to 365' }),
    paymentRetryDays: Type.Array(Type.Integer(), {
      description: 'At most 8 strictly increasing days, each 1 to 365, after the first failed round',
    }),
  }),
);
export type OrganizationInput = Static<typeof OrganizationInput>;
