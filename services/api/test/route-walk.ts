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
    case 'createCreditGrant':
      return {
        amount: { amount: { value: '10' } },
        effectivePeriod: { startTime: '2024-01-01T00:00:00Z' },
        reason: 'walk',
      };
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
    case 'createDomain':
      return { hostname: walkHostname(`new-${++walkDomains}`) };
    default:
      return undefined;
  }
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
}
