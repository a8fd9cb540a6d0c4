/**
 * The payment engine (docs/payments.md "The rules"). Each step runs under the payment's row lock and does one
 * thing: reconcile the attempt whose outcome is UNKNOWN, start a retry round, write the next attempt (committed
 * before the provider hears of it), or finish the round. Provider calls happen between steps, outside any
 * transaction. Because a new attempt (a new idempotency key) is only written once every earlier one is known to
 * have failed, and an UNKNOWN one is only ever re-sent under its own key, a provider that de-duplicates by key
 * charges an invoice at most once, whichever worker dies or races where.
 */
import { withTransaction } from '@billing/db';
import type { Context } from '@billing/domain';
import { outboxEvent, readInvoiceForPayment, recordInvoicesPaid, writeOutboxEvent } from '@billing/domain';
import { countHealth } from './connections/count-health.ts';
import { providerFor } from './connections/provider-for.ts';
import type { ProviderConnectionRow } from './connections/resource.ts';
import type { PaymentMethodRow } from './methods/resource.ts';
import {
  type FinishedAttempt,
  nextAttempt,
  type PlannedAttempt,
  RETRY_DAYS,
  roundFailure,
  SOFT_CATEGORIES,
} from './next-attempt.ts';
import { type ChargeRequest, type ChargeResult, ProviderTimeout } from './providers/provider.ts';
import {
  type AttemptRow,
  idempotencyKey,
  loadPaymentRow,
  type PaymentRow,
  paymentName,
  readPayment,
} from './resource.ts';
import { chargeRequest, planRoundFrom } from './round-plan.ts';
import { loadRoutingPolicyRow } from './routing/resource.ts';
import type { PaymentFailureCategory } from './schema.ts';
import type { PaymentServices } from './services.ts';

/**
 * How long an attempt may stay UNKNOWN before the worker reconciles it: long enough for a live call to end,
 * short enough that a worker killed mid-call delays collection by minutes, not days.
 */
export const RECONCILE_AFTER_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

/**
 * When the schedule takes over a payment this process was about to work on: a process that dies between a
 * commit and its next step (a payment just created or reopened) leaves an open payment the worker resumes.
 */
export const resumeTime = (now: Date) => new Date(now.getTime() + RECONCILE_AFTER_MS);

type Step =
  | { kind: 'done' }
  | {
      kind: 'call';
      /** Its immutable fields (invoice, amount) are what the outcome needs. */
      payment: PaymentRow;
      attempt: AttemptRow;
      connection: ProviderConnectionRow;
      request: ChargeRequest;
      fresh: boolean;
    };

async function planRound(ctx: Context, payment: PaymentRow): Promise<PlannedAttempt[]> {
  const methods = await ctx.sql<PaymentMethodRow[]>`
    SELECT * FROM payment_methods
    WHERE organization_id = ${ctx.organization} AND customer_id = ${payment.customer_id}
      AND id = ANY(${payment.candidate_methods}) AND status = 'ACTIVE'`;
  const connections = await ctx.sql<ProviderConnectionRow[]>`
    SELECT * FROM provider_connections WHERE organization_id = ${ctx.organization}`;
  const rules = (await loadRoutingPolicyRow(ctx))?.rules ?? [];
  return planRoundFrom(payment, methods, connections, rules);
}

async function callFor(
  ctx: Context,
  payment: PaymentRow,
  attempt: AttemptRow,
  fresh: boolean,
): Promise<Step> {
  const [row] = await ctx.sql<(ProviderConnectionRow & { method_reference: string })[]>`
    SELECT c.*, m.provider_reference AS method_reference
    FROM provider_connections c
    JOIN payment_methods m ON m.organization_id = c.organization_id AND m.customer_id = ${payment.customer_id}
      AND m.id = ${attempt.payment_method_id}
    WHERE c.organization_id = ${ctx.organization} AND c.id = ${attempt.provider_connection_id}`;
  const request = chargeRequest(ctx.organization, payment, attempt, row!.method_reference);
  return { kind: 'call', payment, attempt, connection: row!, request, fresh };
}

/**
 * The organization's dunning schedule as it is when a round fails (`paymentRetryDays`, docs/collection.md): a
 * change applies to the payments' next failures, offsets still counted from each one's first failure.
 */
async function paymentRetryDays(ctx: Context): Promise<readonly number[]> {
  const [row] = await ctx.sql<{ payment_retry_days: number[] }[]>`
    SELECT payment_retry_days FROM organizations WHERE id = ${ctx.organization}`;
  return row?.payment_retry_days ?? RETRY_DAYS;
}

async function finishRound(
  ctx: Context,
  payment: PaymentRow,
  category: PaymentFailureCategory,
  message: string,
) {
  const now = ctx.clock.now();
  const retryDays = await paymentRetryDays(ctx);
  const retry = SOFT_CATEGORIES.includes(category) && payment.retries_made < retryDays.length;
  const name = paymentName(payment.customer_id, payment.id);
  if (retry) {
    const first = payment.first_failure_time ?? now;
    const due = new Date(first.getTime() + retryDays[payment.retries_made]! * DAY_MS);
    await ctx.sql`
      UPDATE payments SET status = 'PENDING', failure_category = ${category}, failure_message = ${message},
        first_failure_time = ${first}, next_action_time = ${due}, update_time = ${now}
      WHERE organization_id = ${ctx.organization} AND customer_id = ${payment.customer_id} AND id = ${payment.id}`;
    return;
  }
  await ctx.sql`
    UPDATE payments SET status = 'FAILED', failure_category = ${category}, failure_message = ${message},
      next_action_time = NULL, update_time = ${now}
    WHERE organization_id = ${ctx.organization} AND customer_id = ${payment.customer_id} AND id = ${payment.id}`;
  const object = await readPayment(ctx, payment.customer_id, payment.id);
  await writeOutboxEvent(ctx, outboxEvent('payment.failed', name, { object }));
}

/** One step under the payment's lock; `force` starts a waiting retry round now (`:retry`). */
async function step(ctx: Context, customerId: string, paymentId: string, force: boolean): Promise<Step> {
  return withTransaction(ctx, async (tx) => {
    let payment = await loadPaymentRow(tx, customerId, paymentId, true);
    if (payment.status === 'SUCCEEDED' || payment.status === 'FAILED') return { kind: 'done' };
    const attempts = await tx.sql<AttemptRow[]>`
      SELECT * FROM payment_attempts
      WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND payment_id = ${paymentId}
      ORDER BY n`;
    const unknown = attempts.find((a) => a.outcome === 'UNKNOWN');
    if (unknown) return callFor(tx, payment, unknown, false);
    const now = ctx.clock.now();
    if (payment.status === 'PENDING' && payment.failure_category !== null) {
      const due = payment.next_action_time !== null && payment.next_action_time <= now;
      if (!force && !due) return { kind: 'done' };
      // A retry round: automatic ones count against the schedule, one asked for does not.
      const [started] = await tx.sql<PaymentRow[]>`
        UPDATE payments SET status = 'PROCESSING', round = round + 1,
          retries_made = retries_made + ${force ? 0 : 1}, failure_category = NULL, failure_message = '',
          update_time = ${now}
        WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ${paymentId}
        RETURNING *`;
      payment = started!;
    }
    const invoice = await readInvoiceForPayment(tx, { customerId, id: payment.invoice_id }, { share: true });
    if (invoice!.status !== 'FINALIZED') {
      await finishRound(tx, payment, 'INVALID_REQUEST', `the invoice is ${invoice!.status}`);
      return { kind: 'done' };
    }
    const thisRound = attempts.filter((a) => a.round === payment.round);
    const round: FinishedAttempt[] = thisRound.map((a) => ({
      methodId: a.payment_method_id,
      connectionId: a.provider_connection_id,
      failureCategory: a.failure_category,
    }));
    const next = nextAttempt(await planRound(tx, payment), round);
    if (!next) {
      const message = thisRound.at(-1)?.failure_message ?? 'no payment method and connection can take it';
      await finishRound(tx, payment, roundFailure(round), message);
      return { kind: 'done' };
    }
    const n = payment.attempts_made + 1;
    const [attempt] = await tx.sql<AttemptRow[]>`
      INSERT INTO payment_attempts (organization_id, customer_id, payment_id, n, round, payment_method_id,
        provider_connection_id, idempotency_key, outcome, create_time, update_time)
      VALUES (${ctx.organization}, ${customerId}, ${paymentId}, ${n}, ${payment.round}, ${next.methodId},
        ${next.connectionId}, ${idempotencyKey(customerId, paymentId, n)}, 'UNKNOWN', ${now}, ${now})
      RETURNING *`;
    // Should this process die before recording the outcome, the worker reconciles the attempt then.
    await tx.sql`
      UPDATE payments SET status = 'PROCESSING', attempts_made = ${n},
        next_action_time = ${resumeTime(now)}, update_time = ${now}
      WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ${paymentId}`;
    return callFor(tx, payment, attempt!, true);
  });
}

async function markSucceeded(ctx: Context, payment: PaymentRow) {
  const now = ctx.clock.now();
  const name = paymentName(payment.customer_id, payment.id);
  await ctx.sql`
    UPDATE payments SET status = 'SUCCEEDED', succeed_time = ${now}, next_action_time = NULL,
      failure_category = NULL, failure_message = '', update_time = ${now}
    WHERE organization_id = ${ctx.organization} AND customer_id = ${payment.customer_id} AND id = ${payment.id}`;
  const object = await readPayment(ctx, payment.customer_id, payment.id);
  await writeOutboxEvent(ctx, outboxEvent('payment.succeeded', name, { object }));
  // An invoice voided while the charge was in flight stays VOID (the money moved: the event says so).
  await recordInvoicesPaid(ctx, [{ customerId: payment.customer_id, id: payment.invoice_id }], {
    paidTime: now,
  });
}

/** Records what the provider said about an UNKNOWN attempt; a second recorder (a racing worker) changes nothing. */
async function record(
  ctx: Context,
  payment: PaymentRow,
  attempt: AttemptRow,
  result: ChargeResult,
): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const now = ctx.clock.now();
    const failed = result.outcome === 'FAILED' ? result : undefined;
    const [updated] = await tx.sql<AttemptRow[]>`
      UPDATE payment_attempts SET outcome = ${result.outcome}, provider_reference = ${result.reference},
        failure_category = ${failed?.category ?? null}, failure_message = ${failed?.message ?? ''},
        update_time = ${now}
      WHERE organization_id = ${ctx.organization} AND customer_id = ${attempt.customer_id}
        AND payment_id = ${attempt.payment_id} AND n = ${attempt.n} AND outcome = 'UNKNOWN'
      RETURNING n`;
    if (!updated) return;
    await countHealth(tx, attempt.provider_connection_id, failed?.category === 'PROVIDER_ERROR');
    if (result.outcome === 'SUCCEEDED') {
      await markSucceeded(tx, payment);
    }
  });
}

export interface CollectOptions {
  /** Start a waiting retry round now instead of at its scheduled time. */
  force?: boolean;
}

/**
 * Moves the payment as far as it goes now: to SUCCEEDED, to a scheduled retry, to FAILED, or to PROCESSING
 * when the provider did not answer. Safe to run twice at once and again after a crash anywhere.
 */
export async function collectPayment(
  ctx: Context,
  services: PaymentServices,
  customerId: string,
  paymentId: string,
  options: CollectOptions = {},
): Promise<void> {
  let force = options.force === true;
  // Bounded by the plan of one round; the guard only stops a loop that a bug would make endless.
  for (let guard = 0; guard < 1000; guard++) {
    const next = await step(ctx, customerId, paymentId, force);
    force = false;
    if (next.kind === 'done') return;
    const provider = providerFor(ctx, services, next.connection);
    let result: ChargeResult | undefined;
    try {
      // An attempt found UNKNOWN is asked about first, then re-sent under its own key if the provider never
      // received it: never a new key while an old one may still charge.
      if (!next.fresh) result = await provider.retrieve(next.request);
      result ??= await provider.charge(next.request);
    } catch (error) {
      if (!(error instanceof ProviderTimeout)) throw error;
      await countHealth(ctx, next.connection.id, true);
      // Asked again later: the due job of the old time already ran (job ids name the time).
      await ctx.sql`
        UPDATE payments SET next_action_time = ${resumeTime(ctx.clock.now())}
        WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ${paymentId}
          AND status = 'PROCESSING'`;
      return;
    }
    await record(ctx, next.payment, next.attempt, result);
    // Nothing follows a success (the payment is SUCCEEDED, whoever recorded it).
    if (result.outcome === 'SUCCEEDED') return;
  }
  throw new Error(`payment ${paymentName(customerId, paymentId)} did not settle in 1000 steps`);
}
