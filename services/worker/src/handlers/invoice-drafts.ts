/**
 * `invoices.drafts`: the DRAFTs of one contract now (created with the contract, refreshed with a subscription on
 * it). Idempotent: existing drafts are kept and recomputing a current draft changes nothing.
 */
import { billingContext, draftContract } from '@billing/invoices';
import type { JobHandler } from '@billing/queue';
import type { UsageJobDeps } from './deps.ts';

export function invoiceDraftsHandler(deps: UsageJobDeps): JobHandler<'invoices.drafts'> {
  return async (payload) => {
    const ctx = billingContext(deps, payload.organization);
    await draftContract(ctx, { customerId: payload.customerId, contractId: payload.contractId });
  };
}
