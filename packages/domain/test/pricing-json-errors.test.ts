/**
 * The errors of a pricing model's API JSON, word for word: what a caller creating a rate or an override reads.
 */
import { describe, expect, it } from 'vitest';
import { apiErrorOf, qty, usd } from '../../rating/test/helpers.ts';
import { parsePricingModel } from '../src/rate-cards/pricing-json.ts';

describe('pricing model errors, word for word', () => {
  const violation = (fn: () => unknown) => {
    const error = apiErrorOf(fn);
    return error.fieldViolations.map((v) => `${v.field}: ${v.description}`);
  };
  const parse = (input: unknown) => parsePricingModel(input as Record<string, unknown>, 'USD');

  it('pricing models', () => {
    expect(violation(() => parse({}))).toEqual([
      'pricingModel: exactly one of flat, unit, package, tiered is required',
    ]);
    expect(violation(() => parse({ flat: { amount: usd('1') }, unit: { unitPrice: usd('1') } }))).toEqual([
      'pricingModel: exactly one of flat, unit, package, tiered is required; got flat, unit',
    ]);
    expect(violation(() => parse({ tiered: {} }))).toEqual(['tiered.tiers: is required']);
    expect(violation(() => parse({ tiered: { tiers: {} } }))).toEqual(['tiered.tiers: must be an array']);
    expect(violation(() => parse({ tiered: { tiers: [] } }))).toEqual([
      'tiered.tiers: must have at least one tier',
    ]);
    expect(violation(() => parse({ tiered: { tiers: Array.from({ length: 101 }, () => ({})) } }))).toEqual([
      'tiered.tiers: must have at most 100 tiers',
    ]);
    const t = (start?: string, end?: string) => ({
      ...(start === undefined ? {} : { startQuantity: qty(start) }),
      ...(end === undefined ? {} : { endQuantity: qty(end) }),
      unitPrice: usd('1'),
    });
    expect(violation(() => parse({ tiered: { tiers: [t(undefined, '10'), t(undefined)] } }))).toEqual([
      'tiered.tiers[1].startQuantity: is required',
    ]);
    expect(violation(() => parse({ tiered: { tiers: [t('1', '10')] } }))).toEqual([
      'tiered.tiers[0].startQuantity: must be 0 for the first tier',
    ]);
    expect(violation(() => parse({ tiered: { tiers: [t('0', '10'), t('11')] } }))).toEqual([
      "tiered.tiers[1].startQuantity: must equal the previous tier's endQuantity",
    ]);
    expect(violation(() => parse({ tiered: { tiers: [t('0'), t('10')] } }))).toEqual([
      'tiered.tiers[0].endQuantity: is required on every tier but the last',
    ]);
    expect(violation(() => parse({ tiered: { tiers: [t('0', '0')] } }))).toEqual([
      'tiered.tiers[0].endQuantity: must be greater than startQuantity',
    ]);
    // The first tier may leave its start out: it is 0.
    expect(() => parse({ tiered: { tiers: [t(undefined, '10'), t('10')] } })).not.toThrow();
  });

  it('Money and objects', () => {
    expect(violation(() => parse({ flat: {} }))).toEqual(['flat.amount: is required']);
    expect(violation(() => parse({ flat: 'x' }))).toEqual(['flat: must be an object']);
    expect(
      violation(() => parse({ flat: { amount: { amount: { value: '1' }, currencyCode: 'EUR' } } })),
    ).toEqual(["flat.amount.currencyCode: must be the rate card's currency USD"]);
  });
});
