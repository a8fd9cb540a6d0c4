/** Schemas of tax rates (docs/tax.md): `taxRates/{taxRate}` at the organization. */
import { Period, PeriodInput, Timestamp } from '@billing/core';
import { type Static, Type } from '@sinclair/typebox';

export const TaxRate = Type.Object(
  {
    name: Type.String({ description: '`taxRates/{taxRate}`' }),
    displayName: Type.String({ description: 'Shown on invoice lines taxed at this rate' }),
    percentage: Type.String({ description: 'Decimal string from 0 to 100 with at most 4 fraction digits' }),
    countryCodes: Type.Array(Type.String(), {
      description: 'ISO 3166-1 alpha-2 billing countries it applies to; empty: every country',
    }),
    effectivePeriod: Type.Intersect([Period], {
      description: 'Applies to invoices whose period ends in (startTime, endTime]',
    }),
    archived: Type.Boolean({ description: 'An archived rate applies to no invoice computed from then on' }),
    createTime: Timestamp,
    updateTime: Timestamp,
  },
  { title: 'TaxRate' },
);
export type TaxRate = Static<typeof TaxRate>;

export const TaxRateInput = Type.Object({
  displayName: Type.Optional(Type.String({ description: 'At most 200 characters' })),
  percentage: Type.Optional(
    Type.String({ description: 'Decimal string from 0 to 100 with at most 4 fraction digits (required)' }),
  ),
  countryCodes: Type.Optional(
    Type.Array(Type.String(), { description: 'ISO 3166-1 alpha-2 codes; empty or absent: every country' }),
  ),
  effectivePeriod: Type.Optional(
    Type.Intersect([PeriodInput], { description: 'startTime required; no endTime: no end' }),
  ),
});
export type TaxRateInput = Static<typeof TaxRateInput>;

export const ArchiveTaxRateInput = Type.Object({
  requestId: Type.Optional(Type.String({ description: 'Makes the call idempotent for 24 hours (AIP-155)' })),
});
