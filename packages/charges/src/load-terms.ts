/**
 * Everything rating a customer over a period needs from Postgres, read once and scoped by organization: the
 * customer, the organization's time zone, the customer's contracts and subscriptions overlapping the period
 * with their amendments, and the rate cards, rates, products and meters those contracts can use.
 */
import { idFromName, notFound } from '@billing/core';
import {
  type Context,
  type ContractHistory,
  getCustomer,
  getCustomers,
  getOrganization,
  type RateOverride as OverrideJson,
  parsePricingModel,
  type RateTerms,
  readContractHistories,
  readCustomersContractHistories,
  readCustomersSubscriptionHistories,
  readRateCards,
  readSubscriptionHistories,
  readSubscriptionProducts,
  readUsageProducts,
  type SubscriptionHistory,
  type SubscriptionProduct,
  type UsageProduct,
} from '@billing/domain';
import type { CardRate, ContractOverride, EffectivePeriod, PricingModel, TimeRange } from '@billing/rating';

/** A USAGE product with what rating needs of it: its keys and its meter. */
export type RatedProduct = UsageProduct;

export interface CustomerTerms {
  customerId: string;
  currencyCode: string;
  timeZone: string;
  /** The contracts that overlap the period, in creation order. */
  contracts: ContractHistory[];
  /** Rates by rate card id, their models read in the card's currency. */
  rates: Map<string, CardRate[]>;
  /** Currency by rate card id. */
  cardCurrencies: Map<string, string>;
  /** USAGE products that some loaded rate prices, by `products/{id}`. */
  products: Map<string, RatedProduct>;
  /** The subscriptions that overlap the period (of any contract), in creation order. */
  subscriptions: SubscriptionHistory[];
  /** The SUBSCRIPTION products the subscriptions hold at some time, by `products/{id}`. */
  subscriptionProducts: Map<string, SubscriptionProduct>;
}

/** Every product a line can name (USAGE and SUBSCRIPTION), by `products/{id}`: what describes the lines. */
export function lineProducts(terms: CustomerTerms): Map<string, { displayName: string }> {
  return new Map<string, { displayName: string }>([...terms.products, ...terms.subscriptionProducts]);
}

function toRate(rate: RateTerms, currencyCode: string): CardRate {
  return {
    id: rate.id,
    product: rate.product,
    dimensionValues: rate.dimensionValues,
    effectivePeriod: { startTime: rate.startTime, endTime: rate.endTime },
    model: parsePricingModel(rate.pricing, currencyCode),
  };
}

/** Every card the contracts use at some time (canceled amendments never apply), in first-use order. */
function cardIdsOf(contracts: readonly ContractHistory[]): Set<string> {
  const cardIds = new Set<string>();
  for (const c of contracts) {
    cardIds.add(c.origin.rateCardId);
    for (const a of c.amendments) if (a.canceledTime === null && a.rateCardId) cardIds.add(a.rateCardId);
  }
  return cardIds;
}

/** The rates of every card the contracts use at some time. */
async function loadRates(ctx: Context, contracts: readonly ContractHistory[]) {
  const cardIds = cardIdsOf(contracts);
  const rates = new Map<string, CardRate[]>([...cardIds].map((id) => [id, []]));
  const currencyOf = new Map<string, string>();
  for (const card of await readRateCards(ctx, [...cardIds])) {
    currencyOf.set(card.id, card.currencyCode);
    rates.set(
      card.id,
      card.rates.map((rate) => toRate(rate, card.currencyCode)),
    );
  }
  return { rates, currencyOf };
}

/** The ids of the USAGE products some rate prices. */
function pricedProductIds(rates: Map<string, CardRate[]>): string[] {
  return [...new Set([...rates.values()].flat().map((r) => idFromName(r.product, 'products', 'product')))];
}

/** USAGE products priced by some rate, with their meters. */
async function loadProducts(ctx: Context, rates: Map<string, CardRate[]>) {
  const ids = pricedProductIds(rates);
  const products = await readUsageProducts(ctx, ids);
  return new Map(products.map((p) => [p.product, p]));
}

/** The ids of the SUBSCRIPTION products the subscriptions' items name, as created or amended. */
function itemProductIds(subscriptions: readonly SubscriptionHistory[]): string[] {
  const names = subscriptions.flatMap((s) => [...s.items, ...s.amendments.flatMap((a) => a.items)]);
  return [...new Set(names.map((item) => idFromName(item.product, 'products', 'product')))];
}

/** The SUBSCRIPTION products of the subscriptions' items, as created or amended. */
async function loadSubscriptionProducts(ctx: Context, subscriptions: readonly SubscriptionHistory[]) {
  const ids = itemProductIds(subscriptions);
  const products = await readSubscriptionProducts(ctx, ids);
  return new Map(products.map((p) => [p.product, p]));
}

/** The customer (NOT_FOUND unless it is the organization's) and every term rating `range` needs. */
export async function loadCustomerTerms(
  ctx: Context,
  customerId: string,
  range: TimeRange,
): Promise<CustomerTerms> {
  // Reads that need no other's answer are sent together: postgres.js pipelines them on its connection, so the
  // terms cost four round trips (customer, organization, contracts and subscriptions; cards; products; meters)
  // instead of one per statement.
  const [
    customer,
    organization,
    [contracts, { rates, currencyOf, products }],
    [subscriptions, subscriptionProducts],
  ] = await Promise.all([
    getCustomer(ctx, customerId),
    getOrganization(ctx),
    readContractHistories(ctx, customerId, range).then(async (contracts) => {
      const cards = await loadRates(ctx, contracts);
      return [contracts, { ...cards, products: await loadProducts(ctx, cards.rates) }] as const;
    }),
    readSubscriptionHistories(ctx, customerId, range).then(
      async (subscriptions) => [subscriptions, await loadSubscriptionProducts(ctx, subscriptions)] as const,
    ),
  ]);
  return {
    customerId,
    currencyCode: customer.currencyCode,
    timeZone: organization.timeZone,
    contracts,
    rates,
    cardCurrencies: currencyOf,
    products,
    subscriptions,
    subscriptionProducts,
  };
}

/** The entries of `all` (in its order) whose product id is one of `ids`. */
function pick<T>(all: ReadonlyMap<string, T>, ids: readonly string[]): Map<string, T> {
  const wanted = new Set(ids.map((id) => `products/${id}`));
  return new Map([...all].filter(([name]) => wanted.has(name)));
}

/**
 * loadCustomerTerms for many customers over one range (bill runs), in a fixed number of queries: the
 * organization, customers, contracts, subscriptions, cards and products of all of them read once, then each
 * customer's terms cut out of them, equal to what loadCustomerTerms reads for it alone (maps in the same
 * order: the products one rating piece prices follow it). NOT_FOUND if one of the customers is not the
 * organization's.
 */
export async function loadCustomersTerms(
  ctx: Context,
  customerIds: readonly string[],
  range: TimeRange,
): Promise<Map<string, CustomerTerms>> {
  const ids = [...new Set(customerIds)];
  const customers = await getCustomers(ctx, ids);
  const missing = ids.find((id) => !customers.has(id));
  if (missing !== undefined) throw notFound(`customers/${missing}`);
  const organization = await getOrganization(ctx);
  const contracts = await readCustomersContractHistories(ctx, ids, range);
  const subscriptions = await readCustomersSubscriptionHistories(ctx, ids, range);
  const all = await loadRates(ctx, [...contracts.values()].flat());
  const allProducts = await loadProducts(ctx, all.rates);
  const allSubscriptionProducts = await loadSubscriptionProducts(ctx, [...subscriptions.values()].flat());
  const out = new Map<string, CustomerTerms>();
  for (const customerId of ids) {
    const own = contracts.get(customerId)!;
    const cardIds = [...cardIdsOf(own)];
    const rates = new Map(cardIds.map((id) => [id, all.rates.get(id) ?? []]));
    const cardCurrencies = new Map(
      cardIds.flatMap((id) => (all.currencyOf.has(id) ? [[id, all.currencyOf.get(id)!] as const] : [])),
    );
    const subs = subscriptions.get(customerId)!;
    out.set(customerId, {
      customerId,
      currencyCode: customers.get(customerId)!.currencyCode,
      timeZone: organization.timeZone,
      contracts: own,
      rates,
      cardCurrencies,
      products: pick(allProducts, pricedProductIds(rates)),
      subscriptions: subs,
      subscriptionProducts: pick(allSubscriptionProducts, itemProductIds(subs)),
    });
  }
  return out;
}

function toDate(value: string | undefined): Date | null {
  return value === undefined ? null : new Date(value);
}

/** A stored override (its API JSON) as rating reads it; the model is in the contract's currency. */
export function toRatingOverride(override: OverrideJson, currencyCode: string): ContractOverride {
  const model: PricingModel = parsePricingModel(override, currencyCode);
  const result: ContractOverride = { model };
  if (override.baseRateId !== '') result.baseRateId = override.baseRateId;
  if (override.product !== '') {
    result.product = override.product;
    result.dimensionValues = override.dimensionValues;
  }
  if (override.effectivePeriod) {
    const period: EffectivePeriod = {
      startTime: new Date(override.effectivePeriod.startTime),
      endTime: toDate(override.effectivePeriod.endTime),
    };
    result.effectivePeriod = period;
  }
  return result;
}
