import type { Context } from '../context.ts';
import { loadCustomerRow } from '../customers/get.ts';
import { type Page, type PageRequest, paginate } from '../shared/paging.ts';
import {
  type Alert,
  type AlertRow,
  type AlertScope,
  alertColumns,
  loadAlertRow,
  toAlert,
} from './resource.ts';

/** A customer's alerts are found only under an existing customer of the organization (else NOT_FOUND). */
async function checkScope(ctx: Context, scope: AlertScope): Promise<void> {
  if (scope.customerId !== '') await loadCustomerRow(ctx, scope.customerId);
}

export async function getAlert(ctx: Context, scope: AlertScope, id: string): Promise<Alert> {
  await checkScope(ctx, scope);
  return toAlert(await loadAlertRow(ctx, scope, id));
}

/** Oldest first: a customer's own alerts, or the organization-wide ones. */
export async function listAlerts(
  ctx: Context,
  scope: AlertScope,
  request: PageRequest,
): Promise<Page<Alert>> {
  await checkScope(ctx, scope);
  return paginate(
    ctx,
    request,
    { collection: 'alerts', customer: scope.customerId },
    (after, limit) => ctx.sql<AlertRow[]>`
      SELECT ${alertColumns(ctx.sql)} FROM alerts
      WHERE organization_id = ${ctx.organization} AND customer_id = ${scope.customerId} AND seq > ${after}
      ORDER BY seq LIMIT ${limit}`,
    toAlert,
  );
}
