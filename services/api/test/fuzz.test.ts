/**
 * A property-based fuzz suite driven by the OpenAPI document (issue 16): for every operation the control plane
 * serves (the ingest edge's two: services/ingest/test/document-fuzz.test.ts), random and mutated bodies, path and
 * query parameters and headers (test/tools/fuzz-requests.ts), sent over a real socket with either of two
 * organizations' keys, both keys, or none. Every answer must be:
 * - never a 5xx;
 * - a `google.rpc.Status` whenever it is an error, its code the one of its HTTP status;
 * - free of the other organization's data (each organization's resources carry a secret of their own).
 * Afterwards the service is healthy and serves both organizations normally.
 *
 * CI runs a fixed seed and a thousand requests; `FUZZ_RUNS` and `FUZZ_SEED` run longer or other ones
 * (docs/limits.md).
 */
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Answer,
  bodyOf,
  describeRequest,
  type FuzzRequest,
  headersOf,
  type Operation,
  operationsOf,
  pathValue,
  queryValue,
  send,
  statusProblems,
  toBody,
  type Universe,
} from '../../../test/tools/fuzz-requests.ts';
import { type Harness, type ServedHarness, startServedHarness } from './harness.ts';
import {
  draftInvoices,
  EVENT_TIME,
  type Ids,
  preparePayments,
  registerWalkDomain,
  sharedBody,
  subscriptionProduct,
} from './route-walk.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SEED = Number(process.env.FUZZ_SEED ?? 16);

const ORGANIZATIONS = ['acme', 'globex'] as const;
type Organization = (typeof ORGANIZATIONS)[number];

/** Each organization's secret: in its resources' names, reasons and event properties, never in the other's answers. */
const SECRETS: Record<Organization, string> = {
  acme: `acme-secret-${randomBytes(6).toString('hex')}`,
  globex: `globex-secret-${randomBytes(6).toString('hex')}`,
};

function idsOf(organization: Organization): Ids {
  const p = `fz-${organization}`;
  return {
    customer: `${p}-customer`,
    meter: `${p}-meter`,
    product: `${p}-product`,
    rateCard: `${p}-card`,
    event: `${p}-event`,
    contract: `${p}-contract`,
    subscription: `${p}-subscription`,
    credit: `${p}-credit`,
    commitment: `${p}-commitment`,
    domain: `${p}-domain`,
    providerConnection: `${p}-connection`,
    paymentMethod: `${p}-method`,
    payment: `${p}-payment`,
  };
}

/** One organization's resources, every one with its secret where a field can hold it. */
async function createResources(h: Harness, organization: Organization, ids: Ids): Promise<void> {
  const key = organization === 'acme' ? h.keyA : h.keyB;
  const secret = SECRETS[organization];
  const currency = organization === 'acme' ? 'USD' : 'EUR';
  const call = (url: string, body: unknown) => h.call('POST', url, body, key);
  const created = [
    await call(`/v1/customers?customerId=${ids.customer}`, { displayName: secret, metadata: { s: secret } }),
    await call(`/v1/customers?customerId=${ids.customer}-usage`, { displayName: secret }),
    await call(`/v1/meters?meterId=${ids.meter}`, {
      displayName: secret,
      eventType: 'api.call',
      aggregation: 'SUM',
      valueProperty: 'tokens',
      groupKeys: ['model'],
    }),
    await call(`/v1/products?productId=${ids.product}`, {
      displayName: secret,
      type: 'USAGE',
      meter: `meters/${ids.meter}`,
    }),
    await call(`/v1/products?productId=${subscriptionProduct(ids)}`, {
      displayName: secret,
      type: 'SUBSCRIPTION',
    }),
    await call(`/v1/rateCards?rateCardId=${ids.rateCard}`, { displayName: secret, currencyCode: currency }),
    await call(`/v1/customers/${ids.customer}/contracts?contractId=${ids.contract}`, {
      rateCard: `rateCards/${ids.rateCard}`,
      billingAnchorDay: '1',
      effectivePeriod: { startTime: '2024-01-01T00:00:00Z' },
    }),
  ];
  const amendment = await call(`/v1/customers/${ids.customer}/contracts/${ids.contract}:scheduleAmendment`, {
    amendment: { effectiveTime: '2080-01-01T00:00:00Z', reason: secret },
  });
  created.push(amendment);
  created.push(
    await call(
      `/v1/customers/${ids.customer}/subscriptions?subscriptionId=${ids.subscription}`,
      sharedBody('createSubscription', ids.rateCard!, ids),
    ),
  );
  const subscriptionAmendment = await call(
    `/v1/customers/${ids.customer}/subscriptions/${ids.subscription}:scheduleAmendment`,
    sharedBody('scheduleSubscriptionAmendment', ids.rateCard!, ids),
  );
  created.push(subscriptionAmendment);
  created.push(
    await call(`/v1/customers/${ids.customer}/credits?creditId=${ids.credit}`, {
      ...(sharedBody('createCreditGrant', ids.rateCard!, ids) as object),
      reason: secret,
    }),
  );
  created.push(
    await call(
      `/v1/customers/${ids.customer}/commitments?commitmentId=${ids.commitment}`,
      sharedBody('createCommitment', ids.rateCard!, ids),
    ),
  );
  for (const res of created) expect(res.status, JSON.stringify(res.body)).toBe(200);
  ids.amendment = (amendment.body.name as string).split('/').at(-1)!;
  ids.subscriptionAmendment = (subscriptionAmendment.body.name as string).split('/').at(-1)!;
  await registerWalkDomain(
    ids.domain!,
    (m, url, body) => h.call(m, url, body, key),
    h.dns.records,
    organization,
  );
  await draftInvoices(h, organization, ids, key);
  await preparePayments(h, organization, ids, key);
  const [event] = await h.ingest(organization, [
    {
      customer: `customers/${ids.customer}-usage`,
      eventId: ids.event,
      eventType: 'api.call',
      eventTime: EVENT_TIME,
      properties: { tokens: 1, model: secret },
    },
  ]);
  expect(event?.status).toBe('ACCEPTED');
}

let rateDay = 0;

/** A valid body of the operation where one is known, for the mutations to start from. */
function baseBody(operationId: string, ids: Ids): unknown {
  switch (operationId) {
    case 'createMeter':
    case 'updateMeter':
      return { eventType: 'api.call', aggregation: 'COUNT', groupKeys: ['model'] };
    case 'createProduct':
      return { type: 'USAGE', meter: `meters/${ids.meter}` };
    case 'createRateCard':
      return { currencyCode: 'USD' };
    case 'createRate': {
      const day = Date.UTC(2200, 0, 1) + rateDay++ * 86_400_000;
      return {
        product: `products/${ids.product}`,
        effectivePeriod: {
          startTime: new Date(day).toISOString(),
          endTime: new Date(day + 86_400_000).toISOString(),
        },
        unit: { unitPrice: { amount: { value: '0.25' } } },
      };
    }
    case 'createCustomer':
    case 'updateCustomer':
    case 'updateOrganization':
    case 'updateProviderConnection':
      return { displayName: 'Fuzzed' };
    case 'correctUsageEvent':
      return {
        reason: 'fix',
        replacement: {
          customer: `customers/${ids.customer}-usage`,
          eventId: `${ids.event}-fix`,
          eventType: 'api.call',
          eventTime: EVENT_TIME,
          properties: { tokens: 2 },
        },
      };
    default:
      return sharedBody(operationId, ids.rateCard!, ids);
  }
}

/** The organization a request acts as: one Authorization header with its key, else none. */
function actingAs(req: FuzzRequest, keys: Record<Organization, string>): Organization | undefined {
  const auth = req.headers.filter(([name]) => name === 'authorization');
  if (auth.length !== 1) return undefined;
  // The scheme is case-insensitive (RFC 9110), the key is not.
  const key = /^bearer +(.*)$/i.exec(auth[0]![1])?.[1];
  return ORGANIZATIONS.find((o) => key === keys[o]);
}

/** What is wrong with an answer, if anything. */
function problemsOf(req: FuzzRequest, answer: Answer, keys: Record<Organization, string>): string[] {
  const problems = statusProblems(answer);
  const acting = actingAs(req, keys);
  for (const organization of ORGANIZATIONS) {
    if (organization === acting) continue;
    if (answer.text.includes(SECRETS[organization])) problems.push(`${organization}'s data`);
    if (answer.text.includes(keys[organization])) problems.push(`${organization}'s key`);
  }
  return problems;
}

describe('fuzz: every operation of the OpenAPI document (postgres, chdb)', () => {
  let h: ServedHarness;
  let universe: Universe;
  let operations: Operation[];
  const keys = {} as Record<Organization, string>;

  beforeAll(async () => {
    h = await startServedHarness('postgres');
    keys.acme = h.keyA;
    keys.globex = h.keyB;
    const ids = { acme: idsOf('acme'), globex: idsOf('globex') };
    for (const organization of ORGANIZATIONS) await createResources(h, organization, ids[organization]);
    universe = { ids, keys };
    operations = operationsOf(h.app.swagger() as never);
  }, 180_000);

  afterAll(async () => {
    await h?.close();
  });

  function requestFor(op: Operation): fc.Arbitrary<FuzzRequest> {
    const pathParams = op.parameters.filter((p) => p.in === 'path');
    const queryParams = op.parameters.filter((p) => p.in === 'query');
    return fc.constantFrom(...ORGANIZATIONS).chain((own) => {
      const base = baseBody(op.operationId, universe.ids[own]!);
      return fc
        .record({
          params: fc.tuple(...pathParams.map((p) => pathValue(p.name, universe, own))),
          query: fc.tuple(
            ...queryParams.map((p) =>
              fc.option(queryValue(p, universe, op, own), { nil: undefined, freq: p.required ? 8 : 2 }),
            ),
          ),
          extraQuery: fc.option(fc.constantFrom('x=1', 'pageSize[]=1', '=', '&&', 'a%00=%00', 'key=sk_x'), {
            freq: 5,
            nil: undefined,
          }),
          body: op.body
            ? fc.option(bodyOf(op, universe, base), { freq: 10, nil: undefined })
            : fc.constant(undefined),
          headers: headersOf(universe, own),
        })
        .map(({ params, query, extraQuery, body, headers }) => {
          let path = op.path;
          pathParams.forEach((p, i) => {
            path = path.replace(`{${p.name}}`, params[i]!);
          });
          const pairs: string[] = [];
          queryParams.forEach((p, i) => {
            for (const v of query[i] ?? []) pairs.push(`${encodeURIComponent(p.name)}=${v}`);
          });
          if (extraQuery) pairs.push(extraQuery);
          if (pairs.length > 0) path += `?${pairs.join('&')}`;
          return { op, method: op.method, path, headers, body: body ? toBody(body) : undefined };
        });
    });
  }

  it(`answers ${RUNS} random and mutated requests (seed ${SEED}) without a 5xx, with Status errors, within the organization`, async () => {
    expect(operations.length).toBeGreaterThan(50);
    const failures = new Map<string, string>();
    const seen = new Set<string>();
    const statuses = new Map<number, Map<string, number>>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...operations).chain((op) => requestFor(op)),
        async (req) => {
          seen.add(`${req.op.method} ${req.op.path}`);
          let answer: Answer;
          try {
            answer = await send(h.port, req);
          } catch (error) {
            // A connection closed without an answer: every request here, even a hostile one, gets one.
            answer = { status: 0, text: String(error) };
          }
          const byOperation = statuses.get(answer.status) ?? new Map<string, number>();
          byOperation.set(req.op.operationId, (byOperation.get(req.op.operationId) ?? 0) + 1);
          statuses.set(answer.status, byOperation);
          for (const problem of problemsOf(req, answer, keys)) {
            const kind = `${req.op.operationId}: ${problem}`;
            if (!failures.has(kind))
              failures.set(kind, `${describeRequest(req)} -> ${answer.status} ${answer.text.slice(0, 300)}`);
          }
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    if (process.env.FUZZ_STATS) {
      for (const [status, byOperation] of [...statuses].sort(([a], [b]) => a - b)) {
        const total = [...byOperation.values()].reduce((a, b) => a + b, 0);
        const detail = status === 200 ? JSON.stringify(Object.fromEntries(byOperation)) : '';
        process.stdout.write(`${status} ${total} ${detail}\n`);
      }
    }
    expect([...failures.entries()].map(([kind, example]) => `${kind}\n    ${example}`)).toEqual([]);
    // Most operations are drawn in a CI run; a longer run draws them all.
    expect(seen.size).toBeGreaterThanOrEqual(Math.min(operations.length, RUNS / 8));
  }, 600_000);

  it('is healthy afterwards and serves both organizations', async () => {
    const health = await h.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    for (const [organization, key] of [
      ['acme', h.keyA],
      ['globex', h.keyB],
    ] as const) {
      const org = await h.call('GET', '/v1/organization', undefined, key);
      expect(org.status).toBe(200);
      expect(org.body.name).toBe(`organizations/${organization}`);
      const created = await h.call(
        'POST',
        `/v1/customers?customerId=after-fuzz`,
        { displayName: 'After' },
        key,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const listed = await h.call('GET', '/v1/customers?pageSize=1000', undefined, key);
      expect(listed.status).toBe(200);
      const other = organization === 'acme' ? 'globex' : 'acme';
      expect(JSON.stringify(listed.body)).not.toContain(SECRETS[other]);
    }
  });
});
