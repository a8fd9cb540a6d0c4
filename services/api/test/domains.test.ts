/**
 * Custom hostnames through the api (docs/domains.md; docs/api-conventions.md): registration, verification against a
 * real DNS server on loopback, routing by Host, deletion, concurrency and re-verification.
 */
import { ManualClock } from '@billing/core';
import { createApiKey, createTxtLookup, RECHECK_EVERY_MS, RECHECK_RETRY_MS } from '@billing/domain';
import { runDomainRecheck } from '@billing/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer, type TestDnsServer } from '../../../test/tools/dns-server.ts';
import { expectError, expectFieldViolation, expectTypedEvents, ok } from './assertions.ts';
import { type Harness, startHarness } from './harness.ts';

const START = '2026-05-01T10:00:00.000Z';

describe('custom hostnames (postgres)', () => {
  let h: Harness;
  let dns: TestDnsServer;
  const clock = new ManualClock(START);

  beforeAll(async () => {
    dns = await startDnsServer();
    h = await startHarness('postgres', {
      clock,
      dns: createTxtLookup({ servers: [dns.address], timeoutMs: 1000 }),
      directHosts: ['billing-api.internal'],
    });
  });

  afterAll(async () => {
    await h?.close();
    await dns?.close();
  });

  /** Registers `hostname` for the key's organization through the organization-scoped form. */
  async function register(hostname: string, id: string, key = h.keyA, organization = 'acme') {
    return h.call(
      'POST',
      `/v1/organizations/${organization}/domains`,
      { organization_domain_id: id, organization_domain: { hostname } },
      key,
    );
  }

  /** Publishes the domain's TXT record, as its owner would (split into two character-strings). */
  function publish(domain: { verificationRecordName: string; verificationRecordValue: string }) {
    const value = domain.verificationRecordValue;
    dns.zone.set(domain.verificationRecordName, [[value.slice(0, 10), value.slice(10)]]);
  }

  async function untilStatus(host: string, status: number, key = h.keyA): Promise<number> {
    const started = Date.now();
    for (;;) {
      const res = await h.call('GET', '/v1/organization', undefined, key, { host });
      if (res.status === status || Date.now() - started > 3000) return Date.now() - started;
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  it('lists the DEFAULT domain, ACTIVE, which cannot be deleted', async () => {
    const list = ok(await h.call('GET', '/v1/domains'));
    expect(list.organizationDomains).toEqual([
      {
        name: 'domains/default',
        hostname: 'acme.billing.test',
        status: 'ACTIVE',
        type: 'DEFAULT',
        verificationRecordName: '',
        verificationRecordValue: '',
        createTime: expect.any(String),
        updateTime: expect.any(String),
        verifiedTime: expect.any(String),
      },
    ]);
    expect(ok(await h.call('GET', '/v1/domains/default', undefined, h.keyB)).hostname).toBe(
      'globex.billing.test',
    );
    expectError(await h.call('DELETE', '/v1/domains/default'), 400, 'FAILED_PRECONDITION');
    expect(ok(await h.call('POST', '/v1/domains/default/verify', {})).status).toBe('ACTIVE');
  });

  it('registers a hostname PENDING_VERIFICATION with a fresh 128-bit token, in both create forms', async () => {
    const plain = ok(
      await h.call('POST', '/v1/domains?organizationDomainId=shop', { hostname: 'Shop.Example.COM.' }),
    );
    expect(plain).toMatchObject({
      name: 'domains/shop',
      hostname: 'shop.example.com',
      status: 'PENDING_VERIFICATION',
      type: 'CUSTOM',
      verificationRecordName: '_service-verification.shop.example.com',
      createTime: START,
    });
    expect(plain.verifiedTime).toBeUndefined();
    expect(plain.verificationRecordValue).toMatch(/^service-verification=[0-9a-f]{32}$/);
    const scoped = ok(await register('api.example.org', 'api'));
    expect(scoped.status).toBe('PENDING_VERIFICATION');
    expect(scoped.verificationRecordValue).not.toBe(plain.verificationRecordValue);
    const listed = ok(await h.call('GET', '/v1/domains?pageSize=1'));
    expect(listed.organizationDomains.map((d: { name: string }) => d.name)).toEqual(['domains/default']);
    const rest = ok(await h.call('GET', `/v1/domains?pageSize=10&pageToken=${listed.nextPageToken}`));
    expect(rest.organizationDomains.map((d: { name: string }) => d.name)).toEqual([
      'domains/shop',
      'domains/api',
    ]);
    expect(ok(await h.call('GET', '/v1/domains/api'))).toEqual(scoped);
  });

  it('refuses hostnames that are not a fully qualified name of their own', async () => {
    const bad = [
      '',
      'localhost',
      'example',
      '192.168.1.10',
      '[::1]',
      '2001:db8::1',
      '*.example.com',
      'a.*.example.com',
      'acme.billing.test',
      'billing.test',
      'deep.acme.billing.test',
      'foo.localhost',
      '-bad.example.com',
      'bad-.example.com',
      'under_score.example.com',
      'exa mple.com',
      'café.example.com',
      'a..example.com',
      '.example.com',
      'example.123',
      `${'a'.repeat(64)}.example.com`,
      `${'abcdefghi.'.repeat(25)}example.com`,
      'billing-api.internal',
    ];
    for (const [i, hostname] of bad.entries()) {
      const res = await h.call('POST', `/v1/domains?organizationDomainId=bad-${i}`, { hostname });
      expectFieldViolation(res, 'hostname');
    }
    expectFieldViolation(
      await h.call('POST', '/v1/domains', { hostname: 'noid.example.com' }),
      'organizationDomainId',
    );
    expectFieldViolation(
      await h.call('POST', '/v1/organizations/acme/domains', {
        organization_domain_id: 'x',
        organization_domain: {},
      }),
      'organizationDomain.hostname',
    );
    expectError(
      await h.call('POST', '/v1/domains?organizationDomainId=default', { hostname: 'd.example.com' }),
      409,
      'ALREADY_EXISTS',
    );
    expectError(
      await h.call('POST', '/v1/domains?organizationDomainId=shop', { hostname: 'other.example.com' }),
      409,
      'ALREADY_EXISTS',
    );
    // 253 characters exactly is a name.
    const longest = `${'abcdefghi.'.repeat(24)}${'a'.repeat(1)}.example.com`.slice(-253);
    expect(longest.length).toBe(253);
    ok(
      await h.call('POST', '/v1/domains?organizationDomainId=longest', {
        hostname: longest.replace(/^\./, 'x'),
      }),
    );
  });

  it('answers a taken hostname with ALREADY_EXISTS, without saying by whom', async () => {
    const res = await register('shop.example.com', 'shop', h.keyB, 'globex');
    expectError(res, 409, 'ALREADY_EXISTS');
    expect(JSON.stringify(res.body)).not.toContain('acme');
    expect(res.body.error.message).not.toContain('domains/');
  });

  it('gives a hostname to exactly one of two organizations registering it at once', async () => {
    for (let round = 0; round < 10; round++) {
      const hostname = `race-${round}.example.net`;
      const results = await Promise.all([
        register(hostname, `race-${round}`, h.keyA, 'acme'),
        register(hostname, `race-${round}`, h.keyB, 'globex'),
        h.call('POST', `/v1/domains?organizationDomainId=race-${round}-b`, { hostname }, h.keyA),
        h.call('POST', `/v1/domains?organizationDomainId=race-${round}-b`, { hostname }, h.keyB),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
      for (const r of results.filter((x) => x.status === 409)) expectError(r, 409, 'ALREADY_EXISTS');
    }
  });

  it('verifies only against a TXT record with the exact value; failures leave it PENDING', async () => {
    const domain = ok(await h.call('GET', '/v1/domains/shop'));
    // No record at all (NXDOMAIN), then only other records, then a value of another token.
    dns.zone.set(domain.verificationRecordName, 'NXDOMAIN');
    expectError(await h.call('POST', '/v1/domains/shop/verify', {}), 400, 'FAILED_PRECONDITION');
    dns.zone.set(domain.verificationRecordName, [['v=spf1 -all'], ['service-verification=', 'wrong']]);
    expectError(await h.call('POST', '/v1/domains/shop/verify', {}), 400, 'FAILED_PRECONDITION');
    dns.zone.set(domain.verificationRecordName, [[`${domain.verificationRecordValue} `]]);
    expectError(await h.call('POST', '/v1/domains/shop/verify', {}), 400, 'FAILED_PRECONDITION');
    dns.zone.set(domain.verificationRecordName, 'SERVFAIL');
    expectError(await h.call('POST', '/v1/domains/shop/verify', {}), 503, 'UNAVAILABLE');
    dns.zone.set(domain.verificationRecordName, 'SILENT');
    expectError(await h.call('POST', '/v1/domains/shop/verify', {}), 503, 'UNAVAILABLE');
    expect(ok(await h.call('GET', '/v1/domains/shop')).status).toBe('PENDING_VERIFICATION');
    // Not routed while PENDING.
    expectError(
      await h.call('GET', '/v1/organization', undefined, h.keyA, { host: 'shop.example.com' }),
      404,
      'NOT_FOUND',
    );
    // globex cannot verify acme's domain.
    expectError(await h.call('POST', '/v1/domains/shop/verify', {}, h.keyB), 404, 'NOT_FOUND');
  });

  it('activates on a matching record among several, split in character-strings, and routes it', async () => {
    const domain = ok(await h.call('GET', '/v1/domains/shop'));
    dns.zone.set(domain.verificationRecordName, [
      ['google-site-verification=abc'],
      [domain.verificationRecordValue.slice(0, 7), domain.verificationRecordValue.slice(7)],
    ]);
    clock.set('2026-05-01T11:00:00.000Z');
    const verified = ok(await h.call('POST', '/v1/organizations/acme/domains/shop/verify', {}));
    expect(verified).toMatchObject({ status: 'ACTIVE', verifiedTime: '2026-05-01T11:00:00.000Z' });
    // Verifying again returns it unchanged, without a lookup.
    dns.zone.set(domain.verificationRecordName, 'SERVFAIL');
    clock.set('2026-05-01T12:00:00.000Z');
    expect(ok(await h.call('POST', '/v1/domains/shop/verify', {}))).toEqual(verified);
    publish(domain);
    const waited = await untilStatus('shop.example.com', 200);
    expect(waited).toBeLessThan(1000);
    for (const host of ['shop.example.com', 'SHOP.Example.Com:443', 'shop.example.com.']) {
      const res = await h.call('GET', '/v1/organization', undefined, h.keyA, { host });
      expect(res.status, host).toBe(200);
      expect(res.body.name).toBe('organizations/acme');
      const customers = await h.call('GET', '/v1/organizations/acme/customers', undefined, h.keyA, { host });
      expect(customers.status, host).toBe(200);
      // Another organization's key: 403, on both path forms.
      expectError(
        await h.call('GET', '/v1/organization', undefined, h.keyB, { host }),
        403,
        'PERMISSION_DENIED',
      );
      expectError(
        await h.call('GET', '/v1/organizations/globex/customers', undefined, h.keyB, { host }),
        403,
        'PERMISSION_DENIED',
      );
    }
  });

  it('registers only on the default hostname or a direct host, never on a custom hostname', async () => {
    const host = 'shop.example.com';
    const onCustom = await h.call(
      'POST',
      '/v1/domains?organizationDomainId=via-custom',
      { hostname: 'via-custom.example.com' },
      h.keyA,
      { host },
    );
    expectError(onCustom, 403, 'PERMISSION_DENIED');
    const scoped = await h.call(
      'POST',
      '/v1/organizations/acme/domains',
      { organization_domain_id: 'via-custom', organization_domain: { hostname: 'via-custom.example.com' } },
      h.keyA,
      { host },
    );
    expectError(scoped, 403, 'PERMISSION_DENIED');
    for (const [i, via] of ['acme.billing.test', '127.0.0.1:8080', 'billing-api.internal'].entries()) {
      ok(
        await h.call(
          'POST',
          `/v1/domains?organizationDomainId=via-${i}`,
          { hostname: `via-${i}.example.com` },
          h.keyA,
          { host: via },
        ),
      );
    }
    // A key without organization:write may not, wherever it arrives.
    const { secret } = await createApiKey(
      { sql: h.db.sql, clock },
      { organization: 'acme', permissions: ['organization:read'] },
    );
    const readOnly = await h.call(
      'POST',
      '/v1/domains?organizationDomainId=ro',
      { hostname: 'ro.example.com' },
      secret,
    );
    expectError(readOnly, 403, 'PERMISSION_DENIED');
    expect(
      ok(await h.call('GET', '/v1/domains', undefined, secret)).organizationDomains.length,
    ).toBeGreaterThan(1);
  });

  it('routes unknown hosts nowhere, and DIRECT_HOSTS by the key', async () => {
    for (const host of ['unknown.example.com', 'billing.test', 'a.b.billing.test', 'api.example.org']) {
      expectError(await h.call('GET', '/v1/organization', undefined, h.keyA, { host }), 404, 'NOT_FOUND');
    }
    for (const [key, org] of [
      [h.keyA, 'acme'],
      [h.keyB, 'globex'],
    ] as const) {
      const res = await h.call('GET', '/v1/organization', undefined, key, {
        host: 'Billing-API.internal:8080',
      });
      expect(res.body.name).toBe(`organizations/${org}`);
    }
  });

  it('stops routing at once on delete, frees the hostname, and the next claimant needs a new token', async () => {
    const before = ok(await h.call('GET', '/v1/domains/shop'));
    ok(await h.call('DELETE', '/v1/domains/shop'));
    expect(await untilStatus('shop.example.com', 404)).toBeLessThan(1000);
    expectError(await h.call('GET', '/v1/domains/shop'), 404, 'NOT_FOUND');
    expectError(await h.call('DELETE', '/v1/domains/shop'), 404, 'NOT_FOUND');
    const claimed = ok(await register('shop.example.com', 'their-shop', h.keyB, 'globex'));
    expect(claimed.verificationRecordValue).not.toBe(before.verificationRecordValue);
    // acme's old record is still in DNS: it proves nothing for globex.
    expectError(
      await h.call('POST', '/v1/domains/their-shop/verify', {}, h.keyB),
      400,
      'FAILED_PRECONDITION',
    );
    expectError(
      await h.call('GET', '/v1/organization', undefined, h.keyB, { host: 'shop.example.com' }),
      404,
      'NOT_FOUND',
    );
    publish(claimed);
    ok(await h.call('POST', '/v1/domains/their-shop/verify', {}, h.keyB));
    expect(await untilStatus('shop.example.com', 200, h.keyB)).toBeLessThan(1000);
    expectError(
      await h.call('GET', '/v1/organization', undefined, h.keyA, { host: 'shop.example.com' }),
      403,
      'PERMISSION_DENIED',
    );
    const events = await h.db.sql<{ type: string; organization_id: string }[]>`
      SELECT type, organization_id FROM outbox_events WHERE payload->'object'->>'hostname' = 'shop.example.com' ORDER BY seq`;
    expect(events).toEqual([
      { type: 'domain.verified', organization_id: 'acme' },
      { type: 'domain.deleted', organization_id: 'acme' },
      { type: 'domain.verified', organization_id: 'globex' },
    ]);
  });

  it('re-verifies ACTIVE domains on the clock: a record missing for 7 days stops routing', async () => {
    const host = 'shop.example.com';
    const domain = ok(await h.call('GET', '/v1/domains/their-shop', undefined, h.keyB));
    const lookup = createTxtLookup({ servers: [dns.address], timeoutMs: 1000 });
    const recheck = () => runDomainRecheck({ sql: h.db.sql, clock, dns: lookup });
    // Not due yet.
    expect((await recheck()).checked).toBe(0);
    clock.advance(RECHECK_EVERY_MS);
    expect(await recheck()).toMatchObject({ checked: 1, missing: 0 });
    // The record disappears: the domain keeps routing through the grace period, checked hourly.
    dns.zone.set(domain.verificationRecordName, 'NXDOMAIN');
    clock.advance(RECHECK_EVERY_MS);
    expect(await recheck()).toMatchObject({ checked: 1, missing: 1, deactivated: 0 });
    for (let hour = 1; hour < 7 * 24; hour++) {
      clock.advance(RECHECK_RETRY_MS);
      const pass = await recheck();
      expect(pass.deactivated, `hour ${hour}`).toBe(0);
    }
    expect((await h.call('GET', '/v1/organization', undefined, h.keyB, { host })).status).toBe(200);
    clock.advance(RECHECK_RETRY_MS);
    expect(await recheck()).toMatchObject({ checked: 1, deactivated: 1 });
    expect(ok(await h.call('GET', '/v1/domains/their-shop', undefined, h.keyB))).toMatchObject({
      status: 'PENDING_VERIFICATION',
    });
    expect(await untilStatus(host, 404, h.keyB)).toBeLessThan(1000);
    const events = await h.db.sql<{ type: string }[]>`
      SELECT type FROM outbox_events WHERE organization_id = 'globex' AND subject = 'domains/their-shop' ORDER BY seq`;
    expect(events.map((e) => e.type)).toEqual([
      'domain.verified',
      'domain.record_missing',
      'domain.deactivated',
    ]);
    // The owner puts the record back and verifies again with the same token.
    publish(domain);
    ok(await h.call('POST', '/v1/domains/their-shop/verify', {}, h.keyB));
    expect(await untilStatus(host, 200, h.keyB)).toBeLessThan(1000);
  });

  it('a record that comes back within the grace period keeps the domain ACTIVE', async () => {
    const domain = ok(await h.call('GET', '/v1/domains/their-shop', undefined, h.keyB));
    const lookup = createTxtLookup({ servers: [dns.address], timeoutMs: 1000 });
    const recheck = () => runDomainRecheck({ sql: h.db.sql, clock, dns: lookup });
    dns.zone.set(domain.verificationRecordName, 'SERVFAIL');
    clock.advance(RECHECK_EVERY_MS);
    expect(await recheck()).toMatchObject({ checked: 1, missing: 1 });
    clock.advance(6 * RECHECK_EVERY_MS);
    publish(domain);
    expect(await recheck()).toMatchObject({ checked: 1, missing: 0 });
    clock.advance(2 * RECHECK_EVERY_MS);
    expect(await recheck()).toMatchObject({ checked: 1, deactivated: 0 });
    expect(ok(await h.call('GET', '/v1/domains/their-shop', undefined, h.keyB)).status).toBe('ACTIVE');
  });

  it('writes only typed events, each carrying its resource as the API shows it', async () => {
    await expectTypedEvents(h, 'acme');
  });
});
