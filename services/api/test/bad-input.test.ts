/**
 * Bad input of any kind gets a 4xx `google.rpc.Status` whose `code` is the HTTP status: never a 5xx, a hang or
 * a crash (docs/api-conventions.md). Every case is walked over the exported `routes` array, so new routes are covered.
 */
import { ERROR_CODES, type JsonSchemaLike, normalizeKeys } from '@billing/core';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
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
  subscriptionProduct,
  USAGE_PERIOD,
} from './route-walk.ts';

const NUM_RUNS = 30;
const MiB = 1024 * 1024;

/** acme's resources, by path parameter name; two customers so that lists have a second page. */
const IDS: Ids = {
  customer: 'bad-customer',
  meter: 'bad-meter',
  product: 'bad-product',
  rateCard: 'bad-card',
  event: 'bad-event',
  contract: 'bad-contract',
  subscription: 'bad-subscription',
  credit: 'bad-credit',
  commitment: 'bad-commitment',
  providerConnection: 'bad-connection',
  paymentMethod: 'bad-method',
  payment: 'bad-payment',
  taxRate: 'bad-tax-rate',
  alert: 'bad-alert',
  domain: 'bad-domain',
  // amendment, subscriptionAmendment: server-generated, set in beforeAll
};

/** Events of the second customer: the walk archives IDS.customer, whose events could not be corrected. */
function usageEvent(eventId: string, tokens: number) {
  return {
    customer: 'customers/bad-customer-2',
    eventId,
    eventType: 'api.call',
    eventTime: EVENT_TIME,
    properties: { tokens },
  };
}

function bodyFields(spec: RouteSpec): string[] {
  return Object.keys((spec.body as JsonSchemaLike | undefined)?.properties ?? {});
}

const bodyRoutes = routes.filter((spec) => spec.body !== undefined);
const paramRoutes = routes.filter((spec) => pathParams(spec).length > 0);
const what = (spec: RouteSpec) => `${spec.method} ${spec.path}`;

let counter = 0;

function dayFrom2100(n: number): string {
  return new Date(Date.UTC(2100, 0, 1) + n * 86_400_000).toISOString();
}

/**
 * A request that is valid except for what a case replaces: fresh ids for creates, `updateMask` naming the
 * fields a PATCH sends, a rate in a period of its own.
 */
function validRequest(spec: RouteSpec, maskFields?: string[]): { query: URLSearchParams; body: unknown } {
  const n = counter++;
  const query = new URLSearchParams();
  let body: Record<string, unknown> | undefined = spec.body ? {} : undefined;
  const fields = queryFields(spec);
  for (const f of fields) if (/^[a-z]+Id$/i.test(f)) query.set(f, `fresh-${n}`);
  body = (sharedBody(spec.operationId, IDS.rateCard!, IDS) as Record<string, unknown> | undefined) ?? body;
  switch (spec.operationId) {
    case 'createMeter':
    case 'updateMeter':
      body = { eventType: 'api.call', aggregation: 'SUM', valueProperty: 'tokens', groupKeys: ['model'] };
      break;
    case 'createProduct':
      body = { type: 'USAGE', meter: `meters/${IDS.meter}` };
      break;
    case 'createRateCard':
      body = { currencyCode: 'USD' };
      break;
    case 'createRate': {
      body = {
        product: `products/${IDS.product}`,
        // A day of its own from 2100 on: years would pass 9999 once the walks have made some 8,000 requests.
        effectivePeriod: { startTime: dayFrom2100(n), endTime: dayFrom2100(n + 1) },
        unit: { unitPrice: { amount: { value: '0.25' } } },
      };
      break;
    }
    case 'createCustomer':
    case 'updateCustomer':
    case 'updateOrganization':
      body = { displayName: `Name ${n}` };
      break;
    case 'correctUsageEvent':
      // The same correction every time: a repeated correction returns the same replacement.
      body = { reason: 'fix', replacement: usageEvent(`${IDS.event}-fix`, 2) };
      break;
    case 'getCustomerUsage':
      for (const [k, v] of Object.entries(USAGE_PERIOD)) query.set(k, v);
      break;
  }
  if (fields.includes('updateMask'))
    query.set('updateMask', (maskFields ?? Object.keys(body ?? {})).join(','));
  return { query, body };
}

function urlOf(spec: RouteSpec, query: URLSearchParams, ids: Ids = IDS, prefix = '/v1'): string {
  const qs = query.toString();
  return prefix + fillPath(spec, ids) + (qs ? `?${qs}` : '');
}

/**
 * The HTTP status of every google.rpc code the API answers, written out (google.rpc.Code's own mapping); an
 * oversize body is the one exception, 413 RESOURCE_EXHAUSTED.
 */
const HTTP_STATUS_OF: Record<string, number> = {
  INVALID_ARGUMENT: 400,
  FAILED_PRECONDITION: 400,
  OUT_OF_RANGE: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  ABORTED: 409,
  RESOURCE_EXHAUSTED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  DEADLINE_EXCEEDED: 504,
};

function statusMatchesCode(httpStatus: number, status: string): boolean {
  if (httpStatus === 413) return status === 'RESOURCE_EXHAUSTED';
  return HTTP_STATUS_OF[status] === httpStatus;
}

describe('google.rpc codes', () => {
  it('the implementation answers each code with the HTTP status of the written-out table, and no other code', () => {
    expect(ERROR_CODES).toEqual(HTTP_STATUS_OF);
  });
});

/** A 4xx google.rpc.Status whose code is the HTTP status. */
function expectClientError(res: Response, label: string): void {
  const text = `${label}: ${res.status} ${JSON.stringify(res.body)}`;
  expect(res.status >= 400 && res.status < 500, text).toBe(true);
  expect(res.body, text).toEqual({
    error: {
      code: res.status,
      status: expect.any(String),
      message: expect.any(String),
      details: expect.any(Array),
    },
  });
  expect(statusMatchesCode(res.status, res.body.error.status), text).toBe(true);
}

/** The error, and its code is the one the table gives its HTTP status. */
function expectStatus(res: Response, httpStatus: number, status: string, label: string): void {
  expectError(res, httpStatus, status, `${label}: ${JSON.stringify(res.body)}`);
  expectClientError(res, label);
}

/** 200, or a 4xx google.rpc.Status: what a request that may or may not be valid gets. */
function expectOkOrClientError(res: Response, label: string): void {
  if (res.status !== 200) expectClientError(res, label);
}

/** The app's body validation, as an oracle: a body its schema refuses must be INVALID_ARGUMENT. */
const ajv = new Ajv.default({ allErrors: false, strict: false, coerceTypes: false, useDefaults: true });
addFormats.default(ajv);
const validators = new Map(bodyRoutes.map((spec) => [spec, ajv.compile(spec.body as object)]));

function schemaAccepts(spec: RouteSpec, body: unknown): boolean {
  const copy = body === undefined ? {} : structuredClone(body);
  return validators.get(spec)!(normalizeKeys(copy, spec.body as JsonSchemaLike));
}

/** Enum-typed properties of a schema, as paths from the body's root (`aggregation`, `rates[].x`, ...). */
function enumPaths(schema: JsonSchemaLike & { enum?: unknown[] }, path: string[] = []): string[][] {
  if (Array.isArray(schema.enum)) return [path];
  return Object.entries(schema.properties ?? {}).flatMap(([key, child]) => enumPaths(child, [...path, key]));
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path.at(-1)!] = value;
}

function schemaAt(schema: JsonSchemaLike, path: string[]): JsonSchemaLike & { enum?: unknown[] } {
  return path.reduce((s, key) => s.properties![key]!, schema);
}

describe('bad input (postgres)', () => {
  let h: Harness;

  async function send(
    method: InjectOptions['method'],
    url: string,
    payload?: string | Buffer,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const response = await h.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${h.keyA}`, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
    let parsed: unknown = response.body;
    try {
      parsed = JSON.parse(response.body);
    } catch {
      // keep the text
    }
    return { status: response.statusCode, body: parsed, headers: response.headers };
  }

  const json = { 'content-type': 'application/json' };
  const restoreCall = (method: 'POST', url: string, body: unknown) => h.call(method, url, body);

  beforeAll(async () => {
    h = await startHarness('postgres');
    const setup = [
      await h.call('POST', `/v1/customers?customerId=${IDS.customer}`, {}),
      await h.call('POST', '/v1/customers?customerId=bad-customer-2', {}),
      await h.call('POST', `/v1/meters?meterId=${IDS.meter}`, {
        eventType: 'api.call',
        aggregation: 'SUM',
        valueProperty: 'tokens',
        groupKeys: ['model'],
      }),
      await h.call('POST', '/v1/meters?meterId=bad-meter-2', { eventType: 'e', aggregation: 'COUNT' }),
      await h.call('POST', `/v1/products?productId=${IDS.product}`, {
        type: 'USAGE',
        meter: `meters/${IDS.meter}`,
      }),
      await h.call('POST', '/v1/products?productId=bad-product-2', { type: 'SUBSCRIPTION' }),
      await h.call('POST', `/v1/rateCards?rateCardId=${IDS.rateCard}`, { currencyCode: 'USD' }),
      await h.call('POST', '/v1/rateCards?rateCardId=bad-card-2', { currencyCode: 'EUR' }),
      await h.call('POST', `/v1/customers/${IDS.customer}/contracts?contractId=${IDS.contract}`, {
        rateCard: `rateCards/${IDS.rateCard}`,
        billingAnchorDay: '1',
        effectivePeriod: { startTime: '2024-01-01T00:00:00Z' },
      }),
    ];
    const amendments: Response[] = [];
    for (const effectiveTime of ['2080-01-01T00:00:00Z', '2081-01-01T00:00:00Z']) {
      amendments.push(
        await h.call('POST', `/v1/customers/${IDS.customer}/contracts/${IDS.contract}:scheduleAmendment`, {
          amendment: { effectiveTime, reason: 'setup' },
        }),
      );
    }
    setup.push(...amendments);
    setup.push(
      await h.call('POST', `/v1/products?productId=${subscriptionProduct(IDS)}`, { type: 'SUBSCRIPTION' }),
    );
    setup.push(
      await h.call(
        'POST',
        `/v1/customers/${IDS.customer}/subscriptions?subscriptionId=${IDS.subscription}`,
        sharedBody('createSubscription', IDS.rateCard!, IDS),
      ),
    );
    const subscriptionAmendment = await h.call(
      'POST',
      `/v1/customers/${IDS.customer}/subscriptions/${IDS.subscription}:scheduleAmendment`,
      sharedBody('scheduleSubscriptionAmendment', IDS.rateCard!, IDS),
    );
    setup.push(subscriptionAmendment);
    setup.push(
      await h.call(
        'POST',
        `/v1/customers/${IDS.customer}/credits?creditId=${IDS.credit}`,
        sharedBody('createCreditGrant', IDS.rateCard!, IDS),
      ),
    );
    setup.push(
      await h.call(
        'POST',
        `/v1/customers/${IDS.customer}/commitments?commitmentId=${IDS.commitment}`,
        sharedBody('createCommitment', IDS.rateCard!, IDS),
      ),
    );
    // A second alert of each kind, so that both alert lists have a second page whatever ran before.
    setup.push(
      await h.call(
        'POST',
        `/v1/customers/${IDS.customer}/alerts?alertId=bad-alert-2`,
        sharedBody('createCustomerAlert', '', IDS),
      ),
      await h.call('POST', '/v1/alerts?alertId=bad-alert-2', sharedBody('createAlert', '', IDS)),
    );
    for (const res of setup) expect(res.status, JSON.stringify(res.body)).toBe(200);
    IDS.amendment = (amendments[0]!.body.name as string).split('/').at(-1)!;
    IDS.subscriptionAmendment = (subscriptionAmendment.body.name as string).split('/').at(-1)!;
    await draftInvoices(h, 'acme', IDS);
    await preparePayments(h, 'acme', IDS);
    await registerWalkDomain(IDS.domain!, restoreCall, h.dns.records);
    await prepareWebhooks(h, h.keyA, IDS);
    const ingested = await h.ingest('acme', [usageEvent(IDS.event!, 1), usageEvent('bad-event-2', 1)]);
    expect(ingested.map((r) => r.status)).toEqual(['ACCEPTED', 'ACCEPTED']);
  });

  afterAll(async () => {
    await h?.close();
  });

  it('the valid request of every route succeeds (so every case below changes one thing only)', async () => {
    for (const spec of routes) {
      const { query, body } = validRequest(spec);
      const url = urlOf(spec, query);
      const res = await send(spec.method, url, body === undefined ? undefined : JSON.stringify(body), json);
      await restoreDeleted(spec, IDS, restoreCall, h.dns.records);
      expect(res.status, `${spec.method} ${url}: ${JSON.stringify(res.body)}`).toBe(200);
    }
    expect(bodyRoutes.length).toBeGreaterThan(0);
  });

  describe('bodies', () => {
    const MALFORMED: Array<string | Buffer> = [
      '{',
      '}',
      '{"displayName":',
      '{"displayName": "x",}',
      "{'displayName': 'x'}",
      '{displayName: "x"}',
      '{"a":1}{"b":2}',
      '{"a":1} trailing',
      '[1, 2',
      'nul',
      'tru',
      'NaN',
      'undefined',
      '{"a": 01}',
      '{"a": "\\x"}',
      '{"a": "unterminated}',
      '\u0000',
      'displayName=x&email=y',
      '<customer><displayName>x</displayName></customer>',
      '{"__proto__": {"polluted": true}}',
      '{"constructor": {"prototype": {"polluted": true}}}',
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0xff, 0xfe, 0x7d]),
    ];
    const CONTENT_TYPES: Array<Record<string, string>> = [
      json,
      { 'content-type': 'application/json; charset=utf-8' },
      { 'content-type': 'text/plain' },
      { 'content-type': 'application/x-www-form-urlencoded' },
      {},
    ];

    it('malformed JSON is INVALID_ARGUMENT on every route with a body, whatever the Content-Type', async () => {
      for (const spec of bodyRoutes) {
        for (const payload of MALFORMED) {
          for (const headers of CONTENT_TYPES) {
            const url = urlOf(spec, validRequest(spec).query);
            const res = await send(spec.method, url, payload, headers);
            expectStatus(res, 400, 'INVALID_ARGUMENT', `${what(spec)} ${JSON.stringify(String(payload))}`);
          }
        }
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('JSON of the wrong top-level type is INVALID_ARGUMENT on every route with a body', async () => {
      for (const spec of bodyRoutes) {
        for (const payload of [
          '[]',
          '[{}]',
          '"a string"',
          '""',
          '42',
          '0',
          '-1.5',
          'true',
          'false',
          'null',
        ]) {
          const url = urlOf(spec, validRequest(spec).query);
          const res = await send(spec.method, url, payload, json);
          expectStatus(res, 400, 'INVALID_ARGUMENT', `${what(spec)} ${payload}`);
        }
      }
    });

    it('a wrong value in any one field is refused (INVALID_ARGUMENT when the schema refuses it)', async () => {
      for (const spec of bodyRoutes) {
        const fields = bodyFields(spec);
        if (fields.length === 0) continue;
        let refused = 0;
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...fields),
            fc.jsonValue({ maxDepth: 3 }),
            async (field, value) => {
              const { query, body } = validRequest(spec, [field]);
              const patched = { ...(body as Record<string, unknown>), [field]: value };
              const url = urlOf(spec, query);
              const res = await send(spec.method, url, JSON.stringify(patched), json);
              const label = `${what(spec)} ${field}=${JSON.stringify(value)}`;
              if (!schemaAccepts(spec, patched)) {
                refused++;
                expectStatus(res, 400, 'INVALID_ARGUMENT', label);
                expect(res.body.error.details[0]?.fieldViolations?.length, label).toBeGreaterThan(0);
              } else {
                expectOkOrClientError(res, label);
              }
            },
          ),
          { numRuns: NUM_RUNS },
        );
        expect(refused, `${what(spec)}: some generated values break the schema`).toBeGreaterThan(0);
      }
    });

    it('random objects and values as the whole body never cause a 5xx', async () => {
      const objects = fc.oneof(
        fc.dictionary(fc.string(), fc.anything({ maxDepth: 2 })),
        fc.dictionary(fc.string({ unit: 'binary' }), fc.jsonValue({ maxDepth: 2 })),
        fc.anything({ maxDepth: 2 }),
      );
      for (const spec of bodyRoutes) {
        await fc.assert(
          fc.asyncProperty(objects, async (value) => {
            const { query } = validRequest(spec);
            const payload = JSON.stringify(value) ?? '';
            const url = urlOf(spec, query);
            const res = await send(spec.method, url, payload, json);
            const label = `${what(spec)} ${payload.slice(0, 200)}`;
            if (payload !== '' && !schemaAccepts(spec, JSON.parse(payload))) {
              expectStatus(res, 400, 'INVALID_ARGUMENT', label);
            } else {
              expectOkOrClientError(res, label);
            }
          }),
          { numRuns: NUM_RUNS },
        );
      }
    });

    it('strings with NUL and other control characters in any field never cause a 5xx', async () => {
      const nasty = ['\u0000', 'a\u0000b', '\u0001\u001f', '\ud800', '\uffff', 'é\u0301', '💩'.repeat(3)];
      for (const spec of bodyRoutes) {
        for (const field of bodyFields(spec)) {
          for (const text of nasty) {
            for (const value of [text, [text], { [text]: text }]) {
              const { query, body } = validRequest(spec, [field]);
              const patched = { ...(body as Record<string, unknown>), [field]: value };
              const res = await send(spec.method, urlOf(spec, query), JSON.stringify(patched), json);
              expectOkOrClientError(res, `${what(spec)} ${field}=${JSON.stringify(value)}`);
            }
          }
        }
      }
    });

    it('unknown enum values are INVALID_ARGUMENT', async () => {
      let checked = 0;
      for (const spec of bodyRoutes) {
        for (const path of enumPaths(spec.body as JsonSchemaLike)) {
          const known = schemaAt(spec.body as JsonSchemaLike, path).enum as string[];
          const unknown = [
            'BOGUS',
            '',
            known.at(-1)!.toLowerCase(),
            ` ${known.at(-1)}`,
            `${known.at(-1)}_`,
            ...known.filter((v) => v.endsWith('_UNSPECIFIED')),
          ];
          for (const value of unknown) {
            const { query, body } = validRequest(spec, [path[0]!]);
            const patched = structuredClone(body) as Record<string, unknown>;
            setPath(patched, path, value);
            const res = await send(spec.method, urlOf(spec, query), JSON.stringify(patched), json);
            const label = `${what(spec)} ${path.join('.')}=${JSON.stringify(value)}`;
            expectStatus(res, 400, 'INVALID_ARGUMENT', label);
            expect(JSON.stringify(res.body.error.details), label).toContain(path.at(-1)!);
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(0);
    });

    it('a 2 MiB body is 413 RESOURCE_EXHAUSTED on every route with a body', async () => {
      const big = JSON.stringify({ displayName: 'x'.repeat(2 * MiB) });
      for (const spec of bodyRoutes) {
        for (const headers of [json, {}]) {
          const url = urlOf(spec, validRequest(spec).query);
          const res = await send(spec.method, url, big, headers);
          expectStatus(res, 413, 'RESOURCE_EXHAUSTED', what(spec));
        }
      }
    });

    it('a body just under the 1 MiB limit is not refused for its size', async () => {
      const spec = routes.find((r) => r.operationId === 'createCustomer')!;
      const body = JSON.stringify({
        displayName: 'ok',
        metadata: { pad: 'x'.repeat(400) },
        pad: 'y'.repeat(MiB - 600),
      });
      const res = await send('POST', urlOf(spec, validRequest(spec).query), body, json);
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    });

    it('an empty body is read as {} (so custom verbs work without one), never a 5xx', async () => {
      for (const spec of bodyRoutes) {
        for (const headers of [json, { 'content-type': 'text/plain' }, {}]) {
          for (const payload of ['', '   ', '\n']) {
            const empty = validRequest(spec);
            const res = await send(spec.method, urlOf(spec, empty.query), payload, headers);
            const braces = validRequest(spec);
            const same = await send(spec.method, urlOf(spec, braces.query), '{}', json);
            const label = `${what(spec)} ${JSON.stringify(payload)} ${JSON.stringify(headers)}`;
            expectOkOrClientError(res, label);
            expect({ status: res.status, error: res.body?.error?.status }, label).toEqual({
              status: same.status,
              error: same.body?.error?.status,
            });
          }
        }
      }
    });
  });

  describe('paths', () => {
    const BAD_IDS = [
      'BAD-CUSTOMER',
      'Bad',
      'a'.repeat(64),
      'a'.repeat(400),
      'a'.repeat(600),
      '..',
      '.',
      '%2E%2E',
      'a%2Fb',
      '%2F',
      '..%2F..%2Fcustomers',
      '%5C',
      'caf%C3%A9',
      '%F0%9F%92%A9',
      '%E2%80%AE',
      '%00',
      'a%00b',
      '%ZZ',
      '%',
      'a%',
      '%ED%A0%80',
      '%C0%AF',
      '%FF',
      '%20',
      'a%0Ab',
      'a%3Ab',
      'a:b',
      '%3F',
      '%23',
      "x'%3B%20DROP%20TABLE%20customers%3B--",
      '-a',
      '1abc',
      '_',
      '~',
      '*',
    ];

    it('a bad id in any path parameter is 400 or 404, never a 5xx', async () => {
      expect(paramRoutes.length).toBeGreaterThan(0);
      for (const spec of paramRoutes) {
        for (const param of pathParams(spec)) {
          for (const bad of BAD_IDS) {
            for (const prefix of ['/v1', '/v1/organizations/acme']) {
              const { query, body } = validRequest(spec);
              const url = urlOf(spec, query, { ...IDS, [param]: bad }, prefix);
              const payload = body === undefined ? undefined : JSON.stringify(body);
              const res = await send(spec.method, url, payload, json);
              const label = `${spec.method} ${url.slice(0, 200)}`;
              // A dot segment is resolved before routing, as every client resolves it (RFC 3986, 5.2.4):
              // `/v1/customers/../alerts` is `/v1/alerts`, another route, which may well answer 200.
              if (new URL(url, 'http://host').pathname !== url.split('?')[0]) {
                expect(res.status, label).toBeLessThan(500);
                continue;
              }
              expectClientError(res, label);
              expect([400, 404], label).toContain(res.status);
            }
          }
        }
      }
      // Thousands of requests (every path parameter of every route, each bad id, both path forms): its time grows
      // with the routes, not a performance figure.
    }, 120_000);

    it('a bad organization in /v1/organizations/{organization}/... is 400 or 404, never a 5xx', async () => {
      for (const spec of routes) {
        for (const bad of ['ACME', '%00', '%ZZ', 'a%2Fb', '%ED%A0%80', 'a'.repeat(600)]) {
          const { query, body } = validRequest(spec);
          const url = urlOf(spec, query, IDS, `/v1/organizations/${bad}`);
          const res = await send(
            spec.method,
            url,
            body === undefined ? undefined : JSON.stringify(body),
            json,
          );
          expectClientError(res, `${spec.method} ${url.slice(0, 200)}`);
          expect([400, 404]).toContain(res.status);
        }
      }
    });
  });

  describe('query parameters', () => {
    const pagedRoutes = routes.filter((spec) => queryFields(spec).includes('pageSize'));

    it('a non-positive, non-numeric or not plainly decimal pageSize is INVALID_ARGUMENT', async () => {
      expect(pagedRoutes.length).toBeGreaterThan(0);
      // As written in the URL: `+` alone would read as a space.
      const LOOSE = ['1e1', '0x10', '%2B5', '%205', '5%20', '5.0', '1_000', '0b1', '%EF%BC%95', '2147483648'];
      for (const spec of pagedRoutes) {
        for (const size of ['-1', '0', '-0', 'abc', '1.5', 'NaN', 'Infinity', '1,2', '%00', '', ...LOOSE]) {
          for (const prefix of ['/v1', '/v1/organizations/acme']) {
            const url = `${prefix}${fillPath(spec, IDS)}?pageSize=${size}`;
            const res = await send('GET', url);
            expectStatus(res, 400, 'INVALID_ARGUMENT', `GET ${url}`);
          }
        }
        const twice = await send('GET', `/v1${fillPath(spec, IDS)}?pageSize=1&pageSize=2`);
        expectStatus(twice, 400, 'INVALID_ARGUMENT', `${what(spec)} pageSize twice`);
      }
    });

    it('a bad or foreign pageToken is INVALID_ARGUMENT', async () => {
      const tokens = new Map<string, string>();
      for (const spec of pagedRoutes) {
        const res = await send('GET', `/v1${fillPath(spec, IDS)}?pageSize=1`);
        expect(res.status).toBe(200);
        expect(res.body.nextPageToken, `${what(spec)} has a second page`).not.toBe('');
        tokens.set(spec.path, res.body.nextPageToken);
      }
      for (const spec of pagedRoutes) {
        const own = tokens.get(spec.path)!;
        const [payload, signature] = own.split('.');
        const forged = Buffer.from(JSON.stringify({ s: 'x', c: '0' })).toString('base64url');
        const bad = [
          'garbage',
          '.',
          '..',
          'a.b',
          'a.b.c',
          `${own}x`,
          `${payload}.${signature!.slice(0, -2)}`,
          `${forged}.${signature}`,
          `${own}.${signature}`,
          'x'.repeat(5000),
          '%00',
          '%FF.%FF',
          ...[...tokens.entries()].filter(([path]) => path !== spec.path).map(([, token]) => token),
        ];
        for (const token of bad) {
          const url = `/v1${fillPath(spec, IDS)}?pageSize=1&pageToken=${token.startsWith('%') ? token : encodeURIComponent(token)}`;
          const res = await send('GET', url);
          expectStatus(res, 400, 'INVALID_ARGUMENT', `GET ${url.slice(0, 200)}`);
        }
      }
    });

    it('a bad filter is INVALID_ARGUMENT naming the position', async () => {
      const filtered = routes.filter((spec) => queryFields(spec).includes('filter'));
      expect(filtered.length).toBeGreaterThan(0);
      const BAD_FILTERS = [
        'displayName =',
        '=',
        'AND',
        'NOT',
        '(((',
        ')',
        'displayName = "a" AND',
        'displayName = "a" OR OR email = "b"',
        'nosuchfield = "x"',
        'createTime > "yesterday"',
        'createTime > 5',
        'archived = "maybe"',
        'archived > true',
        '"unterminated',
        'displayName = "unterminated',
        'metadata. = "x"',
        'metadata.tier.x = "gold"',
        '.displayName = "x"',
        'displayName == "x"',
        'displayName ~ "x"',
        `${'('.repeat(200)}archived = true${')'.repeat(200)}`,
        `${'NOT '.repeat(500)}archived = true`,
        Array.from({ length: 300 }, (_, i) => `displayName = "${i}"`).join(' OR '),
        `displayName = "${'x'.repeat(3000)}"`,
        'displayName = "\u0000"',
        '\u0000',
        'displayName = "\\"',
        'displayName:',
      ];
      for (const spec of filtered) {
        for (const filter of BAD_FILTERS) {
          const url = `/v1${fillPath(spec, IDS)}?filter=${encodeURIComponent(filter)}`;
          const res = await send('GET', url);
          const label = `GET ${spec.path} filter=${JSON.stringify(filter.slice(0, 80))}`;
          expectStatus(res, 400, 'INVALID_ARGUMENT', label);
          expect(res.body.error.details[0]?.fieldViolations?.[0]?.field, label).toBe('filter');
        }
      }
    });

    it('a missing or bad updateMask is INVALID_ARGUMENT', async () => {
      const patches = routes.filter((spec) => queryFields(spec).includes('updateMask'));
      expect(patches.length).toBeGreaterThan(0);
      const BAD_MASKS: Array<string | undefined> = [
        undefined,
        '',
        ' ',
        ',',
        'nosuchfield',
        'displayName,nosuchfield',
        'display name',
        'displayName;x',
        '*,displayName',
        '.',
        '..',
        '.displayName',
        'displayName.',
        'displayName..x',
        'displayName.x',
        '%00',
        'DisplayName',
        '__proto__',
        'constructor',
      ];
      for (const spec of patches) {
        for (const mask of BAD_MASKS) {
          const { body } = validRequest(spec, ['displayName']);
          const query =
            mask === undefined ? '' : `?updateMask=${mask.startsWith('%') ? mask : encodeURIComponent(mask)}`;
          const url = `/v1${fillPath(spec, IDS)}${query}`;
          const res = await send(spec.method, url, JSON.stringify(body), json);
          const label = `${spec.method} ${url}`;
          expectStatus(res, 400, 'INVALID_ARGUMENT', label);
          expect(res.body.error.details[0]?.fieldViolations?.[0]?.field, label).toBe('updateMask');
        }
      }
    });

    it('bad client-supplied ids and requestIds in the query are INVALID_ARGUMENT', async () => {
      for (const spec of routes) {
        const idFields = queryFields(spec).filter((f) => /^[a-z]+Id$/i.test(f));
        for (const field of idFields) {
          for (const bad of ['', 'UPPER', 'a'.repeat(64), '..', 'a/b', 'a\u0000b', 'é', '-a', 'a-']) {
            const { query, body } = validRequest(spec);
            query.set(field, bad);
            const res = await send(spec.method, urlOf(spec, query), JSON.stringify(body), json);
            expectStatus(
              res,
              400,
              'INVALID_ARGUMENT',
              `${spec.method} ${spec.path} ${field}=${JSON.stringify(bad)}`,
            );
          }
        }
      }
      for (const spec of routes.filter((r) => r.idempotent)) {
        for (const bad of ['x'.repeat(129), '\u0000']) {
          const { query, body } = validRequest(spec);
          query.set('requestId', bad);
          const res = await send(spec.method, urlOf(spec, query), JSON.stringify(body), json);
          expectStatus(
            res,
            400,
            'INVALID_ARGUMENT',
            `${spec.method} ${spec.path} requestId=${JSON.stringify(bad.slice(0, 20))}`,
          );
        }
      }
    });

    it('malformed query strings never cause a 5xx', async () => {
      for (const spec of routes) {
        for (const qs of [
          '%',
          '%ZZ',
          'a=%ED%A0%80',
          '&&&',
          '=x',
          'pageSize[]=1',
          'pageSize[a]=1',
          '%00=%00',
        ]) {
          const { body } = validRequest(spec);
          const url = `/v1${fillPath(spec, IDS)}?${qs}`;
          const res = await send(
            spec.method,
            url,
            body === undefined ? undefined : JSON.stringify(body),
            json,
          );
          expectOkOrClientError(res, `${spec.method} ${url}`);
        }
      }
    });
  });

  describe('internal errors', () => {
    let broken: Harness;

    beforeAll(async () => {
      // Break the stores under the app: every resource table is gone and ClickHouse refuses every query, so
      // every resource route fails inside.
      broken = await startHarness('postgres', { events: 'broken' });
      await broken.db.sql.unsafe(
        'DROP TABLE customers, meters, products, rates, rate_cards, contracts, contract_amendments, ' +
          'subscriptions, subscription_amendments, invoices, invoice_lines, organization_domains, credit_grants, ' +
          'commitments, balance_transactions, provider_connections, routing_policies, payment_methods, payments, ' +
          'payment_attempts, tax_rates, webhook_endpoints, webhook_deliveries, outbox_events, alerts, alert_firings ' +
          'CASCADE',
      );
    });

    afterAll(async () => {
      await broken?.close();
    });

    it('a 500 is INTERNAL with a generic message: no SQL, table names or stack traces', async () => {
      let internal = 0;
      for (const spec of routes) {
        const { query, body } = validRequest(spec);
        // With a requestId the failure also goes through the idempotency layer.
        if (spec.idempotent) query.set('requestId', `internal-${counter++}`);
        const url = urlOf(spec, query);
        const res = await broken.call(spec.method, url, body);
        if (res.status < 500) continue;
        internal++;
        const label = `${spec.method} ${url}: ${JSON.stringify(res.body)}`;
        expect(res.status, label).toBe(500);
        expect(res.body, label).toEqual({
          error: { code: 500, status: 'INTERNAL', message: 'internal error', details: [] },
        });
        const text = JSON.stringify(res.body) + JSON.stringify(res.headers);
        for (const leak of [
          'relation',
          'does not exist',
          'customers',
          'meters',
          'rate_cards',
          'SELECT',
          ' at ',
          '.ts',
        ]) {
          expect(text, label).not.toContain(leak);
        }
      }
      // Every route that touches a dropped table failed internally (the organization routes do not).
      expect(internal).toBe(routes.filter((r) => r.tag !== 'Organization').length);
    });
  });
});
