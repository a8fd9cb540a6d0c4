import {
  canonicalDecimal,
  checkCurrencyCode,
  Decimal,
  formatTimestamp,
  invalidField,
  minorUnits,
  notFound,
  parseDecimal,
} from '@billing/core';
import type { Context } from '../context.ts';
import { type Alert, type AlertStatus, type AlertType, MAX_THRESHOLDS, type Threshold } from './schema.ts';

export type { Alert } from './schema.ts';

export interface AlertRow {
  organization_id: string;
  /** '' for an organization-wide alert. */
  customer_id: string;
  id: string;
  seq: string;
  type: AlertType;
  meter_id: string;
  dimensions: Record<string, string>;
  thresholds: string[];
  currency_code: string;
  status: AlertStatus;
  /** The latest firing's time (alertColumns); absent where the alerts are read only to evaluate them. */
  last_trigger_time?: Date | null;
  create_time: Date;
  update_time: Date;
}

/**
 * The columns of an alert as the API shows it: the row, and lastTriggerTime as its latest firing (one index
 * descent). Not kept on the row (migration 0024): every firing would update it, and an organization-wide alert's
 * row would be locked by every refresh firing it for any customer. `alerts` is the table selected, updated or
 * inserted into.
 */
export const alertColumns = (sql: Context['sql']) => sql`alerts.*, (
  SELECT max(f.fire_time) FROM alert_firings f
  WHERE f.organization_id = alerts.organization_id AND f.alert_seq = alerts.seq) AS last_trigger_time`;

/** Which alert: a customer's (`customerId`) or the organization's (`customerId` ''). */
export interface AlertScope {
  customerId: string;
}

export const ORGANIZATION_WIDE: AlertScope = { customerId: '' };

export const alertName = (scope: AlertScope, id: string) =>
  scope.customerId === '' ? `alerts/${id}` : `customers/${scope.customerId}/alerts/${id}`;

export function toThresholds(row: Pick<AlertRow, 'type' | 'thresholds' | 'currency_code'>): Threshold[] {
  return row.thresholds.map((t) =>
    row.type === 'SPEND'
      ? { amount: { value: t }, currencyCode: row.currency_code }
      : { value: canonicalDecimal(t) },
  );
}

export function toAlert(row: AlertRow): Alert {
  return {
    name: alertName({ customerId: row.customer_id }, row.id),
    type: row.type,
    meter: row.meter_id === '' ? '' : `meters/${row.meter_id}`,
    dimensions: row.dimensions,
    thresholds: toThresholds(row),
    status: row.status,
    ...(row.last_trigger_time ? { lastTriggerTime: formatTimestamp(row.last_trigger_time) } : {}),
    createTime: formatTimestamp(row.create_time),
    updateTime: formatTimestamp(row.update_time),
  };
}

/**
 * The thresholds as stored: one to ten, strictly ascending, positive; amounts (SPEND) in one currency with at
 * most its minor digits, written with them (`1000.00`), quantities (USAGE) canonical.
 * `currencyCode` is the currency a SPEND alert must use (the customer's), or undefined where any one will do
 * (organization-wide); the currency used comes back.
 */
export function checkThresholds(
  type: AlertType,
  input: unknown,
  currencyCode: string | undefined,
): { thresholds: string[]; currencyCode: string } {
  if (!Array.isArray(input) || input.length === 0)
    throw invalidField('thresholds', 'needs one to ten values');
  if (input.length > MAX_THRESHOLDS) throw invalidField('thresholds', `has at most ${MAX_THRESHOLDS} values`);
  let currency = currencyCode ?? '';
  const values: Decimal[] = [];
  for (const [i, item] of input.entries()) {
    const field = `thresholds[${i}]`;
    const t = (item ?? {}) as { amount?: { value?: unknown }; currencyCode?: unknown; value?: unknown };
    if (type === 'SPEND') {
      if (t.amount === undefined) throw invalidField(`${field}.amount.value`, 'is required (Money)');
      const code = t.currencyCode === undefined || t.currencyCode === '' ? currency : t.currencyCode;
      if (code === '') throw invalidField(`${field}.currencyCode`, 'is required');
      const checked = checkCurrencyCode(code, `${field}.currencyCode`);
      if (currency !== '' && checked !== currency) {
        throw invalidField(
          `${field}.currencyCode`,
          currencyCode === undefined
            ? 'must be the same for every threshold'
            : `must be the customer's currency, ${currency}`,
        );
      }
      currency = checked;
      values.push(
        parseDecimal(t.amount?.value, `${field}.amount.value`, {
          positive: true,
          maxScale: minorUnits(currency),
        }),
      );
    } else {
      if (t.value === undefined) throw invalidField(`${field}.value`, 'is required (a decimal)');
      values.push(parseDecimal(t.value, `${field}.value`, { positive: true }));
    }
    if (i > 0 && !values[i]!.greaterThan(values[i - 1]!)) {
      throw invalidField(field, 'thresholds must be strictly ascending');
    }
  }
  return {
    thresholds: values.map((v) => (type === 'SPEND' ? v.toFixed(minorUnits(currency)) : canonicalDecimal(v))),
    currencyCode: type === 'SPEND' ? currency : '',
  };
}

export function checkStatus(status: unknown): AlertStatus | undefined {
  if (status === undefined) return undefined;
  if (status !== 'ACTIVE' && status !== 'DISABLED')
    throw invalidField('status', 'must be ACTIVE or DISABLED');
  return status;
}

export async function loadAlertRow(
  ctx: Context,
  scope: AlertScope,
  id: string,
  lock = false,
): Promise<AlertRow> {
  const [row] = await ctx.sql<AlertRow[]>`
    SELECT ${alertColumns(ctx.sql)} FROM alerts
    WHERE organization_id = ${ctx.organization} AND customer_id = ${scope.customerId} AND id = ${id}
    ${lock ? ctx.sql`FOR UPDATE` : ctx.sql``}`;
  if (!row) throw notFound(alertName(scope, id));
  return row;
}

/** A threshold as a number to compare with (stored strings are exact decimals). */
export const thresholdValue = (t: string) => new Decimal(t);
