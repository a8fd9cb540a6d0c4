import { failedPrecondition, invalidField, parseTimestamp } from '@billing/core';
import { withTransaction } from '@billing/db';
import type { Context } from '../context.ts';
import { checkPastTime } from '../contracts/terms.ts';
import { loadSubscriptionContract, pastTimeTerms } from './contract.ts';
import { loadSubscriptionAmendmentRows, loadSubscriptionRow } from './get.ts';
import { type Subscription, type SubscriptionRow, subscriptionStatus, toSubscription } from './resource.ts';
import type { CancelSubscriptionInput } from './schema.ts';

/**
 * `:cancel {effectiveTime}`: the subscription ends at effectiveTime (its items are charged, prorated, up to
 * it). The time must be after the start and not after the end given at creation; in the past only where
 * `checkPastTime` allows it. Canceling again before the cancel takes effect moves it; a CANCELED
 * subscription (its end has passed) can no longer change: FAILED_PRECONDITION.
 */
export async function cancelSubscription(
  ctx: Context,
  customerId: string,
  id: string,
  body: CancelSubscriptionInput,
): Promise<Subscription> {
  const effectiveTime = parseTimestamp(body.effectiveTime, 'effectiveTime');
  return withTransaction(ctx, async (tx) => {
    const subscription = await loadSubscriptionRow(tx, customerId, id, true);
    const now = ctx.clock.now();
    if (subscriptionStatus(subscription, now) === 'CANCELED') {
      throw failedPrecondition(
        `customers/${customerId}/subscriptions/${id} has ended and can no longer change`,
      );
    }
    if (effectiveTime <= subscription.start_time) {
      throw invalidField('effectiveTime', "must be after the subscription's start");
    }
    if (subscription.end_time !== null && effectiveTime > subscription.end_time) {
      throw invalidField('effectiveTime', "must not be after the subscription's end");
    }
    const contract = await loadSubscriptionContract(tx, customerId, subscription.contract_id);
    const past = pastTimeTerms(contract.row, customerId);
    await checkPastTime(tx, past, effectiveTime, 'effectiveTime');
    const [row] = await tx.sql<SubscriptionRow[]>`
      UPDATE subscriptions SET cancel_time = ${effectiveTime}, proration_behavior = 'CREATE_PRORATIONS'
      WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ${id}
      RETURNING *`;
    const amendments = (await loadSubscriptionAmendmentRows(tx, customerId, [id])).get(id)!;
    return toSubscription(row!, amendments, now);
  });
}
