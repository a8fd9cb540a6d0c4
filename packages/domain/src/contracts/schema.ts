import { Enum, Period, PeriodInput, StringMap, Timestamp } from '@billing/core';
import { type Static, Type } from '@sinclair/typebox';
import { PricingModelFields, RateTermsInput } from '../rate-cards/schema.ts';

/** CONTRACT_STATUS (docs/contracts.md "Contracts and rate overrides") without its UNSPECIFIED zero value. */
export const CONTRACT_STATUSES = ['SCHEDULED', 'ACTIVE', 'ENDED'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** AMENDMENT_STATUS (docs/contracts.md "Amendments and times in the past") without its UNSPECIFIED zero value. */
export const AMENDMENT_STATUSES = ['SCHEDULED', 'APPLIED', 'CANCELED'] as const;
export type AmendmentStatus = (typeof AMENDMENT_STATUSES)[number];

/**
 * One rate override as stored and returned (its API JSON): `baseRateId` or `product` (with its
 * `dimensionValues`), an optional `effectivePeriod` (default: the contract's) and one pricing model.
 */
export const RateOverride = Type.Object(
  {
    baseRateId: Type.String(),
    product: Type.String(),
    dimensionValues: StringMap,
    effectivePeriod: Type.Optional(Period),
    ...PricingModelFields,
  },
  { title: 'RateOverride' },
);
export type RateOverride = Static<typeof RateOverride>;

export const RateOverrideInput = Type.Object({ baseRateId: Type.Optional(Type.String()), ...RateTermsInput });
export type RateOverrideInput = Static<typeof RateOverrideInput>;

export const Contract = Type.Object(
  {
    name: Type.String(),
    rateCard: Type.String(),
    billingAnchorDay: Type.String(),
    effectivePeriod: Period,
    rateOverrides: Type.Array(RateOverride),
    status: Enum('CONTRACT_STATUS', CONTRACT_STATUSES),
    createTime: Timestamp,
  },
  { title: 'Contract' },
);
export type Contract = Static<typeof Contract>;

/** A contract as created: the rate card, the anchor day and the start are required. */
export const ContractInput = Type.Object({
  rateCard: Type.String({
    description: '`rateCards/{rateCard}`, in the customer’s currency',
    examples: ['rateCards/list'],
  }),
  billingAnchorDay: Type.String({
    description: 'Day of the month periods start on, 1 to 31 as a decimal string (31: the month’s last day)',
    examples: ['1'],
  }),
  effectivePeriod: PeriodInput,
  rateOverrides: Type.Optional(
    Type.Array(RateOverrideInput, { description: 'Prices of this contract that replace the rate card’s' }),
  ),
});
export type ContractInput = Static<typeof ContractInput>;

export const ContractAmendment = Type.Object(
  {
    name: Type.String(),
    rateCard: Type.String(),
    reason: Type.String(),
    effectiveTime: Timestamp,
    contractEndTime: Type.Optional(Timestamp),
    rateOverrides: Type.Array(RateOverride),
    status: Enum('AMENDMENT_STATUS', AMENDMENT_STATUSES),
    createTime: Timestamp,
  },
  { title: 'ContractAmendment' },
);
export type ContractAmendment = Static<typeof ContractAmendment>;

export const ScheduleContractAmendmentInput = Type.Object({
  amendment: Type.Optional(
    Type.Object({
      effectiveTime: Type.Optional(Timestamp),
      reason: Type.Optional(Type.String()),
      rateCard: Type.Optional(Type.String()),
      rateOverrides: Type.Optional(Type.Array(RateOverrideInput)),
      contractEndTime: Type.Optional(Timestamp),
    }),
  ),
});
export type ScheduleContractAmendmentInput = Static<typeof ScheduleContractAmendmentInput>;

export const EndContractInput = Type.Object({ effectiveTime: Type.Optional(Timestamp) });
export type EndContractInput = Static<typeof EndContractInput>;

export const CancelAmendmentInput = Type.Object({ reason: Type.Optional(Type.String()) });
export type CancelAmendmentInput = Static<typeof CancelAmendmentInput>;
