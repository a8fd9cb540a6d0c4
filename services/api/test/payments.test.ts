/**
 * Payments through the API (docs/payments.md "The rules"): provider connections and their secret
 * credential, the routing policy, payment methods from sandbox tokens, payments of every sandbox token, fallbacks,
 * ALREADY_EXISTS and FAILED_PRECONDITION, `:retry`, and the retry schedule under time travel.
 */
import { Writable } from 'node:stream';
import { ManualClock } from '@billing/core';
import { readOutboxEvents } from '@billing/domain';
import { type ChargeRequest, createProviderFactory, type PaymentProvider } from '@billing/payments';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldViolation, expectTypedEvents, ok, violatedFields } from './assertions.ts';
import { type BillingDriver, billingDriver } from './billing.ts';
import { type Harness, startHarness } from './harness.ts';
import { finalizedInvoices, payableCustomer } from './payment-fixtures.ts';

const SECRET = 'sk_test_TOPSECRETcredential4242';
const DAY = 86_400_000;

describe('payments (postgres)', () => {
  let h: Harness;
  const logs: string[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    });
    h = await startHarness('postgres', { logger: pino({ level: 'trace' }, sink) });
  });
  afterAll(async () => {
    await h?.close();
  });

  const post = async (url: string, body: unknown = {}) => ok(await h.call('POST', `/v1/${url}`, body));
  const get = async (url: string) => ok(await h.call('GET', `/v1/${url}`));

  async function connection(id: string, credential: unknown = {}) {
    return post('providerConnections', {
      providerConnectionId: id,
      providerConnection: { displayName: id, providerType: 'sandbox' },
      credential,
    });
  }

  async function method(customer: string, id: string, token: string, conn = 'main') {
    return post(`customers/${customer}/paymentMethods`, {
      paymentMethodId: id,
      setupToken: token,
      paymentMethod: { providerConnection: `providerConnections/${conn}` },
    });
  }

  async function sandboxCharges(invoice: string) {
    return h.db.sql<{ idempotency_key: string; succeeded: boolean }[]>`
      SELECT idempotency_key, succeeded FROM sandbox_charges WHERE organization_id = 'acme' AND invoice = ${invoice}`;
  }

  it('stores the credential sealed and never shows it in a response, a log line or a column', async () => {
    const created = await connection('main', { secretKey: SECRET });
    expect(created).toMatchObject({
      name: 'providerConnections/main',
      providerType: 'sandbox',
      status: 'ACTIVE',
      healthStatus: 'HEALTHY',
      capabilities: {
        supportsOffSession: true,
        paymentMethodTypes: ['CARD', 'SEPA_DEBIT', 'ACH_DEBIT', 'BANK_TRANSFER'],
      },
    });
    const answers = [
      created,
      await get('providerConnections/main'),
      await get('providerConnections'),
      ok(
        await h.call('PATCH', '/v1/providerConnections/main?updateMask=displayName', { displayName: 'Main' }),
      ),
    ];
    // A refused create (a duplicate) must not echo the body either.
    const dup = await h.call('POST', '/v1/providerConnections', {
      providerConnectionId: 'main',
      providerConnection: { providerType: 'sandbox' },
      credential: { secretKey: SECRET },
    });
    expectError(dup, 409, 'ALREADY_EXISTS');
    answers.push(dup.body);
    for (const a of answers) expect(JSON.stringify(a)).not.toContain(SECRET);
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.join('\n')).not.toContain(SECRET);
    // Every column of every table, as text.
    const tables = await h.db.sql<{ table_name: string }[]>`
      SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`;
    let searched = 0;
    for (const { table_name } of tables) {
      const rows = await h.db.sql.unsafe(`SELECT t::text AS row FROM "${table_name}" t`);
      for (const row of rows) {
        expect(String(row.row), table_name).not.toContain(SECRET);
        expect(String(row.row), table_name).not.toContain(Buffer.from(SECRET).toString('base64'));
        searched++;
      }
    }
    expect(searched).toBeGreaterThan(10);
    const [stored] = await h.db.sql<{ credential_ciphertext: string }[]>`
      SELECT credential_ciphertext FROM provider_connections WHERE organization_id = 'acme' AND id = 'main'`;
    // The ciphertext names the key that sealed it (the embedded profile's generated one).
    expect(stored!.credential_ciphertext).toMatch(/^v1\.generated\.[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('answers a flat body (the shape of the other creates) with the shape this create expects (issue 34, item 8)', async () => {
    const flat = await h.call('POST', '/v1/providerConnections?providerConnectionId=flat', {
      providerType: 'sandbox',
    });
    expectFieldViolation(flat, 'providerConnectionId');
    expect(flat.body.error.message).toBe(
      'providerConnectionId: is a field of the body in this method, not a query parameter',
    );
    const body = await h.call('POST', '/v1/providerConnections', {
      providerConnectionId: 'flat',
      providerType: 'sandbox',
      displayName: 'Flat',
    });
    expectFieldViolation(body, 'providerConnection');
    expect(body.body.error.message).toBe(
      'providerConnection: is required: providerType, displayName were sent at the top level of the body; ' +
        'this method takes the resource inside "providerConnection", as in {"providerConnectionId":"sandbox",' +
        '"providerConnection":{"providerType":"sandbox","displayName":"Sandbox"},"credential":{}}',
    );
    await payableCustomer(h, 'acme', 'flat-payer', h.keyA);
    const method = await h.call('POST', '/v1/customers/flat-payer/paymentMethods', {
      setupToken: 'tok_success',
      providerConnection: 'providerConnections/main',
    });
    expectFieldViolation(method, 'paymentMethod');
    expect(method.body.error.message).toContain(
      'providerConnection was sent at the top level of the body; this method takes the resource inside ' +
        '"paymentMethod", as in {"paymentMethodId":"card","setupToken":"tok_success",' +
        '"paymentMethod":{"providerConnection":"providerConnections/sandbox"}}',
    );
    // Nothing was created by the refused requests.
    expectError(await h.call('GET', '/v1/providerConnections/flat'), 404, 'NOT_FOUND');
  });

  it('validates connections: type, credential, mask, a type that cannot change', async () => {
    const bad = (body: unknown) => h.call('POST', '/v1/providerConnections', body);
    expectFieldViolation(
      await bad({ providerConnection: { providerType: 'paypal' } }),
      'providerConnection.providerType',
    );
    expectFieldViolation(
      await bad({ providerConnection: { providerType: 'sandbox' }, credential: 'x' }),
      'credential',
    );
    expectFieldViolation(
      await bad({ providerConnectionId: 'Bad_Id', providerConnection: { providerType: 'sandbox' } }),
      'providerConnectionId',
    );
    expectError(
      await bad({ parent: 'organizations/globex', providerConnection: { providerType: 'sandbox' } }),
      404,
      'NOT_FOUND',
    );
    const patch = (mask: string, body: unknown) =>
      h.call('PATCH', `/v1/providerConnections/main?updateMask=${mask}`, body);
    expect(violatedFields(await bad({}))).toEqual(['providerConnection']);
    expectFieldViolation(await patch('credential', {}), 'updateMask');
    expectError(await patch('providerType', { providerType: 'stripe' }), 400, 'FAILED_PRECONDITION');
    expect(ok(await patch('providerType', { providerType: 'sandbox' })).providerType).toBe('sandbox');
    expectError(await h.call('GET', '/v1/providerConnections/nope'), 404, 'NOT_FOUND');
  });

  it('keeps a routing policy of rules naming existing connections', async () => {
    expect(await get('routingPolicy')).toEqual({ name: 'routingPolicy', rules: [] });
    await connection('backup');
    const patch = (body: unknown, mask = 'rules') =>
      h.call('PATCH', `/v1/routingPolicy?updateMask=${mask}`, body);
    const policy = ok(
      await patch({
        rules: [
          { providerConnection: 'providerConnections/main', currencyCodes: ['USD'] },
          { providerConnection: 'providerConnections/backup' },
        ],
      }),
    );
    expect(policy.rules).toEqual([
      {
        providerConnection: 'providerConnections/main',
        countryCodes: [],
        currencyCodes: ['USD'],
        paymentMethodTypes: [],
        requireOffSession: false,
        requireRecurring: false,
      },
      expect.objectContaining({ providerConnection: 'providerConnections/backup' }),
    ]);
    expect(policy.updateTime).toEqual(expect.any(String));
    expectFieldViolation(
      await patch({ rules: [{ providerConnection: 'providerConnections/nope' }] }),
      'rules[0].providerConnection',
    );
    expectFieldViolation(
      await patch({ rules: [{ providerConnection: 'providerConnections/main', countryCodes: ['usa'] }] }),
      'rules[0].countryCodes[0]',
    );
    expectFieldViolation(await patch({ rules: [] }, 'displayName'), 'updateMask');
    // The refused patches changed nothing.
    expect((await get('routingPolicy')).rules).toHaveLength(2);
    // Back to no rules: each method's own connection.
    ok(await patch({ rules: [] }));
  });

  it('creates payment methods from every sandbox token and refuses others', async () => {
    await payableCustomer(h, 'acme', 'payer', h.keyA);
    for (const token of [
      'tok_success',
      'tok_insufficient_funds',
      'tok_lost_card',
      'tok_authentication_required',
      'tok_provider_error',
      'tok_timeout',
    ]) {
      const pm = await method('payer', token.slice(4).replaceAll('_', '-'), token);
      expect(pm).toMatchObject({
        providerConnection: 'providerConnections/main',
        type: 'CARD',
        status: 'ACTIVE',
        providerReference: `pm_sandbox_${token}`,
      });
    }
    const bad = await h.call('POST', '/v1/customers/payer/paymentMethods', {
      setupToken: 'tok_nope',
      paymentMethod: { providerConnection: 'providerConnections/main' },
    });
    expectFieldViolation(bad, 'setupToken');
    const noConn = await h.call('POST', '/v1/customers/payer/paymentMethods', {
      setupToken: 'tok_success',
      paymentMethod: { providerConnection: 'providerConnections/nope' },
    });
    expectFieldViolation(noConn, 'paymentMethod.providerConnection');
    const list = await get('customers/payer/paymentMethods?pageSize=2');
    expect(list.paymentMethods).toHaveLength(2);
    expect(list.nextPageToken).not.toBe('');
  });

  /** A payment of one fresh invoice with the given methods; its body and the invoice's name. */
  async function pay(methods: string[], id: string) {
    const [invoice] = await finalizedInvoices(h, 'acme', 'payer', 1, '10.00', id);
    const candidates = methods.map((m) => `customers/payer/paymentMethods/${m}`).join(',');
    const res = await h.call(
      'POST',
      `/v1/customers/payer/payments?paymentId=${id}&candidatePaymentMethods=${candidates}`,
      {
        invoice,
      },
    );
    return { payment: ok(res), invoice: invoice! };
  }

  it('collects with tok_success: SUCCEEDED, invoice PAID with its event, one charge', async () => {
    const { payment, invoice } = await pay(['success'], 'p-success');
    expect(payment).toMatchObject({
      name: 'customers/payer/payments/p-success',
      invoice,
      status: 'SUCCEEDED',
      amount: { amount: { value: '10.00' }, currencyCode: 'USD' },
      paymentMethod: 'customers/payer/paymentMethods/success',
      providerConnection: 'providerConnections/main',
      idempotencyKey: 'customers/payer/payments/p-success:1',
      succeedTime: expect.any(String),
    });
    const paidInvoice = await get(`${invoice}`);
    expect(paidInvoice).toMatchObject({ status: 'PAID', paidTime: payment.succeedTime });
    const events = await readOutboxEvents(
      { organization: 'acme', sql: h.db.sql, clock: { now: () => new Date() }, pageSecret: '' },
      invoice,
    );
    // The same shape as the bill run's invoice.paid: the invoice as the API shows it (its number a string).
    const paidEvent = events.find((e) => e.type === 'invoice.paid');
    expect(paidEvent!.payload).toEqual({ object: paidInvoice });
    expect(typeof (paidEvent!.payload.object as { number: unknown }).number).toBe('string');
    const attempts = await get('customers/payer/payments/p-success/attempts');
    expect(attempts.paymentAttempts).toEqual([
      expect.objectContaining({
        name: 'customers/payer/payments/p-success/attempts/1',
        outcome: 'SUCCEEDED',
        idempotencyKey: 'customers/payer/payments/p-success:1',
        providerTransactionReference: expect.stringMatching(/^ch_sandbox_/),
      }),
    ]);
    expect(await get('customers/payer/payments/p-success/attempts/1')).toEqual(attempts.paymentAttempts[0]);
    expectError(await h.call('GET', '/v1/customers/payer/payments/p-success/attempts/2'), 404, 'NOT_FOUND');
    expect(await sandboxCharges(invoice)).toHaveLength(1);
    // Paid: another payment, or a retry of this one, is refused.
    expectError(
      await h.call('POST', '/v1/customers/payer/payments', { invoice }),
      400,
      'FAILED_PRECONDITION',
    );
    expectError(
      await h.call('POST', '/v1/customers/payer/payments/p-success:retry', {}),
      400,
      'FAILED_PRECONDITION',
    );
  });

  it('leaves tok_insufficient_funds PENDING for its retry, and a second payment is ALREADY_EXISTS', async () => {
    const { payment, invoice } = await pay(['insufficient-funds'], 'p-soft');
    expect(payment).toMatchObject({
      status: 'PENDING',
      failureCategory: 'SOFT_DECLINE',
      nextRetryTime: expect.any(String),
    });
    expect(Date.parse(payment.nextRetryTime) - Date.parse(payment.updateTime)).toBeGreaterThan(DAY - 60_000);
    expectError(await h.call('POST', '/v1/customers/payer/payments', { invoice }), 409, 'ALREADY_EXISTS');
    // :retry now: one more attempt, still soft.
    const retried = ok(await h.call('POST', '/v1/customers/payer/payments/p-soft:retry', {}));
    expect(retried).toMatchObject({ status: 'PENDING', idempotencyKey: 'customers/payer/payments/p-soft:2' });
    expect((await get(invoice)).status).toBe('FINALIZED');
  });

  it('fails tok_lost_card and tok_authentication_required at once, without automatic retries', async () => {
    const lost = await pay(['lost-card'], 'p-hard');
    expect(lost.payment).toMatchObject({ status: 'FAILED', failureCategory: 'HARD_DECLINE' });
    expect(lost.payment.nextRetryTime).toBeUndefined();
    const auth = await pay(['authentication-required'], 'p-auth');
    expect(auth.payment).toMatchObject({ status: 'FAILED', failureCategory: 'AUTHENTICATION_REQUIRED' });
    // A failed payment is not open: a new one for the same invoice may be made.
    const again = await h.call(
      'POST',
      '/v1/customers/payer/payments?candidatePaymentMethods=customers/payer/paymentMethods/success',
      {
        invoice: lost.invoice,
      },
    );
    expect(ok(again).status).toBe('SUCCEEDED');
    // ...after which retrying the failed one is refused: the invoice is PAID.
    expectError(
      await h.call('POST', '/v1/customers/payer/payments/p-hard:retry', {}),
      400,
      'FAILED_PRECONDITION',
    );
    expect(await sandboxCharges(lost.invoice)).toHaveLength(2);
    expect((await sandboxCharges(lost.invoice)).filter((c) => c.succeeded)).toHaveLength(1);
  });

  it('falls back: HARD_DECLINE to the next method, PROVIDER_ERROR to the next connection', async () => {
    const hard = await pay(['lost-card', 'success'], 'p-fallback');
    expect(hard.payment).toMatchObject({
      status: 'SUCCEEDED',
      paymentMethod: 'customers/payer/paymentMethods/success',
    });
    ok(
      await h.call('PATCH', '/v1/routingPolicy?updateMask=rules', {
        rules: [
          { providerConnection: 'providerConnections/main' },
          { providerConnection: 'providerConnections/backup' },
        ],
      }),
    );
    const soft = await pay(['provider-error', 'success'], 'p-provider');
    expect(soft.payment.status).toBe('SUCCEEDED');
    const attempts = (await get('customers/payer/payments/p-provider/attempts')).paymentAttempts;
    expect(
      attempts.map((a: { providerConnection: string; paymentMethod: string; outcome: string }) => [
        a.paymentMethod.split('/').at(-1),
        a.providerConnection.split('/').at(-1),
        a.outcome,
      ]),
    ).toEqual([
      ['provider-error', 'main', 'FAILED'],
      ['provider-error', 'backup', 'FAILED'],
      ['success', 'main', 'SUCCEEDED'],
    ]);
    // The provider errors made the connections DEGRADED; main's success made it HEALTHY again.
    expect((await get('providerConnections/backup')).healthStatus).toBe('DEGRADED');
    expect((await get('providerConnections/main')).healthStatus).toBe('HEALTHY');
    ok(await h.call('PATCH', '/v1/routingPolicy?updateMask=rules', { rules: [] }));
  });

  it('takes candidatePaymentMethods repeated (the OpenAPI exploded array) as well as comma-separated', async () => {
    const [invoice] = await finalizedInvoices(h, 'acme', 'payer', 1, '10.00', 'p-repeated');
    const m = (id: string) => `candidatePaymentMethods=customers/payer/paymentMethods/${id}`;
    const repeated = ok(
      await h.call(
        'POST',
        `/v1/customers/payer/payments?paymentId=p-repeated&${m('lost-card')}&${m('success')}`,
        {
          invoice,
        },
      ),
    );
    // The first is declined hard, the second (given as a second parameter) pays.
    expect(repeated).toMatchObject({
      status: 'SUCCEEDED',
      paymentMethod: 'customers/payer/paymentMethods/success',
    });
    const attempts = (await get('customers/payer/payments/p-repeated/attempts')).paymentAttempts;
    expect(attempts.map((a: { paymentMethod: string }) => a.paymentMethod.split('/').at(-1))).toEqual([
      'lost-card',
      'success',
    ]);
    // The positions of a violation count across both forms.
    const [other] = await finalizedInvoices(h, 'acme', 'payer', 1, '10.00', 'p-mixed');
    expectFieldViolation(
      await h.call(
        'POST',
        `/v1/customers/payer/payments?${m('lost-card')},customers/payer/paymentMethods/success&${m('nope')}`,
        { invoice: other },
      ),
      'candidatePaymentMethods[2]',
    );
  });

  it('makes a connection DEGRADED at a provider error, UNHEALTHY at the fifth in a row, HEALTHY at a success', async () => {
    await connection('flaky');
    await method('payer', 'flaky-error', 'tok_provider_error', 'flaky');
    await method('payer', 'flaky-ok', 'tok_success', 'flaky');
    const health = async () => (await get('providerConnections/flaky')).healthStatus;
    expect(await health()).toBe('HEALTHY');
    const { payment } = await pay(['flaky-error'], 'p-flaky');
    expect(payment).toMatchObject({ status: 'PENDING', failureCategory: 'PROVIDER_ERROR' });
    expect(await health()).toBe('DEGRADED');
    for (let i = 0; i < 3; i++) ok(await h.call('POST', '/v1/customers/payer/payments/p-flaky:retry', {}));
    expect(await health()).toBe('DEGRADED');
    ok(await h.call('POST', '/v1/customers/payer/payments/p-flaky:retry', {}));
    expect(await health()).toBe('UNHEALTHY');
    // Still tried (health is reported, not a routing rule), and its success heals it.
    expect((await pay(['flaky-ok'], 'p-healed')).payment.status).toBe('SUCCEEDED');
    expect(await health()).toBe('HEALTHY');
  });

  it('refuses invoices that are not FINALIZED and methods that are not the customer’s', async () => {
    const [invoice] = await finalizedInvoices(h, 'acme', 'payer', 1, '10.00', 'voided');
    await h.db
      .sql`UPDATE invoices SET status = 'VOID' WHERE organization_id = 'acme' AND customer_id = 'payer' AND id = 'voided-0'`;
    expectError(
      await h.call('POST', '/v1/customers/payer/payments', { invoice }),
      400,
      'FAILED_PRECONDITION',
    );
    expectFieldViolation(
      await h.call('POST', '/v1/customers/payer/payments', { invoice: 'customers/payer/invoices/nope' }),
      'invoice',
    );
    expectFieldViolation(
      await h.call('POST', '/v1/customers/payer/payments', { invoice: 'nonsense' }),
      'invoice',
    );
    const [open] = await finalizedInvoices(h, 'acme', 'payer', 1, '10.00', 'cands');
    expectFieldViolation(
      await h.call(
        'POST',
        '/v1/customers/payer/payments?candidatePaymentMethods=customers/payer/paymentMethods/nope',
        { invoice: open },
      ),
      'candidatePaymentMethods[0]',
    );
    expectFieldViolation(
      await h.call(
        'POST',
        '/v1/customers/payer/payments?candidatePaymentMethods=customers/other/paymentMethods/success',
        { invoice: open },
      ),
      'candidatePaymentMethods[0]',
    );
  });

  it('ends with NO_ROUTE when no method and connection can take the payment, and disables', async () => {
    await payableCustomer(h, 'acme', 'nomethods', h.keyA);
    const [invoice] = await finalizedInvoices(h, 'acme', 'nomethods', 1);
    const payment = ok(await h.call('POST', '/v1/customers/nomethods/payments', { invoice }));
    expect(payment).toMatchObject({ status: 'FAILED', failureCategory: 'NO_ROUTE', paymentMethod: '' });
    const disabled = ok(
      await h.call('POST', '/v1/customers/payer/paymentMethods/timeout:disable', { reason: 'x' }),
    );
    expect(disabled.status).toBe('DISABLED');
    expect(ok(await h.call('POST', '/v1/customers/payer/paymentMethods/timeout:disable', {})).status).toBe(
      'DISABLED',
    );
    const conn = ok(await h.call('POST', '/v1/providerConnections/backup:disable', { reason: 'x' }));
    expect(conn.status).toBe('DISABLED');
    const onDisabled = await h.call('POST', '/v1/customers/payer/paymentMethods', {
      setupToken: 'tok_success',
      paymentMethod: { providerConnection: 'providerConnections/backup' },
    });
    expectError(onDisabled, 400, 'FAILED_PRECONDITION');
  });

  it('writes only typed events, each carrying its resource as the API shows it', async () => {
    await expectTypedEvents(h, 'acme');
  });
});

/**
 * A sandbox whose methods succeed from the `succeedFrom`-th attempt of a payment on: the customer's card was
 * topped up, and retries must stop at the success.
 */
function recoveringSandbox(h: () => Harness, succeedFrom: Map<string, number>) {
  return (connection: Parameters<ReturnType<typeof createProviderFactory>>[0]): PaymentProvider => {
    const real = createProviderFactory(h().db.sql, { now: () => new Date() })(connection);
    const adjust = (r: ChargeRequest): ChargeRequest => {
      const [payment, n] = [
        r.idempotencyKey.replace(/:\d+$/, ''),
        Number(r.idempotencyKey.split(':').at(-1)),
      ];
      const from = succeedFrom.get(payment);
      return from !== undefined && n >= from ? { ...r, methodReference: 'pm_sandbox_tok_success' } : r;
    };
    return {
      setup: (token) => real.setup(token),
      charge: (r) => real.charge(adjust(r)),
      retrieve: (r) => real.retrieve(adjust(r)),
      listCharges: (organization, since) => real.listCharges(organization, since),
      refund: (reference, key) => real.refund(reference, key),
    };
  };
}

describe('payment retries under time travel (postgres)', () => {
  let h: Harness;
  let driver: BillingDriver;
  const clock = new ManualClock(new Date('2026-03-10T12:00:00Z'));
  const succeedFrom = new Map<string, number>();

  beforeAll(async () => {
    h = await startHarness('postgres', { clock, paymentProviders: recoveringSandbox(() => h, succeedFrom) });
    driver = await billingDriver(h, clock);
    await payableCustomer(h, 'acme', 'late', h.keyA);
    ok(
      await h.call('POST', '/v1/providerConnections', {
        providerConnectionId: 'main',
        providerConnection: { providerType: 'sandbox' },
      }),
    );
    for (const token of ['tok_insufficient_funds', 'tok_timeout']) {
      ok(
        await h.call('POST', '/v1/customers/late/paymentMethods', {
          paymentMethodId: token.slice(4).replaceAll('_', '-'),
          setupToken: token,
          paymentMethod: { providerConnection: 'providerConnections/main' },
        }),
      );
    }
  });
  afterAll(async () => {
    await driver?.close();
    await h?.close();
  });

  const attempts = async (id: string) =>
    ok(await h.call('GET', `/v1/customers/late/payments/${id}/attempts`)).paymentAttempts as Array<{
      createTime: string;
      outcome: string;
    }>;
  const start = Date.parse('2026-03-10T12:00:00Z');

  async function softPayment(id: string, invoicePrefix: string) {
    const [invoice] = await finalizedInvoices(h, 'acme', 'late', 1, '25.00', invoicePrefix);
    const url = `/v1/customers/late/payments?paymentId=${id}&candidatePaymentMethods=customers/late/paymentMethods/insufficient-funds`;
    return { payment: ok(await h.call('POST', url, { invoice })), invoice: invoice! };
  }

  it('retries soft failures at +1, +3, +7 and +14 days, then fails', async () => {
    clock.set(new Date(start));
    const { payment } = await softPayment('sched', 'sched');
    expect(payment.nextRetryTime).toBe('2026-03-11T12:00:00.000Z');
    // Nothing happens before the day.
    await driver.travel(new Date(start + DAY - 1000));
    expect(await attempts('sched')).toHaveLength(1);
    for (const [days, count] of [
      [1, 2],
      [3, 3],
      [7, 4],
    ] as const) {
      await driver.travel(new Date(start + days * DAY));
      const list = await attempts('sched');
      expect(list, `day ${days}`).toHaveLength(count);
      expect(list.at(-1)!.createTime).toBe(new Date(start + days * DAY).toISOString());
    }
    await driver.travel(new Date(start + 14 * DAY));
    expect(await attempts('sched')).toHaveLength(5);
    const failed = ok(await h.call('GET', '/v1/customers/late/payments/sched'));
    expect(failed).toMatchObject({ status: 'FAILED', failureCategory: 'SOFT_DECLINE' });
    expect(failed.nextRetryTime).toBeUndefined();
    await driver.travel(new Date(start + 60 * DAY));
    expect(await attempts('sched')).toHaveLength(5);
  });

  it('stops retrying at a success, and marks the invoice PAID', async () => {
    clock.set(new Date(start + 100 * DAY));
    const base = start + 100 * DAY;
    const { invoice } = await softPayment('recovers', 'recovers');
    succeedFrom.set('customers/late/payments/recovers', 3);
    await driver.travel(new Date(base + DAY));
    expect(ok(await h.call('GET', '/v1/customers/late/payments/recovers')).status).toBe('PENDING');
    await driver.travel(new Date(base + 3 * DAY));
    expect(ok(await h.call('GET', '/v1/customers/late/payments/recovers')).status).toBe('SUCCEEDED');
    expect(ok(await h.call('GET', `/v1/${invoice}`)).status).toBe('PAID');
    await driver.travel(new Date(base + 30 * DAY));
    expect(await attempts('recovers')).toHaveLength(3);
  });

  it('resumes a payment whose process died between its creation and its first attempt', async () => {
    const base = start + 300 * DAY;
    clock.set(new Date(base));
    const [invoice = ''] = await finalizedInvoices(h, 'acme', 'late', 1, '25.00', 'orphan');
    const invoiceId = invoice.split('/').at(-1)!;
    // What createPayment's transaction commits, and nothing after it.
    await h.db.sql`
      INSERT INTO payments (organization_id, customer_id, id, invoice_id, amount, currency_code, candidate_methods,
        status, off_session, recurring, next_action_time, create_time, update_time)
      VALUES ('acme', 'late', 'orphan', ${invoiceId}, '25.00', 'USD', ${['insufficient-funds']}, 'PENDING', true,
        true, ${new Date(base + 5 * 60_000)}, ${new Date(base)}, ${new Date(base)})`;
    succeedFrom.set('customers/late/payments/orphan', 1);
    await driver.travel(new Date(base + 5 * 60_000 - 1000));
    expect(await attempts('orphan')).toHaveLength(0);
    await driver.travel(new Date(base + 5 * 60_000));
    expect(ok(await h.call('GET', '/v1/customers/late/payments/orphan')).status).toBe('SUCCEEDED');
    expect(await attempts('orphan')).toHaveLength(1);
  });

  it('reconciles a tok_timeout charge with the provider instead of charging again', async () => {
    clock.set(new Date(start + 200 * DAY));
    const [invoice = ''] = await finalizedInvoices(h, 'acme', 'late', 1, '25.00', 'timeout');
    const url =
      '/v1/customers/late/payments?paymentId=slow&candidatePaymentMethods=customers/late/paymentMethods/timeout';
    const payment = ok(await h.call('POST', url, { invoice }));
    expect(payment.status).toBe('PROCESSING');
    expect((await attempts('slow')).map((a) => a.outcome)).toEqual(['UNKNOWN']);
    await driver.travel(new Date(start + 200 * DAY + 5 * 60_000));
    expect(ok(await h.call('GET', '/v1/customers/late/payments/slow')).status).toBe('SUCCEEDED');
    expect((await attempts('slow')).map((a) => a.outcome)).toEqual(['SUCCEEDED']);
    expect(ok(await h.call('GET', `/v1/${invoice}`)).status).toBe('PAID');
    const charges = await h.db
      .sql`SELECT 1 FROM sandbox_charges WHERE organization_id = 'acme' AND invoice = ${invoice}`;
    expect(charges).toHaveLength(1);
  });
});
