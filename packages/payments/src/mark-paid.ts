/**
 * `:markPaid` (docs/collection.md): an invoice paid outside the service (a bank transfer, a cheque). A FINALIZED
 * invoice becomes PAID at `paidTime` with its `reference`; its open payments are canceled (FAILED, with the
 * reason, and no further attempt); `invoice.paid` is announced. One transaction. A charge that still succeeds at
 * a provider afterwards is the reconciliation sweep's to flag and refund (a duplicate charge).
 */
import { invalidField, parseTimestamp } from '@billing/core';
import { withTransaction } from '@billing/db';
import type { Context, InvoiceJson, MarkInvoicePaidInput } from '@billing/domain';
import { checkString, outboxEvent, readInvoice, recordInvoicePaid, writeOutboxEvent } from '@billing/domain';
import { paymentName, readPayment } from './resource.ts';

export async function markInvoicePaidRecord(
  ctx: Context,
  customerId: string,
  id: string,
  body: MarkInvoicePaidInput,
): Promise<void> {
  const reference = checkString(body.reference, 'reference', 500);
  const now = ctx.clock.now();
  const paidTime =
    body.paidTime === undefined || body.paidTime === '' ? now : parseTimestamp(body.paidTime, 'paidTime');
  if (paidTime.getTime() > now.getTime()) throw invalidField('paidTime', 'must not be in the future');
  await withTransaction(ctx, async (tx) => {
    // The payments first, then the invoice (the order a succeeding payment takes them in), so the events keep
    // their order: the canceled payments' `payment.failed`, then `invoice.paid`. A refusal below rolls back all.
    const canceled = await tx.sql<{ id: string }[]>`
      UPDATE payments SET status = 'FAILED', failure_category = 'INVALID_REQUEST',
        failure_message = 'canceled: the invoice was paid elsewhere', next_action_time = NULL,
        update_time = ${now}
      WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND invoice_id = ${id}
        AND status IN ('PENDING', 'PROCESSING')
      RETURNING id`;
    for (const payment of canceled) {
      const object = await readPayment(tx, customerId, payment.id);
      await writeOutboxEvent(
        tx,
        outboxEvent('payment.failed', paymentName(customerId, payment.id), { object }),
      );
    }
    await recordInvoicePaid(tx, { customerId, id }, { paidTime, elsewhere: true, reference });
  });
}

/** `POST customers/{customer}/invoices/{invoice}:markPaid`: the invoice as it now is. */
export async function markInvoicePaid(
  ctx: Context,
  customerId: string,
  id: string,
  body: MarkInvoicePaidInput,
): Promise<InvoiceJson> {
  await markInvoicePaidRecord(ctx, customerId, id, body);
  return readInvoice(ctx, customerId, id);
}
