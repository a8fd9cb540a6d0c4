/**
 * Tenant isolation (docs/api-conventions.md): a resource of another organization is NOT_FOUND (never 403, never 200) for
 * every method and custom verb, on both path forms; lists, page tokens, requestIds and references never reveal
 * it. The walk is driven by the exported `routes`, so a new route is covered (or the test fails) automatically.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteSpec } from '../src/http/route-spec.ts';
import { routes } from '../src/routes/index.ts';
import { expectError } from './assertions.ts';
import { BACKENDS, type Harness, startHarness } from './harness.ts';
import {
  draftInvoices,
  EVENT_TIME,
  fillPath,
  type Ids,
  pathParams,
  preparePayments,
  prepareWebhooks,
  queryFields,
  REPLAY,
  registerWalkDomain,
  restoreDeleted,
  sharedBody,
  sharedQuery,
  subscriptionProduct,
  USAGE_PERIOD,
} from './route-walk.ts';

/** acme's resources, by the name of the path parameter that addresses them. Every id says `acme-hidden`. */
const ACME: Ids = {
  customer: 'acme-hidden-customer',
  meter: 'acme-hidden-meter',
  product: 'acme-hidden-product',
  rateCard: 'acme-hidden-card',
  event: 'acme-hidden-event',
  contract: 'acme-hidden-contract',
  subscription: 'acme-hidden-subscription',
  credit: 'acme-hidden-credit',
  commitment: 'acme-hidden-commitment',
  domain: 'acme-hidden-domain',
  providerConnection: 'acme-hidden-connection',
  paymentMethod: 'acme-hidden-method',
  payment: 'acme-hidden-payment',
  taxRate: 'acme-hidden-tax-rate',
  alert: 'acme-hidden-alert',
  // amendment, subscriptionAmendment: server-generated, set by createResources; attempt: by preparePayments
};
const ACME_RATE = 'acme-hidden-rate';
/** A second one of each in acme, so that acme's lists have a next page (and a page token). */
const ACME_SECOND: Ids = {
  customer: 'acme-hidden-customer-2',
  meter: 'acme-hidden-meter-2',
  product: 'acme-hidden-product-2',
  rateCard: 'acme-hidden-card-2',
  event: 'acme-hidden-event-2',
  contract: 'acme-hidden-contract-2',
  subscription: 'acme-hidden-subscription-2',
  credit: 'acme-hidden-credit-2',
  commitment: 'acme-hidden-commitment-2',
  domain: 'acme-hidden-domain-2',
  providerConnection: 'acme-hidden-connection-2',
  paymentMethod: 'acme-hidden-method-2',
  payment: 'acme-hidden-payment-2',
  taxRate: 'acme-hidden-tax-rate-2',
  alert: 'acme-hidden-alert-2',
};
const ACME_MARK = 'acme-hidden';
/** globex's own resources, used where a request must be valid except for the one foreign reference. */
const GLOBEX: Ids = {
  customer: 'globex-own-customer',
  meter: 'globex-own-meter',
  product: 'globex-own-product',
  rateCard: 'globex-own-card',
  event: 'globex-own-event',
  contract: 'globex-own-contract',
  subscription: 'globex-own-subscription',
  credit: 'globex-own-credit',
  commitment: 'globex-own-commitment',
  domain: 'globex-own-domain',
  providerConnection: 'globex-own-connection',
  paymentMethod: 'globex-own-method',
  payment: 'globex-own-payment',
  taxRate: 'globex-own-tax-rate',
  alert: 'globex-own-alert',
};

/**
 * The usage event `ids.event`, of a customer of its own: the walk archives `ids.customer`, and an archived
 * customer's events cannot be corrected.
 */
function usageEvent(ids: Ids, tokens: number) {
  return {
    customer: `customers/${ids.customer}-usage`,
    eventId: ids.event,
    eventType: 'api.call',
    eventTime: EVENT_TIME,
    properties: { tokens },
  };
}

function withQuery(url: string, query: Record<string, string> | undefined): string {
  if (!query || Object.keys(query).length === 0) return url;
  return `${url}?${new URLSearchParams(query).toString()}`;
}

let rateYear = 2040;

/**
 * A request that is valid for the organization owning `ids`: a PATCH names a field in updateMask, a new rate
 * references the card owner's product in a period of its own. Other routes need no body or accept `{}`.
 */
function validRequest(spec: RouteSpec, ids: Ids): { query?: Record<string, string>; body?: unknown } {
  const query: Record<string, string> = {};
  let body: unknown = spec.body ? {} : undefined;
  if (queryFields(spec).includes('updateMask')) {
    query.updateMask = 'displayName';
    body = { displayName: 'Renamed' };
  }
  if (spec.operationId === 'correctUsageEvent') {
    body = { reason: 'fix', replacement: usageEvent({ ...ids, event: `${ids.event}-fix` }, 3) };
  }
  body = sharedBody(spec.operationId, ids.rateCard!, ids) ?? body;
  Object.assign(query, sharedQuery(spec.operationId));
  if (spec.operationId === 'getCustomerUsage') Object.assign(query, USAGE_PERIOD);
  if (spec.operationId === 'createRate') {
    const year = rateYear++;
    body = {
      product: `products/${ids.product}`,
      effectivePeriod: { startTime: `${year}-01-01T00:00:00Z`, endTime: `${year + 1}-01-01T00:00:00Z` },
      unit: { unitPrice: { amount: { value: '0.5' } } },
    };
  }
  return { query, body };
}

/** Everything a list route returns: the items of its array fields. */
function listedItems(body: unknown): unknown[] {
  if (body === null || typeof body !== 'object') return [];
  return Object.values(body as Record<string, unknown>).flatMap((v) => (Array.isArray(v) ? v : []));
}

/**
 * Creates, in `key`'s organization, one customer, meter, USAGE product, rate card (with a rate), contract
 * (with a scheduled amendment, whose server-generated id goes to `ids.amendment`) and event.
 */
async function createResources(h: Harness, key: string, ids: Ids, rateId: string, currency: string) {
  const created = [
    await h.call('POST', `/v1/customers?customerId=${ids.customer}`, { displayName: 'C' }, key),
    await h.call(
      'POST',
      `/v1/meters?meterId=${ids.meter}`,
      { eventType: 'api.call', aggregation: 'SUM', valueProperty: 'tokens', groupKeys: ['model'] },
      key,
    ),
    await h.call(
      'POST',
      `/v1/products?productId=${ids.product}`,
      { type: 'USAGE', meter: `meters/${ids.meter}`, pricingGroupKeys: ['model'] },
      key,
    ),
    await h.call(
      'POST',
      `/v1/rateCards?rateCardId=${ids.rateCard}`,
      {
        currencyCode: currency,
        rates: [
          {
            id: rateId,
            product: `products/${ids.product}`,
            // From February: January is the walk's flat fee (draftInvoices).
            effectivePeriod: { startTime: '2024-02-01T00:00:00Z', endTime: '2025-01-01T00:00:00Z' },
            unit: { unitPrice: { amount: { value: '0.01' } } },
          },
        ],
      },
      key,
    ),
  ];
  created.push(await h.call('POST', `/v1/customers?customerId=${ids.customer}-usage`, {}, key));
  const contracts = `/v1/customers/${ids.customer}/contracts`;
  created.push(
    await h.call(
      'POST',
      `${contracts}?contractId=${ids.contract}`,
      {
        rateCard: `rateCards/${ids.rateCard}`,
        billingAnchorDay: '1',
        effectivePeriod: { startTime: '2024-01-01T00:00:00Z' },
      },
      key,
    ),
  );
  const amendment = await h.call(
    'POST',
    `${contracts}/${ids.contract}:scheduleAmendment`,
    { amendment: { effectiveTime: '2080-01-01T00:00:00Z', reason: 'setup' } },
    key,
  );
  created.push(amendment);
  created.push(
    await h.call('POST', `/v1/products?productId=${subscriptionProduct(ids)}`, { type: 'SUBSCRIPTION' }, key),
  );
  const subscriptions = `/v1/customers/${ids.customer}/subscriptions`;
  created.push(
    await h.call(
      'POST',
      `${subscriptions}?subscriptionId=${ids.subscription}`,
      sharedBody('createSubscription', ids.rateCard!, ids),
      key,
    ),
  );
  const subscriptionAmendment = await h.call(
    'POST',
    `${subscriptions}/${ids.subscription}:scheduleAmendment`,
    sharedBody('scheduleSubscriptionAmendment', ids.rateCard!, ids),
    key,
  );
  created.push(subscriptionAmendment);
  created.push(
    await h.call(
      'POST',
      `/v1/customers/${ids.customer}/credits?creditId=${ids.credit}`,
      sharedBody('createCreditGrant', ids.rateCard!, ids),
      key,
    ),
  );
  created.push(
    await h.call(
      'POST',
      `/v1/customers/${ids.customer}/commitments?commitmentId=${ids.commitment}`,
      sharedBody('createCommitment', ids.rateCard!, ids),
      key,
    ),
  );
  for (const res of created) expect(res.status, JSON.stringify(res.body)).toBe(200);
  const owner = key === h.keyA ? 'acme' : 'globex';
  const call = (method: 'POST', url: string, body: unknown) => h.call(method, url, body, key);
  await registerWalkDomain(ids.domain!, call, h.dns.records, owner);
  // globex re-creating acme's ids (the last test) keeps acme's amendment ids in ACME.
  if (key === h.keyA || ids === GLOBEX) {
    ids.amendment = (amendment.body.name as string).split('/').at(-1)!;
    ids.subscriptionAmendment = (subscriptionAmendment.body.name as string).split('/').at(-1)!;
  }
  // As the amendments: globex re-creating acme's ids keeps acme's event in ACME.
  await prepareWebhooks(h, key, ids, !(key === h.keyA || ids === GLOBEX));
  const organization = key === h.keyA ? 'acme' : 'globex';
  await draftInvoices(h, organization, ids, key);
  // acme's payments have two attempts, globex's one: attempt 2 of a globex payment is acme's id only.
  await preparePayments(h, organization, ids, key, organization === 'acme' ? 2 : 1);
  const [ingested] = await h.ingest(organization, [usageEvent(ids, organization === 'acme' ? 1 : 2)]);
  expect(ingested?.status, JSON.stringify(ingested)).toBe('ACCEPTED');
}

/**
 * Cross-tenant references of every mutating route without path parameters (and of createRate, on globex's
 * own card): bodies that are valid in globex except that they name one of acme's resources. An empty list
 * declares that the route references no other resource. A new mutating route must be added here.
 */
const CROSS_TENANT_REFERENCES: Record<string, Array<{ params?: Ids; query?: Ids; body: unknown }>> = {
  updateOrganization: [],
  // A hostname is global, not a resource of one organization: a taken one is ALREADY_EXISTS for anyone
  // (domains.test.ts), without saying by whom.
  createDomain: [],
  // An endpoint names a URL and event types, no resource of an organization.
  createWebhookEndpoint: [],
  createCustomer: [],
  createTaxRate: [],
  // acme's meter in a USAGE alert of globex's customer and of globex itself.
  createCustomerAlert: [
    {
      params: { customer: GLOBEX.customer! },
      query: { alertId: 'globex-ref-alert' },
      body: { type: 'USAGE', meter: `meters/${ACME.meter}`, thresholds: [{ value: '10' }] },
    },
  ],
  createAlert: [
    {
      query: { alertId: 'globex-ref-alert' },
      body: { type: 'USAGE', meter: `meters/${ACME.meter}`, thresholds: [{ value: '10' }] },
    },
  ],
  createMeter: [],
  createProduct: [
    { query: { productId: 'globex-ref-product' }, body: { type: 'USAGE', meter: `meters/${ACME.meter}` } },
  ],
  createRateCard: [
    {
      query: { rateCardId: 'globex-ref-card' },
      body: {
        currencyCode: 'EUR',
        rates: [
          {
            product: `products/${ACME.product}`,
            effectivePeriod: { startTime: '2024-01-01T00:00:00Z' },
            unit: { unitPrice: { amount: { value: '1' } } },
          },
        ],
      },
    },
  ],
  replayUsageEvents: [{ body: { parent: 'organizations/acme', ...REPLAY } }],
  createContract: [
    {
      params: { customer: GLOBEX.customer! },
      query: { contractId: 'globex-ref-contract' },
      body: {
        rateCard: `rateCards/${ACME.rateCard}`,
        billingAnchorDay: '1',
        effectivePeriod: { startTime: '2024-01-01T00:00:00Z' },
      },
    },
  ],
  scheduleContractAmendment: [
    {
      params: { customer: GLOBEX.customer!, contract: GLOBEX.contract! },
      body: { amendment: { effectiveTime: '2090-01-01T00:00:00Z', rateCard: `rateCards/${ACME.rateCard}` } },
    },
  ],
  createCreditGrant: [
    // acme's product as one the grant applies to.
    {
      params: { customer: GLOBEX.customer! },
      query: { creditId: 'globex-ref-credit' },
      body: {
        amount: { amount: { value: '10' } },
        effectivePeriod: { startTime: '2024-01-01T00:00:00Z' },
        reason: 'walk',
        applicableProducts: [`products/${ACME.product}`],
      },
    },
  ],
  createCommitment: [
    // acme's contract, named under globex's customer id and under acme's own; acme's product.
    ...[GLOBEX.customer!, ACME.customer!].map((customer) => ({
      params: { customer: GLOBEX.customer! },
      query: { commitmentId: 'globex-ref-commitment' },
      body: {
        contract: `customers/${customer}/contracts/${ACME.contract}`,
        committedAmount: { amount: { value: '10' } },
        costBasis: { amount: { value: '0' } },
        effectivePeriod: { startTime: '2024-01-01T00:00:00Z' },
      },
    })),
    {
      params: { customer: GLOBEX.customer! },
      query: { commitmentId: 'globex-ref-commitment' },
      body: {
        contract: `customers/${GLOBEX.customer}/contracts/${GLOBEX.contract}`,
        committedAmount: { amount: { value: '10' } },
        costBasis: { amount: { value: '0' } },
        effectivePeriod: { startTime: '2024-01-01T00:00:00Z' },
        applicableProducts: [`products/${ACME.product}`],
      },
    },
  ],
  // Another organization as the parent.
  createProviderConnection: [
    {
      body: { parent: 'organizations/acme', providerConnection: { providerType: 'sandbox' }, credential: {} },
    },
  ],
  updateRoutingPolicy: [
    {
      query: { updateMask: 'rules' },
      body: { rules: [{ providerConnection: `providerConnections/${ACME.providerConnection}-live` }] },
    },
  ],
  createPaymentMethod: [
    {
      params: { customer: GLOBEX.customer! },
      body: {
        setupToken: 'tok_success',
        paymentMethod: { providerConnection: `providerConnections/${ACME.providerConnection}-live` },
      },
    },
  ],
  createPayment: [
    // acme's invoice, and acme's payment method named under globex's customer on globex's own invoice.
    {
      params: { customer: GLOBEX.customer! },
      body: { invoice: `customers/${ACME.customer}/invoices/walk-payable` },
    },
    {
      params: { customer: GLOBEX.customer! },
      query: { candidatePaymentMethods: `customers/${GLOBEX.customer}/paymentMethods/${ACME.paymentMethod}` },
      body: { invoice: `customers/${GLOBEX.customer}/invoices/walk-payable` },
    },
  ],
  createSubscription: [
    // acme's contract, named under globex's customer id and under acme's own.
    {
      params: { customer: GLOBEX.customer! },
      query: { subscriptionId: 'globex-ref-subscription' },
      body: {
        contract: `customers/${GLOBEX.customer}/contracts/${ACME.contract}`,
        effectivePeriod: { startTime: '2090-01-01T00:00:00Z' },
        items: [{ product: `products/${GLOBEX.product}-sub`, quantity: { value: '1' } }],
      },
    },
    {
      params: { customer: GLOBEX.customer! },
      query: { subscriptionId: 'globex-ref-subscription' },
      body: {
        contract: `customers/${ACME.customer}/contracts/${ACME.contract}`,
        effectivePeriod: { startTime: '2090-01-01T00:00:00Z' },
        items: [{ product: `products/${GLOBEX.product}-sub`, quantity: { value: '1' } }],
      },
    },
    // acme's SUBSCRIPTION product on globex's own contract.
    {
      params: { customer: GLOBEX.customer! },
      query: { subscriptionId: 'globex-ref-subscription' },
      body: {
        contract: `customers/${GLOBEX.customer}/contracts/${GLOBEX.contract}`,
        effectivePeriod: { startTime: '2090-01-01T00:00:00Z' },
        items: [{ product: `products/${ACME.product}-sub`, quantity: { value: '1' } }],
      },
    },
  ],
  scheduleSubscriptionAmendment: [
    {
      params: { customer: GLOBEX.customer!, subscription: GLOBEX.subscription! },
      body: {
        amendment: {
          effectiveTime: '2095-01-01T00:00:00Z',
          items: [{ product: `products/${ACME.product}-sub`, quantity: { value: '1' } }],
        },
      },
    },
  ],
  createRate: [
    {
      params: { rateCard: GLOBEX.rateCard! },
      body: {
        product: `products/${ACME.product}`,
        effectivePeriod: { startTime: '2030-01-01T00:00:00Z' },
        unit: { unitPrice: { amount: { value: '1' } } },
      },
    },
  ],
};

describe.each(BACKENDS)('tenant isolation (%s)', (backend) => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(backend);
    await createResources(h, h.keyA, ACME, ACME_RATE, 'USD');
    await createResources(h, h.keyA, ACME_SECOND, `${ACME_RATE}-2`, 'USD');
    await createResources(h, h.keyB, GLOBEX, 'globex-own-rate', 'EUR');
  });

  afterAll(async () => {
    await h?.close();
  });

  it('has a foreign value for every path parameter of every route', () => {
    const missing = routes.flatMap((spec) =>
      pathParams(spec)
        .filter((p) => ACME[p] === undefined || GLOBEX[p] === undefined)
        .map((p) => `{${p}} in ${spec.method} ${spec.path}`),
    );
    expect(missing, 'create the resource in beforeAll and add its id to ACME and GLOBEX').toEqual([]);
    expect(routes.some((spec) => pathParams(spec).length > 0)).toBe(true);
  });

  it("answers NOT_FOUND to globex for every method and custom verb on acme's resources, on both path forms", async () => {
    let walked = 0;
    for (const spec of routes) {
      if (pathParams(spec).length === 0) continue;
      const path = fillPath(spec, ACME);
      // The request would succeed for globex if the resources were its own (it references globex's product).
      const { query, body } = validRequest(spec, GLOBEX);
      for (const prefix of ['/v1', '/v1/organizations/globex']) {
        const url = withQuery(prefix + path, query);
        const res = await h.call(spec.method, url, body, h.keyB);
        expectError(res, 404, 'NOT_FOUND', `globex: ${spec.method} ${url}`);
        walked++;
      }
      // Control: the very same call by acme reaches its resource.
      const own = validRequest(spec, ACME);
      const url = withQuery(`/v1${path}`, own.query);
      const res = await h.call(spec.method, url, own.body, h.keyA);
      await restoreDeleted(spec, ACME, (m, u, b) => h.call(m, u, b, h.keyA), h.dns.records);
      expect(res.status, `acme: ${spec.method} ${url}: ${JSON.stringify(res.body)}`).toBe(200);
    }
    expect(walked).toBeGreaterThan(0);
  });

  it("leaves acme's rate card untouched by globex's attempts", async () => {
    const card = await h.call('GET', `/v1/rateCards/${ACME.rateCard}`, undefined, h.keyA);
    expect(card.status).toBe(200);
    // The original rate, the walk's fee (draftInvoices) and the one added by acme's own control call; none
    // from globex.
    expect(card.body.rates.map((r: { id: string }) => r.id)).toEqual([
      ACME_RATE,
      'walk-fee',
      expect.any(String),
    ]);
  });

  it('answers NOT_FOUND under /v1/organizations/acme/... to a globex key, for every route', async () => {
    for (const spec of routes) {
      for (const ids of [ACME, GLOBEX]) {
        const { query, body } = validRequest(spec, GLOBEX);
        const url = withQuery(`/v1/organizations/acme${fillPath(spec, ids)}`, query);
        const res = await h.call(spec.method, url, body, h.keyB);
        expectError(res, 404, 'NOT_FOUND', `globex: ${spec.method} ${url}`);
        expect(JSON.stringify(res.body)).not.toContain(ACME_MARK);
      }
    }
  });

  it("never shows acme's resources in globex's reads without path parameters, on both path forms", async () => {
    let items = 0;
    for (const spec of routes) {
      if (spec.method !== 'GET' || pathParams(spec).length > 0) continue;
      for (const prefix of ['/v1', '/v1/organizations/globex']) {
        const url = prefix + spec.path + (queryFields(spec).includes('pageSize') ? '?pageSize=1000' : '');
        const res = await h.call('GET', url, undefined, h.keyB);
        expect(res.status, `${spec.method} ${url}`).toBe(200);
        expect(JSON.stringify(res.body), `${spec.method} ${url}`).not.toContain(ACME_MARK);
        items += listedItems(res.body).length;
      }
    }
    // globex's own resources are listed: the lists were not simply empty.
    expect(items).toBeGreaterThanOrEqual(8);
    // And the same lists for acme do show acme's (the marker check above is not vacuous).
    const acmeCustomers = await h.call('GET', '/v1/customers', undefined, h.keyA);
    expect(JSON.stringify(acmeCustomers.body)).toContain(ACME.customer);
  });

  it("refuses globex's references to acme's resources without revealing them", async () => {
    for (const spec of routes) {
      const isMutation = spec.method !== 'GET';
      if (!isMutation || (pathParams(spec).length > 0 && !(spec.operationId in CROSS_TENANT_REFERENCES)))
        continue;
      const cases = CROSS_TENANT_REFERENCES[spec.operationId];
      expect(cases, `declare the cross-tenant references of ${spec.operationId}`).toBeDefined();
      for (const c of cases ?? []) {
        for (const prefix of ['/v1', '/v1/organizations/globex']) {
          const url = withQuery(prefix + fillPath(spec, c.params ?? {}), c.query);
          const res = await h.call(spec.method, url, c.body, h.keyB);
          const what = `${spec.method} ${url}: ${JSON.stringify(res.body)}`;
          if (res.status === 404) {
            expectError(res, 404, 'NOT_FOUND', what);
          } else {
            expectError(res, 400, 'INVALID_ARGUMENT', what);
            expect(res.body.error.message, what).toContain('does not exist');
          }
        }
      }
    }
    // Nothing was created in globex by the refused requests.
    expect((await h.call('GET', '/v1/products/globex-ref-product', undefined, h.keyB)).status).toBe(404);
    expect((await h.call('GET', '/v1/rateCards/globex-ref-card', undefined, h.keyB)).status).toBe(404);
    const contract = `/v1/customers/${GLOBEX.customer}/contracts/globex-ref-contract`;
    expect((await h.call('GET', contract, undefined, h.keyB)).status).toBe(404);
    const subscription = `/v1/customers/${GLOBEX.customer}/subscriptions/globex-ref-subscription`;
    expect((await h.call('GET', subscription, undefined, h.keyB)).status).toBe(404);
    const card = await h.call('GET', `/v1/rateCards/${GLOBEX.rateCard}`, undefined, h.keyB);
    expect(JSON.stringify(card.body)).not.toContain(ACME_MARK);
  });

  it("refuses acme's page tokens from globex as INVALID_ARGUMENT", async () => {
    let checked = 0;
    for (const spec of routes) {
      if (spec.method !== 'GET' || pathParams(spec).length > 0 || !queryFields(spec).includes('pageToken'))
        continue;
      const first = await h.call('GET', `/v1${spec.path}?pageSize=1`, undefined, h.keyA);
      expect(first.status).toBe(200);
      const token = first.body.nextPageToken as string;
      expect(token, `${spec.path} has a second page for acme`).not.toBe('');
      // The token works for acme ...
      const next = await h.call('GET', `/v1${spec.path}?pageSize=1&pageToken=${token}`, undefined, h.keyA);
      expect(next.status).toBe(200);
      // ... and never for globex, on either path form.
      for (const prefix of ['/v1', '/v1/organizations/globex']) {
        const url = `${prefix}${spec.path}?pageSize=1&pageToken=${token}`;
        const res = await h.call('GET', url, undefined, h.keyB);
        expectError(res, 400, 'INVALID_ARGUMENT', `GET ${url}`);
        expect(JSON.stringify(res.body)).not.toContain(ACME_MARK);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("answers NOT_FOUND on a path whose parents are globex's own and whose last id is acme's", async () => {
    let checked = 0;
    for (const spec of routes) {
      const params = pathParams(spec);
      if (params.length < 2) continue;
      const last = params.at(-1)!;
      const ids = { ...GLOBEX, [last]: ACME[last]! };
      const { query, body } = validRequest(spec, ids);
      for (const prefix of ['/v1', '/v1/organizations/globex']) {
        const url = withQuery(prefix + fillPath(spec, ids), query);
        const res = await h.call(spec.method, url, body, h.keyB);
        expectError(res, 404, 'NOT_FOUND', `${spec.method} ${url}: ${JSON.stringify(res.body)}`);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('refuses a page token of one parent on another parent, in the same organization and across', async () => {
    const list = (customer: string, key: string, token = '') =>
      h.call(
        'GET',
        `/v1/customers/${customer}/contracts?pageSize=1${token ? `&pageToken=${token}` : ''}`,
        undefined,
        key,
      );
    const extra = await h.call(
      'POST',
      `/v1/customers/${ACME.customer}/contracts?contractId=acme-hidden-contract-3`,
      {
        rateCard: `rateCards/${ACME.rateCard}`,
        billingAnchorDay: '1',
        effectivePeriod: { startTime: '2024-01-01T00:00:00Z' },
      },
      h.keyA,
    );
    expect(extra.status, JSON.stringify(extra.body)).toBe(200);
    const first = await list(ACME.customer!, h.keyA);
    const token = first.body.nextPageToken as string;
    expect(token).not.toBe('');
    expect((await list(ACME.customer!, h.keyA, token)).body.contracts).toHaveLength(1);
    // Another customer of acme: the token names another parent.
    const otherParent = await list(ACME_SECOND.customer!, h.keyA, token);
    expectError(otherParent, 400, 'INVALID_ARGUMENT', 'contracts token on another customer');
    // globex's own customer, with acme's token.
    const otherOrganization = await list(GLOBEX.customer!, h.keyB, token);
    expectError(otherOrganization, 400, 'INVALID_ARGUMENT', "contracts token on globex's customer");
    expect(JSON.stringify(otherOrganization.body)).not.toContain(ACME_MARK);
  });

  it("answers NOT_FOUND to a usage query naming acme's meter, as to a meter that does not exist", async () => {
    const usage = (meter: string) => {
      const qs = new URLSearchParams({ ...USAGE_PERIOD, meters: meter });
      return h.call('GET', `/v1/customers/${GLOBEX.customer}/usage?${qs}`, undefined, h.keyB);
    };
    const foreign = await usage(`meters/${ACME.meter}`);
    expectError(foreign, 404, 'NOT_FOUND', "usage of acme's meter");
    const unknown = await usage('meters/no-such-meter');
    expectError(unknown, 404, 'NOT_FOUND', 'usage of an unknown meter');
    expect(foreign.body.error.message.replace(ACME.meter!, 'X')).toBe(
      unknown.body.error.message.replace('no-such-meter', 'X'),
    );
    expect((await usage(`meters/${GLOBEX.meter}`)).status).toBe(200);
  });

  it("never replays acme's requestId for globex", async () => {
    const url = '/v1/customers?customerId=shared-request-customer&requestId=shared-request-1';
    const acme = await h.call('POST', url, { displayName: 'Acme secret' }, h.keyA);
    expect(acme.status).toBe(200);
    const acmeAgain = await h.call('POST', url, { displayName: 'Acme secret' }, h.keyA);
    expect(acmeAgain.headers['idempotent-replayed']).toBe('true');
    // The identical request from globex is its own: it runs (no replay) and creates globex's customer.
    const globex = await h.call('POST', url, { displayName: 'Acme secret' }, h.keyB);
    expect(globex.status).toBe(200);
    expect(globex.headers['idempotent-replayed']).toBeUndefined();
    expect(globex.body.currencyCode).toBe('EUR');
    expect(globex.body.createTime).not.toBe(acme.body.createTime);
    // A different request under a requestId only acme has used runs normally for globex (no
    // INVALID_ARGUMENT that would reveal acme's use of it).
    const acmeOnly = '/v1/customers?customerId=acme-hidden-request-customer&requestId=acme-only-request';
    expect((await h.call('POST', acmeOnly, { displayName: 'A' }, h.keyA)).status).toBe(200);
    const other = await h.call(
      'POST',
      '/v1/customers?customerId=other-request-customer&requestId=acme-only-request',
      { displayName: 'Other' },
      h.keyB,
    );
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect(other.body.name).toBe('customers/other-request-customer');
    expect(other.headers['idempotent-replayed']).toBeUndefined();
  });

  it("lets globex create resources with acme's ids: ids are per organization (no ALREADY_EXISTS leak)", async () => {
    await createResources(h, h.keyB, ACME, ACME_RATE, 'EUR');
    for (const param of Object.keys(ACME)) {
      // Amendment and event ids are generated by the server: globex cannot choose acme's (amendmentId is
      // tested in verb-request-id.test.ts).
      if (param === 'amendment' || param === 'subscriptionAmendment' || param === 'eventId') continue;
      const spec = routes.find((r) => r.method === 'GET' && r.path.endsWith(`{${param}}`));
      expect(spec, `a GET route for {${param}}`).toBeDefined();
      const path = fillPath(spec!, ACME);
      const mine = await h.call('GET', `/v1${path}`, undefined, h.keyB);
      const theirs = await h.call('GET', `/v1${path}`, undefined, h.keyA);
      expect([mine.status, theirs.status]).toEqual([200, 200]);
      expect(mine.body).not.toEqual(theirs.body);
    }
    const card = await h.call('GET', `/v1/rateCards/${ACME.rateCard}`, undefined, h.keyB);
    expect(card.body.currencyCode).toBe('EUR');
  });
});
