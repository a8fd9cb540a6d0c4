import { Decimal } from '@billing/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reachedThresholds, watchedQuantity } from '../src/index.ts';

const d = (v: string) => new Decimal(v);
const group = (dimensions: Record<string, string>, quantity: string) => ({
  dimensions,
  quantity: d(quantity),
});

describe('reachedThresholds', () => {
  it('counts a threshold as reached when the value equals it', () => {
    expect(reachedThresholds(d('1000.00'), ['100.00', '1000.00', '5000.00'])).toEqual([0, 1]);
    expect(reachedThresholds(d('999.99'), ['100.00', '1000.00', '5000.00'])).toEqual([0]);
    expect(reachedThresholds(d('0'), ['0.01'])).toEqual([]);
  });

  it('is exact beyond what a float holds', () => {
    expect(reachedThresholds(d('0.30000000000000000001'), ['0.3'])).toEqual([0]);
    expect(reachedThresholds(d('0.29999999999999999999'), ['0.3'])).toEqual([]);
  });

  it('reaches exactly the thresholds not above the value (ascending thresholds: a prefix)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 0, max: 11_000 }),
        (raw, v) => {
          const thresholds = [...raw].sort((a, b) => a - b).map((t) => d(String(t)).dividedBy(100));
          const value = d(String(v)).dividedBy(100);
          const reached = reachedThresholds(value, thresholds);
          expect(reached).toEqual(reached.map((_, i) => i));
          for (const [i, t] of thresholds.entries()) expect(reached.includes(i)).toBe(!t.greaterThan(value));
        },
      ),
    );
  });
});

describe('watchedQuantity', () => {
  const groups = [
    group({ model: 'gpt', region: 'eu' }, '10.5'),
    group({ model: 'gpt', region: 'us' }, '4'),
    group({ model: 'claude', region: 'eu' }, '7'),
  ];

  it('adds the matching groups of a SUM or COUNT meter', () => {
    expect(watchedQuantity('SUM', groups, {}).toFixed()).toBe('21.5');
    expect(watchedQuantity('SUM', groups, { model: 'gpt' }).toFixed()).toBe('14.5');
    expect(watchedQuantity('COUNT', groups, { region: 'eu' }).toFixed()).toBe('17.5');
  });

  it('takes the largest or smallest of the matching groups of MAX and MIN', () => {
    expect(watchedQuantity('MAX', groups, {}).toFixed()).toBe('10.5');
    expect(watchedQuantity('MIN', groups, { region: 'eu' }).toFixed()).toBe('7');
  });

  it('takes the one group an alert of another aggregation pins', () => {
    expect(watchedQuantity('LATEST', groups, { model: 'claude', region: 'eu' }).toFixed()).toBe('7');
  });

  it('is 0 when no group matches, and a missing group value matches only ""', () => {
    expect(watchedQuantity('SUM', groups, { model: 'none' }).toFixed()).toBe('0');
    expect(watchedQuantity('SUM', [group({}, '3')], { model: '' }).toFixed()).toBe('3');
    expect(watchedQuantity('SUM', [], {}).toFixed()).toBe('0');
  });

  it('over SUM groups, the watched parts add up to the whole', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.integer({ min: 0, max: 1_000_000 })), {
          maxLength: 20,
        }),
        (rows) => {
          const gs = rows.map(([m, q], i) => group({ model: m, n: String(i) }, String(q)));
          const parts = ['a', 'b', 'c'].map((m) => watchedQuantity('SUM', gs, { model: m }));
          expect(parts.reduce((x, y) => x.plus(y)).toFixed()).toBe(watchedQuantity('SUM', gs, {}).toFixed());
        },
      ),
    );
  });
});
