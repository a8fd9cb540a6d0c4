import { canonicalDecimal } from '@billing/core';
import { describe, expect, it } from 'vitest';
// The pricing model's builders and arbitraries are the rating tests' own.
import { apiErrorOf, plain, qty, threeTiers, usd } from '../../rating/test/helpers.ts';
import { MAX_TIERS, parsePricingModel, pricingModelToJson } from '../src/rate-cards/pricing-json.ts';

const parse = (input: unknown, prefix?: string) =>
  parsePricingModel(input as Record<string, unknown>, 'USD', prefix);

/** Asserts that parsing `input` is INVALID_ARGUMENT on exactly `field`. */
function expectInvalid(input: unknown, field: string, prefix?: string) {
  const error = apiErrorOf(() => parse(input, prefix));
  expect(error.code).toBe('INVALID_ARGUMENT');
  expect(error.fieldViolations.map((v) => v.field)).toEqual([field]);
}

const tiered = (...tiers: unknown[]) => ({ tiered: { tiers } });
const tier = (start: string | undefined, end: string | undefined, price = '1') => ({
  ...(start === undefined ? {} : { startQuantity: qty(start) }),
  ...(end === undefined ? {} : { endQuantity: qty(end) }),
  unitPrice: usd(price),
});

describe('parsePricingModel: valid shapes', () => {
  it('reads each of the four models', () => {
    expect(plain(parse({ flat: { amount: usd('10.50') } }))).toEqual({ kind: 'flat', amount: '10.5' });
    expect(plain(parse({ unit: { unitPrice: usd('2'), unitSize: qty('1000') } }))).toEqual({
      kind: 'unit',
      unitPrice: '2',
      unitSize: '1000',
    });
    expect(plain(parse({ package: { packagePrice: usd('5'), packageSize: qty('100') } }))).toEqual({
      kind: 'package',
      packagePrice: '5',
      packageSize: '100',
    });
    expect(plain(parse(threeTiers))).toEqual({
      kind: 'tiered',
      tiers: [
        { startQuantity: '0', endQuantity: '1000', unitPrice: '0.1', flatAmount: '0' },
        { startQuantity: '1000', endQuantity: '10000', unitPrice: '0.05', flatAmount: '5' },
        { startQuantity: '10000', endQuantity: null, unitPrice: '0.01', flatAmount: '0' },
      ],
    });
  });

  it('defaults unitSize to 1, the currency to the card, the first start to 0 and tier prices to 0', () => {
    expect(plain(parse({ unit: { unitPrice: { amount: { value: '3' } } } }))).toEqual({
      kind: 'unit',
      unitPrice: '3',
      unitSize: '1',
    });
    expect(plain(parse(tiered({ endQuantity: qty('10') }, { startQuantity: qty('10') })))).toEqual({
      kind: 'tiered',
      tiers: [
        { startQuantity: '0', endQuantity: '10', unitPrice: '0', flatAmount: '0' },
        { startQuantity: '10', endQuantity: null, unitPrice: '0', flatAmount: '0' },
      ],
    });
  });

  it('ignores the other fields of a Rate and reads JSON null as absent', () => {
    const rate = {
      id: 'r1',
      product: 'products/api-calls',
      dimensionValues: {},
      effectivePeriod: { startTime: '2025-01-01T00:00:00Z' },
      flat: null,
      unit: { unitPrice: usd('1'), unitSize: null },
    };
    expect(plain(parse(rate))).toEqual({ kind: 'unit', unitPrice: '1', unitSize: '1' });
  });

  it('accepts a closed last tier, 12 decimals, zero prices and exactly 100 tiers', () => {
    expect(parse(tiered(tier('0', '5'))).kind).toBe('tiered');
    expect(plain(parse({ flat: { amount: usd('0.000000000001') } }))).toEqual({
      kind: 'flat',
      amount: '0.000000000001',
    });
    expect(parse({ flat: { amount: usd('0') } }).kind).toBe('flat');
    const many = Array.from({ length: MAX_TIERS }, (_, i) =>
      tier(String(i), i === MAX_TIERS - 1 ? undefined : String(i + 1)),
    );
    expect(parse(tiered(...many)).kind).toBe('tiered');
  });
});

describe('parsePricingModel: invalid shapes are INVALID_ARGUMENT', () => {
  it('rejects two models, none, and input that is not an object', () => {
    expectInvalid({ flat: { amount: usd('1') }, unit: { unitPrice: usd('1') } }, 'pricingModel');
    expectInvalid({ flat: { amount: usd('1') }, package: {}, tiered: {} }, 'pricingModel');
    expectInvalid({}, 'pricingModel');
    expectInvalid({ id: 'r1' }, 'pricingModel');
    for (const input of [null, undefined, 'flat', 42, true, [], [{ flat: {} }]])
      expectInvalid(input, 'pricingModel');
  });

  it('prefixes every field path with fieldPrefix', () => {
    expectInvalid({}, 'rates[0].pricingModel', 'rates[0].');
    expectInvalid(
      { unit: { unitPrice: usd('-1') } },
      'rateOverrides[2].unit.unitPrice.amount.value',
      'rateOverrides[2].',
    );
    expectInvalid(
      tiered(tier('0', '5'), tier('6', undefined)),
      'rates[3].tiered.tiers[1].startQuantity',
      'rates[3].',
    );
  });

  it('rejects gaps, overlaps and a first tier not at 0', () => {
    expectInvalid(tiered(tier('0', '1000'), tier('1001', undefined)), 'tiered.tiers[1].startQuantity');
    expectInvalid(tiered(tier('0', '1000'), tier('900', undefined)), 'tiered.tiers[1].startQuantity');
    expectInvalid(
      tiered(tier('0', '10'), tier('10', '20'), tier('19', undefined)),
      'tiered.tiers[2].startQuantity',
    );
    expectInvalid(tiered(tier('1', '1000'), tier('1000', undefined)), 'tiered.tiers[0].startQuantity');
    // Tiers are taken in the order given, not sorted.
    expectInvalid(tiered(tier('10', undefined), tier('0', '10')), 'tiered.tiers[0].startQuantity');
    // Only the first tier's start may be implied.
    expectInvalid(tiered(tier('0', '10'), tier(undefined, undefined)), 'tiered.tiers[1].startQuantity');
  });

  it('rejects an open tier in the middle and empty or inverted tiers', () => {
    expectInvalid(tiered(tier('0', undefined), tier('10', undefined)), 'tiered.tiers[0].endQuantity');
    expectInvalid(
      tiered(tier('0', '10'), tier('10', undefined), tier('20', undefined)),
      'tiered.tiers[1].endQuantity',
    );
    expectInvalid(tiered(tier('0', '0')), 'tiered.tiers[0].endQuantity');
    expectInvalid(tiered(tier('0', '10'), tier('10', '5')), 'tiered.tiers[1].endQuantity');
  });

  it('rejects missing, empty, non-array and oversized tier lists', () => {
    expectInvalid({ tiered: {} }, 'tiered.tiers');
    expectInvalid(tiered(), 'tiered.tiers');
    expectInvalid({ tiered: { tiers: { 0: tier('0', undefined) } } }, 'tiered.tiers');
    const tooMany = Array.from({ length: MAX_TIERS + 1 }, (_, i) => tier(String(i), String(i + 1)));
    expectInvalid(tiered(...tooMany), 'tiered.tiers');
  });

  it('rejects non-positive and missing sizes', () => {
    expectInvalid({ unit: { unitPrice: usd('1'), unitSize: qty('0') } }, 'unit.unitSize.value');
    expectInvalid({ unit: { unitPrice: usd('1'), unitSize: qty('-0') } }, 'unit.unitSize.value');
    expectInvalid({ unit: { unitPrice: usd('1'), unitSize: qty('-5') } }, 'unit.unitSize.value');
    expectInvalid(
      { package: { packagePrice: usd('5'), packageSize: qty('0') } },
      'package.packageSize.value',
    );
    expectInvalid(
      { package: { packagePrice: usd('5'), packageSize: qty('-100') } },
      'package.packageSize.value',
    );
    expectInvalid({ package: { packagePrice: usd('5') } }, 'package.packageSize');
  });

  it('rejects negative prices and quantities and missing prices', () => {
    expectInvalid({ flat: { amount: usd('-1') } }, 'flat.amount.amount.value');
    expectInvalid({ unit: { unitPrice: usd('-0.01') } }, 'unit.unitPrice.amount.value');
    expectInvalid(
      { package: { packagePrice: usd('-5'), packageSize: qty('1') } },
      'package.packagePrice.amount.value',
    );
    expectInvalid(
      tiered({ ...tier('0', undefined), flatAmount: usd('-5') }),
      'tiered.tiers[0].flatAmount.amount.value',
    );
    expectInvalid(
      tiered(tier('0', '10', '-1'), tier('10', undefined)),
      'tiered.tiers[0].unitPrice.amount.value',
    );
    expectInvalid(tiered(tier('-1', '10')), 'tiered.tiers[0].startQuantity.value');
    expectInvalid(tiered(tier('0', '-10')), 'tiered.tiers[0].endQuantity.value');
    expectInvalid({ flat: {} }, 'flat.amount');
    expectInvalid({ unit: { unitSize: qty('1') } }, 'unit.unitPrice');
  });

  it('rejects a currency other than the rate card one', () => {
    expectInvalid(
      { flat: { amount: { amount: { value: '1' }, currencyCode: 'EUR' } } },
      'flat.amount.currencyCode',
    );
    expectInvalid(
      { unit: { unitPrice: { amount: { value: '1' }, currencyCode: 'usd' } } },
      'unit.unitPrice.currencyCode',
    );
    expectInvalid(
      tiered({ ...tier('0', undefined), flatAmount: { amount: { value: '1' }, currencyCode: 'JPY' } }),
      'tiered.tiers[0].flatAmount.currencyCode',
    );
    expectInvalid(
      { flat: { amount: { amount: { value: '1' }, currencyCode: 840 } } },
      'flat.amount.currencyCode',
    );
  });

  it('rejects too many decimals and non-canonical number syntax', () => {
    expectInvalid({ flat: { amount: usd('0.0000000000001') } }, 'flat.amount.amount.value');
    expectInvalid({ unit: { unitPrice: usd('1.1234567890123') } }, 'unit.unitPrice.amount.value');
    for (const bad of ['1e3', '+1', ' 1', '1.', '.5', '', 'NaN', 'Infinity', '0x10', '1,000']) {
      expectInvalid({ flat: { amount: usd(bad) } }, 'flat.amount.amount.value');
      expectInvalid(
        { package: { packagePrice: usd('1'), packageSize: qty(bad) } },
        'package.packageSize.value',
      );
    }
  });

  it('rejects wrong JSON types anywhere', () => {
    expectInvalid({ flat: 'ten' }, 'flat');
    expectInvalid({ flat: [usd('1')] }, 'flat');
    expectInvalid({ flat: { amount: '10' } }, 'flat.amount');
    expectInvalid({ flat: { amount: { amount: '10', currencyCode: 'USD' } } }, 'flat.amount.amount');
    expectInvalid({ flat: { amount: { amount: { value: 10 } } } }, 'flat.amount.amount.value');
    expectInvalid({ flat: { amount: { amount: {} } } }, 'flat.amount.amount.value');
    expectInvalid({ unit: { unitPrice: usd('1'), unitSize: '1000' } }, 'unit.unitSize');
    expectInvalid({ unit: { unitPrice: usd('1'), unitSize: { value: 1000 } } }, 'unit.unitSize.value');
    expectInvalid({ tiered: 5 }, 'tiered');
    expectInvalid({ tiered: { tiers: 'many' } }, 'tiered.tiers');
    expectInvalid(tiered(tier('0', '10'), 7), 'tiered.tiers[1]');
    expectInvalid(tiered(null), 'tiered.tiers[0]');
    expectInvalid(tiered({ startQuantity: 0 }), 'tiered.tiers[0].startQuantity');
    expectInvalid(tiered({ unitPrice: true }), 'tiered.tiers[0].unitPrice');
  });
});

describe('pricingModelToJson', () => {
  it('writes Money and Quantity with canonical decimals and no endQuantity on an open last tier', () => {
    const model = parse(threeTiers);
    expect(pricingModelToJson(model, 'USD')).toEqual({
      tiered: {
        tiers: [
          { startQuantity: qty('0'), endQuantity: qty('1000'), unitPrice: usd('0.1'), flatAmount: usd('0') },
          {
            startQuantity: qty('1000'),
            endQuantity: qty('10000'),
            unitPrice: usd('0.05'),
            flatAmount: usd('5'),
          },
          { startQuantity: qty('10000'), unitPrice: usd('0.01'), flatAmount: usd('0') },
        ],
      },
    });
    expect(pricingModelToJson(parse({ unit: { unitPrice: usd('2.500') } }), 'USD')).toEqual({
      unit: { unitPrice: usd('2.5'), unitSize: qty('1') },
    });
  });

  it('never writes an exponent or a negative zero', () => {
    const json = pricingModelToJson(
      parse({
        package: { packagePrice: usd('-0.000000000000'), packageSize: qty('100000000000000000000000000') },
      }),
      'USD',
    );
    expect(json).toEqual({
      package: { packagePrice: usd('0'), packageSize: qty('100000000000000000000000000') },
    });
    const tiny = pricingModelToJson(parse({ flat: { amount: usd('0.000000100000') } }), 'USD');
    expect(tiny).toEqual({ flat: { amount: usd('0.0000001') } });
    expect(canonicalDecimal('1e-7')).toBe('0.0000001');
  });

  it('round-trips the documented examples', () => {
    const inputs = [
      { flat: { amount: usd('99.99') } },
      { unit: { unitPrice: usd('2'), unitSize: qty('1000') } },
      { package: { packagePrice: usd('5'), packageSize: qty('100') } },
      threeTiers,
      tiered(tier('0', '0.5', '0.000000000001'), tier('0.5', '7')),
    ];
    for (const input of inputs) {
      const model = parse(input);
      expect(plain(parse(pricingModelToJson(model, 'USD')))).toEqual(plain(model));
    }
  });
});
