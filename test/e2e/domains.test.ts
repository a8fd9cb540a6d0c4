/**
 * The custom hostname procedure of docs/domains.md, end to end on the embedded profile through the generated client,
 * with a real DNS server on loopback as DNS_SERVERS: register on the default hostname, publish the TXT record,
 * verify, then use the custom hostname on the api and on the ingest edge; delete it and it routes nowhere.
 */
import { createBillingClient } from '@billing/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer, type TestDnsServer } from '../tools/dns-server.ts';
import { billingWith, fetchWithHost, makeDataDir, type RunningService, startService } from './service.ts';

const CUSTOM = 'billing.customer-shop.example';
const DEFAULT_HOST = 'default.billing.localhost';

describe('custom hostnames, end to end', () => {
  let data: Awaited<ReturnType<typeof makeDataDir>>;
  let service: RunningService;
  let dns: TestDnsServer;
  let key: string;
  let env: NodeJS.ProcessEnv;

  const clientOn = (host: string, apiKey = key, baseUrl = service.baseUrl) =>
    createBillingClient({ baseUrl, apiKey, fetch: fetchWithHost(host) as typeof fetch });

  async function ingestOn(host: string, apiKey = key): Promise<{ status: number; body: unknown }> {
    const send = fetchWithHost(host);
    const response = await send(
      new Request(`${service.ingestUrl}/v1/usageEvents:ingest`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          event: {
            customer: 'customers/shop-customer',
            eventId: `shop-${Math.random()}`,
            eventType: 'e',
            eventTime: new Date(Date.now() - 60_000).toISOString(),
            properties: {},
          },
        }),
      }),
    );
    return { status: response.status, body: await response.json() };
  }

  async function until(check: () => Promise<number>, status: number): Promise<number> {
    const started = Date.now();
    while ((await check()) !== status && Date.now() - started < 5000)
      await new Promise((r) => setTimeout(r, 20));
    return Date.now() - started;
  }

  beforeAll(async () => {
    dns = await startDnsServer();
    data = await makeDataDir();
    env = { DNS_SERVERS: dns.address, DNS_TIMEOUT_MS: '1000', DIRECT_HOSTS: 'billing-lb.internal' };
    service = await startService(data.dir, env);
    key = service.firstKey!;
  }, 90_000);

  afterAll(async () => {
    await service?.stop();
    await data?.remove();
    await dns?.close();
  });

  it('runs the whole procedure: register, TXT record, verify, use the hostname on the api and the edge', async () => {
    const onDefault = clientOn(DEFAULT_HOST);
    const domains = await onDefault.GET('/v1/domains');
    expect(domains.data?.organizationDomains[0]).toMatchObject({
      hostname: DEFAULT_HOST,
      type: 'DEFAULT',
      status: 'ACTIVE',
    });
    // 1. Register on the organization's default hostname, organization-scoped form.
    const registered = await onDefault.POST('/v1/organizations/{organization}/domains', {
      params: { path: { organization: 'default' } },
      body: { organization_domain_id: 'shop', organization_domain: { hostname: CUSTOM } } as never,
    });
    expect(registered.response.status, JSON.stringify(registered.error)).toBe(200);
    const domain = registered.data!;
    expect(domain).toMatchObject({
      name: 'domains/shop',
      status: 'PENDING_VERIFICATION',
      verificationRecordName: `_service-verification.${CUSTOM}`,
    });
    // Not routed yet, on either service.
    expect((await clientOn(CUSTOM).GET('/v1/organization')).response.status).toBe(404);
    expect((await ingestOn(CUSTOM)).status).toBe(404);
    // 3 before 2: verifying before the record exists is FAILED_PRECONDITION, and nothing changes.
    const early = await onDefault.POST('/v1/organizations/{organization}/domains/{domain}/verify', {
      params: { path: { organization: 'default', domain: 'shop' } },
      body: {},
    });
    expect(early.response.status).toBe(400);
    expect(early.error).toMatchObject({ error: { status: 'FAILED_PRECONDITION' } });
    // 2. The TXT record, exactly as returned.
    dns.zone.set(domain.verificationRecordName, [[domain.verificationRecordValue]]);
    // 3. Verify.
    const verified = await onDefault.POST('/v1/organizations/{organization}/domains/{domain}/verify', {
      params: { path: { organization: 'default', domain: 'shop' } },
      body: {},
    });
    expect(verified.data).toMatchObject({ status: 'ACTIVE', verifiedTime: expect.any(String) });
    // 4. The same key, the same resources, on the custom hostname, within a second.
    const onCustom = clientOn(CUSTOM);
    expect(
      await until(async () => (await onCustom.GET('/v1/organization')).response.status, 200),
    ).toBeLessThan(1000);
    await onCustom.POST('/v1/customers', { params: { query: { customerId: 'shop-customer' } }, body: {} });
    const customers = await onCustom.GET(
      '/v1/organizations/{organization}/customers' as never,
      {
        params: { path: { organization: 'default' } },
      } as never,
    );
    expect((customers as { response: Response }).response.status).toBe(200);
    expect(await until(async () => (await ingestOn(CUSTOM)).status, 200)).toBeLessThan(1000);
    expect((await ingestOn(`${CUSTOM.toUpperCase()}:443`)).body).toMatchObject({ status: 'ACCEPTED' });
    // A custom hostname cannot bring in more hostnames.
    const more = await onCustom.POST('/v1/domains', {
      params: { query: { organizationDomainId: 'more' } },
      body: { hostname: 'more.example' },
    });
    expect(more.response.status).toBe(403);
    // Direct hosts take the organization from the key.
    expect((await clientOn('billing-lb.internal').GET('/v1/organization')).data?.name).toBe(
      'organizations/default',
    );
  });

  it("refuses another organization's key on the custom hostname, and lets nobody else claim it", async () => {
    const other = JSON.parse(
      await billingWith(env, data.dir, 'orgs', 'create', '--id', 'other', '--with-key'),
    );
    const otherOnCustom = clientOn(CUSTOM, other.secret);
    expect((await otherOnCustom.GET('/v1/organization')).response.status).toBe(403);
    expect((await ingestOn(CUSTOM, other.secret)).status).toBe(403);
    const claim = await clientOn('other.billing.localhost', other.secret).POST('/v1/domains', {
      params: { query: { organizationDomainId: 'mine' } },
      body: { hostname: CUSTOM },
    });
    expect(claim.response.status).toBe(409);
    expect(JSON.stringify(claim.error)).not.toContain('default');
  });

  it('stops routing the hostname on both services within a second of its deletion', async () => {
    const onDefault = clientOn(DEFAULT_HOST);
    const removed = await onDefault.DELETE('/v1/domains/{domain}', { params: { path: { domain: 'shop' } } });
    expect(removed.response.status).toBe(200);
    expect(
      await until(async () => (await clientOn(CUSTOM).GET('/v1/organization')).response.status, 404),
    ).toBeLessThan(1000);
    expect(await until(async () => (await ingestOn(CUSTOM)).status, 404)).toBeLessThan(1000);
    const gone = await onDefault.DELETE('/v1/domains/{domain}', { params: { path: { domain: 'default' } } });
    expect(gone.response.status).toBe(400);
  });
});
