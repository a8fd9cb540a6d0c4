/**
 * The subscriptions of a customer as rating reads them (previews, bill runs): their items as created and the
 * amendments that apply, as plain values. Rating calls this instead of reading the subscription tables.
 */
import { eachCustomer } from '@billing/db';
import type { Context } from '../context.ts';
import {
  applicableAmendments,
  type StoredItem,
  type SubscriptionAmendmentRow,
  type SubscriptionRow,
  subscriptionEnd,
} from './resource.ts';
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
  // As the contracts' histories: the customer's amendments beside its subscriptions, in one round trip.
  const [rows, amendmentRows] = await Promise.all([
    ctx.sql<SubscriptionRow[]>`
      SELECT * FROM subscriptions
      WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId}
        AND start_time < ${range.endTime}
        AND (COALESCE(cancel_time, end_time) IS NULL OR COALESCE(cancel_time, end_time) > ${range.startTime})
      ORDER BY seq`,
    ctx.sql<SubscriptionAmendmentRow[]>`
      SELECT * FROM subscription_amendments
      WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId}
      ORDER BY seq`,
  ]);
  const amendments = new Map<string, SubscriptionAmendmentRow[]>(rows.map((r) => [r.id, []]));
  for (const a of amendmentRows) amendments.get(a.subscription_id)?.push(a);
  return rows.map((row) => subscriptionHistory(row, amendments.get(row.id)!));
}

function subscriptionHistory(
  row: SubscriptionRow,
  amendments: readonly SubscriptionAmendmentRow[],
): SubscriptionHistory {
  return {
    name: `customers/${row.customer_id}/subscriptions/${row.id}`,
    contract: `customers/${row.customer_id}/contracts/${row.contract_id}`,
    startTime: row.start_time,
    endTime: subscriptionEnd(row),
    items: row.items,
    amendments: applicableAmendments(amendments).map((a) => ({
      effectiveTime: a.effective_time,
      items: a.items,
      prorationBehavior: a.proration_behavior,
    })),
  };
}

/**
 * readSubscriptionHistories for many customers in two queries (bill runs): by customer id, every id of
 * `customerIds` present, each list exactly what readSubscriptionHistories gives.
 */
export async function readCustomersSubscriptionHistories(
  ctx: Context,
  customerIds: readonly string[],
  range: { startTime: Date; endTime: Date },
): Promise<Map<string, SubscriptionHistory[]>> {
  const out = new Map<string, SubscriptionHistory[]>(customerIds.map((id) => [id, []]));
  if (customerIds.length === 0) return out;
  const { sql } = ctx;
  const rows = await sql<SubscriptionRow[]>`
    SELECT t.* FROM ${eachCustomer(
      sql,
      customerIds,
      sql`SELECT * FROM subscriptions
        WHERE organization_id = ${ctx.organization} AND customer_id = k.customer_id
          AND start_time < ${range.endTime}
          AND (COALESCE(cancel_time, end_time) IS NULL OR COALESCE(cancel_time, end_time) > ${range.startTime})`,
    )}
    ORDER BY t.seq`;
  const bySubscription = new Map<string, SubscriptionAmendmentRow[]>(
    rows.map((r) => [`${r.customer_id}/${r.id}`, []]),
  );
  if (rows.length > 0) {
    const amendments = await sql<SubscriptionAmendmentRow[]>`
      SELECT * FROM subscription_amendments
      WHERE organization_id = ${ctx.organization}
        AND customer_id = ANY(${[...new Set(rows.map((r) => r.customer_id))]})
        AND subscription_id = ANY(${[...new Set(rows.map((r) => r.id))]})
      ORDER BY seq`;
    for (const a of amendments) bySubscription.get(`${a.customer_id}/${a.subscription_id}`)?.push(a);
  }
  for (const row of rows) {
    out
      .get(row.customer_id)
      ?.push(subscriptionHistory(row, bySubscription.get(`${row.customer_id}/${row.id}`)!));
  }
  return out;
}
