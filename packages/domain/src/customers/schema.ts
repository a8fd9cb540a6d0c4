import { EnumInput, StringMap, Timestamp } from '@billing/core';
import { type Static, Type } from '@sinclair/typebox';
import { COLLECTION_METHODS } from '../organizations/collection-methods.ts';

/** The customer's own collection settings and tax standing (docs/collection.md, docs/tax.md). */
const CustomerCollectionFields = {
  collectionMethod: Type.Optional(
    Object.assign(EnumInput('COLLECTION_METHOD', COLLECTION_METHODS), {
      description: "Overrides the organization's collectionMethod; absent: the organization's applies",
    }),
  ),
  netTermsDays: Type.Optional(
    Type.Integer({
      description: "Overrides the organization's netTermsDays (0 to 365); absent: the organization's",
    }),
  ),
  defaultPaymentMethod: Type.Optional(
    Type.String({
      description:
        '`customers/{customer}/paymentMethods/{paymentMethod}` charged first at finalize; "" for none',
    }),
  ),
  taxExempt: Type.Optional(
    Type.Boolean({ description: 'An exempt customer is charged no tax (default false)' }),
  ),
};

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
  taxId: Type.Optional(
    Type.String({
      description: "The customer's tax identification number (a VAT number), at most 64 characters",
    }),
  ),
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
    ...CustomerCollectionFields,
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
    ...Type.Required(Type.Object(CustomerCollectionFields)).properties,
  }),
);
export type CustomerInput = Static<typeof CustomerInput>;
