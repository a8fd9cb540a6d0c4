import { ApiError, failedPrecondition } from '@billing/core';
import { withTransaction } from '@billing/db';
import type { Context } from '@billing/domain';
import { invoiceName, isUniqueViolation, readInvoiceForPayment } from '@billing/domain';
import { collectPayment, resumeTime } from './collect.ts';
import { loadPaymentRow, paymentName, readPayment } from './resource.ts';
import type { Payment, RetryPaymentInput } from './schema.ts';
import type { PaymentServices } from './services.ts';

/**
 * `POST customers/{customer}/payments/{payment}:retry`: a new round of attempts now. A payment waiting for its
 * automatic retry runs it early (the schedule keeps its remaining days); a FAILED one reopens while its invoice
 * is still FINALIZED and has no other open payment; an UNKNOWN attempt is reconciled first, as always.
 */
export async function retryPayment(
  ctx: Context,
  services: PaymentServices,
  customerId: string,
  id: string,
  _body: RetryPaymentInput,
): Promise<Payment> {
  try {
    await withTransaction(ctx, async (tx) => {
      const payment = await loadPaymentRow(tx, customerId, id, true);
      if (payment.status === 'SUCCEEDED') {
        throw failedPrecondition(`${paymentName(customerId, id)} has already succeeded`);
      }
      if (payment.status !== 'FAILED') return;
      const invoice = await readInvoiceForPayment(
        tx,
        { customerId, id: payment.invoice_id },
        { share: true },
      );
      if (invoice!.status !== 'FINALIZED') {
        throw failedPrecondition(
          `${invoiceName(customerId, payment.invoice_id)} is ${invoice!.status}, not FINALIZED`,
        );
      }
      await tx.sql`
        UPDATE payments SET status = 'PENDING', next_action_time = ${resumeTime(ctx.clock.now())},
          update_time = ${ctx.clock.now()}
        WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ${id}`;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'payments_one_open')) {
      throw new ApiError('ALREADY_EXISTS', 'the invoice already has another open payment');
    }
    throw error;
  }
  await collectPayment(ctx, services, customerId, id, { force: true });
  return readPayment(ctx, customerId, id);
}
