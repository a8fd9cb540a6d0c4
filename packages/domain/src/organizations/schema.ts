import { Enum, EnumInput, Timestamp } from '@billing/core';
import { type Static, Type } from '@sinclair/typebox';
import { Address } from '../customers/schema.ts';
import { COLLECTION_METHODS } from './collection-methods.ts';

/** What the organization's invoice documents print about it (docs/documents.md). */
export const InvoiceSettings = Type.Object(
  {
    legalName: Type.String({ description: 'The issuer name printed on invoice documents' }),
    address: Type.Optional(
      Type.Object(Address.properties, { description: 'The issuer address printed under its name' }),
    ),
    email: Type.String({ description: 'The billing contact email printed on invoice documents' }),
    numberPrefix: Type.String({
      description: 'Printed before the gapless invoice number ("ACME-" prints ACME-42); up to 20 characters',
    }),
    footer: Type.String({
      description:
        'Plain text printed at the end of each document: payment instructions, bank details (max 2,000)',
    }),
    locale: Type.String({
      description:
        'BCP 47 locale of amounts, dates and labels on documents, such as "fr-FR"; default "en-US"',
    }),
  },
  { title: 'InvoiceSettings', description: 'How invoice documents present the organization' },
);
export type InvoiceSettings = Static<typeof InvoiceSettings>;

export { COLLECTION_METHODS, type CollectionMethod } from './collection-methods.ts';

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
    invoiceSettings: InvoiceSettings,
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
    invoiceSettings: Type.Partial(InvoiceSettings, {
      description:
        'How invoice documents present the organization; update with paths such as invoiceSettings.footer',
    }),
  }),
);
export type OrganizationInput = Static<typeof OrganizationInput>;
