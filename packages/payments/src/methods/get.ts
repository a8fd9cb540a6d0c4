import type { Context } from '@billing/domain';
import type { PaymentMethod } from '../schema.ts';
import { loadPaymentMethodRow, toPaymentMethod } from './resource.ts';

/** `GET customers/{customer}/paymentMethods/{paymentMethod}`. */
export async function getPaymentMethod(ctx: Context, customerId: string, id: string): Promise<PaymentMethod> {
  return toPaymentMethod(await loadPaymentMethodRow(ctx, customerId, id));
}
