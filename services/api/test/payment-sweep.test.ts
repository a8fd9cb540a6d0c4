/**
 * The reconciliation sweep (issue 13, item 6): provider charges of our invoices matched to attempts by key; a
 * charge with no attempt, with an attempt we recorded FAILED, or a second success for a paid invoice is flagged
 * once (outbox event, metric) and refunded; an UNKNOWN attempt is left to the engine. Over the sandbox, and over
 * the fake Stripe.
 */
import { systemClock } from '@billing/core';
import { readOutboxEvents } from '@billing/domain';
import { createProviderFactory, SandboxProvider, StripeProvider } from '@billing/payments';
import { enqueuePaymentSweeps, paymentSweepHandler } from '@billing/worker';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectTypedEvents, ok } from './assertions.ts';
import { type FakeStripe, startFakeStripe } from './fake-stripe.ts';
import { type Harness, startHarness } from './harness.ts';
import { finalizedInvoices, payableCustomer } from './payment-fixtures.ts';

const job = { id: 'sweep', queue: 'payments.sweep' as const, attempt: 1, final: false };

describe('the reconciliation sweep (postgres)', () => {
  let h: Harness;
  let fake: FakeStripe;
  const registry = new Registry();
  const endpoint = () => ({ host: '127.0.0.1', port: fake.port, protocol: 'http' as const, timeoutMs: 300 });

  beforeAll(async () => {
    fake = await startFakeStripe();
    h = await startHarness('postgres', {
      paymentProviders: (c) => createProviderFactory(h.db.sql, systemClock, endpoint())(c),
    });
    await payableCustomer(h, 'acme', 'swept', h.keyA);
    ok(
      await h.call('POST', '/v1/providerConnections', {
        providerConnectionId: 'main',
        providerConnection: { providerType: 'sandbox' },
      }),
    );
    ok(
      await h.call('POST', '/v1/providerConnections', {
        providerConnectionId: 'stripe',
        providerConnection: { providerType: 'stripe' },
        credential: { secretKey: fake.secretKey },
      }),
    );
    for (const [id, token, conn] of [
      ['ok', 'tok_success', 'main'],
      ['slow', 'tok_timeout', 'main'],
      ['visa', 'pm_card_visa', 'stripe'],
    ]) {
      ok(
        await h.call('POST', '/v1/customers/swept/paymentMethods', {
          paymentMethodId: id,
          setupToken: token,
          paymentMethod: { providerConnection: `providerConnections/${conn}` },
        }),
      );
    }
  });
  afterAll(async () => {
    await h?.close();
    await fake?.close();
  });

  let handler: ReturnType<typeof paymentSweepHandler> | undefined;
  /** The worker's job, as the queue would run it (one handler, one metric, for the whole file). */
  const sweep = (connection: string) => {
    handler ??= paymentSweepHandler(h.payments, { sql: h.db.sql, clock: systemClock, registry });
    return handler({ organization: 'acme', providerConnectionId: connection }, job);
  };
  const pay = async (invoice: string, method: string, id: string) =>
    ok(
      await h.call(
        'POST',
        `/v1/customers/swept/payments?paymentId=${id}&candidatePaymentMethods=customers/swept/paymentMethods/${method}`,
        {
          invoice,
        },
      ),
    );
  const charge = (invoice: string, key: string) => ({
    organization: 'acme',
    idempotencyKey: key,
    amount: '5.00',
    currencyCode: 'USD',
    methodReference: 'pm_sandbox_tok_success',
    invoice,
    payment: 'customers/swept/payments/none',
    offSession: true,
  });
  const metric = async () => {
    const values = (await registry.getSingleMetric('payment_discrepancies_total')?.get())?.values ?? [];
    return values.reduce((n, v) => n + v.value, 0);
  };

  it('flags and refunds what the sandbox charged outside our attempts, once', async () => {
    const [paid, orphaned, lost, unknown] = await finalizedInvoices(h, 'acme', 'swept', 4, '5.00', 'sw');
    expect((await pay(paid!, 'ok', 'good')).status).toBe('SUCCEEDED');
    expect((await pay(unknown!, 'slow', 'pending')).status).toBe('PROCESSING');
    // A success recorded as a failure (a lost write), as a bug or a corrupted row would leave it.
    expect((await pay(lost!, 'ok', 'miswritten')).status).toBe('SUCCEEDED');
    await h.db.sql`
      UPDATE payment_attempts SET outcome = 'FAILED'
      WHERE organization_id = 'acme' AND customer_id = 'swept' AND payment_id = 'miswritten'`;
    // Charges made at the provider under keys no attempt of ours holds.
    const sandbox = new SandboxProvider(h.db.sql, 'acme', 'main', () => new Date());
    await sandbox.charge(charge(orphaned!, 'rogue:1'));
    await sandbox.charge(charge(paid!, 'rogue:2'));

    await sweep('main');
    const found = await h.db.sql<{ kind: string; invoice: string; refund_status: string }[]>`
      SELECT kind, invoice, refund_status FROM payment_discrepancies WHERE organization_id = 'acme' ORDER BY invoice`;
    expect(found).toEqual([
      { kind: 'SECOND_SUCCESS', invoice: paid, refund_status: 'REFUNDED' },
      { kind: 'NO_ATTEMPT', invoice: orphaned, refund_status: 'REFUNDED' },
      { kind: 'ATTEMPT_NOT_SUCCEEDED', invoice: lost, refund_status: 'REFUNDED' },
    ]);
    const refunded = await h.db.sql<{ idempotency_key: string }[]>`
      SELECT idempotency_key FROM sandbox_charges WHERE organization_id = 'acme' AND refunded ORDER BY idempotency_key`;
    expect(refunded.map((r) => r.idempotency_key)).toEqual([
      'customers/swept/payments/miswritten:1',
      'rogue:1',
      'rogue:2',
    ]);
    const ctx = { organization: 'acme', sql: h.db.sql, clock: systemClock, pageSecret: '' };
    const events = (await readOutboxEvents(ctx, 'customers/swept/invoices/sw')).map((e) => e.type);
    expect(events.filter((t) => t === 'payment.discrepancy')).toHaveLength(3);
    expect(events.filter((t) => t === 'payment.discrepancy_refunded')).toHaveLength(3);
    expect(await metric()).toBe(3);

    // Again: nothing new, no second refund, the metric unchanged.
    await sweep('main');
    expect((await readOutboxEvents(ctx, 'customers/swept/invoices/sw')).length).toBe(events.length);
    expect(await metric()).toBe(3);
  });

  it('flags and refunds a charge that succeeded for an invoice paid elsewhere (:markPaid), once', async () => {
    const [invoice] = await finalizedInvoices(h, 'acme', 'swept', 1, '5.00', 'elsewhere');
    // The charge went through at the provider, the answer never came: the attempt stays UNKNOWN.
    expect((await pay(invoice!, 'slow', 'in-flight')).status).toBe('PROCESSING');
    const marked = ok(await h.call('POST', `/v1/${invoice}:markPaid`, { reference: 'wire-77' }));
    expect(marked.status).toBe('PAID');
    const payment = ok(await h.call('GET', '/v1/customers/swept/payments/in-flight'));
    expect(payment).toMatchObject({
      status: 'FAILED',
      failureMessage: 'canceled: the invoice was paid elsewhere',
    });
    await sweep('main');
    await sweep('main');
    const found = await h.db.sql<{ kind: string; refund_status: string; idempotency_key: string }[]>`
      SELECT kind, refund_status, idempotency_key FROM payment_discrepancies
      WHERE organization_id = 'acme' AND invoice = ${invoice!}`;
    expect(found).toEqual([
      {
        kind: 'PAID_ELSEWHERE',
        refund_status: 'REFUNDED',
        idempotency_key: 'customers/swept/payments/in-flight:1',
      },
    ]);
  });

  it('flags and refunds a PaymentIntent of ours the Stripe account holds without an attempt', async () => {
    const [paid, orphaned] = await finalizedInvoices(h, 'acme', 'swept', 2, '5.00', 'st');
    expect((await pay(paid!, 'visa', 'by-stripe')).status).toBe('SUCCEEDED');
    const stripe = new StripeProvider(fake.secretKey, endpoint());
    const rogue = await stripe.charge({
      ...charge(orphaned!, 'rogue:stripe'),
      methodReference: 'cus_fake/pm_card_visa',
    });
    // Another system's charge on the same account (no invoice of ours) is none of the sweep's business.
    await stripe.charge({
      ...charge(orphaned!, 'other:1'),
      organization: 'elsewhere',
      methodReference: 'pm_card_visa',
    });
    await sweep('stripe');
    expect(fake.refunds).toEqual([rogue.reference]);
    const found = await h.db.sql<{ kind: string }[]>`
      SELECT kind FROM payment_discrepancies WHERE organization_id = 'acme' AND provider_connection_id = 'stripe'`;
    expect(found).toEqual([{ kind: 'NO_ATTEMPT' }]);
  });

  it('is scheduled once per connection and sweep period, however many passes', async () => {
    const deps = { sql: h.db.sql, clock: systemClock, jobs: h.jobs };
    await enqueuePaymentSweeps(deps, 3_600_000);
    await enqueuePaymentSweeps(deps, 3_600_000);
    const jobs = await h.db.sql`SELECT payload FROM jobs WHERE queue = 'payments.sweep'`;
    expect(jobs.map((j) => j.payload.providerConnectionId).sort()).toEqual(['main', 'stripe']);
  });

  it('writes only typed events, each carrying its resource as the API shows it', async () => {
    await expectTypedEvents(h, 'acme');
  });
});
