import { failedPrecondition } from '@billing/core';
import type { Context } from '../context.ts';
import { checkString } from '../shared/inputs.ts';
import { loadSubscriptionAmendmentRow } from './get-amendment.ts';
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
  const now = ctx.clock.now();
  // The condition in the UPDATE makes the check and the change one step (no race with the clock or a retry).
  const [row] = await ctx.sql<SubscriptionAmendmentRow[]>`
    UPDATE subscription_amendments SET canceled_time = ${now}, cancel_reason = ${reason}
    WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId}
      AND subscription_id = ${subscriptionId} AND id = ${id}
      AND canceled_time IS NULL AND effective_time > ${now}
    RETURNING *`;
  if (row) return toSubscriptionAmendment(row, now);
  const current = await loadSubscriptionAmendmentRow(ctx, customerId, subscriptionId, id);
  if (current.canceled_time !== null) return toSubscriptionAmendment(current, now);
  throw failedPrecondition(
    `customers/${customerId}/subscriptions/${subscriptionId}/amendments/${id} was applied at its effectiveTime and can no longer be canceled`,
  );
}
