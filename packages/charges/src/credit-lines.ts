/**
 * Credits on computed lines (docs/credits.md), where every computation of an invoice passes: previews, DRAFTs and
 * finalize. The grants (then the prepaid commitments) usable on an invoice whose period ends at `periodEnd`,
 * with what the ledger leaves of them, applied by the pure `applyCredits`. Provisional until a finalize books the applications.
 */
import { type Context, type CreditState, readCreditState } from '@billing/domain';
import { applyCredits, type CreditedLines, type InvoiceLine } from '@billing/rating';

export async function creditLines<L extends InvoiceLine & { contract?: string }>(
  ctx: Context,
  customerId: string,
  currencyCode: string,
  periodEnd: Date,
  lines: readonly L[],
): Promise<CreditedLines<L>> {
  return creditLinesFrom(await readCreditState(ctx, customerId, currencyCode, periodEnd), lines);
}

/** creditLines with the state already read (batched bill runs read many customers' at once). */
export function creditLinesFrom<L extends InvoiceLine & { contract?: string }>(
  { grants, commitments, productTags }: CreditState,
  lines: readonly L[],
): CreditedLines<L> {
  return applyCredits(lines, grants, (product) => productTags.get(product) ?? [], commitments);
}
