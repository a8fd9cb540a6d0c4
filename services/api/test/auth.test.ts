/**
 * Authentication, permissions, Host tenancy and per-key rate limits (docs/api-conventions.md), walked over every route of
 * the exported `routes` array.
 */
import { randomBytes } from 'node:crypto';
import { ManualClock, systemClock } from '@billing/core';
import { createApiKey, revokeApiKey } from '@billing/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteSpec } from '../src/http/route-spec.ts';
import { routes } from '../src/routes/index.ts';
import { expectError, type Response } from './assertions.ts';
import { type Harness, startHarness } from './harness.ts';
import {
  draftInvoices,
  EVENT_TIME,
  fillPath,
  type Ids,
  pathParams,
  preparePayments,
  prepareWebhooks,
  queryFields,
  registerWalkDomain,
  restoreDeleted,
  sharedBody,
  sharedQuery,
  subscriptionProduct,
  USAGE_PERIOD,
} from './route-walk.ts';

const ACME: Ids = {
  customer: 'auth-customer',
  meter: 'auth-meter',
  product: 'auth-product',
  rateCard: 'auth-card',
  event: 'auth-event',
  contract: 'auth-contract',
  subscription: 'auth-subscription',
  credit: 'auth-credit',
  commitment: 'auth-commitment',
  providerConnection: 'auth-connection',
  paymentMethod: 'auth-method',
  payment: 'auth-payment',
  taxRate: 'auth-tax-rate',
  alert: 'auth-alert',
  domain: 'auth-domain',
  // amendment, subscriptionAmendment: server-generated, set in beforeAll; attempt: by preparePayments
};

/** Events of a customer of their own: the walk archives ACME.customer, whose events could not be corrected. */
const USAGE_CUSTOMER = 'auth-usage-customer';

function usageEvent(eventId: string, tokens: number) {
  return {
    customer: `customers/${USAGE_CUSTOMER}`,
    eventId,
    eventType: 'e',
    eventTime: EVENT_TIME,
    properties: { tokens },
  };
}

let counter = 0;

/**
 * A request that succeeds (200) for a key that may make it: creates get fresh ids, PATCHes name displayName
 * in updateMask, a new rate gets a period of its own, a correction repeats the same correction (which returns
 * the same replacement). A new route whose request needs more fails the test.
 */
function validRequest(spec: RouteSpec): { url: string; body?: unknown } {
  const n = counter++;
  const query = new URLSearchParams();
  let body: unknown = spec.body ? {} : undefined;
  const fields = queryFields(spec);
  if (fields.includes('updateMask')) {
    query.set('updateMask', 'displayName');
    body = { displayName: `Renamed ${n}` };
  }
  body = sharedBody(spec.operationId, ACME.rateCard!, ACME) ?? body;
  for (const [k, v] of Object.entries(sharedQuery(spec.operationId))) query.set(k, v);
  switch (spec.operationId) {
    case 'createMeter':
      body = { eventType: 'api.call', aggregation: 'COUNT' };
      break;
    case 'createProduct':
      body = { type: 'USAGE', meter: `meters/${ACME.meter}` };
      break;
    case 'createRateCard':
      body = { currencyCode: 'USD' };
      break;
    case 'createRate':
      body = {
        product: `products/${ACME.product}`,
        effectivePeriod: { startTime: `${2100 + n}-01-01T00:00:00Z`, endTime: `${2101 + n}-01-01T00:00:00Z` },
        flat: { amount: { amount: { value: '10' } } },
      };
      break;
    case 'correctUsageEvent':
      body = { reason: 'fix', replacement: usageEvent(`${ACME.event}-fix`, 2) };
      break;
    case 'getCustomerUsage':
      for (const [k, v] of Object.entries(USAGE_PERIOD)) query.set(k, v);
      break;
  }
  // Client-supplied ids of creates (customerId, meterId, ...).
  for (const f of fields) if (/^[a-z]+Id$/i.test(f)) query.set(f, `auth-new-${n}`);
  const qs = query.toString();
  return { url: fillPath(spec, ACME) + (qs ? `?${qs}` : ''), body };
}

/** What docs/api-conventions.md says a key holding `held` may do: `*` all, `{area}:write` implies `{area}:read`. */
function allowed(held: string[], needed: string): boolean {
  if (held.includes('*') || held.includes(needed)) return true;
  const [area, access] = needed.split(':');
  return access === 'read' && held.includes(`${area}:write`);
}

describe('authentication, permissions and tenancy (postgres)', () => {
  let h: Harness;

  /** One request with exactly these headers (no default Authorization). */
  async function raw(
    method: InjectOptions['method'],
    url: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<Response> {
    const response = await h.app.inject({
      method,
      url,
      headers,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    let parsed: unknown = response.body;
    try {
      parsed = JSON.parse(response.body);
    } catch {
      // keep the text
    }
    return { status: response.statusCode, body: parsed, headers: response.headers };
  }

  /** Re-registers what a walked DELETE removed, with acme's all-permission key on a direct host. */
  const restoreCall = (method: 'POST', url: string, body: unknown) => h.call(method, url, body, h.keyA);

  beforeAll(async () => {
    h = await startHarness('postgres');
    const setup = [
      await h.call('POST', `/v1/customers?customerId=${ACME.customer}`, {}),
      await h.call('POST', `/v1/meters?meterId=${ACME.meter}`, { eventType: 'e', aggregation: 'COUNT' }),
      await h.call('POST', `/v1/products?productId=${ACME.product}`, {
        type: 'USAGE',
        meter: `meters/${ACME.meter}`,
      }),
      await h.call('POST', `/v1/rateCards?rateCardId=${ACME.rateCard}`, { currencyCode: 'USD' }),
      await h.call('POST', `/v1/customers?customerId=${USAGE_CUSTOMER}`, {}),
      await h.call('POST', `/v1/customers/${ACME.customer}/contracts?contractId=${ACME.contract}`, {
        rateCard: `rateCards/${ACME.rateCard}`,
        billingAnchorDay: '1',
        effectivePeriod: { startTime: '2024-01-01T00:00:00Z' },
      }),
    ];
    const amendment = await h.call(
      'POST',
      `/v1/customers/${ACME.customer}/contracts/${ACME.contract}:scheduleAmendment`,
      { amendment: { effectiveTime: '2080-01-01T00:00:00Z', reason: 'setup' } },
    );
    setup.push(amendment);
    setup.push(
      await h.call('POST', `/v1/products?productId=${subscriptionProduct(ACME)}`, { type: 'SUBSCRIPTION' }),
    );
    setup.push(
      await h.call(
        'POST',
        `/v1/customers/${ACME.customer}/subscriptions?subscriptionId=${ACME.subscription}`,
        sharedBody('createSubscription', ACME.rateCard!, ACME),
      ),
    );
    const subscriptionAmendment = await h.call(
      'POST',
      `/v1/customers/${ACME.customer}/subscriptions/${ACME.subscription}:scheduleAmendment`,
      sharedBody('scheduleSubscriptionAmendment', ACME.rateCard!, ACME),
    );
    setup.push(subscriptionAmendment);
    setup.push(
      await h.call(
        'POST',
        `/v1/customers/${ACME.customer}/credits?creditId=${ACME.credit}`,
        sharedBody('createCreditGrant', ACME.rateCard!, ACME),
      ),
    );
    setup.push(
      await h.call(
        'POST',
        `/v1/customers/${ACME.customer}/commitments?commitmentId=${ACME.commitment}`,
        sharedBody('createCommitment', ACME.rateCard!, ACME),
      ),
    );
    for (const res of setup) expect(res.status, JSON.stringify(res.body)).toBe(200);
    ACME.amendment = (amendment.body.name as string).split('/').at(-1)!;
    ACME.subscriptionAmendment = (subscriptionAmendment.body.name as string).split('/').at(-1)!;
    await draftInvoices(h, 'acme', ACME);
    await preparePayments(h, 'acme', ACME);
    await registerWalkDomain(ACME.domain!, restoreCall, h.dns.records);
    await prepareWebhooks(h, h.keyA, ACME);
    const [ingested] = await h.ingest('acme', [usageEvent(ACME.event!, 1)]);
    expect(ingested?.status).toBe('ACCEPTED');
  });

  afterAll(async () => {
    await h?.close();
  });

  it('has an existing resource for every path parameter of every route', () => {
    const missing = routes.flatMap((spec) =>
      pathParams(spec)
        .filter((p) => ACME[p] === undefined)
        .map((p) => `{${p}} in ${spec.method} ${spec.path}`),
    );
    expect(missing, 'create the resource in beforeAll and add its id to ACME').toEqual([]);
  });

  describe('401 UNAUTHENTICATED', () => {
    const badHeaders: Array<[string, Record<string, string>]> = [
      ['no Authorization header', {}],
      ['an empty header', { authorization: '' }],
      ['Basic credentials', { authorization: 'Basic YWNtZTpzZWNyZXQ=' }],
      ['Bearer without a key', { authorization: 'Bearer' }],
      ['Bearer with a blank key', { authorization: 'Bearer    ' }],
      ['two tokens', { authorization: 'Bearer sk_abc sk_def' }],
      ['a key without a scheme', { authorization: 'sk_abcdefghijklmnop' }],
      ['an unknown key', { authorization: `Bearer sk_${randomBytes(32).toString('base64url')}` }],
      ['a key without the sk_ prefix', { authorization: `Bearer ${randomBytes(32).toString('base64url')}` }],
      ['a very long key', { authorization: `Bearer sk_${'a'.repeat(5000)}` }],
    ];

    it.each(badHeaders)('for %s, on every route and both path forms', async (_label, headers) => {
      for (const spec of routes) {
        const { url, body } = validRequest(spec);
        for (const prefix of ['/v1', '/v1/organizations/acme']) {
          const res = await raw(spec.method, prefix + url, headers, body);
          expectError(res, 401, 'UNAUTHENTICATED', `${spec.method} ${prefix}${url}`);
        }
      }
    });

    it("for another organization's key on a path that names no organization is not 401", async () => {
      const res = await h.call('GET', '/v1/organization', undefined, h.keyB);
      expect(res.status).toBe(200);
      expect(res.body.name).toBe('organizations/globex');
    });

    it('for a revoked key, within one change-feed poll (100 ms)', async () => {
      const clock = systemClock;
      const { apiKey, secret } = await createApiKey(
        { sql: h.db.sql, clock },
        { organization: 'acme', permissions: ['*'] },
      );
      expect((await h.call('GET', '/v1/customers', undefined, secret)).status).toBe(200);
      await revokeApiKey({ sql: h.db.sql, clock }, apiKey.name);
      const revokedAt = Date.now();
      let status = 200;
      // The bound is generous: what matters is that revocation arrives by itself, without a restart.
      while (status === 200 && Date.now() - revokedAt < 5000) {
        status = (await h.call('GET', '/v1/customers', undefined, secret)).status;
        if (status === 200) await new Promise((r) => setTimeout(r, 10));
      }
      expect(status).toBe(401);
    });

    it('for a revoked key, on every route once the feed delivered the revocation', async () => {
      const clock = systemClock;
      const { apiKey, secret } = await createApiKey(
        { sql: h.db.sql, clock },
        { organization: 'acme', permissions: ['*'] },
      );
      const before = await h.call('GET', '/v1/customers', undefined, secret);
      expect(before.status).toBe(200);
      await revokeApiKey({ sql: h.db.sql, clock }, apiKey.name);
      await h.feed.poll();
      for (const spec of routes) {
        const { url, body } = validRequest(spec);
        const res = await h.call(spec.method, `/v1${url}`, body, secret);
        expectError(res, 401, 'UNAUTHENTICATED', `${spec.method} /v1${url}`);
      }
      // Other keys of the organization keep working.
      expect((await h.call('GET', '/v1/customers', undefined, h.keyA)).status).toBe(200);
    });
  });

  describe('permissions', () => {
    const PERMISSION_SETS: string[][] = [
      ['customers:read'],
      ['customers:write'],
      ['catalog:read'],
      ['catalog:write'],
      ['organization:read'],
      ['organization:write'],
      ['usage:write'],
      ['customers:read', 'catalog:write'],
      ['*'],
    ];

    it('every route names a permission of the form {area}:read|write', () => {
      for (const spec of routes) expect(spec.permission).toMatch(/^[a-z]+:(read|write)$/);
      // Reads never need write: every GET and every `:preview` (a computation that stores nothing) asks for
      // :read, every mutation for :write.
      for (const spec of routes) {
        const read = spec.method === 'GET' || spec.path.endsWith(':preview');
        expect(spec.permission.endsWith(read ? ':read' : ':write'), spec.operationId).toBe(true);
      }
    });

    it.each(PERMISSION_SETS.map((p) => [p.join(' + '), p] as const))(
      'a key with %s may call exactly the routes its permissions allow',
      async (_label, permissions) => {
        const { secret } = await createApiKey(
          { sql: h.db.sql, clock: systemClock },
          { organization: 'acme', permissions: [...permissions] },
        );
        let denied = 0;
        let granted = 0;
        for (const spec of routes) {
          for (const prefix of ['/v1', '/v1/organizations/acme']) {
            const { url, body } = validRequest(spec);
            const what = `${permissions.join(',')}: ${spec.method} ${prefix}${url} needs ${spec.permission}`;
            const res = await h.call(spec.method, prefix + url, body, secret);
            await restoreDeleted(spec, ACME, restoreCall, h.dns.records);
            if (allowed(permissions, spec.permission)) {
              expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
              granted++;
            } else {
              expectError(res, 403, 'PERMISSION_DENIED', what);
              expect(res.body.error.message, what).toContain(spec.permission);
              denied++;
            }
          }
        }
        if (permissions.includes('*')) expect(denied).toBe(0);
        else expect(denied).toBeGreaterThan(0);
        if (!permissions.includes('usage:write')) expect(granted).toBeGreaterThan(0);
      },
    );

    it('denies a missing permission before looking at the body or the resource', async () => {
      const { secret } = await createApiKey(
        { sql: h.db.sql, clock: systemClock },
        { organization: 'acme', permissions: ['organization:read'] },
      );
      for (const spec of routes) {
        if (spec.permission === 'organization:read') continue;
        const path = spec.path.replace(/\{([A-Za-z]+)\}/g, 'does-not-exist');
        // Authentication and permissions come first (onRequest): even a body that is not JSON is refused
        // with 403, and a resource that does not exist is never reported to a key that may not use it.
        const res = await h.call(spec.method, `/v1${path}`, spec.body ? '{not json' : undefined, secret);
        expectError(res, 403, 'PERMISSION_DENIED', `${spec.method} ${path}`);
        const wellFormed = await h.call(spec.method, `/v1${path}`, spec.body ? {} : undefined, secret);
        expectError(wellFormed, 403, 'PERMISSION_DENIED', `${spec.method} ${path}`);
      }
    });
  });

  describe('Host header tenancy', () => {
    it("on acme's default hostname, acme's key works on every route", async () => {
      for (const host of [
        'acme.billing.test',
        'ACME.Billing.Test',
        'acme.billing.test:443',
        'acme.billing.test.',
      ]) {
        const res = await h.call('GET', '/v1/organization', undefined, h.keyA, { host });
        expect(res.status, host).toBe(200);
        expect(res.body.name).toBe('organizations/acme');
      }
      for (const spec of routes) {
        const { url, body } = validRequest(spec);
        const res = await h.call(spec.method, `/v1${url}`, body, h.keyA, { host: 'acme.billing.test' });
        await restoreDeleted(spec, ACME, restoreCall, h.dns.records);
        expect(res.status, `${spec.method} ${url}: ${JSON.stringify(res.body)}`).toBe(200);
      }
    });

    it("on acme's default hostname, globex's key is PERMISSION_DENIED on every route and both path forms", async () => {
      for (const spec of routes) {
        const { url, body } = validRequest(spec);
        for (const prefix of ['/v1', '/v1/organizations/globex', '/v1/organizations/acme']) {
          for (const host of ['acme.billing.test', 'acme.billing.test:8443']) {
            const res = await h.call(spec.method, prefix + url, body, h.keyB, { host });
            expectError(res, 403, 'PERMISSION_DENIED', `${host} ${spec.method} ${prefix}${url}`);
          }
        }
      }
    });

    it("on an unknown organization's default hostname, a key is PERMISSION_DENIED", async () => {
      const res = await h.call('GET', '/v1/organization', undefined, h.keyA, {
        host: 'initech.billing.test',
      });
      expectError(res, 403, 'PERMISSION_DENIED', 'initech.billing.test');
    });

    it('on localhost or an IP address, the organization comes from the key', async () => {
      const hosts = ['localhost', 'localhost:8080', '127.0.0.1', '127.0.0.1:8080', '10.1.2.3', '[::1]:8080'];
      for (const host of hosts) {
        for (const [key, org] of [
          [h.keyA, 'acme'],
          [h.keyB, 'globex'],
        ] as const) {
          const res = await h.call('GET', '/v1/organization', undefined, key, { host });
          expect(res.status, `${host} ${org}`).toBe(200);
          expect(res.body.name, host).toBe(`organizations/${org}`);
          const ownPath = await h.call('GET', `/v1/organizations/${org}/organization`, undefined, key, {
            host,
          });
          expect(ownPath.body.name, host).toBe(`organizations/${org}`);
        }
        const acmeOnly = await h.call('GET', `/v1/customers/${ACME.customer}`, undefined, h.keyA, { host });
        expect(acmeOnly.status).toBe(200);
        const fromGlobex = await h.call('GET', `/v1/customers/${ACME.customer}`, undefined, h.keyB, { host });
        expectError(fromGlobex, 404, 'NOT_FOUND', host);
      }
    });

    it('rejects a missing key with 401 before looking at the hostname', async () => {
      const res = await raw('GET', '/v1/organization', { host: 'acme.billing.test' });
      expectError(res, 401, 'UNAUTHENTICATED', 'no key on acme.billing.test');
    });
  });

  describe('per-key rate limit', () => {
    let limited: Harness;
    // The window is the injected clock's second: the counts below are exact, whatever the machine's speed.
    const clock = new ManualClock('2026-04-01T12:00:00.000Z');

    beforeAll(async () => {
      limited = await startHarness('postgres', { rateLimitPerSecond: 5, clock });
    });

    afterAll(async () => {
      await limited?.close();
    });

    it('answers 429 RESOURCE_EXHAUSTED with Retry-After once a key sent 5 requests in its second', async () => {
      clock.set('2026-04-01T12:00:10.000Z');
      const burst = () =>
        Promise.all(
          Array.from({ length: 8 }, () => limited.call('GET', '/v1/customers', undefined, limited.keyA)),
        );
      const responses = await burst();
      expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
      for (const res of responses.filter((r) => r.status === 429)) {
        expectError(res, 429, 'RESOURCE_EXHAUSTED', 'throttled');
        expect(res.headers['retry-after']).toBe('1');
        expect(res.body.error.details).toContainEqual({
          '@type': 'type.googleapis.com/google.rpc.RetryInfo',
          retryDelay: '1s',
        });
      }
      // The last millisecond of the same second is the same window; the next second is a new one.
      clock.set('2026-04-01T12:00:10.999Z');
      expect((await limited.call('GET', '/v1/customers', undefined, limited.keyA)).status).toBe(429);
      clock.set('2026-04-01T12:00:11.000Z');
      expect((await burst()).map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    });

    it('limits each key on its own', async () => {
      clock.set('2026-04-01T12:00:20.000Z');
      // Exhaust acme's key in the current window, then globex's key still gets through.
      const acme = await Promise.all(
        Array.from({ length: 6 }, () => limited.call('GET', '/v1/organization', undefined, limited.keyA)),
      );
      expect(acme.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 429]);
      const other = await limited.call('GET', '/v1/organization', undefined, limited.keyB);
      expect(other.status).toBe(200);
      expect(other.body.name).toBe('organizations/globex');
    });
  });
});
