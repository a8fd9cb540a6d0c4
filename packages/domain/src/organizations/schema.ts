import { Timestamp } from '@billing/core';
import { type Static, Type } from '@sinclair/typebox';
import { Address } from '../customers/schema.ts';

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

export const Organization = Type.Object(
  {
    name: Type.String(),
    displayName: Type.String(),
    defaultCurrencyCode: Type.String(),
    timeZone: Type.String(),
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
    invoiceSettings: Type.Partial(InvoiceSettings, {
      description:
        'How invoice documents present the organization; update with paths such as invoiceSettings.footer',
    }),
  }),
);
export type OrganizationInput = Static<typeof OrganizationInput>;
