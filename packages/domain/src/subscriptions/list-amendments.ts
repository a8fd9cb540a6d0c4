import type { Context } from '../context.ts';
import { type Page, type PageRequest, paginate } from '../shared/paging.ts';
import { loadSubscriptionRow } from './get.ts';
import {
  type SubscriptionAmendment,
  type SubscriptionAmendmentRow,
  toSubscriptionAmendment,
} from './resource.ts';

/** A subscription's amendments in creation order, canceled ones included. */
export async function listSubscriptionAmendments(
  ctx: Context,
  customerId: string,
  subscriptionId: string,
  request: PageRequest,
): Promise<Page<SubscriptionAmendment>> {
  await loadSubscriptionRow(ctx, customerId, subscriptionId);
  const now = ctx.clock.now();
  return paginate(
    ctx,
    request,
    { collection: 'subscriptionAmendments', customer: customerId, subscription: subscriptionId },
    (after, limit) => ctx.sql<SubscriptionAmendmentRow[]>`
      SELECT * FROM subscription_amendments
      WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId}
        AND subscription_id = ${subscriptionId} AND seq > ${after}
      ORDER BY seq LIMIT ${limit}`,
    (row) => toSubscriptionAmendment(row, now),
  );
}
