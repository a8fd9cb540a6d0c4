/**
 * Collection without a person (docs/collection.md) through the API and the worker's passes, by time travel: the
 * organization's and customers' collection settings, the hand-over of finalized invoices (a payment with an id
 * derived from the invoice, default method first; none without a method or under SEND_INVOICE), exactly once
 * however often it repeats, due dates from net terms, overdue announced once, the dunning schedule as a setting,
 * and invoices paid elsewhere (`:markPaid`).
 */
import { ManualClock } from '@billing/core';
import { withTransaction } from '@billing/db';
import { readOutboxEvents, recordInvoicesPaid } from '@billing/domain';
import { collectionPaymentId, handOverInvoice } from '@billing/payments';
import { runCollectionPass } from '@billing/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectTypedEvents, ok } from './assertions.ts';
import { type BillingDriver, billingDriver } from './billing.ts';
import { BACKENDS, type Harness, startHarness } from './harness.ts';

const MAR = '2026-03-01T00:00:00.000Z';
const DAY_MS = 86_400_000;
const day = (month: number, d: number, hour = 12) =>
  new Date(Date.UTC(2026, month - 1, d, hour)).toISOString();
/** When the bill run finalizes March: past April 1 + the 24-hour grace. */
const FINALIZED_AT = day(4, 2, 1);

interface InvoiceBody {
  name: string;
  status: string;
  periodStartTime: string;
  finalizeTime?: string;
  dueTime?: string;
  paidReference?: string;
  total: { amount: { value: string } };
}

describe.each(BACKENDS)('collection (%s)', (backend) => {
  const clock = new ManualClock(day(3, 10));
  let h: Harness;
  let billing: BillingDriver;
  let seq = 0;

  const post = async (path: string, body: unknown = {}) => ok(await h.call('POST', `/v1/${path}`, body));
  const get = async (path: string) => ok(await h.call('GET', `/v1/${path}`));
  const ctx = () => ({ organization: 'acme', clock, sql: h.db.sql, pageSecret: '' });
  const pass = () => runCollectionPass({ sql: h.db.sql, clock, jobs: h.jobs });

  async function marchInvoice(customer: string): Promise<InvoiceBody> {
    const { invoices } = await get(`customers/${customer}/invoices`);
    const found = (invoices as InvoiceBody[]).filter((i) => i.periodStartTime === MAR);
    expect(found).toHaveLength(1);
    return found[0]!;
  }

  async function customer(id: string, usage: string | null, extra: Record<string, unknown> = {}) {
    await post(`customers?customerId=${id}`, { currencyCode: 'USD', ...extra });
    await post(`customers/${id}/contracts?contractId=k`, {
      rateCard: 'rateCards/card',
      billingAnchorDay: '1',
      effectivePeriod: { startTime: MAR },
    });
    if (usage === null) return;
    const [result] = await h.ingest('acme', [
      {
        customer: `customers/${id}`,
        eventId: `ev-${seq++}`,
        eventType: 'tokens',
        eventTime: day(3, 5),
        properties: { tokens: usage },
      },
    ]);
    expect(result!.status).toBe('ACCEPTED');
  }

  async function method(customerId: string, id: string, token: string) {
    return post(`customers/${customerId}/paymentMethods`, {
      paymentMethodId: id,
      setupToken: token,
      paymentMethod: { providerConnection: 'providerConnections/main' },
    });
  }

  async function payments(customerId: string) {
    return (await get(`customers/${customerId}/payments`)).payments as {
      name: string;
      status: string;
      invoice: string;
      amount: { amount: { value: string } };
      paymentMethod: string;
      failureMessage: string;
    }[];
  }

  async function events(type: string, subject: string) {
    return (await readOutboxEvents(ctx(), subject)).filter((e) => e.type === type);
  }

  beforeAll(async () => {
    h = await startHarness(backend, { clock });
    billing = await billingDriver(h, clock);
    await post('meters?meterId=tokens', { eventType: 'tokens', aggregation: 'SUM', valueProperty: 'tokens' });
    await post('products?productId=api', { type: 'USAGE', displayName: 'API', meter: 'meters/tokens' });
    await post('rateCards?rateCardId=card', {
      currencyCode: 'USD',
      rates: [
        {
          id: 'r-api',
          product: 'products/api',
          effectivePeriod: { startTime: MAR },
          unit: { unitPrice: { amount: { value: '0.01' } } },
        },
      ],
    });
    await post('providerConnections', {
      providerConnectionId: 'main',
      providerConnection: { displayName: 'main', providerType: 'sandbox' },
      credential: {},
    });
  });

  afterAll(async () => {
    await billing?.close();
    await h?.close();
  });

  it('keeps the collection settings of the organization and of customers, and checks them', async () => {
    const org = await get('organization');
    expect(org).toMatchObject({
      collectionMethod: 'CHARGE_AUTOMATICALLY',
      netTermsDays: 0,
      paymentRetryDays: [1, 3, 7, 14],
    });
    const patched = ok(
      await h.call('PATCH', '/v1/organization?updateMask=netTermsDays,paymentRetryDays', {
        netTermsDays: 10,
        paymentRetryDays: [2, 5],
      }),
    );
    expect(patched).toMatchObject({ netTermsDays: 10, paymentRetryDays: [2, 5] });
    for (const body of [
      { netTermsDays: -1 },
      { netTermsDays: 366 },
      { paymentRetryDays: [3, 3] },
      { paymentRetryDays: [0] },
      { paymentRetryDays: [1, 2, 3, 4, 5, 6, 7, 8, 9] },
      { collectionMethod: 'COLLECTION_METHOD_UNSPECIFIED' },
      { collectionMethod: 'BY_PIGEON' },
    ]) {
      const mask = Object.keys(body)[0]!;
      const res = await h.call('PATCH', `/v1/organization?updateMask=${mask}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }

    await post('customers?customerId=settings', { currencyCode: 'USD' });
    const fresh = await get('customers/settings');
    expect(fresh).toMatchObject({ defaultPaymentMethod: '', taxExempt: false });
    expect(fresh.collectionMethod).toBeUndefined();
    expect(fresh.netTermsDays).toBeUndefined();
    await method('settings', 'card', 'tok_success');
    const set = ok(
      await h.call(
        'PATCH',
        '/v1/customers/settings?updateMask=collectionMethod,netTermsDays,defaultPaymentMethod,billingProfile.taxId',
        {
          collectionMethod: 'SEND_INVOICE',
          netTermsDays: 30,
          defaultPaymentMethod: 'customers/settings/paymentMethods/card',
          billingProfile: { taxId: 'DE123456789' },
        },
      ),
    );
    expect(set).toMatchObject({
      collectionMethod: 'SEND_INVOICE',
      netTermsDays: 30,
      defaultPaymentMethod: 'customers/settings/paymentMethods/card',
      billingProfile: { taxId: 'DE123456789' },
    });
    // Cleared: the organization's settings apply again.
    const cleared = ok(
      await h.call('PATCH', '/v1/customers/settings?updateMask=collectionMethod,netTermsDays', {}),
    );
    expect(cleared.collectionMethod).toBeUndefined();
    expect(cleared.netTermsDays).toBeUndefined();
    for (const method of [
      'customers/settings/paymentMethods/none',
      'customers/other/paymentMethods/card',
      'card',
    ]) {
      const res = await h.call('PATCH', '/v1/customers/settings?updateMask=defaultPaymentMethod', {
        defaultPaymentMethod: method,
      });
      expectError(res, 400, 'INVALID_ARGUMENT', method);
    }
    await post('customers/settings/paymentMethods/card:disable', { reason: 'test' });
    await post('customers/settings/paymentMethods', {
      paymentMethodId: 'card2',
      setupToken: 'tok_success',
      paymentMethod: { providerConnection: 'providerConnections/main' },
    });
    ok(
      await h.call('PATCH', '/v1/customers/settings?updateMask=defaultPaymentMethod', {
        defaultPaymentMethod: 'customers/settings/paymentMethods/card2',
      }),
    );
    // A disabled method cannot become the default.
    expectError(
      await h.call('PATCH', '/v1/customers/settings?updateMask=defaultPaymentMethod', {
        defaultPaymentMethod: 'customers/settings/paymentMethods/card',
      }),
      400,
      'INVALID_ARGUMENT',
    );
    expectError(
      await h.call('POST', '/v1/customers?customerId=settings2', {
        defaultPaymentMethod: 'customers/settings2/paymentMethods/card',
      }),
      400,
      'INVALID_ARGUMENT',
    );
  });

  it('hands each finalized invoice over once: a payment from the default method, or the reason there is none', async () => {
    // auto: a lost card (older) and a good one (the default): the default is tried first and succeeds.
    await customer('auto', '1000');
    await method('auto', 'lost', 'tok_lost_card');
    await method('auto', 'good', 'tok_success');
    ok(
      await h.call('PATCH', '/v1/customers/auto?updateMask=defaultPaymentMethod', {
        defaultPaymentMethod: 'customers/auto/paymentMethods/good',
      }),
    );
    await customer('nomethod', '1000');
    await customer('sender', '1000', { collectionMethod: 'SEND_INVOICE' });
    await method('sender', 'card', 'tok_success');
    // terms: 30 days of its own; its card declines softly (retried on the organization's days 2 and 5).
    await customer('terms', '2000', { netTermsDays: 30 });
    await method('terms', 'card', 'tok_insufficient_funds');
    await customer('zero', null);
    await method('zero', 'card', 'tok_success');
    await customer('elsewhere', '1500');
    await method('elsewhere', 'card', 'tok_insufficient_funds');

    await billing.travel(FINALIZED_AT);
    const auto = await marchInvoice('auto');
    expect(auto.status).toBe('FINALIZED');
    const first = await pass();
    // Every finalized March invoice of this file so far; zero's was PAID at 0 and gets no payment.
    expect(first.payments).toBe(3);
    // Their first rounds: one batch job, the payments in key order (docs/payments.md, "Batches").
    const batches = await h.db.sql`SELECT id, payload FROM jobs WHERE queue = 'payments.collectBatch'`;
    expect(batches).toHaveLength(1);
    expect(batches[0]!.payload.payments.map((p: { customerId: string }) => p.customerId)).toEqual([
      'auto',
      'elsewhere',
      'terms',
    ]);
    await billing.drain();

    const invoiceId = auto.name.split('/').at(-1)!;
    const [payment] = await payments('auto');
    expect(payment).toMatchObject({
      name: `customers/auto/payments/pay-${invoiceId}`,
      invoice: auto.name,
      status: 'SUCCEEDED',
      // 1000 x 0.01
      amount: { amount: { value: '10.00' } },
      paymentMethod: 'customers/auto/paymentMethods/good',
    });
    expect(collectionPaymentId(invoiceId)).toBe(`pay-${invoiceId}`);
    expect((await marchInvoice('auto')).status).toBe('PAID');
    expect(await get(`${payment!.name}/attempts`)).toMatchObject({
      paymentAttempts: [{ paymentMethod: 'customers/auto/paymentMethods/good', outcome: 'SUCCEEDED' }],
    });

    // Repeats change nothing: another pass, and the hand-over itself run again (a second worker, a crash).
    expect((await pass()).handedOver).toBe(0);
    expect(await handOverInvoice(ctx(), 'auto', invoiceId)).toEqual({ kind: 'none', reason: 'DONE' });
    await billing.drain();
    expect(await payments('auto')).toHaveLength(1);
    expect(await events('payment.created', 'customers/auto/payments/')).toHaveLength(1);

    // No method: no payment, FINALIZED, and an event saying why.
    expect(await payments('nomethod')).toEqual([]);
    const nomethod = await marchInvoice('nomethod');
    expect(nomethod.status).toBe('FINALIZED');
    const failed = await events('invoice.payment_failed', nomethod.name);
    expect(failed.map((e) => e.payload.reason)).toEqual(['NO_PAYMENT_METHOD']);
    // SEND_INVOICE: the customer pays; nothing is charged.
    expect(await payments('sender')).toEqual([]);
    expect((await marchInvoice('sender')).status).toBe('FINALIZED');
    expect(await payments('zero')).toEqual([]);
    expect((await marchInvoice('zero')).status).toBe('PAID');
  });

  it('freezes dueTime at finalize from the net terms and announces an unpaid invoice as overdue once', async () => {
    const sender = await marchInvoice('sender');
    const terms = await marchInvoice('terms');
    expect(sender.finalizeTime).toBe(new Date(FINALIZED_AT).toISOString());
    // The organization's 10 days; terms's own 30.
    expect(sender.dueTime).toBe(new Date(Date.parse(FINALIZED_AT) + 10 * DAY_MS).toISOString());
    expect(terms.dueTime).toBe(new Date(Date.parse(FINALIZED_AT) + 30 * DAY_MS).toISOString());
    await expect(
      h.db.sql`UPDATE invoices SET due_time = now() WHERE organization_id = 'acme' AND customer_id = 'sender'
        AND status = 'FINALIZED'`,
    ).rejects.toThrow(/frozen/);

    // A day before sender's due time nothing is overdue; at it, sender and nomethod are (elsewhere is paid
    // elsewhere by then, auto is paid, terms is due in May).
    clock.set(new Date(Date.parse(FINALIZED_AT) + 10 * DAY_MS - 1000));
    expect((await pass()).overdue).toBe(0);
    ok(
      await h.call('POST', `/v1/${(await marchInvoice('elsewhere')).name}:markPaid`, { reference: 'wire-1' }),
    );
    clock.set(new Date(Date.parse(FINALIZED_AT) + 10 * DAY_MS));
    expect((await pass()).overdue).toBe(2);
    expect((await pass()).overdue).toBe(0);
    expect(await events('invoice.overdue', sender.name)).toHaveLength(1);
    expect(await events('invoice.overdue', (await marchInvoice('nomethod')).name)).toHaveLength(1);
    expect(await events('invoice.overdue', (await marchInvoice('auto')).name)).toHaveLength(0);
  });

  it("retries soft failures on the organization's paymentRetryDays", async () => {
    const [payment] = await payments('terms');
    expect(payment!.status).toBe('PENDING');
    const due = async () => {
      const [row] = await h.db.sql<{ next_action_time: Date | null; retries_made: number }[]>`
        SELECT next_action_time, retries_made FROM payments
        WHERE organization_id = 'acme' AND customer_id = 'terms'`;
      return row!;
    };
    // First failure at finalize (+ the first round): retries at +2 and +5 days, then FAILED.
    expect((await due()).next_action_time?.toISOString()).toBe(
      new Date(Date.parse(FINALIZED_AT) + 2 * DAY_MS).toISOString(),
    );
    await billing.travel(new Date(Date.parse(FINALIZED_AT) + 2 * DAY_MS));
    expect(await due()).toEqual({
      next_action_time: new Date(Date.parse(FINALIZED_AT) + 5 * DAY_MS),
      retries_made: 1,
    });
    await billing.travel(new Date(Date.parse(FINALIZED_AT) + 5 * DAY_MS));
    expect((await payments('terms'))[0]!.status).toBe('FAILED');
  });

  it(':markPaid moves a FINALIZED invoice to PAID, cancels its open payments, and refuses other statuses', async () => {
    const elsewhere = await marchInvoice('elsewhere');
    expect(elsewhere).toMatchObject({ status: 'PAID', paidReference: 'wire-1' });
    const [payment] = await payments('elsewhere');
    expect(payment).toMatchObject({
      status: 'FAILED',
      failureMessage: 'canceled: the invoice was paid elsewhere',
    });
    expect(
      (await events('invoice.paid', elsewhere.name)).map(
        (e) => (e.payload.object as { paidReference?: string }).paidReference,
      ),
    ).toEqual(['wire-1']);
    // Nothing more is tried: a retry day passing changes nothing.
    const attempts = (await get(`${payment!.name}/attempts`)).paymentAttempts.length;
    await billing.travel(new Date(clock.now().getTime() + 20 * DAY_MS));
    expect((await get(`${payment!.name}/attempts`)).paymentAttempts).toHaveLength(attempts);

    expectError(await h.call('POST', `/v1/${elsewhere.name}:markPaid`, {}), 400, 'FAILED_PRECONDITION');
    const { invoices } = await get('customers/sender/invoices?filter=status%20%3D%20%22DRAFT%22');
    expectError(await h.call('POST', `/v1/${invoices[0].name}:markPaid`, {}), 400, 'FAILED_PRECONDITION');
    const sender = await marchInvoice('sender');
    const future = new Date(clock.now().getTime() + DAY_MS).toISOString();
    expectError(
      await h.call('POST', `/v1/${sender.name}:markPaid`, { paidTime: future }),
      400,
      'INVALID_ARGUMENT',
    );
    expectError(
      await h.call('POST', `/v1/${sender.name}:markPaid`, { paidTime: MAR }),
      400,
      'INVALID_ARGUMENT',
    );
    const paid = ok(
      await h.call('POST', `/v1/${sender.name}:markPaid`, {
        reference: 'cheque 42',
        paidTime: sender.dueTime,
      }),
    );
    expect(paid).toMatchObject({ status: 'PAID', paidReference: 'cheque 42' });
    expectError(await h.call('POST', '/v1/customers/sender/invoices/none:markPaid', {}), 404, 'NOT_FOUND');
  });

  it("pays only FINALIZED invoices with the store's batched verb, in one call, once, announcing each", async () => {
    const all: InvoiceBody[] = [];
    for (const c of ['nomethod', 'sender', 'elsewhere'])
      all.push(...((await get(`customers/${c}/invoices`)).invoices as InvoiceBody[]));
    const finalized = all.filter((i) => i.status === 'FINALIZED');
    const others = all.filter((i) => i.status !== 'FINALIZED');
    expect(finalized.length).toBeGreaterThan(0);
    expect(new Set(others.map((i) => i.status))).toEqual(new Set(['DRAFT', 'PAID']));
    const ref = (invoice: InvoiceBody) => {
      const [, customerId, , id] = invoice.name.split('/');
      return { customerId: customerId!, id: id! };
    };
    const refs = [...all.map(ref), { customerId: 'nomethod', id: 'none' }];
    const paid = await withTransaction(ctx(), (tx) => recordInvoicesPaid(tx, refs));
    expect(paid).toEqual(finalized.map(ref));
    for (const invoice of finalized) {
      const now = await get(invoice.name);
      expect(now).toMatchObject({ status: 'PAID', paidTime: clock.now().toISOString() });
      expect((await events('invoice.paid', invoice.name)).map((e) => e.payload)).toEqual([{ object: now }]);
    }
    for (const invoice of others) expect((await get(invoice.name)).status).toBe(invoice.status);
    // Again: nothing is FINALIZED any more, nothing moves and nothing is announced twice.
    expect(await withTransaction(ctx(), (tx) => recordInvoicesPaid(tx, refs))).toEqual([]);
    for (const invoice of finalized) expect(await events('invoice.paid', invoice.name)).toHaveLength(1);
  });

  it('writes only typed events (invoice.payment_failed, invoice.overdue, and :markPaid carry their resources)', async () => {
    await expectTypedEvents(h, 'acme');
  });
});
