import { withTransaction } from '@billing/db';
import type { Context } from '../context.ts';
import { loadCustomerRow } from '../customers/get.ts';
import { markAlertDrafts } from './mark-drafts.ts';
import {
  type AlertRow,
  type AlertScope,
  alertColumns,
  checkStatus,
  checkThresholds,
  loadAlertRow,
  toAlert,
} from './resource.ts';
import type { Alert, AlertPatch } from './schema.ts';

/**
 * `PATCH .../alerts/{a}`: the thresholds and status given change. Thresholds already fired in the current
 * period stay fired (the same value does not fire twice in a period); a new or lowered one that the value has
 * already reached fires at the next refresh pass, for which the alert's DRAFTs are marked stale.
 */
export async function updateAlert(
  ctx: Context,
  scope: AlertScope,
  id: string,
  body: AlertPatch,
): Promise<Alert> {
  if (scope.customerId !== '') await loadCustomerRow(ctx, scope.customerId);
  const status = checkStatus(body.status);
  return withTransaction(ctx, async (tx) => {
    const row = await loadAlertRow(tx, scope, id, true);
    const checked =
      body.thresholds === undefined
        ? { thresholds: row.thresholds, currencyCode: row.currency_code }
        : checkThresholds(
            row.type,
            body.thresholds,
            row.type === 'SPEND' && scope.customerId !== '' ? row.currency_code : undefined,
          );
    if (body.thresholds === undefined && status === undefined) return toAlert(row);
    const [updated] = await tx.sql<AlertRow[]>`
      UPDATE alerts SET thresholds = ${checked.thresholds}, currency_code = ${checked.currencyCode},
        status = ${status ?? row.status}, update_time = ${ctx.clock.now()}
      WHERE organization_id = ${ctx.organization} AND customer_id = ${scope.customerId} AND id = ${id}
      RETURNING ${alertColumns(tx.sql)}`;
    if (updated!.status === 'ACTIVE') await markAlertDrafts(tx, scope);
    return toAlert(updated!);
  });
}
