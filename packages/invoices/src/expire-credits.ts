/**
 * The expiry schedule of credit grants (SEMANTICS 8, docs/credits.md): what is left of a grant whose effective
 * period has ended becomes CREDIT_EXPIRED, once no DRAFT that may still use it is waiting for its finalize. Asks
 * what is due at the clock's now, so tests travel in time; running it twice expires nothing twice.
 */
import { expireGrant, findGrantsToExpire } from '@billing/domain';
import { type BillRunDeps, billingContext } from './bill-run.ts';

const BATCH = 500;

/** Expires every grant due; returns how many were expired. */
export async function expireEndedCredits(deps: BillRunDeps): Promise<number> {
  let expired = 0;
  for (;;) {
    const refs = await findGrantsToExpire(deps, BATCH);
    let done = 0;
    for (const ref of refs) {
      if (await expireGrant(billingContext(deps, ref.organization), ref.customerId, ref.id)) done++;
    }
    expired += done;
    // A full batch of which none could be expired (raced by another worker) would be found again: stop.
    if (refs.length < BATCH || done === 0) return expired;
  }
}
