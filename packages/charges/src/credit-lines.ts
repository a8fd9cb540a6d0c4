/**
 * Credits on computed lines (docs/credits.md), where every computation of an invoice passes: previews, DRAFTs and
 * finalize. The grants (then the prepaid commitments) usable on an invoice whose period ends at `periodEnd`,
 * with what the ledger leaves of them, applied by the pure `applyCredits`. Provisional until a finalize books the applications.
 */
import type { CreditState } from '@billing/domain';
import { applyCredits, type CreditedLines, type InvoiceLine } from '@billing/rating';

/**
 * The credits of `lines` from the customer's credit state (`readCreditState`; batched bill runs read many
 * customers' at once, a preview reads its own while its usage is read).
 */
export function creditLinesFrom<L extends InvoiceLine & { contract?: string }>(
  { grants, commitments, productTags }: CreditState,
  lines: readonly L[],
): CreditedLines<L> {
  return applyCredits(lines, grants, (product) => productTags.get(product) ?? [], commitments);
}
