/**
 * The subscriptions of a customer as rating reads them (previews, bill runs): their items as created and the
 * amendments that apply, as plain values. Rating calls this instead of reading the subscription tables.
 */
import type { Context } from '../context.ts';
import { loadSubscriptionAmendmentRows } from './get.ts';
import { applicableAmendments, type StoredItem, type SubscriptionRow, subscriptionEnd } from './resource.ts';
import type { ProrationBehavior } from './schema.ts';

/** One item: the product's full name, the quantity as a canonical decimal string, its dimensions. */
export type SubscriptionItemTerms = StoredItem;

export interface SubscriptionAmendmentTerms {
  effectiveTime: Date;
  /** The whole item set from effectiveTime on. */
  items: SubscriptionItemTerms[];
  prorationBehavior: ProrationBehavior;
}

export interface SubscriptionHistory {
  /** `customers/{customer}/subscriptions/{subscription}`. */
  name: string;
  /** `customers/{customer}/contracts/{contract}`. */
  contract: string;
  startTime: Date;
  /** The cancel's time, else the end given at creation; null: open-ended. */
  endTime: Date | null;
  /** The items as created. */
  items: SubscriptionItemTerms[];
  /** The amendments not canceled, in the order they apply (effectiveTime, then creation). */
  amendments: SubscriptionAmendmentTerms[];
}

/** The customer's subscriptions whose [start, end) overlaps `range`, in creation order. */
export async function readSubscriptionHistories(
  ctx: Context,
  customerId: string,
  range: { startTime: Date; endTime: Date },
): Promise<SubscriptionHistory[]> {
  const rows = await ctx.sql<SubscriptionRow[]>`
    SELECT * FROM subscriptions
    WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId}
      AND start_time < ${range.endTime}
      AND (COALESCE(cancel_time, end_time) IS NULL OR COALESCE(cancel_time, end_time) > ${range.startTime})
    ORDER BY seq`;
  const amendments = await loadSubscriptionAmendmentRows(
    ctx,
    customerId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    name: `customers/${customerId}/subscriptions/${row.id}`,
    contract: `customers/${customerId}/contracts/${row.contract_id}`,
    startTime: row.start_time,
    endTime: subscriptionEnd(row),
    items: row.items,
    amendments: applicableAmendments(amendments.get(row.id)!).map((a) => ({
      effectiveTime: a.effective_time,
      items: a.items,
      prorationBehavior: a.proration_behavior,
    })),
  }));
}
