/**
 * A postpaid commitment as its contract bounds it (docs/credits.md): a contract that ends before the commitment
 * does (ended early with `:end`, or by the end its terms give) trues the commitment up on its last invoice, the
 * commitment's period cut at the contract's end. Without it, such a commitment would have no invoice whose period
 * contains its end, and would expire untrued. Pure.
 */
import type { Decimal } from '@billing/core';

interface CommitmentTerm {
  /** 0: postpaid. */
  costBasis: Decimal;
  startTime: Date;
  endTime: Date | null;
}

/**
 * `commitment` with its end cut at `contractEnd` when it is postpaid, starts before the contract's end and ends
 * after it (or never); any other commitment unchanged. A prepaid one keeps its period: its balance simply has no
 * invoice to draw on after the contract's end, and what is left expires at its own end.
 */
export function cutAtContractEnd<T extends CommitmentTerm>(commitment: T, contractEnd: Date | null): T {
  if (contractEnd === null || !commitment.costBasis.isZero()) return commitment;
  if (commitment.startTime >= contractEnd) return commitment;
  if (commitment.endTime !== null && commitment.endTime <= contractEnd) return commitment;
  return { ...commitment, endTime: contractEnd };
}
