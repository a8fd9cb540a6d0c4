import { formatTimestamp } from '@billing/core';
import type { AmendmentStatus } from '../contracts/schema.ts';
import type {
  ProrationBehavior,
  Subscription,
  SubscriptionAmendment,
  SubscriptionItem,
  SubscriptionStatus,
} from './schema.ts';

export type {
  ProrationBehavior,
  Subscription,
  SubscriptionAmendment,
  SubscriptionItem,
  SubscriptionStatus,
} from './schema.ts';

/** An item as stored (jsonb): the product's full name, the quantity as a canonical decimal string. */
export interface StoredItem {
  product: string;
  quantity: string;
  dimensions: Record<string, string>;
}

export interface SubscriptionRow {
  customer_id: string;
  id: string;
  seq: string;
  contract_id: string;
  start_time: Date;
  end_time: Date | null;
  cancel_time: Date | null;
  items: StoredItem[];
  proration_behavior: ProrationBehavior | null;
  create_time: Date;
}

export interface SubscriptionAmendmentRow {
  customer_id: string;
  subscription_id: string;
  id: string;
  seq: string;
  reason: string;
  effective_time: Date;
  items: StoredItem[];
  proration_behavior: ProrationBehavior;
  canceled_time: Date | null;
  cancel_reason: string;
  create_time: Date;
}

/** The subscription's end: a cancel overrides the end given at creation; null: open-ended. */
export function subscriptionEnd(row: Pick<SubscriptionRow, 'end_time' | 'cancel_time'>): Date | null {
  return row.cancel_time ?? row.end_time;
}

/**
 * SUBSCRIPTION_STATUS from the clock: SCHEDULED before the start, CANCELED once its end (a cancel's, or the
 * end given at creation) has passed, else ACTIVE.
 */
export function subscriptionStatus(row: SubscriptionRow, now: Date): SubscriptionStatus {
  if (now.getTime() < row.start_time.getTime()) return 'SCHEDULED';
  const end = subscriptionEnd(row);
  if (end !== null && now.getTime() >= end.getTime()) return 'CANCELED';
  return 'ACTIVE';
}

/** As contract amendments: APPLIED once the clock reaches effectiveTime, CANCELED only from SCHEDULED. */
export function subscriptionAmendmentStatus(row: SubscriptionAmendmentRow, now: Date): AmendmentStatus {
  if (row.canceled_time !== null) return 'CANCELED';
  return now.getTime() >= row.effective_time.getTime() ? 'APPLIED' : 'SCHEDULED';
}

/** Amendments not canceled, in the order they apply: effectiveTime, then creation. */
export function applicableAmendments(
  amendments: readonly SubscriptionAmendmentRow[],
): SubscriptionAmendmentRow[] {
  return amendments
    .filter((a) => a.canceled_time === null)
    .sort(
      (a, b) =>
        a.effective_time.getTime() - b.effective_time.getTime() || Number(BigInt(a.seq) - BigInt(b.seq)),
    );
}

/** The item set in effect at `time`: the created items, replaced by each amendment applied by then. */
export function itemsAt(
  row: SubscriptionRow,
  amendments: readonly SubscriptionAmendmentRow[],
  time: Date,
): StoredItem[] {
  let items = row.items;
  for (const a of applicableAmendments(amendments)) {
    if (a.effective_time.getTime() <= time.getTime()) items = a.items;
  }
  return items;
}

export function toItem(item: StoredItem): SubscriptionItem {
  return { product: item.product, quantity: { value: item.quantity }, dimensions: { ...item.dimensions } };
}

/** A subscription reads with the items in effect now (future amendments show in the amendments list). */
export function toSubscription(
  row: SubscriptionRow,
  amendments: readonly SubscriptionAmendmentRow[],
  now: Date,
): Subscription {
  const end = subscriptionEnd(row);
  return {
    name: `customers/${row.customer_id}/subscriptions/${row.id}`,
    contract: `customers/${row.customer_id}/contracts/${row.contract_id}`,
    effectivePeriod: end
      ? { startTime: formatTimestamp(row.start_time), endTime: formatTimestamp(end) }
      : { startTime: formatTimestamp(row.start_time) },
    items: itemsAt(row, amendments, now).map(toItem),
    status: subscriptionStatus(row, now),
    createTime: formatTimestamp(row.create_time),
  };
}

export function toSubscriptionAmendment(row: SubscriptionAmendmentRow, now: Date): SubscriptionAmendment {
  return {
    name: `customers/${row.customer_id}/subscriptions/${row.subscription_id}/amendments/${row.id}`,
    reason: row.reason,
    effectiveTime: formatTimestamp(row.effective_time),
    createTime: formatTimestamp(row.create_time),
    items: row.items.map(toItem),
    prorationBehavior: row.proration_behavior,
    status: subscriptionAmendmentStatus(row, now),
  };
}
