/**
 * A postpaid commitment's true-up counts the spend of its contract's finalized invoices: when one is finalized or
 * voided, the store marks the contract's other DRAFTs (the true-up invoice among them) stale to be computed again.
 */
import { postpaidContractsOf, type TrueUpSource } from '../commitments/book-invoice.ts';
import type { Context } from '../context.ts';
import { markDraftsStale } from './mark-stale.ts';

/** markTrueUpDraftsOf for one invoice (a finalize or void by the API). */
export async function markTrueUpDrafts(ctx: Context, invoice: TrueUpSource): Promise<void> {
  await markTrueUpDraftsOf(ctx, [invoice]);
}

/** Only the contracts with a postpaid commitment have their DRAFTs updated (batched finalizes). */
export async function markTrueUpDraftsOf(ctx: Context, invoices: readonly TrueUpSource[]): Promise<void> {
  const contracts = await postpaidContractsOf(ctx, invoices);
  const hit = invoices.filter((r) => contracts.has(`${r.customer_id}/${r.contract_id}`));
  if (hit.length === 0) return;
  await markDraftsStale(ctx, {
    contracts: hit.map((r) => ({ customerId: r.customer_id, contractId: r.contract_id })),
    except: hit.map((r) => ({ customerId: r.customer_id, id: r.id })),
  });
}
