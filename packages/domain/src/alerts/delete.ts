import { notFound } from '@billing/core';
import type { Context } from '../context.ts';
import { loadCustomerRow } from '../customers/get.ts';
import { type AlertScope, alertName } from './resource.ts';

/** `DELETE .../alerts/{a}`: the alert and the record of what it fired go; nothing more fires for it. */
export async function deleteAlert(
  ctx: Context,
  scope: AlertScope,
  id: string,
): Promise<Record<string, never>> {
  if (scope.customerId !== '') await loadCustomerRow(ctx, scope.customerId);
  // Its firings in the same statement (no foreign key cascades them, migration 0028). A refresh firing it at this
  // moment may still commit a firing after this: named by this alert's seq, which no alert has again, it is
  // never read, and an alert made again with this id starts fresh.
  const rows = await ctx.sql`
    WITH gone AS (
      DELETE FROM alerts
      WHERE organization_id = ${ctx.organization} AND customer_id = ${scope.customerId} AND id = ${id}
      RETURNING seq
    ), firings AS (
      DELETE FROM alert_firings f USING gone
      WHERE f.organization_id = ${ctx.organization} AND f.alert_seq = gone.seq
    )
    SELECT seq FROM gone`;
  if (rows.length === 0) throw notFound(alertName(scope, id));
  return {};
}
