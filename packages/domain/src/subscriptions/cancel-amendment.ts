import type { Context } from '../context.ts';
import { cancelAmendmentOf } from '../shared/amendments.ts';
import { checkString } from '../shared/inputs.ts';
import { SUBSCRIPTION_AMENDMENTS } from './get-amendment.ts';
import {
  type SubscriptionAmendment,
  type SubscriptionAmendmentRow,
  toSubscriptionAmendment,
} from './resource.ts';
import type { CancelSubscriptionAmendmentInput } from './schema.ts';

/**
 * `:cancel {reason}`: a SCHEDULED amendment becomes CANCELED. An APPLIED one is immutable:
 * FAILED_PRECONDITION. Canceling a CANCELED amendment again returns it unchanged (a retried cancel succeeds).
 */
export async function cancelSubscriptionAmendment(
  ctx: Context,
  customerId: string,
  subscriptionId: string,
  id: string,
  body: CancelSubscriptionAmendmentInput,
): Promise<SubscriptionAmendment> {
  const reason = checkString(body.reason, 'reason', 500);
  const row = await cancelAmendmentOf<SubscriptionAmendmentRow>(
    ctx,
    SUBSCRIPTION_AMENDMENTS,
    customerId,
    subscriptionId,
    id,
    reason,
  );
  return toSubscriptionAmendment(row, ctx.clock.now());
}
