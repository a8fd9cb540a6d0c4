import { formatTimestamp, notFound } from '@billing/core';
import type { Context } from '@billing/domain';
import { providerConnectionName } from '../connections/resource.ts';
import type { PaymentMethod, PaymentMethodStatus, PaymentMethodType } from '../schema.ts';

export interface PaymentMethodRow {
  customer_id: string;
  id: string;
  seq: string;
  display_name: string;
  country_code: string;
  provider_connection_id: string;
  provider_reference: string;
  type: PaymentMethodType;
  status: PaymentMethodStatus;
  off_session_enabled: boolean;
  recurring_enabled: boolean;
  create_time: Date;
  update_time: Date;
}

export const paymentMethodName = (customerId: string, id: string) =>
  `customers/${customerId}/paymentMethods/${id}`;

export function toPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  return {
    name: paymentMethodName(row.customer_id, row.id),
    displayName: row.display_name,
    countryCode: row.country_code,
    providerConnection: providerConnectionName(row.provider_connection_id),
    providerReference: row.provider_reference,
    type: row.type,
    status: row.status,
    offSessionEnabled: row.off_session_enabled,
    recurringEnabled: row.recurring_enabled,
    createTime: formatTimestamp(row.create_time),
    updateTime: formatTimestamp(row.update_time),
  };
}

export async function loadPaymentMethodRow(
  ctx: Context,
  customerId: string,
  id: string,
  lock = false,
): Promise<PaymentMethodRow> {
  const rows = lock
    ? await ctx.sql<PaymentMethodRow[]>`
        SELECT * FROM payment_methods
        WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ${id} FOR UPDATE`
    : await ctx.sql<PaymentMethodRow[]>`
        SELECT * FROM payment_methods
        WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ${id}`;
  if (!rows[0]) throw notFound(paymentMethodName(customerId, id));
  return rows[0];
}
