/**
 * Which pricing model prices a product's usage group at a given time (docs/catalog.md; docs/contracts.md): the best matching
 * effective rate of the card, then the most specific effective rate override of the contract.
 */
import type { PricingModel } from './pricing-model.ts';

export type Dimensions = Readonly<Record<string, string>>;

/** [startTime, endTime); a null end is open. */
export interface EffectivePeriod {
  startTime: Date;
  endTime: Date | null;
}

export interface CardRate {
  id: string;
  product: string;
  /** Values of some of the product's pricing keys; `{}` is the product's default. */
  dimensionValues: Dimensions;
  effectivePeriod: EffectivePeriod;
  model: PricingModel;
}

/** Targets a rate by `baseRateId`, or usage by `product` and `dimensionValues`, or by `product` alone. */
export interface ContractOverride {
  baseRateId?: string;
  product?: string;
  dimensionValues?: Dimensions;
  /** Absent: the contract's effective period. */
  effectivePeriod?: EffectivePeriod;
  model: PricingModel;
}

export interface ResolvedRate {
  rate: CardRate;
  /** The override whose model replaces the rate's, if any. */
  override: ContractOverride | null;
  model: PricingModel;
}

/** A sub-interval of a period over which the resolved rate and model do not change. */
export interface RateSegment extends ResolvedRate {
  startTime: Date;
  endTime: Date;
}

const ALWAYS: EffectivePeriod = { startTime: new Date(-8.64e15), endTime: null };

function isEffective(period: EffectivePeriod, ms: number): boolean {
  return period.startTime.getTime() <= ms && (period.endTime === null || ms < period.endTime.getTime());
}

/** A usage group without a key has the value "" for it (docs/usage.md "The rules of meters"). */
function matchedKeys(dimensionValues: Dimensions, group: Dimensions): number | null {
  const keys = Object.keys(dimensionValues);
  return keys.every((key) => (group[key] ?? '') === dimensionValues[key]) ? keys.length : null;
}

/**
 * Ties between rates matching as many keys (e.g. `{region}` and `{tier}` for a group with both) cannot be
 * rejected at card creation without knowing the usage, so they are broken by a rule that does not depend on
 * storage order: the lexicographically smallest sorted dimension entries, then the smallest id.
 */
function tieKey(rate: CardRate): string {
  const entries = Object.entries(rate.dimensionValues).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${JSON.stringify(entries)}\u0000${rate.id}`;
}

/** The rate of `product` effective at `ms` that matches `group` on the most keys (all of its keys must). */
function bestRate(
  product: string,
  group: Dimensions,
  ms: number,
  rates: readonly CardRate[],
): CardRate | null {
  let best: { rate: CardRate; matched: number } | null = null;
  for (const rate of rates) {
    if (rate.product !== product || !isEffective(rate.effectivePeriod, ms)) continue;
    const matched = matchedKeys(rate.dimensionValues, group);
    if (matched === null) continue;
    if (
      best === null ||
      matched > best.matched ||
      (matched === best.matched && tieKey(rate) < tieKey(best.rate))
    ) {
      best = { rate, matched };
    }
  }
  return best?.rate ?? null;
}

/**
 * How specific an override is for this rate and group, as [level, matched keys]: baseRateId 2, product and
 * dimensions 1 (more matched keys first), product alone 0; null when it does not apply.
 */
function overrideRank(
  override: ContractOverride,
  rate: CardRate,
  group: Dimensions,
): [number, number] | null {
  if (override.baseRateId !== undefined) return override.baseRateId === rate.id ? [2, 0] : null;
  if (override.product !== rate.product) return null;
  const matched = matchedKeys(override.dimensionValues ?? {}, group);
  if (matched === null) return null;
  return matched > 0 ? [1, matched] : [0, 0];
}

/**
 * The most specific override effective at `ms`. Two equally specific ones should have been rejected by the
 * contract; should they meet anyway, the later one in the list wins, as the more recent decision.
 */
function bestOverride(
  rate: CardRate,
  group: Dimensions,
  ms: number,
  overrides: readonly ContractOverride[],
  contractPeriod: EffectivePeriod,
): ContractOverride | null {
  let best: { override: ContractOverride; rank: [number, number] } | null = null;
  for (const override of overrides) {
    if (!isEffective(override.effectivePeriod ?? contractPeriod, ms)) continue;
    const rank = overrideRank(override, rate, group);
    if (rank === null) continue;
    if (best === null || rank[0] > best.rank[0] || (rank[0] === best.rank[0] && rank[1] >= best.rank[1])) {
      best = { override, rank };
    }
  }
  return best?.override ?? null;
}

/**
 * The rate and model pricing `product` for the usage group `group` (values of its pricing keys) at
 * `instant`, or null when no rate of the card applies. An override only replaces the model of a rate that
 * applies: it never prices usage that the card leaves unpriced.
 */
export function resolveRate(
  product: string,
  group: Dimensions,
  instant: Date,
  rates: readonly CardRate[],
  overrides: readonly ContractOverride[],
  contractPeriod: EffectivePeriod = ALWAYS,
): ResolvedRate | null {
  const ms = instant.getTime();
  const rate = bestRate(product, group, ms, rates);
  if (rate === null) return null;
  const override = bestOverride(rate, group, ms, overrides, contractPeriod);
  return { rate, override, model: override?.model ?? rate.model };
}

/** Overrides that can concern `product`: by product, or by the id of one of its rates. */
function overridesOf(product: string, rates: readonly CardRate[], overrides: readonly ContractOverride[]) {
  const rateIds = new Set(rates.filter((rate) => rate.product === product).map((rate) => rate.id));
  return overrides.filter((o) =>
    o.baseRateId !== undefined ? rateIds.has(o.baseRateId) : o.product === product,
  );
}

/**
 * The instants strictly inside [periodStart, periodEnd) at which a rate or override of `product` starts or
 * ends, sorted: between two of them the resolution of every group of the product is constant, so usage
 * queried per sub-interval can be attributed to rate segments.
 */
export function rateChangeTimes(
  product: string,
  periodStart: Date,
  periodEnd: Date,
  rates: readonly CardRate[],
  overrides: readonly ContractOverride[],
  contractPeriod: EffectivePeriod = ALWAYS,
): Date[] {
  const periods = [
    ...rates.filter((rate) => rate.product === product).map((rate) => rate.effectivePeriod),
    ...overridesOf(product, rates, overrides).map((o) => o.effectivePeriod ?? contractPeriod),
  ];
  const low = periodStart.getTime();
  const high = periodEnd.getTime();
  const times = new Set<number>();
  for (const { startTime, endTime } of periods) {
    for (const ms of [startTime.getTime(), endTime?.getTime()]) {
      if (ms !== undefined && ms > low && ms < high) times.add(ms);
    }
  }
  return [...times].sort((a, b) => a - b).map((ms) => new Date(ms));
}

/**
 * The maximal sub-intervals of [periodStart, periodEnd) over which `group` of `product` is priced by one
 * (rate, override), in order. Times when no rate applies are left out: that usage is not priced.
 */
export function rateSegments(
  product: string,
  group: Dimensions,
  periodStart: Date,
  periodEnd: Date,
  rates: readonly CardRate[],
  overrides: readonly ContractOverride[],
  contractPeriod: EffectivePeriod = ALWAYS,
): RateSegment[] {
  const cuts = [
    periodStart,
    ...rateChangeTimes(product, periodStart, periodEnd, rates, overrides, contractPeriod),
    periodEnd,
  ];
  const segments: RateSegment[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const [startTime, endTime] = [cuts[i]!, cuts[i + 1]!];
    if (startTime.getTime() >= endTime.getTime()) continue;
    const resolved = resolveRate(product, group, startTime, rates, overrides, contractPeriod);
    if (resolved === null) continue;
    const last = segments.at(-1);
    if (last && last.endTime.getTime() === startTime.getTime() && sameResolution(last, resolved)) {
      last.endTime = endTime;
    } else {
      segments.push({ ...resolved, startTime, endTime });
    }
  }
  return segments;
}

function sameResolution(a: ResolvedRate, b: ResolvedRate): boolean {
  return a.rate === b.rate && a.override === b.override;
}
