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
  const rows = await ctx.sql`
    DELETE FROM alerts
    WHERE organization_id = ${ctx.organization} AND customer_id = ${scope.customerId} AND id = ${id}
    RETURNING id`;
  if (rows.length === 0) throw notFound(alertName(scope, id));
  return {};
}
