/**
 * Everything rating a customer over a period needs from Postgres, read once and scoped by organization: the
 * customer, the organization's time zone, the customer's contracts overlapping the period with their
 * amendments, and the rate cards, rates, products and meters those contracts can use.
 */
import {
  type AmendmentRow,
  type Context,
  type ContractRow,
  contractTermsAt,
  loadAmendmentRows,
  loadCustomerRow,
  loadOrganizationRow,
  type Meter,
  type MeterRow,
  type RateOverride as OverrideJson,
  type ProductRow,
  type RateCardRow,
  type RateRow,
  toMeter,
} from '@billing/domain';
import {
  type EffectivePeriod,
  type PricingModel,
  parsePricingModel,
  type Rate,
  type RateOverride,
  type TimeRange,
} from '@billing/rating';

/** A USAGE product with what rating needs of it: its keys and its meter. */
export interface RatedProduct {
  /** `products/{id}`, as rates and lines name it. */
  product: string;
  displayName: string;
  pricingGroupKeys: string[];
  presentationGroupKeys: string[];
  meter: Meter;
}

export interface LoadedContract {
  row: ContractRow;
  amendments: AmendmentRow[];
  /** The end after every amendment not canceled (and `:end`); null: open-ended. */
  endTime: Date | null;
}

export interface CustomerTerms {
  customerId: string;
  currencyCode: string;
  timeZone: string;
  contracts: LoadedContract[];
  /** Rates by rate card id, their models read in the card's currency. */
  rates: Map<string, Rate[]>;
  /** Currency by rate card id. */
  cardCurrencies: Map<string, string>;
  /** USAGE products that some loaded rate prices, by `products/{id}`. */
  products: Map<string, RatedProduct>;
}

const FAR_FUTURE = new Date(8.64e15);

/** Contracts whose [start, end) overlaps `range`, in creation order. */
async function loadContracts(ctx: Context, customerId: string, range: TimeRange) {
  const rows = await ctx.sql<ContractRow[]>`
    SELECT * FROM contracts
    WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId}
      AND start_time < ${range.endTime}
    ORDER BY seq`;
  const amendments = await loadAmendmentRows(
    ctx,
    customerId,
    rows.map((r) => r.id),
  );
  return rows
    .map((row) => {
      const list = amendments.get(row.id)!;
      return { row, amendments: list, endTime: contractTermsAt(row, list, FAR_FUTURE).endTime };
    })
    .filter((c) => c.endTime === null || c.endTime.getTime() > range.startTime.getTime());
}

function toRate(row: RateRow, currencyCode: string): Rate {
  return {
    id: row.id,
    product: `products/${row.product_id}`,
    dimensionValues: row.dimension_values,
    effectivePeriod: { startTime: row.start_time, endTime: row.end_time },
    model: parsePricingModel(row.pricing, currencyCode),
  };
}

/** The rates of every card the contracts use at some time (canceled amendments never apply). */
async function loadRates(ctx: Context, contracts: readonly LoadedContract[]) {
  const cardIds = new Set<string>();
  for (const c of contracts) {
    cardIds.add(c.row.rate_card_id);
    for (const a of c.amendments) if (a.canceled_time === null && a.rate_card_id) cardIds.add(a.rate_card_id);
  }
  const rates = new Map<string, Rate[]>([...cardIds].map((id) => [id, []]));
  if (cardIds.size === 0) return { rates, currencyOf: new Map<string, string>() };
  const ids = [...cardIds];
  const cards = await ctx.sql<RateCardRow[]>`
    SELECT * FROM rate_cards WHERE organization_id = ${ctx.organization} AND id = ANY(${ids})`;
  const currencyOf = new Map(cards.map((card) => [card.id, card.currency_code]));
  const rows = await ctx.sql<RateRow[]>`
    SELECT * FROM rates WHERE organization_id = ${ctx.organization} AND rate_card_id = ANY(${ids})
    ORDER BY rate_card_id, id`;
  for (const row of rows) rates.get(row.rate_card_id)!.push(toRate(row, currencyOf.get(row.rate_card_id)!));
  return { rates, currencyOf };
}

/** USAGE products priced by some rate, with their meters. SUBSCRIPTION products wait for subscriptions. */
async function loadProducts(ctx: Context, rates: Map<string, Rate[]>) {
  const ids = [...new Set([...rates.values()].flat().map((r) => r.product.slice('products/'.length)))];
  const products = new Map<string, RatedProduct>();
  if (ids.length === 0) return products;
  const rows = await ctx.sql<ProductRow[]>`
    SELECT * FROM products
    WHERE organization_id = ${ctx.organization} AND id = ANY(${ids}) AND type = 'USAGE'`;
  const meterIds = [...new Set(rows.map((r) => r.meter_id).filter((id): id is string => id !== null))];
  const meters =
    meterIds.length === 0
      ? []
      : await ctx.sql<MeterRow[]>`
          SELECT * FROM meters WHERE organization_id = ${ctx.organization} AND id = ANY(${meterIds})`;
  const meterOf = new Map(meters.map((m) => [m.id, toMeter(m)]));
  for (const row of rows) {
    const meter = row.meter_id === null ? undefined : meterOf.get(row.meter_id);
    if (meter === undefined) continue;
    products.set(`products/${row.id}`, {
      product: `products/${row.id}`,
      displayName: row.display_name,
      pricingGroupKeys: row.pricing_group_keys,
      presentationGroupKeys: row.presentation_group_keys,
      meter,
    });
  }
  return products;
}

/** The customer (NOT_FOUND unless it is the organization's) and every term rating `range` needs. */
export async function loadCustomerTerms(
  ctx: Context,
  customerId: string,
  range: TimeRange,
): Promise<CustomerTerms> {
  const customer = await loadCustomerRow(ctx, customerId);
  const organization = await loadOrganizationRow(ctx);
  const contracts = await loadContracts(ctx, customerId, range);
  const { rates, currencyOf } = await loadRates(ctx, contracts);
  const products = await loadProducts(ctx, rates);
  return {
    customerId,
    currencyCode: customer.currency_code,
    timeZone: organization.time_zone,
    contracts,
    rates,
    cardCurrencies: currencyOf,
    products,
  };
}

function toDate(value: string | undefined): Date | null {
  return value === undefined ? null : new Date(value);
}

/** A stored override (its API JSON) as rating reads it; the model is in the contract's currency. */
export function toRatingOverride(override: OverrideJson, currencyCode: string): RateOverride {
  const model: PricingModel = parsePricingModel(override, currencyCode);
  const result: RateOverride = { model };
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
