import {
  alreadyExists,
  checkResourceId,
  failedPrecondition,
  generateId,
  idFromName,
  invalidField,
} from '@billing/core';
import { withTransaction } from '@billing/db';
import type { Context } from '../context.ts';
import { loadCustomerRow } from '../customers/get.ts';
import { readMeters } from '../meters/read-meters.ts';
import type { Meter } from '../meters/schema.ts';
import { checkStringMap } from '../shared/inputs.ts';
import { isUniqueViolation } from '../shared/postgres-errors.ts';
import { markAlertDrafts } from './mark-drafts.ts';
import {
  type AlertRow,
  type AlertScope,
  alertName,
  checkStatus,
  checkThresholds,
  toAlert,
} from './resource.ts';
import type { Alert, AlertInput } from './schema.ts';

/** At most this many alerts per customer, and organization-wide: each refresh of a DRAFT reads them. */
export const MAX_ALERTS = 100;

/** Aggregations whose value over several groups follows from the groups' values (sum, count, max, min). */
const ACROSS_GROUPS = new Set(['SUM', 'COUNT', 'MAX', 'MIN']);

/**
 * The meter and group values of a USAGE alert: the dimensions name group keys of the meter; an aggregation that
 * does not combine across groups (UNIQUE_COUNT, AVERAGE, LATEST) must pin every group key.
 */
function checkUsageTarget(meters: Meter[], meterId: string, dimensions: Record<string, string>) {
  const meter = meters[0];
  if (!meter) throw invalidField('meter', `meters/${meterId} does not exist`);
  for (const key of Object.keys(dimensions)) {
    if (!meter.groupKeys.includes(key)) {
      throw invalidField(`dimensions.${key}`, `is not a groupKey of meters/${meterId}`);
    }
  }
  if (!ACROSS_GROUPS.has(meter.aggregation) && Object.keys(dimensions).length !== meter.groupKeys.length) {
    throw invalidField('dimensions', `a ${meter.aggregation} meter's alert must give every groupKey`);
  }
}

/**
 * `POST customers/{c}/alerts` and `POST alerts`: an alert of a customer (thresholds in its currency) or of the
 * organization. Its DRAFTs are marked stale in the same transaction, so a threshold already crossed fires at the
 * next refresh pass.
 */
export async function createAlert(
  ctx: Context,
  scope: AlertScope,
  body: AlertInput,
  alertId: string | undefined,
): Promise<Alert> {
  const id = alertId === undefined ? generateId('alert') : checkResourceId(alertId, 'alertId');
  const type = body.type;
  if (type !== 'SPEND' && type !== 'USAGE') throw invalidField('type', 'must be SPEND or USAGE');
  const status = checkStatus(body.status) ?? 'ACTIVE';
  const dimensions = checkStringMap(body.dimensions, 'dimensions', 20);
  let meterId = '';
  if (type === 'USAGE') {
    if (body.meter === undefined || body.meter === '') throw invalidField('meter', 'is required for USAGE');
    meterId = idFromName(body.meter, 'meters', 'meter');
    checkUsageTarget(await readMeters(ctx, [meterId]), meterId, dimensions);
  } else {
    if (body.meter !== undefined && body.meter !== '')
      throw invalidField('meter', 'is only for USAGE alerts');
    if (Object.keys(dimensions).length > 0) throw invalidField('dimensions', 'are only for USAGE alerts');
  }
  const currency =
    scope.customerId === '' ? undefined : (await loadCustomerRow(ctx, scope.customerId)).currency_code;
  const checked = checkThresholds(type, body.thresholds, type === 'SPEND' ? currency : undefined);
  const now = ctx.clock.now();
  try {
    return await withTransaction(ctx, async (tx) => {
      const [count] = await tx.sql<{ n: string }[]>`
        SELECT count(*) AS n FROM alerts
        WHERE organization_id = ${ctx.organization} AND customer_id = ${scope.customerId}`;
      if (Number(count!.n) >= MAX_ALERTS) {
        const owner = scope.customerId === '' ? 'the organization' : `customers/${scope.customerId}`;
        throw failedPrecondition(`${owner} already has ${MAX_ALERTS} alerts: delete one first`);
      }
      const [row] = await tx.sql<AlertRow[]>`
        INSERT INTO alerts (organization_id, customer_id, id, type, meter_id, dimensions, thresholds, currency_code,
          status, create_time, update_time)
        VALUES (${ctx.organization}, ${scope.customerId}, ${id}, ${type}, ${meterId}, ${tx.sql.json(dimensions)},
          ${checked.thresholds}, ${checked.currencyCode}, ${status}, ${now}, ${now})
        RETURNING *`;
      if (status === 'ACTIVE') await markAlertDrafts(tx, scope);
      return toAlert(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists(alertName(scope, id));
    throw error;
  }
}
