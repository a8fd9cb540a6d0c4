import type { SystemContext } from '@billing/domain';

export interface DuePayment {
  organization: string;
  customerId: string;
  paymentId: string;
  /** The time it was due: with the payment, it names the job, so each due time runs once. */
  dueTime: Date;
}

/**
 * Payments with something to do at `now`, across organizations: a retry round whose day came, or an attempt
 * left UNKNOWN past its reconciliation delay. Oldest first, at most `limit`.
 */
export async function findDuePayments(ctx: SystemContext, limit: number): Promise<DuePayment[]> {
  const rows = await ctx.sql<
    { organization_id: string; customer_id: string; id: string; next_action_time: Date }[]
  >`
    SELECT organization_id, customer_id, id, next_action_time FROM payments
    WHERE next_action_time IS NOT NULL AND next_action_time <= ${ctx.clock.now()}
    ORDER BY next_action_time, organization_id LIMIT ${limit}`;
  return rows.map((r) => ({
    organization: r.organization_id,
    customerId: r.customer_id,
    paymentId: r.id,
    dueTime: r.next_action_time,
  }));
}
