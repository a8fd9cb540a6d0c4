/**
 * The Stripe adapter (issue 13, item 5) against an in-process fake of the Stripe endpoints it uses, stripe-node
 * pointed at loopback over HTTP: setup from PaymentMethods, PaymentIntents with our idempotency keys and the
 * invoice in their metadata, declines by category, a timeout after the charge found again by retrieval, and a
 * payment through the API on a `stripe` connection.
 */
import { ApiError, systemClock } from '@billing/core';
import { createProviderFactory, ProviderTimeout, StripeProvider, toMinorUnits } from '@billing/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldViolation, ok } from './assertions.ts';
import { type FakeStripe, startFakeStripe } from './fake-stripe.ts';
import { type Harness, startHarness } from './harness.ts';
import { finalizedInvoices, payableCustomer } from './payment-fixtures.ts';

let fake: FakeStripe;
const endpoint = () => ({ host: '127.0.0.1', port: fake.port, protocol: 'http' as const, timeoutMs: 300 });

beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(async () => {
  await fake?.close();
});

const request = (key: string, methodReference: string, amount = '12.30', currencyCode = 'USD') => ({
  organization: 'acme',
  idempotencyKey: key,
  amount,
  currencyCode,
  methodReference,
  invoice: 'customers/c/invoices/i',
  payment: 'customers/c/payments/p',
  offSession: true,
});

describe('the Stripe adapter', () => {
  const stripe = () => new StripeProvider(fake.secretKey, endpoint());

  it('turns a PaymentMethod into a payment method reference with its Customer', async () => {
    expect(await stripe().setup('pm_card_visa')).toEqual({
      reference: 'cus_fake/pm_card_visa',
      type: 'CARD',
      countryCode: 'US',
      displayName: 'visa 4242',
    });
    await expect(stripe().setup('pm_unknown')).rejects.toThrow(ApiError);
    await expect(stripe().setup('tok_success')).rejects.toThrow(/PaymentMethod id/);
  });

  it('charges once per idempotency key, in minor units, with the invoice in the metadata', async () => {
    const first = await stripe().charge(request('customers/c/payments/p:1', 'cus_fake/pm_card_visa'));
    expect(first).toEqual({ outcome: 'SUCCEEDED', reference: expect.stringMatching(/^pi_fake_/) });
    const again = await stripe().charge(request('customers/c/payments/p:1', 'cus_fake/pm_card_visa'));
    expect(again).toEqual(first);
    const made = fake.intents.filter((i) => i.metadata.attempt === 'customers/c/payments/p:1');
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      amount: 1230,
      currency: 'usd',
      customer: 'cus_fake',
      payment_method: 'pm_card_visa',
      metadata: {
        invoice: 'customers/c/invoices/i',
        payment: 'customers/c/payments/p',
        organization: 'acme',
      },
    });
    expect(toMinorUnits('500', 'JPY')).toBe(500);
    expect(toMinorUnits('1.234', 'KWD')).toBe(1234);
    expect(toMinorUnits('0.05', 'USD')).toBe(5);
  });

  it('confirms on- and off-session without a return_url: redirect-based methods are excluded', async () => {
    // Stripe refuses a confirm that is not off-session and could need a redirect without a return_url; a
    // payment collected by the server has no page to return to, so the adapter says it takes no redirects.
    for (const offSession of [false, true]) {
      const key = `customers/c/payments/on-${offSession}:1`;
      const result = await stripe().charge({ ...request(key, 'cus_fake/pm_card_visa'), offSession });
      expect(result, `offSession ${offSession}`).toMatchObject({ outcome: 'SUCCEEDED' });
      const params = fake.intentParams.findLast((p) => p['metadata[attempt]'] === key);
      expect(params).toMatchObject({
        confirm: 'true',
        off_session: String(offSession),
        'automatic_payment_methods[enabled]': 'true',
        'automatic_payment_methods[allow_redirects]': 'never',
      });
      expect(params?.return_url).toBeUndefined();
    }
  });

  it('sorts declines into soft, hard and authentication required', async () => {
    const outcome = async (pm: string, n: number) =>
      stripe().charge(request(`decline:${n}`, `cus_fake/${pm}`));
    expect(await outcome('pm_card_chargeDeclinedInsufficientFunds', 1)).toMatchObject({
      outcome: 'FAILED',
      category: 'SOFT_DECLINE',
      reference: expect.stringMatching(/^pi_fake_/),
    });
    expect(await outcome('pm_card_chargeDeclinedLostCard', 2)).toMatchObject({ category: 'HARD_DECLINE' });
    expect(await outcome('pm_card_authenticationRequired', 3)).toMatchObject({
      category: 'AUTHENTICATION_REQUIRED',
    });
    expect(await outcome('pm_card_gone', 4)).toMatchObject({ category: 'INVALID_REQUEST' });
    const wrongKey = new StripeProvider('sk_test_wrongwrongwrong', endpoint());
    expect(await wrongKey.charge(request('decline:5', 'pm_card_visa'))).toMatchObject({
      category: 'PROVIDER_ERROR',
    });
  });

  it('reports a timeout as no answer, and finds the charge again by its key without a second one', async () => {
    const r = request('slow:1', 'cus_fake/pm_card_timeout');
    await expect(stripe().charge(r)).rejects.toThrow(ProviderTimeout);
    const found = await stripe().retrieve(r);
    expect(found).toMatchObject({ outcome: 'SUCCEEDED' });
    expect(await stripe().retrieve(request('never:1', 'pm_card_visa'))).toBeUndefined();
    expect(fake.intents.filter((i) => i.metadata.attempt === 'slow:1')).toHaveLength(1);
  });
});

describe('payments on a stripe connection (postgres)', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness('postgres', {
      // Called per use, once the harness (and its database) exists.
      paymentProviders: (c) => createProviderFactory(h.db.sql, systemClock, endpoint())(c),
    });
    await payableCustomer(h, 'acme', 'striped', h.keyA);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('needs a Stripe secret key as the credential, and never shows it', async () => {
    const missing = await h.call('POST', '/v1/providerConnections', {
      providerConnectionId: 'stripe-main',
      providerConnection: { providerType: 'stripe' },
      credential: {},
    });
    expectFieldViolation(missing, 'credential.secretKey');
    const created = ok(
      await h.call('POST', '/v1/providerConnections', {
        providerConnectionId: 'stripe-main',
        providerConnection: { providerType: 'stripe', displayName: 'Stripe' },
        credential: { secretKey: fake.secretKey },
      }),
    );
    expect(created.capabilities.paymentMethodTypes).toEqual(['CARD', 'SEPA_DEBIT', 'ACH_DEBIT']);
    expect(JSON.stringify(created)).not.toContain(fake.secretKey);
  });

  it('collects an invoice through a PaymentIntent, and reconciles a timed-out one', async () => {
    for (const [id, pm] of [
      ['visa', 'pm_card_visa'],
      ['late', 'pm_card_timeout'],
    ]) {
      ok(
        await h.call('POST', '/v1/customers/striped/paymentMethods', {
          paymentMethodId: id,
          setupToken: pm,
          paymentMethod: { providerConnection: 'providerConnections/stripe-main' },
        }),
      );
    }
    expectFieldViolation(
      await h.call('POST', '/v1/customers/striped/paymentMethods', {
        setupToken: 'tok_success',
        paymentMethod: { providerConnection: 'providerConnections/stripe-main' },
      }),
      'setupToken',
    );
    const [paid, late] = await finalizedInvoices(h, 'acme', 'striped', 2, '42.00', 'stripe');
    const pay = (invoice: string, method: string, id: string) =>
      h.call(
        'POST',
        `/v1/customers/striped/payments?paymentId=${id}&candidatePaymentMethods=customers/striped/paymentMethods/${method}`,
        { invoice },
      );
    const payment = ok(await pay(paid!, 'visa', 'by-card'));
    expect(payment).toMatchObject({
      status: 'SUCCEEDED',
      idempotencyKey: 'customers/striped/payments/by-card:1',
    });
    const intent = fake.intents.find((i) => i.metadata.attempt === 'customers/striped/payments/by-card:1');
    expect(intent).toMatchObject({ amount: 4200, metadata: { invoice: paid } });
    const attempt = ok(await h.call('GET', '/v1/customers/striped/payments/by-card/attempts/1'));
    expect(attempt.providerTransactionReference).toBe(intent!.id);
    expect(ok(await h.call('GET', `/v1/${paid}`)).status).toBe('PAID');

    const slow = ok(await pay(late!, 'late', 'slow'));
    expect(slow.status).toBe('PROCESSING');
    const retried = ok(await h.call('POST', '/v1/customers/striped/payments/slow:retry', {}));
    expect(retried.status).toBe('SUCCEEDED');
    expect(fake.intents.filter((i) => i.metadata.invoice === late)).toHaveLength(1);
    expectError(
      await h.call('POST', '/v1/customers/striped/payments/slow:retry', {}),
      400,
      'FAILED_PRECONDITION',
    );
  });

  it('collects a payment made with offSession false (Stripe would refuse it without a return_url)', async () => {
    const [invoice] = await finalizedInvoices(h, 'acme', 'striped', 1, '7.50', 'on-session');
    const payment = ok(
      await h.call(
        'POST',
        '/v1/customers/striped/payments?paymentId=on-session&candidatePaymentMethods=customers/striped/paymentMethods/visa',
        { invoice, offSession: false },
      ),
    );
    expect(payment).toMatchObject({ status: 'SUCCEEDED', offSession: false });
    expect(fake.intents.find((i) => i.metadata.invoice === invoice)).toMatchObject({ amount: 750 });
  });
});
