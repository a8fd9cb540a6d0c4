import { notFound } from '@billing/core';
import type { Context } from '../context.ts';
import { loadSubscriptionRow } from './get.ts';
import {
  type SubscriptionAmendment,
  type SubscriptionAmendmentRow,
  toSubscriptionAmendment,
} from './resource.ts';

export async function loadSubscriptionAmendmentRow(
  ctx: Context,
  customerId: string,
  subscriptionId: string,
  id: string,
): Promise<SubscriptionAmendmentRow> {
  const [row] = await ctx.sql<SubscriptionAmendmentRow[]>`
    SELECT * FROM subscription_amendments
    WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId}
      AND subscription_id = ${subscriptionId} AND id = ${id}`;
  if (!row) {
    // A missing parent is named as the missing resource.
    await loadSubscriptionRow(ctx, customerId, subscriptionId);
    throw notFound(`customers/${customerId}/subscriptions/${subscriptionId}/amendments/${id}`);
  }
  return row;
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
