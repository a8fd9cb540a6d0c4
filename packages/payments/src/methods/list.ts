import type { Context } from '@billing/domain';
import { type Page, type PageRequest, paginate, requireCustomer } from '@billing/domain';
import type { PaymentMethod } from '../schema.ts';
import { type PaymentMethodRow, toPaymentMethod } from './resource.ts';

/** `GET customers/{customer}/paymentMethods`: in creation order, disabled ones included. */
export async function listPaymentMethods(
  ctx: Context,
  customerId: string,
  request: PageRequest,
): Promise<Page<PaymentMethod>> {
  await requireCustomer(ctx, customerId);
  return paginate(
    ctx,
    request,
    { collection: 'paymentMethods', customer: customerId },
    (after, limit) => ctx.sql<PaymentMethodRow[]>`
      SELECT * FROM payment_methods
      WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND seq > ${after}
      ORDER BY seq LIMIT ${limit}`,
    toPaymentMethod,
  );
}
