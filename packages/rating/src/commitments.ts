/**
 * What a commitment adds to its contract's invoices (docs/credits.md), pure. Prepaid (costBasis >
 * 0): the first invoice of the commitment period bills costBasis. Postpaid: the invoice whose period contains the
 * commitment's end bills max(0, committedAmount - eligible spend), and books the spend that met it.
 */
import { Decimal } from '@billing/core';
import type { TimeRange } from './billing-periods.ts';
import type { InvoiceLine } from './lines.ts';

export interface ContractCommitment {
  id: string;
  committed: Decimal;
  /** 0: postpaid. */
  costBasis: Decimal;
  /** `products/{p}`; empty: every product. */
  products: readonly string[];
  startTime: Date;
  endTime: Date | null;
}

export type CommitmentChargeKind = 'prepayment' | 'true-up';

export interface CommitmentCharge {
  commitmentId: string;
  kind: CommitmentChargeKind;
  amount: Decimal;
  /** What the line covers: the commitment's period (up to the invoice's end when it has none). */
  startTime: Date;
  endTime: Date;
}

/** A postpaid commitment's ledger entries on its true-up invoice: the spend that met it, and the true-up. */
export interface CommitmentSettlement {
  commitmentId: string;
  applied: Decimal;
  trueUp: Decimal;
}

/**
 * Pre-credit subtotals of `lines` the commitment counts: an eligible product, a line starting inside the
 * commitment's period.
 */
export function eligibleSpend(commitment: ContractCommitment, lines: readonly InvoiceLine[]): Decimal {
  return lines
    .filter(
      (line) =>
        (commitment.products.length === 0 || commitment.products.includes(line.product)) &&
        line.startTime >= commitment.startTime &&
        (commitment.endTime === null || line.startTime < commitment.endTime),
    )
    .reduce((sum, line) => sum.plus(line.subtotal), new Decimal(0));
}

/**
 * The commitment charges and settlements of one invoice of the contract over `period`. `firstPeriod`: whether
 * `period` is the contract's first (a commitment starting before the contract is billed on it). `lines` are the
 * invoice's own (pre-credit); `earlierSpend` what the contract's other finalized invoices spent eligibly.
 */
export function commitmentCharges(
  commitments: readonly ContractCommitment[],
  period: TimeRange,
  firstPeriod: boolean,
  lines: readonly InvoiceLine[],
  earlierSpend: (commitmentId: string) => Decimal,
): { charges: CommitmentCharge[]; settlements: CommitmentSettlement[] } {
  const charges: CommitmentCharge[] = [];
  const settlements: CommitmentSettlement[] = [];
  for (const c of commitments) {
    const end = c.endTime ?? period.endTime;
    if (c.costBasis.greaterThan(0)) {
      const starts = c.startTime >= period.startTime || firstPeriod;
      if (starts && c.startTime < period.endTime) {
        charges.push({
          commitmentId: c.id,
          kind: 'prepayment',
          amount: c.costBasis,
          startTime: c.startTime,
          endTime: end,
        });
      }
      continue;
    }
    // Postpaid: only the invoice whose period contains the end, (start, end], settles it.
    if (c.endTime === null || c.endTime <= period.startTime || c.endTime > period.endTime) continue;
    const spend = earlierSpend(c.id).plus(eligibleSpend(c, lines));
    // Refunds (negative lines) may leave the spend below zero: nothing met the commitment then.
    const applied = Decimal.max(0, Decimal.min(spend, c.committed));
    const trueUp = c.committed.minus(applied);
    settlements.push({ commitmentId: c.id, applied, trueUp });
    if (trueUp.greaterThan(0)) {
      charges.push({
        commitmentId: c.id,
        kind: 'true-up',
        amount: trueUp,
        startTime: c.startTime,
        endTime: c.endTime,
      });
    }
  }
  return { charges, settlements };
}
