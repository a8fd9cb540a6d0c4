import { StringMap, Timestamp } from '@billing/core';
import { type Static, Type } from '@sinclair/typebox';

export const Address = Type.Object({
  addressLines: Type.Optional(Type.Array(Type.String())),
  administrativeArea: Type.Optional(Type.String()),
  languageCode: Type.Optional(Type.String()),
  locality: Type.Optional(Type.String()),
  organization: Type.Optional(Type.String()),
  postalCode: Type.Optional(Type.String()),
  recipients: Type.Optional(Type.Array(Type.String())),
  regionCode: Type.Optional(Type.String()),
  revision: Type.Optional(Type.Integer()),
  sortingCode: Type.Optional(Type.String()),
  sublocality: Type.Optional(Type.String()),
});
export type Address = Static<typeof Address>;

export const BillingProfile = Type.Object({
  address: Type.Optional(Address),
  billingEmail: Type.Optional(Type.String()),
  countryCode: Type.Optional(Type.String()),
  displayName: Type.Optional(Type.String()),
  legalName: Type.Optional(Type.String()),
});
export type BillingProfile = Static<typeof BillingProfile>;

export const Customer = Type.Object(
  {
    name: Type.String(),
    displayName: Type.String(),
    email: Type.String(),
    externalId: Type.String(),
    currencyCode: Type.String(),
    archived: Type.Boolean(),
    billingProfile: BillingProfile,
    metadata: StringMap,
    createTime: Timestamp,
    updateTime: Timestamp,
  },
  { title: 'Customer' },
);
export type Customer = Static<typeof Customer>;

export const CustomerInput = Type.Partial(
  Type.Object({
    displayName: Type.String(),
    email: Type.String(),
    externalId: Type.String(),
    currencyCode: Type.String(),
    billingProfile: BillingProfile,
    metadata: StringMap,
  }),
);
export type CustomerInput = Static<typeof CustomerInput>;
