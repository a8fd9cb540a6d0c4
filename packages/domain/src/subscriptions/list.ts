import type { Context } from '../context.ts';
import { loadCustomerRow } from '../customers/get.ts';
import { type Page, type PageRequest, paginate } from '../shared/paging.ts';
import { loadSubscriptionAmendmentRows } from './get.ts';
import { type Subscription, type SubscriptionRow, toSubscription } from './resource.ts';

/** A customer's subscriptions in creation order, canceled ones included. */
export async function listSubscriptions(
  ctx: Context,
  customerId: string,
  request: PageRequest,
): Promise<Page<Subscription>> {
  await loadCustomerRow(ctx, customerId);
  const page = await paginate(
    ctx,
    request,
    { collection: 'subscriptions', customer: customerId },
    (after, limit) => ctx.sql<SubscriptionRow[]>`
      SELECT * FROM subscriptions
      WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND seq > ${after}
      ORDER BY seq LIMIT ${limit}`,
    (row) => row,
  );
  const amendments = await loadSubscriptionAmendmentRows(
    ctx,
    customerId,
    page.items.map((s) => s.id),
  );
  const now = ctx.clock.now();
  return {
    items: page.items.map((s) => toSubscription(s, amendments.get(s.id)!, now)),
    nextPageToken: page.nextPageToken,
  };
}
