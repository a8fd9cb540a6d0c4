import type { Context } from '@billing/domain';
import { type Page, type PageRequest, paginate, requireCustomer } from '@billing/domain';
import { type AttemptRow, loadPaymentRow, type PaymentRow, toPayment, toPaymentAttempt } from './resource.ts';
import type { Payment, PaymentAttempt } from './schema.ts';

/** `GET customers/{customer}/payments`: in creation order, each with its latest attempt. */
export async function listPayments(
  ctx: Context,
  customerId: string,
  request: PageRequest,
): Promise<Page<Payment>> {
  await requireCustomer(ctx, customerId);
  return paginate(
    ctx,
    request,
    { collection: 'payments', customer: customerId },
    (after, limit) => ctx.sql<(PaymentRow & { latest: AttemptRow | null })[]>`
      SELECT p.*, (
        SELECT to_jsonb(a) FROM payment_attempts a
        WHERE a.organization_id = p.organization_id AND a.customer_id = p.customer_id AND a.payment_id = p.id
        ORDER BY a.n DESC LIMIT 1) AS latest
      FROM payments p
      WHERE p.organization_id = ${ctx.organization} AND p.customer_id = ${customerId} AND p.seq > ${after}
      ORDER BY p.seq LIMIT ${limit}`,
    (row) => toPayment(row, row.latest ?? undefined),
  );
}

/** `GET customers/{customer}/payments/{payment}/attempts`: in order, the first attempt first. */
export async function listPaymentAttempts(
  ctx: Context,
  customerId: string,
  paymentId: string,
  request: PageRequest,
): Promise<Page<PaymentAttempt>> {
  await loadPaymentRow(ctx, customerId, paymentId);
  return paginate<AttemptRow & { seq: string }, PaymentAttempt>(
    ctx,
    request,
    { collection: 'paymentAttempts', customer: customerId, payment: paymentId },
    (after, limit) => ctx.sql<(AttemptRow & { seq: string })[]>`
      SELECT *, n::text AS seq FROM payment_attempts
      WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND payment_id = ${paymentId}
        AND n > ${after}
      ORDER BY n LIMIT ${limit}`,
    toPaymentAttempt,
  );
}
