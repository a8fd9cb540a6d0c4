/**
 * End to end on the embedded profile, started as the README says and driven through the generated client:
 * first start, the catalog, errors, the command line against the running process, usage metered and priced,
 * restart with data kept. Twice: with the file log (the profile's default, INGEST_LOG=file), whose events are
 * read once drained (waitForFileLogDrained), and with the synchronous ingest path (INGEST_LOG=buffer).
 */
import { join } from 'node:path';
import { createBillingClient } from '@billing/client';
import { waitForFileLogDrained } from '@billing/usage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billing, makeDataDir, type RunningService, startService } from './service.ts';

describe.each(['file', 'buffer'] as const)('embedded profile (INGEST_LOG=%s), end to end', (ingestLog) => {
  let data: Awaited<ReturnType<typeof makeDataDir>>;
  let service: RunningService;
  let key: string;

  beforeAll(async () => {
    data = await makeDataDir();
    service = await startService(data.dir, { INGEST_LOG: ingestLog });
    key = service.firstKey!;
  }, 90_000);

  afterAll(async () => {
    await service?.stop();
    await data?.remove();
  });

  it('prints an API key on the first start that answers GET /v1/organization', async () => {
    expect(key).toMatch(/^sk_/);
    const client = createBillingClient({ baseUrl: service.baseUrl, apiKey: key });
    const { data: org, response } = await client.GET('/v1/organization');
    expect(response.status).toBe(200);
    expect(org?.name).toBe('organizations/default');
  });

  it('serves health, metrics, the OpenAPI document and the docs page', async () => {
    expect((await fetch(`${service.baseUrl}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${service.baseUrl}/metrics`)).text()).toContain('http_requests_total');
    const openapi = (await (await fetch(`${service.baseUrl}/openapi.json`)).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(openapi.openapi).toBe('3.1.0');
    expect(Object.keys(openapi.paths)).toContain('/v1/customers/{customer}:archive');
    expect((await fetch(`${service.baseUrl}/docs`)).status).toBe(200);
    expect((await fetch(`${service.ingestUrl}/healthz`)).status).toBe(200);
  });

  it('builds a catalog and customers through the client', async () => {
    const client = createBillingClient({ baseUrl: service.baseUrl, apiKey: key });
    const created = await client.POST('/v1/customers', {
      params: { query: { customerId: 'acme-corp' } },
      body: {
        displayName: 'Acme Corp',
        currencyCode: 'USD',
        externalId: 'crm-1',
        billingProfile: {
          legalName: 'Acme Corporation',
          countryCode: 'US',
          address: { addressLines: ['1 Main St'] },
        },
        metadata: { tier: 'gold' },
      },
    });
    expect(created.response.status).toBe(200);
    expect(created.data?.name).toBe('customers/acme-corp');

    const listed = await client.GET('/v1/customers', {
      params: { query: { filter: 'metadata.tier = "gold"' } },
    });
    expect(listed.data?.customers.map((c) => c.name)).toEqual(['customers/acme-corp']);

    const meter = await client.POST('/v1/meters', {
      params: { query: { meterId: 'tokens' } },
      body: {
        displayName: 'Tokens',
        eventType: 'llm.call',
        aggregation: 'SUM',
        valueProperty: 'tokens',
        groupKeys: ['model'],
      },
    });
    expect(meter.data?.name).toBe('meters/tokens');
    const product = await client.POST('/v1/products', {
      params: { query: { productId: 'llm-tokens' } },
      body: { displayName: 'LLM tokens', type: 'USAGE', meter: 'meters/tokens', pricingGroupKeys: ['model'] },
    });
    expect(product.data?.pricingGroupKeys).toEqual(['model']);
    const card = await client.POST('/v1/rateCards', {
      params: { query: { rateCardId: 'list-2026' } },
      body: { displayName: 'List prices', currencyCode: 'USD' },
    });
    expect(card.data?.rates).toEqual([]);
    const rate = await client.POST('/v1/rateCards/{rateCard}/rates', {
      params: { path: { rateCard: 'list-2026' } },
      body: {
        product: 'products/llm-tokens',
        dimensionValues: { model: 'large' },
        effectivePeriod: { startTime: '2026-01-01T00:00:00Z' },
        tiered: {
          tiers: [
            {
              startQuantity: { value: '0' },
              endQuantity: { value: '1000' },
              unitPrice: { amount: { value: '0.10' } },
            },
            { startQuantity: { value: '1000' }, unitPrice: { amount: { value: '0.05' } } },
          ],
        },
      },
    });
    expect(rate.response.status).toBe(200);
    expect(rate.data?.tiered?.tiers?.[0]?.unitPrice?.amount.value).toBe('0.1');

    const archived = await client.POST('/v1/customers/{customer}:archive', {
      params: { path: { customer: 'acme-corp' } },
      body: {},
    });
    expect(archived.data?.archived).toBe(true);
  });

  it('answers bad input with a google.rpc.Status', async () => {
    const client = createBillingClient({ baseUrl: service.baseUrl, apiKey: key });
    const missing = await client.GET('/v1/customers/{customer}', {
      params: { path: { customer: 'nobody' } },
    });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.error.status).toBe('NOT_FOUND');
    const overlap = await client.POST('/v1/rateCards/{rateCard}/rates', {
      params: { path: { rateCard: 'list-2026' } },
      body: {
        product: 'products/llm-tokens',
        dimensionValues: { model: 'large' },
        effectivePeriod: { startTime: '2026-06-01T00:00:00Z' },
        flat: { amount: { amount: { value: '5' } } },
      },
    });
    expect(overlap.response.status).toBe(400);
    expect(overlap.error?.error.status).toBe('FAILED_PRECONDITION');
    const noKey = await fetch(`${service.baseUrl}/v1/organization`);
    expect(noKey.status).toBe(401);
  });

  it('issues and revokes keys from the command line while the service runs', async () => {
    const created = JSON.parse(
      await billing(
        data.dir,
        'keys',
        'create',
        '--organization',
        'default',
        '--permission',
        'customers:read',
      ),
    );
    const reader = createBillingClient({ baseUrl: service.baseUrl, apiKey: created.secret });
    expect((await reader.GET('/v1/customers')).response.status).toBe(200);
    const denied = await reader.PATCH('/v1/organization', {
      params: { query: { updateMask: 'displayName' } },
      body: { displayName: 'x' },
    });
    expect(denied.response.status).toBe(403);
    await billing(data.dir, 'keys', 'revoke', created.apiKey.name);
    // Processes learn of a revocation through the change feed (polled every 100 ms).
    let status = 200;
    for (const deadline = Date.now() + 5000; status === 200 && Date.now() < deadline; ) {
      status = (await reader.GET('/v1/customers')).response.status;
      if (status === 200) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(401);
  });

  it('ingests usage on the edge and shows it through the api', async () => {
    const client = createBillingClient({ baseUrl: service.baseUrl, apiKey: key });
    await client.POST('/v1/customers', { params: { query: { customerId: 'meter-user' } }, body: {} });
    const eventTime = new Date(Date.now() - 60_000).toISOString();
    const response = await fetch(`${service.ingestUrl}/v1/usageEvents:batchIngest`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        events: [1, 2, 3].map((n) => ({
          customer: 'customers/meter-user',
          eventId: `call-${n}`,
          eventType: 'llm.call',
          eventTime,
          properties: { tokens: n * 10, model: 'large' },
        })),
      }),
    });
    const { results } = (await response.json()) as { results: Array<{ status: string }> };
    expect(results.map((r) => r.status)).toEqual(['ACCEPTED', 'ACCEPTED', 'ACCEPTED']);
    // Nothing to wait for on the synchronous path; the file log's drainer inserts within about a second.
    await waitForFileLogDrained(join(data.dir, 'ingest-log'));
    const got = await client.GET('/v1/usageEvents/{event}', { params: { path: { event: 'call-2' } } });
    expect(got.data).toMatchObject({
      name: 'usageEvents/call-2',
      customer: 'customers/meter-user',
      properties: { tokens: 20 },
    });
    const listed = await client.GET('/v1/usageEvents', { params: { query: { eventType: 'llm.call' } } });
    expect(listed.data?.events.map((e) => e.eventId)).toEqual(['call-3', 'call-2', 'call-1']);
  });

  it('meters and prices the usage: usage read and charges preview, before and after a rollup pass', async () => {
    const client = createBillingClient({ baseUrl: service.baseUrl, apiKey: key });
    const contract = await client.POST('/v1/customers/{customer}/contracts', {
      params: { path: { customer: 'meter-user' }, query: { contractId: 'main' } },
      body: {
        rateCard: 'rateCards/list-2026',
        billingAnchorDay: '1',
        effectivePeriod: { startTime: '2026-01-01T00:00:00Z' },
      },
    });
    expect(contract.response.status, JSON.stringify(contract.error)).toBe(200);
    const period = {
      startTime: new Date(Date.now() - 3_600_000).toISOString(),
      endTime: new Date(Date.now() + 3_600_000).toISOString(),
    };
    const check = async () => {
      const usage = await client.GET('/v1/customers/{customer}/usage', {
        params: {
          path: { customer: 'meter-user' },
          query: {
            'period.startTime': period.startTime,
            'period.endTime': period.endTime,
            meters: ['meters/tokens'],
          },
        },
      });
      expect(usage.data?.usage).toEqual([
        { meter: 'meters/tokens', dimensions: { model: 'large' }, quantity: { value: '60' } },
      ]);
      const preview = await client.POST('/v1/customers/{customer}/charges:preview', {
        params: { path: { customer: 'meter-user' } },
        body: { period },
      });
      expect(preview.data?.total).toEqual({ amount: { value: '6.00' }, currencyCode: 'USD' });
      expect(preview.data?.charges.map((c) => [c.product, c.quantity.value, c.net.amount.value])).toEqual([
        ['products/llm-tokens', '60', '6.00'],
      ]);
    };
    await check();
    // The worker's loop (every 200 ms here) builds the rollups; the answer stays the same.
    await new Promise((r) => setTimeout(r, 2_000));
    await check();
  });

  it('seals a provider credential under the generated payment key, which it never shows', async () => {
    const client = createBillingClient({ baseUrl: service.baseUrl, apiKey: key });
    const created = await client.POST('/v1/providerConnections', {
      body: {
        providerConnectionId: 'sandbox-e2e',
        providerConnection: { displayName: 'Sandbox', providerType: 'sandbox' },
        credential: { note: 'e2e-credential-value' },
      },
    });
    expect(created.response.status).toBe(200);
    expect(created.data?.status).toBe('ACTIVE');
    expect(JSON.stringify(created.data)).not.toContain('e2e-credential-value');
  });

  it('keeps its data across a restart and prints no new key', async () => {
    await service.stop('SIGTERM');
    // Graceful: it finished in-flight work and closed its stores before exiting.
    expect(service.output()).toContain('"msg":"stopped"');
    // The command line works while the service is down too (it opens the data directory itself).
    const keys = JSON.parse(await billing(data.dir, 'keys', 'list', '--organization', 'default'));
    expect(keys.apiKeys.length).toBeGreaterThanOrEqual(2);
    service = await startService(data.dir, { INGEST_LOG: ingestLog });
    expect(service.firstKey).toBeUndefined();
    const client = createBillingClient({ baseUrl: service.baseUrl, apiKey: key });
    const customer = await client.GET('/v1/customers/{customer}', {
      params: { path: { customer: 'acme-corp' } },
    });
    expect(customer.data?.archived).toBe(true);
    const card = await client.GET('/v1/rateCards/{rateCard}', {
      params: { path: { rateCard: 'list-2026' } },
    });
    expect(card.data?.rates).toHaveLength(1);
    const event = await client.GET('/v1/usageEvents/{event}', { params: { path: { event: 'call-1' } } });
    expect(event.data?.status).toBe('ACCEPTED');
    // The payment key generated on the first start was kept: the credential sealed before opens after.
    const method = await client.POST('/v1/customers/{customer}/paymentMethods', {
      params: { path: { customer: 'acme-corp' } },
      body: {
        setupToken: 'tok_success',
        paymentMethod: { providerConnection: 'providerConnections/sandbox-e2e' },
      },
    });
    expect(method.response.status, JSON.stringify(method.error)).toBe(200);
    expect(method.data?.providerReference).toBe('pm_sandbox_tok_success');
  }, 90_000);
});
