/**
 * `:markPaid` (docs/collection.md): an invoice paid outside the service (a bank transfer, a cheque). A FINALIZED
 * invoice becomes PAID at `paidTime` with its `reference`; its open payments are canceled (FAILED, with the
 * reason, and no further attempt); `invoice.paid` is announced. One transaction. A charge that still succeeds at
 * a provider afterwards is the reconciliation sweep's to flag and refund (a duplicate charge).
 */
import { failedPrecondition, invalidField, parseTimestamp } from '@billing/core';
import { withTransaction } from '@billing/db';
import type { Context, InvoiceJson, MarkInvoicePaidInput } from '@billing/domain';
import {
  checkString,
  invoiceName,
  loadInvoiceRow,
  outboxEvent,
  readInvoice,
  writeOutboxEvent,
} from '@billing/domain';
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
    const row = await loadInvoiceRow(tx, customerId, id, true);
    const name = invoiceName(customerId, id);
    if (row.status !== 'FINALIZED')
      throw failedPrecondition(`${name} is ${row.status}: only a FINALIZED invoice can be marked paid`);
    if (row.finalize_time && paidTime.getTime() < row.finalize_time.getTime())
      throw invalidField('paidTime', 'must not be before the invoice was finalized');
    await tx.sql`
      UPDATE invoices SET status = 'PAID', paid_time = ${paidTime}, paid_elsewhere = true, paid_reference = ${reference},
        update_time = ${now}
      WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ${id}`;
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
    await writeOutboxEvent(
      tx,
      outboxEvent('invoice.paid', name, { object: await readInvoice(tx, customerId, id) }),
    );
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
