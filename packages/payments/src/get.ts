import { notFound } from '@billing/core';
import type { Context } from '@billing/domain';
import { type AttemptRow, loadPaymentRow, paymentName, readPayment, toPaymentAttempt } from './resource.ts';
import type { Payment, PaymentAttempt } from './schema.ts';

/** `GET customers/{customer}/payments/{payment}`. */
export function getPayment(ctx: Context, customerId: string, id: string): Promise<Payment> {
  return readPayment(ctx, customerId, id);
}

/** `GET customers/{customer}/payments/{payment}/attempts/{attempt}`: attempts are numbered from 1. */
export async function getPaymentAttempt(
  ctx: Context,
  customerId: string,
  paymentId: string,
  attempt: string,
): Promise<PaymentAttempt> {
  await loadPaymentRow(ctx, customerId, paymentId);
  const n = /^[1-9][0-9]{0,8}$/.test(attempt) ? Number(attempt) : 0;
  const [row] = await ctx.sql<AttemptRow[]>`
    SELECT * FROM payment_attempts
    WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND payment_id = ${paymentId}
      AND n = ${n}`;
  if (!row) throw notFound(`${paymentName(customerId, paymentId)}/attempts/${attempt}`);
  return toPaymentAttempt(row);
}
