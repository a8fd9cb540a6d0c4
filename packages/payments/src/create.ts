import {
  ApiError,
  alreadyExists,
  checkResourceId,
  failedPrecondition,
  generateId,
  invalidField,
} from '@billing/core';
import { withTransaction } from '@billing/db';
import type { Context } from '@billing/domain';
import {
  invoiceName,
  isUniqueViolation,
  outboxEvent,
  readInvoiceForPayment,
  requireCustomer,
  writeOutboxEvent,
} from '@billing/domain';
import { collectPayment, resumeTime } from './collect.ts';
import { type PaymentRow, paymentName, readPayment } from './resource.ts';
import type { CreatePaymentInput, Payment } from './schema.ts';
import type { PaymentServices } from './services.ts';

const ID = '[a-z]([a-z0-9-]{0,61}[a-z0-9])?';
const INVOICE_NAME = new RegExp(`^customers/(${ID})/invoices/([A-Za-z0-9._~-]{1,200})$`);
const METHOD_NAME = new RegExp(`^customers/(${ID})/paymentMethods/(${ID})$`);
const MAX_CANDIDATES = 20;

/** The methods to try, in order: the ones named, else every ACTIVE method of the customer, oldest first. */
async function candidateMethods(
  ctx: Context,
  customerId: string,
  raw: string | readonly string[] | undefined,
): Promise<string[]> {
  // The repeated-parameter form (`?c=a&c=b`) and the comma-separated one (`?c=a,b`), or both mixed.
  const names = (typeof raw === 'string' ? [raw] : (raw ?? []))
    .flatMap((value) => value.split(','))
    .map((s) => s.trim());
  if (names.every((s) => s === '')) {
    const rows = await ctx.sql<{ id: string }[]>`
      SELECT id FROM payment_methods
      WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND status = 'ACTIVE'
      ORDER BY seq`;
    return rows.map((r) => r.id);
  }
  if (names.length > MAX_CANDIDATES) {
    throw invalidField('candidatePaymentMethods', `must name at most ${MAX_CANDIDATES} payment methods`);
  }
  const ids: string[] = [];
  for (const [i, name] of names.entries()) {
    const match = METHOD_NAME.exec(name);
    if (!match) {
      throw invalidField(
        `candidatePaymentMethods[${i}]`,
        `must be customers/${customerId}/paymentMethods/{id}`,
      );
    }
    // Another customer's method (of this organization or not) is not one this customer can pay with.
    if (match[1] !== customerId) throw invalidField(`candidatePaymentMethods[${i}]`, 'does not exist');
    if (ids.includes(match[3]!)) throw invalidField(`candidatePaymentMethods[${i}]`, 'is repeated');
    ids.push(match[3]!);
  }
  const found = await ctx.sql<{ id: string }[]>`
    SELECT id FROM payment_methods
    WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ANY(${ids})`;
  const known = new Set(found.map((r) => r.id));
  const missing = ids.findIndex((id) => !known.has(id));
  if (missing >= 0) throw invalidField(`candidatePaymentMethods[${missing}]`, 'does not exist');
  return ids;
}

/**
 * `POST customers/{customer}/payments`: collects the total of one FINALIZED invoice (the amount is the
 * invoice's, never the request's). The payment row commits first; the first round of attempts then runs
 * within the request, and the answer is the payment as that round left it.
 */
export async function createPayment(
  ctx: Context,
  services: PaymentServices,
  customerId: string,
  body: CreatePaymentInput,
  paymentId: string | undefined,
  candidatePaymentMethods: string | readonly string[] | undefined,
): Promise<Payment> {
  const id = paymentId === undefined ? generateId('pay') : checkResourceId(paymentId, 'paymentId');
  await requireCustomer(ctx, customerId);
  const match = INVOICE_NAME.exec(String(body.invoice ?? ''));
  if (!match) throw invalidField('invoice', `must be customers/${customerId}/invoices/{invoice}`);
  if (match[1] !== customerId) throw invalidField('invoice', 'does not exist');
  const invoiceId = match[3]!;
  const methods = await candidateMethods(ctx, customerId, candidatePaymentMethods);
  const name = paymentName(customerId, id);
  try {
    await withTransaction(ctx, async (tx) => {
      const invoice = await readInvoiceForPayment(tx, { customerId, id: invoiceId }, { share: true });
      if (!invoice) throw invalidField('invoice', 'does not exist');
      if (invoice.status !== 'FINALIZED') {
        throw failedPrecondition(`${invoiceName(customerId, invoiceId)} is ${invoice.status}, not FINALIZED`);
      }
      const now = ctx.clock.now();
      await tx.sql<PaymentRow[]>`
        INSERT INTO payments (organization_id, customer_id, id, invoice_id, amount, currency_code,
          candidate_methods, status, off_session, recurring, next_action_time, create_time, update_time)
        VALUES (${ctx.organization}, ${customerId}, ${id}, ${invoiceId}, ${invoice.total}, ${invoice.currencyCode},
          ${methods}, 'PENDING', ${body.offSession ?? true}, ${body.recurring ?? true}, ${resumeTime(now)},
          ${now}, ${now})`;
      const object = await readPayment(tx, customerId, id);
      await writeOutboxEvent(tx, outboxEvent('payment.created', name, { object }));
    });
  } catch (error) {
    if (isUniqueViolation(error, 'payments_one_open')) {
      throw new ApiError(
        'ALREADY_EXISTS',
        `${invoiceName(customerId, invoiceId)} already has an open payment`,
      );
    }
    if (isUniqueViolation(error)) throw alreadyExists(name);
    throw error;
  }
  await collectPayment(ctx, services, customerId, id);
  return readPayment(ctx, customerId, id);
}
