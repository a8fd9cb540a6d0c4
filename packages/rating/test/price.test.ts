import { Decimal } from '@billing/core';
import { describe, expect, it } from 'vitest';
import { type PricingModel, priceQuantity } from '../src/index.ts';
import {
  flat as flatModel,
  pkg as packageModel,
  semanticsTiers,
  tiered,
  unit as unitModel,
} from './builders.ts';
import { d } from './helpers.ts';

const price = (m: PricingModel, q: string, fraction?: string) =>
  priceQuantity(m, d(q), fraction === undefined ? undefined : d(fraction)).toFixed();

describe('priceQuantity: docs/catalog.md "Pricing models" worked examples', () => {
  it('unit: $2 per 1,000 units, q = 1,500 -> $3', () => {
    expect(price(unitModel('2', '1000'), '1500')).toBe('3');
  });

  it('package: size 100 at $5', () => {
    const pkg = packageModel('5', '100');
    expect(price(pkg, '201')).toBe('15');
    expect(price(pkg, '100')).toBe('5');
    expect(price(pkg, '0')).toBe('0');
  });

  it('tiered graduated: [0,1000] $0.10, [1000,10000] $0.05 + $5, [10000,-] $0.01', () => {
    const tiers = semanticsTiers;
    expect(price(tiers, '15000')).toBe('605');
    expect(price(tiers, '1000')).toBe('100');
    expect(price(tiers, '1000.5')).toBe('105.025');
  });
});

describe('priceQuantity: other cases', () => {
  const flat = flatModel('100');
  const unit = unitModel('2', '1000');
  const pkg = packageModel('5', '100');

  it('flat: the amount whatever q, prorated by the effective fraction', () => {
    expect(price(flat, '0')).toBe('100');
    expect(price(flat, '123456')).toBe('100');
    expect(price(flat, '5', '0.5')).toBe('50');
    expect(price(flat, '5', '0')).toBe('0');
    // 10 days of a 30-day period, unrounded: rounding is the invoice line's job.
    const third = new Decimal(10 * 86_400).div(30 * 86_400);
    expect(priceQuantity(flat, d(0), third).toDecimalPlaces(10).toFixed()).toBe('33.3333333333');
  });

  it('unit: linear, fractional and exact when the result terminates', () => {
    expect(price(unit, '0')).toBe('0');
    expect(price(unit, '1')).toBe('0.002');
    expect(price(unitModel('0.000000000001'), '0.5')).toBe('0.0000000000005');
    expect(price(unitModel('2', '3'), '3')).toBe('2');
  });

  it('package: a started package is charged whole', () => {
    expect(price(pkg, '0.001')).toBe('5');
    expect(price(pkg, '99.999')).toBe('5');
    expect(price(pkg, '100.001')).toBe('10');
    expect(price(packageModel('1', '0.3'), '0.9')).toBe('3');
  });

  it('tiered: nothing past a closed last tier, flat amount only for tiers with units', () => {
    const closed = tiered(['0', '10', '1', '3'], ['10', '20', '2', '7']);
    expect(price(closed, '0')).toBe('0');
    expect(price(closed, '0.1')).toBe('3.1');
    expect(price(closed, '10')).toBe('13');
    expect(price(closed, '10.5')).toBe('21');
    expect(price(closed, '50')).toBe('40');
  });

  it('negative quantities: unit prices linearly, package and tiered as 0', () => {
    expect(price(unit, '-1500')).toBe('-3');
    expect(price(pkg, '-201')).toBe('0');
    expect(price(semanticsTiers, '-5')).toBe('0');
    expect(price(flat, '-5')).toBe('100');
  });
});
