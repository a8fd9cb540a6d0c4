/**
 * The lines commitments add to a contract's invoice (docs/credits.md): a prepaid commitment's costBasis and a
 * postpaid one's true-up. They name no product (`product` ""): their rate id says what they are, and the
 * dimension `commitment` which commitment. Grants and commitment balances never pay for them.
 */

import { Decimal } from '@billing/core';
import { type CommitmentCharge, makeLine } from '@billing/rating';
import type { ContractLine } from './rate-customer.ts';

export const COMMITMENT_RATE_IDS = {
  prepayment: 'commitment-prepayment',
  'true-up': 'commitment-true-up',
} as const;

export function commitmentLine(charge: CommitmentCharge, contract: string, customerId: string): ContractLine {
  return {
    ...makeLine({
      product: '',
      rateId: COMMITMENT_RATE_IDS[charge.kind],
      startTime: charge.startTime,
      endTime: charge.endTime,
      dimensions: { commitment: `customers/${customerId}/commitments/${charge.commitmentId}` },
      quantity: new Decimal(1),
      subtotal: charge.amount,
    }),
    contract,
  };
}

export const isCommitmentLine = (line: { rateId: string }) =>
  line.rateId === COMMITMENT_RATE_IDS.prepayment || line.rateId === COMMITMENT_RATE_IDS['true-up'];

/** Its description on the invoice, in place of a product's name. */
export function commitmentLineDescription(line: ContractLine): string {
  const what =
    line.rateId === COMMITMENT_RATE_IDS.prepayment ? 'Commitment prepayment' : 'Commitment true-up';
  return `${what} (${line.dimensions.commitment})`;
}
