import type { Context } from '../context.ts';
import { type AmendmentKind, loadAmendmentOf } from '../shared/amendments.ts';
import { loadSubscriptionRow } from './get.ts';
import {
  type SubscriptionAmendment,
  type SubscriptionAmendmentRow,
  toSubscriptionAmendment,
} from './resource.ts';

/** Where a subscription's amendments live (shared/amendments.ts, with the contracts' twin). */
export const SUBSCRIPTION_AMENDMENTS: AmendmentKind = {
  table: 'subscription_amendments',
  parentColumn: 'subscription_id',
  parentCollection: 'subscriptions',
  parentKey: 'subscription',
  listCollection: 'subscriptionAmendments',
  loadParent: loadSubscriptionRow,
};

export function loadSubscriptionAmendmentRow(
  ctx: Context,
  customerId: string,
  subscriptionId: string,
  id: string,
): Promise<SubscriptionAmendmentRow> {
  return loadAmendmentOf<SubscriptionAmendmentRow>(
    ctx,
    SUBSCRIPTION_AMENDMENTS,
    customerId,
    subscriptionId,
    id,
  );
}

export async function getSubscriptionAmendment(
  ctx: Context,
  customerId: string,
  subscriptionId: string,
  id: string,
): Promise<SubscriptionAmendment> {
  const row = await loadSubscriptionAmendmentRow(ctx, customerId, subscriptionId, id);
  return toSubscriptionAmendment(row, ctx.clock.now());
}
