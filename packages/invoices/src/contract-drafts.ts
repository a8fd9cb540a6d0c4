/**
 * The DRAFTs of one contract now, rather than at the next bill run: creating a contract (or a subscription on it)
 * enqueues this after its transaction committed. The job id names the contract and what asked, so a retried
 * request enqueues nothing new.
 */
import { findStaleDrafts } from '@billing/domain';
import { derivedJobId, type JobProducer } from '@billing/queue';
import type { BillingContext } from './context.ts';
import { ensureDrafts } from './ensure-drafts.ts';
import { refreshDraft } from './refresh-draft.ts';

/** Enqueues the drafts job of `customers/{c}/contracts/{k}`; `cause` is the name of what was created. */
export async function enqueueContractDrafts(
  jobs: JobProducer | undefined,
  organization: string,
  contract: { customerId: string; contractId: string },
  cause: string,
): Promise<void> {
  if (!jobs) return;
  await jobs.enqueue(
    'invoices.drafts',
    { organization, ...contract },
    { jobId: derivedJobId('invoice-drafts', organization, contract.customerId, contract.contractId, cause) },
  );
}

/** Creates the contract's missing DRAFTs up to now and computes its stale ones. */
export async function draftContract(
  ctx: BillingContext,
  contract: { customerId: string; contractId: string },
): Promise<void> {
  await ensureDrafts(ctx, ctx.clock.now(), contract);
  const stale = await findStaleDrafts(ctx, 1000, { organization: ctx.organization, ...contract });
  for (const ref of stale) await refreshDraft(ctx, contract.customerId, ref.id, ref.version);
}
