/**
 * What a contract's commitments do to its invoice of one billing period (docs/credits.md): the lines they add
 * (a prepayment, a true-up) and, for a stored invoice, what its finalize books against each. One computation for
 * the preview of the period and the stored invoice, so the two cannot drift. Pure: the caller reads the state.
 */
import { Decimal, type TimeRange } from '@billing/core';
import { type CommitmentSettlement, type ContractCommitment, commitmentCharges } from '@billing/rating';
import { commitmentLine } from './commitment-lines.ts';
import type { ContractLine } from './rate-customer.ts';

/** The contract's commitments as of the period, and what was spent against each in earlier periods. */
export interface CommitmentsOfPeriod {
  commitments: readonly ContractCommitment[];
  /** By commitment id; 0 when absent. */
  earlierSpend: ReadonlyMap<string, Decimal>;
}

export interface SettledCommitments {
  /** The lines the commitments add, of `contract`. */
  lines: ContractLine[];
  settlements: CommitmentSettlement[];
}

/**
 * The commitments' lines and settlements for the invoice of `contract` (its full name) over `period`, from the
 * contract's rated `lines` before credits (neither grants nor commitment balances pay for a commitment's own
 * lines). `contractStart`: the contract's start, which makes `period` its first one when not after it.
 */
export function settleCommitments(
  state: CommitmentsOfPeriod,
  period: TimeRange,
  contractStart: Date,
  lines: readonly ContractLine[],
  contract: string,
  customerId: string,
): SettledCommitments {
  const { charges, settlements } = commitmentCharges(
    state.commitments,
    period,
    period.startTime.getTime() <= contractStart.getTime(),
    lines,
    (id) => state.earlierSpend.get(id) ?? new Decimal(0),
  );
  return { lines: charges.map((c) => commitmentLine(c, contract, customerId)), settlements };
}
