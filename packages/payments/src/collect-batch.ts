/**
 * First rounds in batches (docs/payments.md, "Batches"): a bill run hands thousands of payments over at once,
 * and one `collectPayment` each (two transactions of ~10 statements) cannot keep pace. The batch keeps every
 * rule of the engine and only changes how many payments a statement touches:
 *
 * 1. one transaction locks the batch's payments (key order; SKIP LOCKED, so a payment another worker holds is
 *    left to the one-payment path), plans each round from reads made once for the batch, writes every attempt
 *    (outcome UNKNOWN, its idempotency key) in one statement with the payments PROCESSING and a resume time,
 *    and commits: no provider hears of a key before it is committed;
 * 2. the provider calls, outside any transaction, a bounded number at once;
 * 3. one transaction records the outcomes set-based, only over attempts still UNKNOWN (a racing recorder
 *    changes nothing): attempts, connection health, payments SUCCEEDED, invoices PAID where still FINALIZED, and
 *    their events in one insert; a timeout leaves the payment PROCESSING to be reconciled, as one payment's.
 *
 * Anything else (a payment in the middle of a round, an UNKNOWN attempt to reconcile, a waiting retry, an
 * invoice no longer FINALIZED, a round with nothing to try, a failure that moves on to the next candidate) goes
 * to `collectPayment`, so retries and fallbacks live in one place.
 */
import { customerKeysIn, withTransaction } from '@billing/db';
import type { Context } from '@billing/domain';
import { outboxEvent, readInvoicesForPayment, recordInvoicesPaid, writeOutboxEvents } from '@billing/domain';
import { collectPayment, resumeTime } from './collect.ts';
import { countHealth } from './connections/count-health.ts';
import { providerFor } from './connections/provider-for.ts';
import type { ProviderConnectionRow } from './connections/resource.ts';
import type { PaymentMethodRow } from './methods/resource.ts';
import { nextAttempt } from './next-attempt.ts';
import {
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
  ProviderTimeout,
} from './providers/provider.ts';
import { type AttemptRow, idempotencyKey, type PaymentRow, paymentName, toPayment } from './resource.ts';
import { chargeRequest, planRoundFrom } from './round-plan.ts';
import { loadRoutingPolicyRow } from './routing/resource.ts';
import type { PaymentServices } from './services.ts';

/** Provider calls of one batch in flight at once: a provider's rate limit, not ours, is what bounds it. */
export const BATCH_CALL_CONCURRENCY = 16;

/** Payments a batch job names: a few hundred statements' worth of rows, a few seconds of provider calls. */
export const COLLECT_BATCH_SIZE = 200;

export interface PaymentKey {
  customerId: string;
  paymentId: string;
}

interface Call {
  payment: PaymentRow;
  attempt: AttemptRow;
  connection: ProviderConnectionRow;
  request: ChargeRequest;
}

type Answer = { call: Call; result: ChargeResult } | { call: Call; timeout: true };

const keyOf = (customerId: string, id: string) => `${customerId}/${id}`;

/** Runs `work` over `items`, at most `limit` at once; every item is tried, the first error rethrown after. */
async function eachBounded<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const errors: unknown[] = [];
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      for (let i = next++; i < items.length; i = next++) {
        try {
          await work(items[i]!);
        } catch (error) {
          errors.push(error);
        }
      }
    }),
  );
  if (errors.length > 0) throw errors[0];
}

/** Step 1: the attempts of the payments whose round can start at once, committed; the rest for one by one. */
async function startRounds(
  ctx: Context,
  keys: readonly PaymentKey[],
): Promise<{ calls: Call[]; others: PaymentKey[] }> {
  return withTransaction(ctx, async (tx) => {
    const { sql } = tx;
    const org = ctx.organization;
    const customerIds = keys.map((k) => k.customerId);
    const paymentIds = keys.map((k) => k.paymentId);
    const locked = await sql<PaymentRow[]>`
      SELECT * FROM payments
      WHERE organization_id = ${org} AND ${customerKeysIn(sql, ['customer_id', 'id'], [customerIds, paymentIds])}
      ORDER BY customer_id, id
      FOR UPDATE SKIP LOCKED`;
    const lockedKeys = new Set(locked.map((p) => keyOf(p.customer_id, p.id)));
    // Held by another worker (or unknown): the one-payment path waits for its lock, or says NOT_FOUND.
    const others: PaymentKey[] = keys.filter((k) => !lockedKeys.has(keyOf(k.customerId, k.paymentId)));
    const open = locked.filter((p) => p.status === 'PENDING' || p.status === 'PROCESSING');
    if (open.length === 0) return { calls: [], others };
    const attempts = await sql<{ customer_id: string; payment_id: string; round: number; outcome: string }[]>`
      SELECT customer_id, payment_id, round, outcome FROM payment_attempts
      WHERE organization_id = ${org} AND ${customerKeysIn(
        sql,
        ['customer_id', 'payment_id'],
        [open.map((p) => p.customer_id), open.map((p) => p.id)],
      )}`;
    const invoices = await readInvoicesForPayment(
      tx,
      open.map((p) => ({ customerId: p.customer_id, id: p.invoice_id })),
      { share: true },
    );
    const invoiceStatus = new Map(invoices.map((i) => [keyOf(i.customerId, i.id), i.status]));
    // A round starts here only when the engine's next step would be its first attempt: no UNKNOWN attempt
    // (reconciled first), not a retry waiting for its day, none made in this round yet, invoice FINALIZED.
    const roundOf = new Map(open.map((p) => [keyOf(p.customer_id, p.id), p.round]));
    const busy = new Set<string>();
    for (const a of attempts) {
      const k = keyOf(a.customer_id, a.payment_id);
      if (a.outcome === 'UNKNOWN' || a.round === roundOf.get(k)) busy.add(k);
    }
    const starting: PaymentRow[] = [];
    for (const p of open) {
      const k = keyOf(p.customer_id, p.id);
      const waiting = p.status === 'PENDING' && p.failure_category !== null;
      if (busy.has(k) || waiting || invoiceStatus.get(keyOf(p.customer_id, p.invoice_id)) !== 'FINALIZED')
        others.push({ customerId: p.customer_id, paymentId: p.id });
      else starting.push(p);
    }
    if (starting.length === 0) return { calls: [], others };
    const wanted = starting.flatMap((p) => p.candidate_methods.map((m) => [p.customer_id, m] as const));
    const methods = await sql<PaymentMethodRow[]>`
      SELECT * FROM payment_methods
      WHERE organization_id = ${org} AND status = 'ACTIVE' AND ${customerKeysIn(
        sql,
        ['customer_id', 'id'],
        [wanted.map((w) => w[0]), wanted.map((w) => w[1])],
      )}`;
    const connections = await sql<ProviderConnectionRow[]>`
      SELECT * FROM provider_connections WHERE organization_id = ${org}`;
    const rules = (await loadRoutingPolicyRow(tx))?.rules ?? [];
    const methodsOf = new Map<string, PaymentMethodRow[]>();
    for (const m of methods) methodsOf.set(m.customer_id, [...(methodsOf.get(m.customer_id) ?? []), m]);
    const connectionOf = new Map(connections.map((c) => [c.id, c]));

    const now = ctx.clock.now();
    const planned: { payment: PaymentRow; methodId: string; connectionId: string; n: number }[] = [];
    for (const p of starting) {
      const first = nextAttempt(planRoundFrom(p, methodsOf.get(p.customer_id) ?? [], connections, rules), []);
      // Nothing to try: the engine fails the round (NO_ROUTE) with its own message.
      if (!first) others.push({ customerId: p.customer_id, paymentId: p.id });
      else planned.push({ payment: p, ...first, n: p.attempts_made + 1 });
    }
    if (planned.length === 0) return { calls: [], others };
    const column = <T>(f: (x: (typeof planned)[number]) => T) => sql.array(planned.map(f) as never[]);
    // Should this process die before recording an outcome, the worker reconciles the attempt at the resume time.
    const inserted = await sql<AttemptRow[]>`
      INSERT INTO payment_attempts (organization_id, customer_id, payment_id, n, round, payment_method_id,
        provider_connection_id, idempotency_key, outcome, create_time, update_time)
      SELECT ${org}, a.customer_id, a.payment_id, a.n, a.round, a.method, a.connection, a.key, 'UNKNOWN',
        ${now}, ${now}
      FROM unnest(${column((x) => x.payment.customer_id)}::text[], ${column((x) => x.payment.id)}::text[],
        ${column((x) => x.n)}::int[], ${column((x) => x.payment.round)}::int[], ${column((x) => x.methodId)}::text[],
        ${column((x) => x.connectionId)}::text[],
        ${column((x) => idempotencyKey(x.payment.customer_id, x.payment.id, x.n))}::text[])
        AS a(customer_id, payment_id, n, round, method, connection, key)
      RETURNING *`;
    await sql`
      UPDATE payments p SET status = 'PROCESSING', attempts_made = a.n, next_action_time = ${resumeTime(now)},
        update_time = ${now}
      FROM unnest(${column((x) => x.payment.customer_id)}::text[], ${column((x) => x.payment.id)}::text[],
        ${column((x) => x.n)}::int[]) AS a(customer_id, id, n)
      WHERE p.organization_id = ${org} AND p.customer_id = a.customer_id AND p.id = a.id`;
    const attemptOf = new Map(inserted.map((a) => [keyOf(a.customer_id, a.payment_id), a]));
    const calls = planned.map(({ payment, methodId }) => {
      const attempt = attemptOf.get(keyOf(payment.customer_id, payment.id))!;
      const method = methodsOf.get(payment.customer_id)!.find((m) => m.id === methodId)!;
      const connection = connectionOf.get(attempt.provider_connection_id)!;
      const request = chargeRequest(org, payment, attempt, method.provider_reference);
      return { payment, attempt, connection, request };
    });
    return { calls, others };
  });
}

/** Step 3: every answer recorded in one transaction; returns the payments whose round goes on. */
async function recordAnswers(ctx: Context, answers: readonly Answer[]): Promise<PaymentKey[]> {
  if (answers.length === 0) return [];
  return withTransaction(ctx, async (tx) => {
    const { sql } = tx;
    const org = ctx.organization;
    const now = ctx.clock.now();
    const ordered = [...answers].sort((a, b) =>
      keyOf(a.call.payment.customer_id, a.call.payment.id) <
      keyOf(b.call.payment.customer_id, b.call.payment.id)
        ? -1
        : 1,
    );
    const results = ordered.flatMap((a) => ('result' in a ? [{ ...a.call, result: a.result }] : []));
    const timeouts = ordered.flatMap((a) => ('timeout' in a ? [a.call] : []));
    const column = <T>(f: (x: (typeof results)[number]) => T) => sql.array(results.map(f) as never[]);
    // Locks in key order (attempts, then payments, then invoices, as the one-payment recorder takes them).
    const attemptKeys = [
      column((x) => x.attempt.customer_id),
      column((x) => x.attempt.payment_id),
      column((x) => x.attempt.n),
    ] as const;
    // Locks in key order (attempts, then payments, then invoices, as the one-payment recorder takes them); an
    // attempt a racing recorder already recorded is not ours to record.
    const unknown =
      results.length === 0
        ? []
        : await sql<{ n: number }[]>`
      SELECT t.n FROM payment_attempts t
      WHERE t.organization_id = ${org} AND t.outcome = 'UNKNOWN'
        AND ${customerKeysIn(
          sql,
          ['t.customer_id', 't.payment_id', 't.n'],
          [
            results.map((x) => x.attempt.customer_id),
            results.map((x) => x.attempt.payment_id),
            results.map((x) => x.attempt.n),
          ],
        )}
      ORDER BY t.customer_id, t.payment_id, t.n
      FOR UPDATE`;
    const updated =
      unknown.length === 0
        ? []
        : await sql<AttemptRow[]>`
      UPDATE payment_attempts t SET outcome = a.outcome, provider_reference = a.reference,
        failure_category = a.category, failure_message = a.message, update_time = ${now}
      FROM unnest(${attemptKeys[0]}::text[], ${attemptKeys[1]}::text[], ${attemptKeys[2]}::int[],
        ${column((x) => x.result.outcome)}::text[], ${column((x) => x.result.reference)}::text[],
        ${column((x) => (x.result.outcome === 'FAILED' ? x.result.category : null))}::text[],
        ${column((x) => (x.result.outcome === 'FAILED' ? x.result.message : ''))}::text[])
        AS a(customer_id, payment_id, n, outcome, reference, category, message)
      WHERE t.organization_id = ${org} AND t.customer_id = a.customer_id AND t.payment_id = a.payment_id
        AND t.n = a.n AND t.outcome = 'UNKNOWN'
      RETURNING t.*`;
    const recorded = new Set(updated.map((a) => keyOf(a.customer_id, a.payment_id)));
    const mine = results.filter((x) => recorded.has(keyOf(x.payment.customer_id, x.payment.id)));

    // Health, per connection, as the one-payment recorder's updates one after another would leave it.
    const health = new Map<string, boolean[]>();
    for (const x of mine)
      health.set(x.connection.id, [
        ...(health.get(x.connection.id) ?? []),
        x.result.outcome === 'FAILED' && x.result.category === 'PROVIDER_ERROR',
      ]);
    for (const c of timeouts) health.set(c.connection.id, [...(health.get(c.connection.id) ?? []), true]);
    for (const [connectionId, errors] of health) {
      const lastOk = errors.lastIndexOf(false);
      if (lastOk >= 0) await countHealth(tx, connectionId, false);
      const after = errors.length - 1 - lastOk;
      for (let i = 0; i < after; i++) await countHealth(tx, connectionId, true);
    }

    // A timeout: the charge may have happened; the schedule reconciles it later (one payment's rule).
    if (timeouts.length > 0) {
      await sql`
        UPDATE payments p SET next_action_time = ${resumeTime(now)}
        FROM unnest(${sql.array(timeouts.map((c) => c.payment.customer_id))}::text[],
          ${sql.array(timeouts.map((c) => c.payment.id))}::text[]) AS a(customer_id, id)
        WHERE p.organization_id = ${org} AND p.customer_id = a.customer_id AND p.id = a.id
          AND p.status = 'PROCESSING'`;
    }

    const succeeded = mine.filter((x) => x.result.outcome === 'SUCCEEDED');
    if (succeeded.length > 0) {
      const customers = sql.array(succeeded.map((x) => x.payment.customer_id));
      const payments = await sql<PaymentRow[]>`
        UPDATE payments p SET status = 'SUCCEEDED', succeed_time = ${now}, next_action_time = NULL,
          failure_category = NULL, failure_message = '', update_time = ${now}
        FROM unnest(${customers}::text[], ${sql.array(succeeded.map((x) => x.payment.id))}::text[])
          AS a(customer_id, id)
        WHERE p.organization_id = ${org} AND p.customer_id = a.customer_id AND p.id = a.id
        RETURNING p.*`;
      const paymentOf = new Map(payments.map((p) => [keyOf(p.customer_id, p.id), p]));
      const attemptOf = new Map(updated.map((a) => [keyOf(a.customer_id, a.payment_id), a]));
      await writeOutboxEvents(
        tx,
        succeeded.map(({ payment }) => {
          const k = keyOf(payment.customer_id, payment.id);
          const object = toPayment(paymentOf.get(k)!, attemptOf.get(k));
          return outboxEvent('payment.succeeded', paymentName(payment.customer_id, payment.id), { object });
        }),
      );
      // The store moves the FINALIZED ones to PAID and announces each; an invoice voided while the charge was in
      // flight stays VOID (the money moved: payment.succeeded says so).
      await recordInvoicesPaid(
        tx,
        succeeded.map(({ payment }) => ({ customerId: payment.customer_id, id: payment.invoice_id })),
        { paidTime: now },
      );
    }
    // A failure: the engine picks the next candidate, or ends the round.
    return mine
      .filter((x) => x.result.outcome === 'FAILED')
      .map((x) => ({ customerId: x.payment.customer_id, paymentId: x.payment.id }));
  });
}

/**
 * Moves a batch of one organization's payments on (their first rounds, typically): the common case in three
 * steps for all of them, the rest through `collectPayment`. Safe to run twice at once and again after a crash
 * anywhere, as `collectPayment` is. An error of a provider call other than a timeout is rethrown once the
 * answers that came back are recorded (the job is then retried; the payments' resume time covers the rest).
 */
export async function collectPayments(
  ctx: Context,
  services: PaymentServices,
  keys: readonly PaymentKey[],
): Promise<void> {
  if (keys.length === 0) return;
  const { calls, others } = await startRounds(ctx, keys);
  const providers = new Map<string, PaymentProvider>();
  const answers: Answer[] = [];
  let failure: unknown;
  try {
    await eachBounded(calls, BATCH_CALL_CONCURRENCY, async (call) => {
      let provider = providers.get(call.connection.id);
      if (!provider) {
        provider = providerFor(ctx, services, call.connection);
        providers.set(call.connection.id, provider);
      }
      try {
        answers.push({ call, result: await provider.charge(call.request) });
      } catch (error) {
        if (!(error instanceof ProviderTimeout)) throw error;
        answers.push({ call, timeout: true });
      }
    });
  } catch (error) {
    failure = error;
  }
  const goOn = await recordAnswers(ctx, answers);
  if (failure !== undefined) throw failure;
  await eachBounded([...others, ...goOn], BATCH_CALL_CONCURRENCY, (k) =>
    collectPayment(ctx, services, k.customerId, k.paymentId),
  );
}
