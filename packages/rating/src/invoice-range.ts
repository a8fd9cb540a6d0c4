/**
 * The part of its billing period a contract's invoice covers (docs/invoices.md "An end moved past an issued, cut
 * period"). Pure: the caller reads the contract's other invoices in the period. Stored invoices (bill runs) and
 * previews of a period (their commitment lines) follow this one rule.
 */
import type { TimeRange } from './billing-periods.ts';

/**
 * An invoice starting at `start` inside `period` covers [start, the next other invoice's start or the period's
 * end). It may start at the period's start, or where another invoice of the period ends (the rest of a period
 * whose invoice was issued cut at an earlier contract end); anywhere else it is no invoice of the contract (null:
 * its DRAFT is removed). `others`: the contract's other live invoices starting inside the period (one starting at
 * `start` itself, the stored invoice a preview stands for, bounds nothing).
 */
export function invoiceRange(period: TimeRange, start: Date, others: readonly TimeRange[]): TimeRange | null {
  const at = start.getTime();
  if (at !== period.startTime.getTime() && !others.some((o) => o.endTime.getTime() === at)) return null;
  // Live invoices of one contract never overlap: the issued part before, or a remainder after, bounds this one.
  let end = period.endTime.getTime();
  for (const o of others) {
    const next = o.startTime.getTime();
    if (next > at) end = Math.min(end, next);
  }
  return { startTime: start, endTime: new Date(end) };
}
