import { withTransaction } from '@billing/db';
import type { Context } from '@billing/domain';
import { checkString } from '@billing/domain';
import type { DisableInput, PaymentMethod } from '../schema.ts';
import { loadPaymentMethodRow, type PaymentMethodRow, toPaymentMethod } from './resource.ts';

/**
 * `POST customers/{customer}/paymentMethods/{paymentMethod}:disable`: no new attempt uses it; an attempt already
 * made with it is still reconciled. Disabling a disabled method changes nothing.
 */
export async function disablePaymentMethod(
  ctx: Context,
  customerId: string,
  id: string,
  body: DisableInput,
): Promise<PaymentMethod> {
  const reason = checkString(body.reason, 'reason', 500);
  return withTransaction(ctx, async (tx) => {
    const row = await loadPaymentMethodRow(tx, customerId, id, true);
    if (row.status === 'DISABLED') return toPaymentMethod(row);
    const [updated] = await tx.sql<PaymentMethodRow[]>`
      UPDATE payment_methods SET status = 'DISABLED', disable_reason = ${reason}, update_time = ${ctx.clock.now()}
      WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ${id} RETURNING *`;
    return toPaymentMethod(updated!);
  });
}
