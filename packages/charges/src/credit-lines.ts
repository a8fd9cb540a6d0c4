/**
 * Credits on computed lines (SEMANTICS 8), where every computation of an invoice passes: previews, DRAFTs and
 * finalize. The grants (then the prepaid commitments) usable on an invoice whose period ends at `periodEnd`,
 * with what the ledger leaves of them, applied by the pure `applyCredits`. Provisional until a finalize books the applications.
 */
import { type Context, readCreditState } from '@billing/domain';
import { applyCredits, type CreditedLines, type InvoiceLine } from '@billing/rating';

export async function creditLines<L extends InvoiceLine & { contract?: string }>(
  ctx: Context,
  customerId: string,
  currencyCode: string,
  periodEnd: Date,
  lines: readonly L[],
): Promise<CreditedLines<L>> {
  const { grants, commitments, productTags } = await readCreditState(
    ctx,
    customerId,
    currencyCode,
    periodEnd,
  );
  return applyCredits(lines, grants, (product) => productTags.get(product) ?? [], commitments);
}
