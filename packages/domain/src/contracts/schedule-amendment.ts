import { checkResourceId, failedPrecondition, generateId, invalidField, parseTimestamp } from '@billing/core';
import type { Context } from '../context.ts';
import { loadCustomerRow } from '../customers/get.ts';
import type { RateCardRow } from '../rate-cards/resource.ts';
import { scheduleAmendmentOf } from '../shared/amendments.ts';
import { checkString } from '../shared/inputs.ts';
import { loadAmendmentRows, loadContractRow } from './get.ts';
import { CONTRACT_AMENDMENTS } from './get-amendment.ts';
import {
  type AmendmentRow,
  amendmentTermsSource,
  type ContractAmendment,
  contractTermsAt,
  contractTermsSource,
  toAmendment,
} from './resource.ts';
import type { ScheduleContractAmendmentInput } from './schema.ts';
import { checkPastTime, checkRateOverrides, loadContractRateCard } from './terms.ts';

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * `:scheduleAmendment {amendment}`: from its effectiveTime the amendment sets whichever of rateCard,
 * rateOverrides (an empty list clears them) and contractEndTime it carries; one carrying none of them is
 * recorded and changes nothing. The effectiveTime must lie inside the contract as of that time, and in the
 * past only inside DRAFT periods (`checkPastTime`). Overrides are checked against the card in
 * effect then (the amendment's own, if it sets one). `amendmentId` names it as a create's id does (else one
 * is generated); an id the contract already has is ALREADY_EXISTS.
 */
export async function scheduleContractAmendment(
  ctx: Context,
  customerId: string,
  contractId: string,
  body: ScheduleContractAmendmentInput,
  amendmentId?: string,
): Promise<ContractAmendment> {
  const id = amendmentId === undefined ? generateId('amd') : checkResourceId(amendmentId, 'amendmentId');
  const input = body.amendment;
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw invalidField('amendment', 'is required, with an effectiveTime');
  }
  const a = input as Record<string, unknown>;
  const effectiveTime = parseTimestamp(a.effectiveTime, 'amendment.effectiveTime');
  const reason = checkString(a.reason, 'amendment.reason', 500);
  const contractEndTime = present(a.contractEndTime)
    ? parseTimestamp(a.contractEndTime, 'amendment.contractEndTime')
    : null;
  if (contractEndTime && contractEndTime <= effectiveTime) {
    throw invalidField('amendment.contractEndTime', 'must be after effectiveTime');
  }
  const customer = await loadCustomerRow(ctx, customerId);
  return scheduleAmendmentOf(ctx, CONTRACT_AMENDMENTS, customerId, contractId, id, async (tx) => {
    const contract = await loadContractRow(tx, customerId, contractId, true);
    const amendments = (await loadAmendmentRows(tx, customerId, [contractId])).get(contractId)!;
    const terms = contractTermsAt(
      contractTermsSource(contract),
      amendments.map(amendmentTermsSource),
      effectiveTime,
    );
    if (effectiveTime < contract.start_time) {
      throw invalidField('amendment.effectiveTime', "must not be before the contract's start");
    }
    if (terms.endTime !== null && effectiveTime >= terms.endTime) {
      throw failedPrecondition('the contract has ended by the amendment.effectiveTime');
    }
    await checkPastTime(
      tx,
      { customerId, contractId: contract.id },
      effectiveTime,
      'amendment.effectiveTime',
    );
    let card: RateCardRow | null = null;
    if (present(a.rateCard)) {
      card = await loadContractRateCard(tx, a.rateCard, 'amendment.rateCard', customer.currency_code);
    }
    let overrides = null;
    if (a.rateOverrides !== undefined && a.rateOverrides !== null) {
      const [base] = card
        ? [card]
        : await tx.sql<RateCardRow[]>`
            SELECT * FROM rate_cards WHERE organization_id = ${ctx.organization} AND id = ${terms.rateCardId}`;
      overrides = await checkRateOverrides(tx, base!, a.rateOverrides, 'amendment.rateOverrides');
    }
    const [row] = await tx.sql<AmendmentRow[]>`
      INSERT INTO contract_amendments (organization_id, customer_id, contract_id, id, reason, effective_time,
        rate_card_id, rate_overrides, contract_end_time, create_time)
      VALUES (${ctx.organization}, ${customerId}, ${contractId}, ${id}, ${reason}, ${effectiveTime},
        ${card?.id ?? null}, ${overrides === null ? null : tx.sql.json(overrides as never)}, ${contractEndTime},
        ${ctx.clock.now()})
      RETURNING *`;
    return toAmendment(row!, ctx.clock.now());
  });
}
