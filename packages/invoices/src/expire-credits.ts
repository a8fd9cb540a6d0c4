/**
 * The expiry schedule of credit grants and commitments (docs/credits.md): what is left of one whose
 * effective period has ended becomes CREDIT_EXPIRED / COMMITMENT_EXPIRED, once no DRAFT that may still use it is
 * waiting for its finalize. Asks what is due at the clock's now, so tests travel in time; running it twice
 * expires nothing twice.
 */
import {
  type Context,
  expireCommitment,
  expireGrant,
  findCommitmentsToExpire,
  findGrantsToExpire,
  type GrantRef,
  type SystemContext,
} from '@billing/domain';
import { type BillRunDeps, billingContext } from './bill-run.ts';

const BATCH = 500;

async function expireAll(
  deps: BillRunDeps,
  find: (ctx: SystemContext, limit: number) => Promise<GrantRef[]>,
  expire: (ctx: Context, customerId: string, id: string) => Promise<boolean>,
): Promise<number> {
  let expired = 0;
  for (;;) {
    const refs = await find(deps, BATCH);
    let done = 0;
    for (const ref of refs) {
      if (await expire(billingContext(deps, ref.organization), ref.customerId, ref.id)) done++;
    }
    expired += done;
    // A full batch of which none could be expired (raced by another worker) would be found again: stop.
    if (refs.length < BATCH || done === 0) return expired;
  }
}

/** Expires every grant and commitment due; returns how many were expired. */
export async function expireEndedCredits(deps: BillRunDeps): Promise<number> {
  const grants = await expireAll(deps, findGrantsToExpire, expireGrant);
  return grants + (await expireAll(deps, findCommitmentsToExpire, expireCommitment));
}
