/**
 * The request examples of the OpenAPI document, sent as they are (issue 34, item 2): one story on the clock of
 * 2026-03-15 (the examples' own), each method's example body with the ids the examples use in its path and
 * query. Every example must be taken: 200, or for the three verbs whose state the story cannot give them
 * (verifying a hostname without its DNS record, retrying a settled payment, voiding or marking paid a paid
 * invoice)
 * FAILED_PRECONDITION, never a refusal of the body. Every request body of the document has an example here.
 */
import { ManualClock } from '@billing/core';
import { runBillRun } from '@billing/invoices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_EXAMPLES } from '../src/openapi/request-examples.ts';
import { generateOpenApiDocument } from '../src/openapi.ts';
import { type Harness, startHarness } from './harness.ts';

/** The operations in story order, with the path and query each is sent with. */
const STORY: Array<[operationId: string, method: 'POST' | 'PATCH', url: string]> = [
  ['updateOrganization', 'PATCH', '/v1/organization?updateMask=displayName,timeZone'],
  ['createDomain', 'POST', '/v1/domains?organizationDomainId=billing'],
  ['verifyDomain', 'POST', '/v1/domains/billing/verify'],
  ['createCustomer', 'POST', '/v1/customers?customerId=acme'],
  ['updateCustomer', 'PATCH', '/v1/customers/acme?updateMask=email'],
  ['createMeter', 'POST', '/v1/meters?meterId=llm-tokens'],
  ['updateMeter', 'PATCH', '/v1/meters/llm-tokens?updateMask=displayName'],
  ['createProduct', 'POST', '/v1/products?productId=llm-tokens'],
  ['createRateCard', 'POST', '/v1/rateCards?rateCardId=list'],
  ['createRate', 'POST', '/v1/rateCards/list/rates'],
  ['correctUsageEvent', 'POST', '/v1/usageEvents/call-1:correct'],
  ['replayUsageEvents', 'POST', '/v1/usageEvents:replay'],
  ['createContract', 'POST', '/v1/customers/acme/contracts?contractId=acme-2026'],
  ['scheduleContractAmendment', 'POST', '/v1/customers/acme/contracts/acme-2026:scheduleAmendment'],
  ['cancelContractAmendment', 'POST', '/v1/{contractAmendment}:cancel'],
  ['createSubscription', 'POST', '/v1/customers/acme/subscriptions?subscriptionId=seats'],
  ['scheduleSubscriptionAmendment', 'POST', '/v1/customers/acme/subscriptions/seats:scheduleAmendment'],
  ['cancelSubscriptionAmendment', 'POST', '/v1/{subscriptionAmendment}:cancel'],
  ['previewCharges', 'POST', '/v1/customers/acme/charges:preview'],
  ['previewInvoice', 'POST', '/v1/customers/acme/invoices:preview'],
  ['createCreditGrant', 'POST', '/v1/customers/acme/credits?creditId=welcome'],
  ['voidCreditGrant', 'POST', '/v1/customers/acme/credits/welcome:void'],
  ['createCommitment', 'POST', '/v1/customers/acme/commitments?commitmentId=annual'],
  ['voidCommitment', 'POST', '/v1/customers/acme/commitments/annual:void'],
  ['finalizeInvoice', 'POST', '/v1/{invoice}:finalize'],
  ['createProviderConnection', 'POST', '/v1/providerConnections'],
  ['updateProviderConnection', 'PATCH', '/v1/providerConnections/sandbox?updateMask=displayName'],
  ['updateRoutingPolicy', 'PATCH', '/v1/routingPolicy?updateMask=rules'],
  ['createPaymentMethod', 'POST', '/v1/customers/acme/paymentMethods'],
  ['createPayment', 'POST', '/v1/customers/acme/payments?paymentId=first'],
  ['retryPayment', 'POST', '/v1/customers/acme/payments/first:retry'],
  ['voidInvoice', 'POST', '/v1/{invoice}:void'],
  ['cancelSubscription', 'POST', '/v1/customers/acme/subscriptions/seats:cancel'],
  ['endContract', 'POST', '/v1/customers/acme/contracts/acme-2026:end'],
  ['disablePaymentMethod', 'POST', '/v1/customers/acme/paymentMethods/card:disable'],
  ['disableProviderConnection', 'POST', '/v1/providerConnections/sandbox:disable'],
  ['markInvoicePaid', 'POST', '/v1/{invoice}:markPaid'],
  ['createWebhookEndpoint', 'POST', '/v1/webhookEndpoints?webhookEndpointId=erp'],
  ['updateWebhookEndpoint', 'PATCH', '/v1/webhookEndpoints/erp'],
  ['rotateWebhookEndpointSecret', 'POST', '/v1/webhookEndpoints/erp:rotateSecret'],
  ['redeliverWebhookEvents', 'POST', '/v1/webhookEndpoints/erp:redeliver'],
  ['createTaxRate', 'POST', '/v1/taxRates?taxRateId=us-sales'],
  ['archiveTaxRate', 'POST', '/v1/taxRates/us-sales:archive'],
  ['createCustomerAlert', 'POST', '/v1/customers/acme/alerts?alertId=large-tokens'],
  ['updateCustomerAlert', 'PATCH', '/v1/customers/acme/alerts/large-tokens'],
  ['createAlert', 'POST', '/v1/alerts?alertId=big-spenders'],
  ['updateAlert', 'PATCH', '/v1/alerts/big-spenders'],
  ['archiveCustomer', 'POST', '/v1/customers/acme:archive'],
];

interface Operation {
  operationId: string;
  requestBody?: { content: Record<string, { example?: unknown }> };
}

const STATE_REFUSALS = new Set(['verifyDomain', 'retryPayment', 'voidInvoice', 'markInvoicePaid']);

describe('request examples of the OpenAPI document, sent as is', () => {
  const clock = new ManualClock('2026-03-15T12:00:00Z');
  let h: Harness;
  // biome-ignore lint/suspicious/noExplicitAny: the document read field by field
  let document: any;

  beforeAll(async () => {
    h = await startHarness('postgres', { clock });
    document = await generateOpenApiDocument();
  });
  afterAll(() => h?.close());

  it('has an example for every request body, and the story sends each one', () => {
    const withBodies = new Set<string>();
    for (const item of Object.values(document.paths) as Array<
      Record<string, { operationId: string; requestBody?: unknown }>
    >) {
      for (const operation of Object.values(item)) {
        if (operation.requestBody) withBodies.add(operation.operationId.replace(/InOrganization$/, ''));
      }
    }
    withBodies.delete('ingestUsageEvent');
    withBodies.delete('batchIngestUsageEvents');
    expect([...withBodies].sort()).toEqual(Object.keys(REQUEST_EXAMPLES).sort());
    expect(STORY.map(([id]) => id).sort()).toEqual(Object.keys(REQUEST_EXAMPLES).sort());
  });

  it('marks required fields and answers a wrong shape with the expected one', async () => {
    const contract =
      document.paths['/v1/customers/{customer}/contracts'].post.requestBody.content['application/json'];
    expect(contract.schema.required).toEqual(['rateCard', 'billingAnchorDay', 'effectivePeriod']);
    const money = await h.call('POST', '/v1/rateCards?rateCardId=shapes', {
      currencyCode: 'USD',
      rates: [
        {
          id: 'r',
          product: 'products/none',
          effectivePeriod: { startTime: '2026-01-01T00:00:00Z' },
          unit: { unitPrice: { value: '0.002' } },
        },
      ],
    });
    expect(money.status).toBe(400);
    expect(money.body.error.message).toBe(
      "rates[0].unit.unitPrice.amount: must have required property 'amount' " +
        '(rates[0].unit.unitPrice expected like {"amount":{"value":"0.002"},"currencyCode":"USD"})',
    );
    const anchor = await h.call('POST', '/v1/customers/nobody/contracts', {
      rateCard: 'rateCards/list',
      billingAnchorDay: 1,
      effectivePeriod: { startTime: '2026-01-01T00:00:00Z' },
    });
    expect(anchor.body.error.message).toBe('billingAnchorDay: must be string (expected like "1")');
  });

  it('takes every example', async () => {
    const names: Record<string, string> = {};
    const send = async (operationId: string, method: 'POST' | 'PATCH', url: string) => {
      const path = url.replace(/\{(\w+)\}/, (_, key: string) => names[key] ?? `{${key}}`);
      const example = findExample(operationId);
      expect(example, operationId).toEqual(REQUEST_EXAMPLES[operationId]);
      return h.call(method, path, example);
    };
    const findExample = (operationId: string): unknown => {
      for (const item of Object.values(document.paths) as Array<Record<string, Operation>>) {
        for (const operation of Object.values(item)) {
          if (operation.operationId === operationId)
            return operation.requestBody?.content['application/json']?.example;
        }
      }
      return undefined;
    };
    for (const [operationId, method, url] of STORY) {
      if (operationId === 'correctUsageEvent') {
        // The events of the ingest examples, stored as the edge would (a SUBSCRIPTION product for the seats).
        const batch =
          document.paths['/v1/usageEvents:batchIngest'].post.requestBody.content['application/json'];
        const stored = await h.ingest('acme', batch.example.events);
        expect(stored.map((r) => r.status)).toEqual(['ACCEPTED', 'ACCEPTED']);
        await h.call('POST', '/v1/products?productId=seats', { displayName: 'Seats', type: 'SUBSCRIPTION' });
        const seat = await h.call('POST', '/v1/rateCards/list/rates', {
          id: 'seats',
          product: 'products/seats',
          effectivePeriod: { startTime: '2026-01-01T00:00:00Z' },
          unit: { unitPrice: { amount: { value: '30' } } },
        });
        expect(seat.status, JSON.stringify(seat.body)).toBe(200);
      }
      if (operationId === 'finalizeInvoice') {
        // February's invoice, made by a bill run: the invoice the payment example names.
        await runBillRun({ sql: h.db.sql, events: h.usage.events, clock }, { graceMs: 365 * 24 * 3_600_000 });
        const listed = await h.call(
          'GET',
          `/v1/customers/acme/invoices?filter=${encodeURIComponent('periodStartTime = "2026-02-01T00:00:00Z"')}`,
        );
        names.invoice = listed.body.invoices[0].name;
        expect(REQUEST_EXAMPLES.createPayment).toEqual({ invoice: names.invoice });
      }
      const answer = await send(operationId, method, url);
      const where = `${operationId}: ${JSON.stringify(answer.body)}`;
      if (STATE_REFUSALS.has(operationId) && answer.status !== 200) {
        expect(answer.body.error.status, where).toBe('FAILED_PRECONDITION');
      } else {
        expect(answer.status, where).toBe(200);
      }
      if (operationId === 'scheduleContractAmendment') names.contractAmendment = answer.body.name;
      if (operationId === 'scheduleSubscriptionAmendment') names.subscriptionAmendment = answer.body.name;
    }
  }, 120_000);
});
