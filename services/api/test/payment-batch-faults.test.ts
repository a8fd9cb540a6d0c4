/**
 * The batched first rounds (`collectPayments`, docs/payments.md "Batches") under injected faults, beside
 * payment-faults.test.ts: workers killed between the attempts' commit and the provider calls and between the calls
 * and the record, timeouts, two workers racing one batch, a batch racing the one-payment path and the schedule.
 * Afterwards every invoice is charged at most once at the provider (exactly once when one of its methods pays), and
 * the invoices, payments and outbox events say what the provider did.
 */
import { ManualClock } from '@billing/core';
import { type Context, markOverdueInvoices } from '@billing/domain';
import {
  collectPayment,
  collectPayments,
  createProviderFactory,
  findDuePayments,
  handOverInvoices,
  type PaymentServices,
} from '@billing/payments';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './assertions.ts';
import { type Harness, startHarness } from './harness.ts';
import { chaos, finalizedInvoices, Killed, payableCustomer } from './payment-fixtures.ts';

const FAULTS = ['none', 'none', 'none', 'killBefore', 'killAfter', 'timeoutBefore', 'timeoutAfter'] as const;

/** Customers of the batch and their methods, oldest first (the hand-over's order of candidates). */
const CUSTOMERS: Record<string, string[]> = {
  'b-success': ['success'],
  // A hard decline: the batch leaves the round to the engine, which moves on to the next method.
  'b-lost-then-success': ['lost-card', 'success'],
  'b-timeout': ['timeout'],
  'b-soft': ['insufficient-funds'],
  'b-provider-error': ['provider-error', 'success'],
};
const PAYS = new Set(['success', 'timeout']);

type Action =
  | { kind: 'batch' }
  | { kind: 'raceBatches' }
  | { kind: 'raceOne' }
  | { kind: 'travel'; ms: number }
  | { kind: 'due' };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.constant({ kind: 'batch' as const }),
  fc.constant({ kind: 'raceBatches' as const }),
  fc.constant({ kind: 'raceOne' as const }),
  fc.constant({ kind: 'due' as const }),
  fc.constantFrom(60_000, 5 * 60_000, 86_400_000).map((ms) => ({ kind: 'travel' as const, ms })),
);

describe('batched first rounds under injected faults (postgres)', () => {
  let h: Harness;
  const clock = new ManualClock(new Date('2026-06-01T00:00:00Z'));
  let run = 0;
  const ctx = (): Context => ({ organization: 'acme', clock, sql: h.db.sql, pageSecret: '' });

  beforeAll(async () => {
    h = await startHarness('postgres', { clock });
    for (const id of ['main', 'backup']) {
      ok(
        await h.call('POST', '/v1/providerConnections', {
          providerConnectionId: id,
          providerConnection: { providerType: 'sandbox' },
        }),
      );
    }
    ok(
      await h.call('PATCH', '/v1/routingPolicy?updateMask=rules', {
        rules: [
          { providerConnection: 'providerConnections/main' },
          { providerConnection: 'providerConnections/backup' },
        ],
      }),
    );
    for (const [customer, methods] of Object.entries(CUSTOMERS)) {
      await payableCustomer(h, 'acme', customer, h.keyA);
      for (const m of methods) {
        ok(
          await h.call('POST', `/v1/customers/${customer}/paymentMethods`, {
            paymentMethodId: m,
            setupToken: `tok_${m.replaceAll('-', '_')}`,
            paymentMethod: { providerConnection: 'providerConnections/main' },
          }),
        );
      }
    }
  });
  afterAll(async () => {
    await h?.close();
  });

  /** Runs `work` as a worker would: a kill ends that worker's turn, nothing else. */
  async function worker(work: () => Promise<unknown>): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (error instanceof Killed) return;
      throw error;
    }
  }

  /** One finalized invoice per customer, handed over as the collection pass does: the batch's payments. */
  async function handedOver(prefix: string) {
    const invoices: { customerId: string; invoiceId: string }[] = [];
    for (const customerId of Object.keys(CUSTOMERS)) {
      const [name] = await finalizedInvoices(h, 'acme', customerId, 1, '7.00', prefix);
      invoices.push({ customerId, invoiceId: name!.split('/').at(-1)! });
    }
    const outcomes = await handOverInvoices(ctx(), invoices);
    return invoices.map((invoice, i) => {
      const outcome = outcomes[i]!;
      if (outcome.kind !== 'payment') throw new Error(`no payment: ${JSON.stringify(outcome)}`);
      return { ...invoice, paymentId: outcome.paymentId };
    });
  }

  /** The schedule, without faults, until nothing is due (retry days included). */
  async function settle(keys: { customerId: string; paymentId: string }[]) {
    const calm: PaymentServices = {
      keyring: h.payments.keyring,
      providers: createProviderFactory(h.db.sql, clock),
    };
    for (let i = 0; i < 8; i++) {
      clock.advance(15 * 86_400_000);
      for (const k of keys) await collectPayment(ctx(), calm, k.customerId, k.paymentId);
    }
  }

  /** What the provider charged and what we recorded agree, invoice by invoice. */
  async function expectChargedOnce(
    batch: { customerId: string; invoiceId: string; paymentId: string }[],
    label: string,
  ) {
    for (const { customerId, invoiceId, paymentId } of batch) {
      const invoice = `customers/${customerId}/invoices/${invoiceId}`;
      const charges = await h.db.sql<{ idempotency_key: string }[]>`
        SELECT idempotency_key FROM sandbox_charges
        WHERE organization_id = 'acme' AND invoice = ${invoice} AND succeeded`;
      const attempts = await h.db.sql<{ idempotency_key: string; outcome: string }[]>`
        SELECT idempotency_key, outcome FROM payment_attempts
        WHERE organization_id = 'acme' AND customer_id = ${customerId} AND payment_id = ${paymentId}`;
      const [payment] = await h.db.sql<{ status: string }[]>`
        SELECT status FROM payments
        WHERE organization_id = 'acme' AND customer_id = ${customerId} AND id = ${paymentId}`;
      const [inv] = await h.db.sql<{ status: string }[]>`
        SELECT status FROM invoices WHERE organization_id = 'acme' AND customer_id = ${customerId}
          AND id = ${invoiceId}`;
      const events = await h.db.sql<{ type: string }[]>`
        SELECT type FROM outbox_events WHERE organization_id = 'acme'
          AND subject IN (${invoice}, ${`customers/${customerId}/payments/${paymentId}`})
          AND type IN ('payment.succeeded', 'invoice.paid', 'payment.failed')
        ORDER BY seq`;
      const all = JSON.stringify({ label, customerId, charges, attempts, payment, events });
      const pays = CUSTOMERS[customerId]!.some((m) => PAYS.has(m));
      // Exactly once at the provider when a method pays, never otherwise.
      expect(charges.length, all).toBe(pays ? 1 : 0);
      expect(
        attempts.filter((a) => a.outcome === 'UNKNOWN'),
        all,
      ).toEqual([]);
      expect(
        attempts.filter((a) => a.outcome === 'SUCCEEDED').map((a) => a.idempotency_key),
        all,
      ).toEqual(charges.map((c) => c.idempotency_key));
      expect(payment!.status, all).toBe(pays ? 'SUCCEEDED' : 'FAILED');
      expect(inv!.status, all).toBe(pays ? 'PAID' : 'FINALIZED');
      // Each change announced once, in the order it happened.
      expect(
        events.map((e) => e.type),
        all,
      ).toEqual(pays ? ['payment.succeeded', 'invoice.paid'] : ['payment.failed']);
    }
  }

  it('charges every invoice of a batch once over random kills, timeouts and races', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...FAULTS), { maxLength: 16 }),
        fc.array(action, { minLength: 1, maxLength: 6 }),
        async (faults, actions) => {
          const batch = await handedOver(`bf${run++}`);
          const services: PaymentServices = {
            keyring: h.payments.keyring,
            providers: chaos(createProviderFactory(h.db.sql, clock), [...faults]),
          };
          for (const a of actions) {
            switch (a.kind) {
              case 'batch':
                await worker(() => collectPayments(ctx(), services, batch));
                break;
              case 'raceBatches':
                await Promise.all([
                  worker(() => collectPayments(ctx(), services, batch)),
                  worker(() => collectPayments(ctx(), services, [...batch].reverse())),
                ]);
                break;
              case 'raceOne':
                await Promise.all([
                  worker(() => collectPayments(ctx(), services, batch)),
                  ...batch.map((k) =>
                    worker(() => collectPayment(ctx(), services, k.customerId, k.paymentId)),
                  ),
                ]);
                break;
              case 'travel':
                clock.advance(a.ms);
                break;
              case 'due':
                for (const due of await findDuePayments(ctx(), 1000)) {
                  if (batch.some((k) => k.paymentId === due.paymentId)) {
                    await worker(() => collectPayment(ctx(), services, due.customerId, due.paymentId));
                  }
                }
                break;
            }
          }
          await settle(batch);
          await expectChargedOnce(batch, JSON.stringify({ faults, actions }));
        },
      ),
      { numRuns: 30 },
    );
    // Five invoices a run, each settled over 120 days: longer than one payment's schedule.
  }, 300_000);

  it('leaves a batch killed after its attempts committed, before any call, to the schedule', async () => {
    const batch = await handedOver(`bk${run++}`);
    const dead: PaymentServices = {
      keyring: h.payments.keyring,
      providers: chaos(createProviderFactory(h.db.sql, clock), Array(100).fill('killBefore')),
    };
    await worker(() => collectPayments(ctx(), dead, batch));
    // Every payment whose round started has its attempt committed, UNKNOWN, and nothing was charged.
    const unknown = await h.db.sql`
      SELECT payment_id FROM payment_attempts
      WHERE organization_id = 'acme' AND payment_id = ANY(${batch.map((k) => k.paymentId)}) AND outcome = 'UNKNOWN'`;
    expect(unknown).toHaveLength(batch.length);
    const charged = await h.db.sql`
      SELECT 1 FROM sandbox_charges
      WHERE organization_id = 'acme' AND idempotency_key LIKE ANY(${batch.map((k) => `customers/${k.customerId}/payments/${k.paymentId}:%`)})`;
    expect(charged).toEqual([]);
    // The resume time: the schedule finds each one due and the engine re-sends the same key.
    clock.advance(5 * 60_000);
    const due = (await findDuePayments(ctx(), 1000)).filter((d) =>
      batch.some((k) => k.paymentId === d.paymentId),
    );
    expect(due).toHaveLength(batch.length);
    await settle(batch);
    await expectChargedOnce(batch, 'killed before the calls');
  });

  it('records a batch whose calls reached the provider but whose worker died before the record', async () => {
    const batch = await handedOver(`ba${run++}`);
    const dead: PaymentServices = {
      keyring: h.payments.keyring,
      providers: chaos(createProviderFactory(h.db.sql, clock), Array(100).fill('killAfter')),
    };
    await worker(() => collectPayments(ctx(), dead, batch));
    const recorded = await h.db.sql`
      SELECT 1 FROM payment_attempts
      WHERE organization_id = 'acme' AND payment_id = ANY(${batch.map((k) => k.paymentId)}) AND outcome <> 'UNKNOWN'`;
    expect(recorded).toEqual([]);
    // A second batch of the same payments (a repeated job) finds the attempts UNKNOWN and reconciles them.
    const calm: PaymentServices = {
      keyring: h.payments.keyring,
      providers: createProviderFactory(h.db.sql, clock),
    };
    await collectPayments(ctx(), calm, batch);
    const [paid] = await h.db.sql<{ n: string }[]>`
      SELECT count(*)::text AS n FROM invoices
      WHERE organization_id = 'acme' AND status = 'PAID'
        AND (customer_id, id) IN (SELECT * FROM unnest(${batch.map((k) => k.customerId)}::text[],
          ${batch.map((k) => k.invoiceId)}::text[]))`;
    // success, lost-then-success (its second method), timeout (the charge found), provider-error's fallback.
    expect(paid!.n).toBe('4');
    await settle(batch);
    await expectChargedOnce(batch, 'killed before the record');
  });

  it('does not call an invoice overdue while its payment waits for its first round', async () => {
    // Due an hour ago (net terms of 0 and a late hand-over): only the first round's end may make it overdue.
    const invoiceId = `od${run++}`;
    const now = clock.now();
    await h.db.sql`
      INSERT INTO invoices (organization_id, customer_id, id, contract_id, period_start, period_end, status,
        number, currency_code, subtotal, total, create_time, update_time, finalize_time, due_time, stale)
      VALUES ('acme', 'b-soft', ${invoiceId}, 'b-soft-contract', ${new Date(Date.UTC(1999, 0, 1))},
        ${new Date(Date.UTC(1999, 0, 2))}, 'FINALIZED', ${900_000 + run}, 'USD', '7.00', '7.00', ${now}, ${now},
        ${now}, ${new Date(now.getTime() - 3_600_000)}, false)`;
    const [outcome] = await handOverInvoices(ctx(), [{ customerId: 'b-soft', invoiceId }]);
    expect(outcome!.kind).toBe('payment');
    const overdue = async () =>
      (
        await h.db.sql`
          SELECT 1 FROM outbox_events WHERE organization_id = 'acme' AND type = 'invoice.overdue'
            AND subject = ${`customers/b-soft/invoices/${invoiceId}`}`
      ).length;
    await markOverdueInvoices({ sql: h.db.sql, clock }, 1000);
    expect(await overdue()).toBe(0);
    // Its round declines softly: the payment waits for a retry day, and the invoice is overdue, once.
    const calm: PaymentServices = {
      keyring: h.payments.keyring,
      providers: createProviderFactory(h.db.sql, clock),
    };
    const paymentId = outcome!.kind === 'payment' ? outcome!.paymentId : '';
    await collectPayments(ctx(), calm, [{ customerId: 'b-soft', paymentId }]);
    await markOverdueInvoices({ sql: h.db.sql, clock }, 1000);
    await markOverdueInvoices({ sql: h.db.sql, clock }, 1000);
    expect(await overdue()).toBe(1);
  });
});
