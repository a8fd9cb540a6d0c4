import { formatTimestamp } from '@billing/core';
import type { AmendmentStatus, Contract, ContractAmendment, ContractStatus, RateOverride } from './schema.ts';

export type { AmendmentStatus, Contract, ContractAmendment, ContractStatus, RateOverride } from './schema.ts';

export interface ContractRow {
  customer_id: string;
  id: string;
  seq: string;
  rate_card_id: string;
  billing_anchor_day: number;
  start_time: Date;
  end_time: Date | null;
  ended_time: Date | null;
  rate_overrides: RateOverride[];
  create_time: Date;
}

export interface AmendmentRow {
  customer_id: string;
  contract_id: string;
  id: string;
  seq: string;
  reason: string;
  effective_time: Date;
  rate_card_id: string | null;
  rate_overrides: RateOverride[] | null;
  contract_end_time: Date | null;
  canceled_time: Date | null;
  cancel_reason: string;
  create_time: Date;
}

/** A contract's terms from one instant on. `rateCardId` is the card's id (not its name). */
export interface ContractTerms {
  rateCardId: string;
  rateOverrides: RateOverride[];
  startTime: Date;
  /** Null: open-ended. */
  endTime: Date | null;
  billingAnchorDay: number;
}

/** A contract's terms as created, and the end `:end` set: what `contractTermsAt` starts from. */
export interface ContractTermsSource {
  rateCardId: string;
  rateOverrides: RateOverride[];
  startTime: Date;
  endTime: Date | null;
  /** Set by `:end`; overrides every other end. */
  endedTime: Date | null;
  billingAnchorDay: number;
}

/** What an amendment changes, and when; a null field is one it leaves as it was. */
export interface AmendmentTermsSource {
  /** Creation order, which breaks ties between equal effective times. */
  seq: string;
  effectiveTime: Date;
  rateCardId: string | null;
  rateOverrides: RateOverride[] | null;
  contractEndTime: Date | null;
  canceledTime: Date | null;
}

export function contractTermsSource(row: ContractRow): ContractTermsSource {
  return {
    rateCardId: row.rate_card_id,
    rateOverrides: row.rate_overrides,
    startTime: row.start_time,
    endTime: row.end_time,
    endedTime: row.ended_time,
    billingAnchorDay: row.billing_anchor_day,
  };
}

export function amendmentTermsSource(row: AmendmentRow): AmendmentTermsSource {
  return {
    seq: row.seq,
    effectiveTime: row.effective_time,
    rateCardId: row.rate_card_id,
    rateOverrides: row.rate_overrides,
    contractEndTime: row.contract_end_time,
    canceledTime: row.canceled_time,
  };
}

/**
 * The contract's terms in effect at `time` (pure; for rating): the terms given at creation, changed by every
 * amendment that is not canceled and whose effectiveTime is at or before `time`, in order of effectiveTime
 * (then of creation). An amendment changes only what it sets (rateCard, rateOverrides, contractEndTime).
 * An end set by `:end` overrides every other end. Whether `time` lies inside the contract is the caller's
 * question: compare it with `startTime` and `endTime`.
 */
export function contractTermsAt(
  contract: ContractTermsSource,
  amendments: readonly AmendmentTermsSource[],
  time: Date,
): ContractTerms {
  const terms: ContractTerms = {
    rateCardId: contract.rateCardId,
    rateOverrides: contract.rateOverrides,
    startTime: contract.startTime,
    endTime: contract.endTime,
    billingAnchorDay: contract.billingAnchorDay,
  };
  const applicable = amendments
    .filter((a) => a.canceledTime === null && a.effectiveTime.getTime() <= time.getTime())
    .sort(
      (a, b) =>
        a.effectiveTime.getTime() - b.effectiveTime.getTime() || Number(BigInt(a.seq) - BigInt(b.seq)),
    );
  for (const amendment of applicable) {
    if (amendment.rateCardId !== null) terms.rateCardId = amendment.rateCardId;
    if (amendment.rateOverrides !== null) terms.rateOverrides = amendment.rateOverrides;
    if (amendment.contractEndTime !== null) terms.endTime = amendment.contractEndTime;
  }
  if (contract.endedTime !== null) terms.endTime = contract.endedTime;
  return terms;
}

export function contractStatus(terms: ContractTerms, now: Date): ContractStatus {
  if (now.getTime() < terms.startTime.getTime()) return 'SCHEDULED';
  if (terms.endTime !== null && now.getTime() >= terms.endTime.getTime()) return 'ENDED';
  return 'ACTIVE';
}

/**
 * AMENDMENT_STATUS is computed on read from the clock: an amendment not canceled is APPLIED once the clock
 * reaches its effectiveTime (nothing is written then); from that moment it can no longer be canceled.
 */
export function amendmentStatus(
  amendment: Pick<AmendmentTermsSource, 'canceledTime' | 'effectiveTime'>,
  now: Date,
): AmendmentStatus {
  if (amendment.canceledTime !== null) return 'CANCELED';
  return now.getTime() >= amendment.effectiveTime.getTime() ? 'APPLIED' : 'SCHEDULED';
}

function period(startTime: Date, endTime: Date | null): { startTime: string; endTime?: string } {
  return endTime
    ? { startTime: formatTimestamp(startTime), endTime: formatTimestamp(endTime) }
    : { startTime: formatTimestamp(startTime) };
}

/** A contract reads as its terms at `now` (amendments already applied show in rateCard, overrides, end). */
export function toContract(row: ContractRow, amendments: readonly AmendmentRow[], now: Date): Contract {
  const terms = contractTermsAt(contractTermsSource(row), amendments.map(amendmentTermsSource), now);
  return {
    name: `customers/${row.customer_id}/contracts/${row.id}`,
    rateCard: `rateCards/${terms.rateCardId}`,
    billingAnchorDay: String(row.billing_anchor_day),
    effectivePeriod: period(row.start_time, terms.endTime),
    rateOverrides: terms.rateOverrides,
    status: contractStatus(terms, now),
    createTime: formatTimestamp(row.create_time),
  };
}

export function toAmendment(row: AmendmentRow, now: Date): ContractAmendment {
  const amendment: ContractAmendment = {
    name: `customers/${row.customer_id}/contracts/${row.contract_id}/amendments/${row.id}`,
    rateCard: row.rate_card_id === null ? '' : `rateCards/${row.rate_card_id}`,
    reason: row.reason,
    effectiveTime: formatTimestamp(row.effective_time),
    rateOverrides: row.rate_overrides ?? [],
    status: amendmentStatus(amendmentTermsSource(row), now),
    createTime: formatTimestamp(row.create_time),
  };
  if (row.contract_end_time) amendment.contractEndTime = formatTimestamp(row.contract_end_time);
  return amendment;
}
