/**
 * What the tests that walk every route share: path parameters, filling a route's path with ids, its query
 * fields, and times of usage events inside the accepted range.
 */
import { systemClock } from '@billing/core';
import { invoiceIdFor } from '@billing/domain';
import { billingContext, draftContract } from '@billing/invoices';
import type { RouteSpec } from '../src/http/route-spec.ts';
import type { Harness } from './harness.ts';

export type Ids = Record<string, string>;

/** Usage events are stored an hour ago (well inside the accepted range); replays cover the last day. */
export const EVENT_TIME = new Date(Date.now() - 3600_000).toISOString();
export const REPLAY = {
  startTime: new Date(Date.now() - 24 * 3600_000).toISOString(),
  endTime: new Date(Date.now() + 3600_000).toISOString(),
};

/** The query of a valid usage read: the period of the replays. */
export const USAGE_PERIOD = { 'period.startTime': REPLAY.startTime, 'period.endTime': REPLAY.endTime };

export function pathParams(spec: RouteSpec): string[] {
  return [...spec.path.matchAll(/\{([A-Za-z]+)\}/g)].map((m) => m[1]!);
}

/** The route's path with each `{name}` replaced by `ids[name]`; a parameter without a value fails the test. */
export function fillPath(spec: RouteSpec, ids: Ids): string {
  return spec.path.replace(/\{([A-Za-z]+)\}/g, (_, name: string) => {
    // The walk's drafted invoice is finalized and voided by the walks: the one marked paid is another
    // (preparePayments). Any other value (a bad id) is used as given.
    if (
      name === 'invoice' &&
      spec.operationId === 'markInvoicePaid' &&
      draftedInvoices.has(`${ids.customer}/${ids.invoice}`)
    )
      return MARKABLE_INVOICE;
    const id = ids[name];
    if (id === undefined) throw new Error(`no value for {${name}} in ${spec.method} ${spec.path}`);
    return id;
  });
}

export function queryFields(spec: RouteSpec): string[] {
  return Object.keys(spec.query?.properties ?? {});
}

/** The SUBSCRIPTION product each walk creates beside its USAGE product `ids.product`. */
export const subscriptionProduct = (ids: Ids) => `${ids.product}-sub`;

/**
 * The hostname the walks register for the domain `id` of `owner` (hostnames are global: two organizations
 * using the same domain id need two hostnames).
 */
export function walkHostname(id: string, owner = 'acme'): string {
  return `${id}.${owner}.walk.example.com`;
}

let walkDomains = 0;

/** A call of the walk's own setup: the body of a created domain names its TXT record. */
type WalkCall = (
  method: 'POST',
  url: string,
  body: unknown,
) => Promise<{ status: number; body: { verificationRecordName: string; verificationRecordValue: string } }>;

/**
 * A route that removes its resource (deleteDomain) would leave the walk's next calls without it: after each
 * call, `call` (with a key that may write) registers the domain `ids.domain` again (409 while it is still there)
 * and its TXT record goes into `records`, so that verifying it succeeds.
 */
export async function restoreDeleted(
  spec: RouteSpec,
  ids: Ids,
  call: WalkCall,
  records: Map<string, string[]>,
): Promise<void> {
  if (spec.method !== 'DELETE') return;
  await registerWalkDomain(ids.domain!, call, records);
  if (ids.webhookEndpoint) await createWalkEndpoint(ids.webhookEndpoint, call);
  if (ids.alert) await createWalkAlerts(ids, call);
}

/**
 * The walk's alerts `ids.alert`: one of the customer `ids.customer` and one organization-wide, of the same id
 * (the routes of both name it `{alert}`); 409 where they exist.
 */
async function createWalkAlerts(ids: Ids, call: WalkCall): Promise<void> {
  for (const [url, operationId] of [
    [`/v1/customers/${ids.customer}/alerts?alertId=${ids.alert}`, 'createCustomerAlert'],
    [`/v1/alerts?alertId=${ids.alert}`, 'createAlert'],
  ] as const) {
    const res = await call('POST', url, sharedBody(operationId, '', ids));
    if (res.status !== 200 && res.status !== 409) {
      throw new Error(`cannot create ${url}: ${JSON.stringify(res.body)}`);
    }
  }
}

/** Creates the walk's webhook endpoint `id` (409 if it exists). */
async function createWalkEndpoint(id: string, call: WalkCall): Promise<void> {
  const res = await call(
    'POST',
    `/v1/webhookEndpoints?webhookEndpointId=${id}`,
    sharedBody('createWebhookEndpoint', ''),
  );
  if (res.status !== 200 && res.status !== 409) {
    throw new Error(`cannot create webhookEndpoints/${id}: ${JSON.stringify(res.body)}`);
  }
}

/**
 * The walk's webhook endpoint (`{domain}-hook`) and, unless `keepEvent`, the organization's newest event as
 * `ids.eventId` (server-generated, like amendments); run after the resources whose creation writes events.
 */
export async function prepareWebhooks(h: Harness, key: string, ids: Ids, keepEvent = false): Promise<void> {
  ids.webhookEndpoint ??= `${ids.domain}-hook`;
  await createWalkEndpoint(ids.webhookEndpoint, (method, url, body) => h.call(method, url, body, key));
  if (keepEvent) return;
  const res = await h.call('GET', '/v1/events?pageSize=1', undefined, key);
  ids.eventId = (res.body.events[0].name as string).split('/').at(-1)!;
}

/** Registers the walk's domain `id` and publishes its TXT record in `records`; 409 if it exists. */
export async function registerWalkDomain(
  id: string,
  call: WalkCall,
  records: Map<string, string[]>,
  owner = 'acme',
): Promise<void> {
  const hostname = walkHostname(id, owner);
  const res = await call('POST', `/v1/domains?organizationDomainId=${id}`, { hostname });
  if (res.status === 409) return;
  if (res.status !== 200) throw new Error(`cannot register domains/${id}: ${JSON.stringify(res.body)}`);
  records.set(res.body.verificationRecordName, [res.body.verificationRecordValue]);
}

/**
 * Bodies that make a route's request valid whatever the walk, by operationId; `rateCard` is the id of a card in
 * the customer's currency of the organization making the request, `ids` that organization's resources (a
 * subscription names the customer's contract and the walk's SUBSCRIPTION product).
 */
export function sharedBody(operationId: string, rateCard: string, ids: Ids = {}): unknown {
  switch (operationId) {
    case 'createSubscription':
      return {
        contract: `customers/${ids.customer}/contracts/${ids.contract}`,
        effectivePeriod: { startTime: '2090-01-01T00:00:00Z' },
        items: [{ product: `products/${subscriptionProduct(ids)}`, quantity: { value: '1' } }],
      };
    case 'scheduleSubscriptionAmendment':
      return {
        amendment: {
          effectiveTime: '2095-01-01T00:00:00Z',
          items: [{ product: `products/${subscriptionProduct(ids)}`, quantity: { value: '2' } }],
          reason: 'walk',
        },
      };
    case 'cancelSubscription':
      return { effectiveTime: '2099-01-01T00:00:00Z' };
    case 'replayUsageEvents':
      return { ...REPLAY };
    case 'createContract':
      return {
        rateCard: `rateCards/${rateCard}`,
        billingAnchorDay: '1',
        effectivePeriod: { startTime: '2024-01-01T00:00:00Z' },
      };
    case 'scheduleContractAmendment':
      return { amendment: { effectiveTime: '2090-01-01T00:00:00Z', reason: 'walk' } };
    case 'endContract':
      return { effectiveTime: '2099-01-01T00:00:00Z' };
    case 'previewCharges':
      return { period: { ...REPLAY } };
    case 'previewInvoice':
      return { periodStartTime: REPLAY.startTime, periodEndTime: REPLAY.endTime };
    // A requestId (one per customer and invoice) makes the walks' repeated calls replay the first answer: a
    // second void of one invoice is FAILED_PRECONDITION otherwise.
    case 'finalizeInvoice':
      return { requestId: `walk-finalize-${ids.customer}-${ids.invoice}` };
    case 'voidInvoice':
      return { reason: 'walk', requestId: `walk-void-${ids.customer}-${ids.invoice}` };
    case 'createWebhookEndpoint':
      return { url: 'http://127.0.0.1:9/walk' };
    case 'redeliverWebhookEvents':
      return { startTime: '2000-01-01T00:00:00Z', endTime: '2100-01-01T00:00:00Z' };
    // From the end of the walk's invoice period: a grant reaches every DRAFT whose period ends in its range,
    // whenever made, and $10 would pay the walk's $10 invoice (PAID at finalize, which :void refuses).
    case 'createCreditGrant':
      return {
        amount: { amount: { value: '10' } },
        effectivePeriod: { startTime: '2024-02-01T00:00:00Z' },
        reason: 'walk',
      };
    case 'markInvoicePaid':
      return { reference: 'walk', requestId: `walk-markpaid-${ids.customer}-${ids.invoice}` };
    // Each rate a year of its own far ahead: two live rates for every country may not overlap.
    case 'createTaxRate': {
      const year = walkTaxYear++;
      return {
        displayName: 'Walk tax',
        percentage: '10',
        effectivePeriod: { startTime: `${year}-01-01T00:00:00Z`, endTime: `${year + 1}-01-01T00:00:00Z` },
      };
    }
    case 'voidCreditGrant':
      return { reason: 'walk' };
    case 'createCommitment':
      return {
        contract: `customers/${ids.customer}/contracts/${ids.contract}`,
        committedAmount: { amount: { value: '100' } },
        costBasis: { amount: { value: '0' } },
        effectivePeriod: { startTime: '2024-01-01T00:00:00Z' },
      };
    case 'voidCommitment':
      return { reason: 'walk' };
    case 'createProviderConnection':
      return { providerConnection: { displayName: 'walk', providerType: 'sandbox' }, credential: {} };
    case 'updateProviderConnection':
      return { displayName: 'Renamed' };
    case 'updateRoutingPolicy':
      return { rules: [{ providerConnection: `providerConnections/${liveConnection(ids)}` }] };
    // A lost card: every payment of the walks fails at once (200, FAILED), so none stays open and the
    // invoice stays FINALIZED for the next call.
    case 'createPaymentMethod':
      return {
        setupToken: 'tok_lost_card',
        paymentMethod: { providerConnection: `providerConnections/${liveConnection(ids)}` },
      };
    case 'createPayment':
      return { invoice: `customers/${ids.customer}/invoices/${PAYABLE_INVOICE}` };
    case 'disablePaymentMethod':
    case 'disableProviderConnection':
      return { reason: 'walk' };
    case 'createDomain':
      return { hostname: walkHostname(`new-${++walkDomains}`) };
    // Thresholds no walk reaches; a customer's SPEND alert takes the customer's currency, an
    // organization-wide one names its own.
    case 'createCustomerAlert':
      return { type: 'SPEND', thresholds: [{ amount: { value: '1000000' } }] };
    case 'createAlert':
      return { type: 'SPEND', thresholds: [{ amount: { value: '1000000' }, currencyCode: 'USD' }] };
    default:
      return undefined;
  }
}

/**
 * Query fields a route's valid request needs whatever the walk: the routing policy's only field is its rules
 * (the walks name `displayName` in other PATCH masks).
 */
export function sharedQuery(operationId: string): Record<string, string> {
  return operationId === 'updateRoutingPolicy' ? { updateMask: 'rules' } : {};
}

/**
 * The connection the walks' payment methods and routing rules use: `ids.providerConnection` itself is disabled
 * by the walk's `:disable`, and a disabled connection takes no new payment method.
 */
export const liveConnection = (ids: Ids) => `${ids.providerConnection}-live`;

/** The FINALIZED invoice of `ids.customer` the walks' payments collect (it is never paid: see createPaymentMethod). */
export const PAYABLE_INVOICE = 'walk-payable';
/** The FINALIZED invoice of `ids.customer` the walks' `:markPaid` marks (its requestId replays the first answer). */
export const MARKABLE_INVOICE = 'walk-markable';
let walkTaxYear = 3000;
/** `{customer}/{invoice}` of each invoice draftInvoices drafted (fillPath swaps it for MARKABLE_INVOICE on :markPaid). */
const draftedInvoices = new Set<string>();

let walkInvoiceNumbers = 900_000_000;

/**
 * What the payment routes walk over, in `key`'s organization (and the tax rate `ids.taxRate`): two sandbox connections (`ids.providerConnection`
 * and the live one), the payment method `ids.paymentMethod`, a FINALIZED invoice (written as a finalize leaves
 * one, in a period before the contract starts: no bill run touches it) and the payment `ids.payment` of it,
 * FAILED by its lost card, with `attempts` attempts, the last one `ids.attempt`.
 */
export async function preparePayments(
  h: Harness,
  organization: string,
  ids: Ids,
  key?: string,
  attempts = 1,
): Promise<void> {
  const calls = [
    await h.call(
      'POST',
      '/v1/providerConnections',
      {
        providerConnectionId: ids.providerConnection,
        providerConnection: { displayName: 'walk', providerType: 'sandbox' },
      },
      key,
    ),
    await h.call(
      'POST',
      '/v1/providerConnections',
      {
        providerConnectionId: liveConnection(ids),
        providerConnection: { displayName: 'walk live', providerType: 'sandbox' },
      },
      key,
    ),
    await h.call(
      'POST',
      `/v1/customers/${ids.customer}/paymentMethods`,
      {
        paymentMethodId: ids.paymentMethod,
        ...(sharedBody('createPaymentMethod', '', ids) as object),
      },
      key,
    ),
  ];
  const currency = await h.db.sql<{ currency_code: string }[]>`
    SELECT currency_code FROM customers WHERE organization_id = ${organization} AND id = ${ids.customer!}`;
  const now = new Date();
  for (const [id, start, end] of [
    [PAYABLE_INVOICE, '2000-01-01T00:00:00Z', '2000-02-01T00:00:00Z'],
    [MARKABLE_INVOICE, '2000-02-01T00:00:00Z', '2000-03-01T00:00:00Z'],
  ] as const) {
    await h.db.sql`
      INSERT INTO invoices (organization_id, customer_id, id, contract_id, period_start, period_end, status, number,
        currency_code, subtotal, total, create_time, update_time, finalize_time, stale)
      VALUES (${organization}, ${ids.customer!}, ${id}, ${ids.contract!}, ${start}, ${end}, 'FINALIZED',
        ${walkInvoiceNumbers++}, ${currency[0]!.currency_code}, '10', '10', ${now}, ${now}, ${now}, false)`;
  }
  calls.push(
    await h.call(
      'POST',
      `/v1/customers/${ids.customer}/payments?paymentId=${ids.payment}`,
      sharedBody('createPayment', '', ids),
      key,
    ),
  );
  // More attempts (retries) where a walk needs attempt ids another organization's payment does not have.
  for (let n = 1; n < attempts; n++) {
    calls.push(await h.call('POST', `/v1/customers/${ids.customer}/payments/${ids.payment}:retry`, {}, key));
  }
  // The tax rate the walks read and archive (an organization-level resource beside the payment ones).
  calls.push(
    await h.call('POST', `/v1/taxRates?taxRateId=${ids.taxRate}`, sharedBody('createTaxRate', '', ids), key),
  );
  for (const res of calls) {
    if (res.status !== 200) throw new Error(`the walk's payments: ${JSON.stringify(res.body)}`);
  }
  // And the alerts the walks read, change and delete.
  if (ids.alert) await createWalkAlerts(ids, (method, url, body) => h.call(method, url, body, key));
  ids.attempt = String(attempts);
}

/** The first billing period of the walks' contracts (they start 2024-01-01, anchor day 1, in UTC). */
const FIRST_PERIOD = new Date('2024-01-01T00:00:00Z');

/**
 * Drafts the invoices of `ids.contract` as the worker would (every period from 2024 to now) and sets
 * `ids.invoice` to the first period's: its period has ended and a flat fee of 10 in January 2024 (a rate of
 * `ids.product` on `ids.rateCard`) gives it something to collect, so `:finalize` then `:void` are valid on it.
 */
export async function draftInvoices(h: Harness, organization: string, ids: Ids, key?: string): Promise<void> {
  const fee = await h.call(
    'POST',
    `/v1/rateCards/${ids.rateCard}/rates`,
    {
      id: 'walk-fee',
      product: `products/${ids.product}`,
      effectivePeriod: { startTime: FIRST_PERIOD.toISOString(), endTime: '2024-02-01T00:00:00Z' },
      flat: { amount: { amount: { value: '10' } } },
    },
    key,
  );
  if (fee.status !== 200) throw new Error(`the walk's fee: ${JSON.stringify(fee.body)}`);
  const deps = { sql: h.db.sql, events: h.usage.events, clock: systemClock };
  const contract = { customerId: ids.customer!, contractId: ids.contract! };
  await draftContract(billingContext(deps, organization), contract);
  ids.invoice = invoiceIdFor(contract.customerId, contract.contractId, FIRST_PERIOD, 1);
  draftedInvoices.add(`${ids.customer}/${ids.invoice}`);
}
