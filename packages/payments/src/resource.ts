/** Payment and attempt rows and their API form. */
import { formatTimestamp, Money, notFound } from '@billing/core';
import type { Context } from '@billing/domain';
import { providerConnectionName } from './connections/resource.ts';
import { paymentMethodName } from './methods/resource.ts';
import type {
  Payment,
  PaymentAttempt,
  PaymentAttemptOutcome,
  PaymentFailureCategory,
  PaymentStatus,
} from './schema.ts';

export interface PaymentRow {
  organization_id: string;
  customer_id: string;
  id: string;
  seq: string;
  invoice_id: string;
  amount: string;
  currency_code: string;
  candidate_methods: string[];
  status: PaymentStatus;
  failure_category: PaymentFailureCategory | null;
  failure_message: string;
  off_session: boolean;
  recurring: boolean;
  round: number;
  retries_made: number;
  first_failure_time: Date | null;
  next_action_time: Date | null;
  attempts_made: number;
  create_time: Date;
  update_time: Date;
  succeed_time: Date | null;
}

export interface AttemptRow {
  customer_id: string;
  payment_id: string;
  n: number;
  round: number;
  payment_method_id: string;
  provider_connection_id: string;
  idempotency_key: string;
  provider_reference: string;
  outcome: PaymentAttemptOutcome;
  failure_category: PaymentFailureCategory | null;
  failure_message: string;
  create_time: Date;
  update_time: Date;
}

export const paymentName = (customerId: string, id: string) => `customers/${customerId}/payments/${id}`;

/** docs/payments.md "The rules": `{payment}:{n}`, the payment's full name and the attempt's number. */
export const idempotencyKey = (customerId: string, paymentId: string, n: number) =>
  `${paymentName(customerId, paymentId)}:${n}`;

/** Open payments block a second one for the same invoice. */
export const isOpen = (status: PaymentStatus) => status === 'PENDING' || status === 'PROCESSING';

export function toPayment(row: PaymentRow, latest: AttemptRow | undefined): Payment {
  const payment: Payment = {
    name: paymentName(row.customer_id, row.id),
    invoice: `customers/${row.customer_id}/invoices/${row.invoice_id}`,
    paymentMethod: latest ? paymentMethodName(row.customer_id, latest.payment_method_id) : '',
    providerConnection: latest ? providerConnectionName(latest.provider_connection_id) : '',
    idempotencyKey: latest?.idempotency_key ?? '',
    failureMessage: row.failure_message,
    amount: Money.of(row.amount, row.currency_code).toJson(),
    offSession: row.off_session,
    recurring: row.recurring,
    status: row.status,
    createTime: formatTimestamp(row.create_time),
    updateTime: formatTimestamp(row.update_time),
  };
  if (row.failure_category) payment.failureCategory = row.failure_category;
  if (row.status === 'PENDING' && row.failure_category && row.next_action_time) {
    payment.nextRetryTime = formatTimestamp(row.next_action_time);
  }
  if (row.succeed_time) payment.succeedTime = formatTimestamp(row.succeed_time);
  return payment;
}

export function toPaymentAttempt(row: AttemptRow): PaymentAttempt {
  const attempt: PaymentAttempt = {
    name: `${paymentName(row.customer_id, row.payment_id)}/attempts/${row.n}`,
    paymentMethod: paymentMethodName(row.customer_id, row.payment_method_id),
    providerConnection: providerConnectionName(row.provider_connection_id),
    idempotencyKey: row.idempotency_key,
    providerTransactionReference: row.provider_reference,
    failureMessage: row.failure_message,
    outcome: row.outcome,
    createTime: formatTimestamp(row.create_time),
    updateTime: formatTimestamp(row.update_time),
  };
  if (row.failure_category) attempt.failureCategory = row.failure_category;
  return attempt;
}

export async function loadPaymentRow(
  ctx: Context,
  customerId: string,
  id: string,
  lock = false,
): Promise<PaymentRow> {
  const rows = lock
    ? await ctx.sql<PaymentRow[]>`
        SELECT * FROM payments
        WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ${id} FOR UPDATE`
    : await ctx.sql<PaymentRow[]>`
        SELECT * FROM payments
        WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ${id}`;
  if (!rows[0]) throw notFound(paymentName(customerId, id));
  return rows[0];
}

export async function loadAttemptRows(
  ctx: Context,
  customerId: string,
  paymentId: string,
): Promise<AttemptRow[]> {
  return ctx.sql<AttemptRow[]>`
    SELECT * FROM payment_attempts
    WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND payment_id = ${paymentId}
    ORDER BY n`;
}

/** The payment with its latest attempt. */
export async function readPayment(ctx: Context, customerId: string, id: string): Promise<Payment> {
  const row = await loadPaymentRow(ctx, customerId, id);
  const [latest] = await ctx.sql<AttemptRow[]>`
    SELECT * FROM payment_attempts
    WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND payment_id = ${id}
    ORDER BY n DESC LIMIT 1`;
  return toPayment(row, latest);
}
