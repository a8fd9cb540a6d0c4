/**
 * A query parameter the API declares an array is sent in the standard form (AIP, gRPC transcoding, OpenAPI
 * `form` + `explode`): the parameter repeated, never joined into one value.
 */
import { describe, expect, it } from 'vitest';
import { createBillingClient } from '../src/index.ts';

describe('the generated client', () => {
  it('sends candidatePaymentMethods as the parameter repeated', async () => {
    const urls: string[] = [];
    const client = createBillingClient({
      baseUrl: 'http://billing.test',
      apiKey: 'sk_test',
      fetch: async (input) => {
        urls.push(input instanceof Request ? input.url : String(input));
        return new Response('{}', { headers: { 'content-type': 'application/json' } });
      },
    });
    await client.POST('/v1/customers/{customer}/payments', {
      params: {
        path: { customer: 'acme' },
        query: {
          paymentId: 'p1',
          candidatePaymentMethods: ['customers/acme/paymentMethods/a', 'customers/acme/paymentMethods/b'],
        },
      },
      body: { invoice: 'customers/acme/invoices/i' },
    });
    const query = new URL(urls[0]!).searchParams;
    expect(query.getAll('candidatePaymentMethods')).toEqual([
      'customers/acme/paymentMethods/a',
      'customers/acme/paymentMethods/b',
    ]);
  });
});
