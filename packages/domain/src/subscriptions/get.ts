import { notFound } from '@billing/core';
import type { Context } from '../context.ts';
import {
  type Subscription,
  type SubscriptionAmendmentRow,
  type SubscriptionRow,
  toSubscription,
} from './resource.ts';

/** The subscription's row (locked for update when `lock`, inside a transaction), or NOT_FOUND. */
export async function loadSubscriptionRow(
  ctx: Context,
  customerId: string,
  id: string,
  lock = false,
): Promise<SubscriptionRow> {
  const { sql } = ctx;
  const rows = lock
    ? await sql<SubscriptionRow[]>`
        SELECT * FROM subscriptions
        WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ${id} FOR UPDATE`
    : await sql<SubscriptionRow[]>`
        SELECT * FROM subscriptions
        WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ${id}`;
  if (!rows[0]) throw notFound(`customers/${customerId}/subscriptions/${id}`);
  return rows[0];
}

/** Every amendment of the given subscriptions (canceled ones included), by subscription id, in creation order. */
export async function loadSubscriptionAmendmentRows(
  ctx: Context,
  customerId: string,
  subscriptionIds: string[],
): Promise<Map<string, SubscriptionAmendmentRow[]>> {
  const bySubscription = new Map<string, SubscriptionAmendmentRow[]>(subscriptionIds.map((id) => [id, []]));
  if (subscriptionIds.length === 0) return bySubscription;
  const { sql } = ctx;
  const rows = await sql<SubscriptionAmendmentRow[]>`
    SELECT * FROM subscription_amendments
    WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId}
      AND subscription_id IN ${sql(subscriptionIds)}
    ORDER BY seq`;
  for (const row of rows) bySubscription.get(row.subscription_id)?.push(row);
  return bySubscription;
}

export async function getSubscription(ctx: Context, customerId: string, id: string): Promise<Subscription> {
  const row = await loadSubscriptionRow(ctx, customerId, id);
  const amendments = (await loadSubscriptionAmendmentRows(ctx, customerId, [id])).get(id)!;
  return toSubscription(row, amendments, ctx.clock.now());
}
