/** Credit application (SEMANTICS 8): the worked example, the order of grants, and properties of any application. */
import { Decimal } from '@billing/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyCredits,
  type CreditGrantBalance,
  compareGrants,
  type InvoiceLine,
  invoiceTotals,
  makeLine,
} from '../src/index.ts';

const T0 = new Date('2026-04-01T00:00:00Z');
const T1 = new Date('2026-05-01T00:00:00Z');

function line(product: string, subtotal: string): InvoiceLine {
  return makeLine({
    product: `products/${product}`,
    rateId: 'r',
    startTime: T0,
    endTime: T1,
    dimensions: {},
    quantity: new Decimal(1),
    subtotal: new Decimal(subtotal),
  });
}

function grant(
  id: string,
  fields: Partial<Omit<CreditGrantBalance, 'remaining'>> & { remaining: string },
): CreditGrantBalance {
  return {
    id,
    priority: 50,
    endTime: null,
    createTime: T0,
    products: [],
    tags: [],
    ...fields,
    remaining: new Decimal(fields.remaining),
  };
}

const noTags = () => [];
const text = (d: Decimal) => d.toFixed(2);

describe('applyCredits', () => {
  it('SEMANTICS 8: A ($50, priority 10, X) and B ($100, all) over X $80 and Y $40 leave $0 due; B keeps $30', () => {
    const lines = [line('x', '80.00'), line('y', '40.00')];
    const grants = [
      grant('b', { remaining: '100.00' }),
      grant('a', { priority: 10, remaining: '50.00', products: ['products/x'] }),
    ];
    const result = applyCredits(lines, grants, noTags);
    expect(result.lines.map((l) => [text(l.credit), text(l.total)])).toEqual([
      ['80.00', '0.00'],
      ['40.00', '0.00'],
    ]);
    expect(result.applications.map((a) => [a.grantId, text(a.amount)])).toEqual([
      ['a', '50.00'],
      ['b', '70.00'],
    ]);
    const totals = invoiceTotals(result.lines);
    expect([text(totals.subtotal), text(totals.credit), text(totals.total)]).toEqual([
      '120.00',
      '120.00',
      '0.00',
    ]);
    // The input is left as it was.
    expect(text(lines[0]!.credit)).toBe('0.00');
  });

  it('orders grants by priority, then earliest end (none last), then createTime, then id', () => {
    const later = new Date('2026-04-02T00:00:00Z');
    const grants = [
      grant('open', { remaining: '1' }),
      grant('ends-late', { remaining: '1', endTime: T1 }),
      grant('ends-early', { remaining: '1', endTime: later }),
      grant('first', { remaining: '1', priority: 0 }),
      grant('made-later', { remaining: '1', createTime: later }),
      grant('aa', { remaining: '1', createTime: later }),
    ];
    expect([...grants].sort(compareGrants).map((g) => g.id)).toEqual([
      'first',
      'ends-early',
      'ends-late',
      'open',
      'aa',
      'made-later',
    ]);
  });

  it('a grant applies to its products or to products with one of its tags', () => {
    const lines = [line('x', '10.00'), line('y', '10.00'), line('z', '10.00')];
    const tags = (product: string) => (product === 'products/z' ? ['ai'] : []);
    const result = applyCredits(
      lines,
      [grant('g', { remaining: '100', products: ['products/y'], tags: ['ai'] })],
      tags,
    );
    expect(result.lines.map((l) => text(l.credit))).toEqual(['0.00', '10.00', '10.00']);
  });

  it('nothing left, nothing applied; a line with a negative amount takes nothing', () => {
    const result = applyCredits(
      [line('x', '-5.00'), line('y', '3.00')],
      [grant('empty', { remaining: '0' }), grant('g', { remaining: '1.50' })],
      noTags,
    );
    expect(result.lines.map((l) => [text(l.credit), text(l.total)])).toEqual([
      ['0.00', '-5.00'],
      ['1.50', '1.50'],
    ]);
    expect(result.applications.map((a) => a.grantId)).toEqual(['g']);
  });
});

const cents = (max: number) => fc.integer({ min: 0, max }).map((n) => new Decimal(n).div(100));
const productArb = fc.constantFrom('products/a', 'products/b', 'products/c');
const linesArb = fc.array(
  fc
    .record({ product: productArb, amount: cents(100_000) })
    .map((l) => line(l.product.slice(9), l.amount.toFixed(2))),
  { maxLength: 8 },
);
const grantsArb = fc.array(
  fc.record({
    priority: fc.integer({ min: 0, max: 100 }),
    remaining: cents(100_000),
    end: fc.option(fc.integer({ min: 0, max: 3 })),
    created: fc.integer({ min: 0, max: 3 }),
    products: fc.subarray(['products/a', 'products/b', 'products/c']),
    tags: fc.subarray(['t1', 't2']),
  }),
  { maxLength: 6 },
);
const tagsOf = (product: string) =>
  product === 'products/a' ? ['t1'] : product === 'products/b' ? ['t2'] : [];

describe('applyCredits properties', () => {
  it('never negative, never more than a line or a grant holds, and no cent made or lost', () => {
    fc.assert(
      fc.property(linesArb, grantsArb, (lines, specs) => {
        const grants = specs.map((s, i) =>
          grant(`g${i}`, {
            priority: s.priority,
            remaining: s.remaining.toFixed(2),
            endTime: s.end === null ? null : new Date(T1.getTime() + s.end * 86_400_000),
            createTime: new Date(T0.getTime() + s.created * 1000),
            products: s.products,
            tags: s.tags,
          }),
        );
        const result = applyCredits(lines, grants, tagsOf);
        const applied = result.applications.reduce((sum, a) => sum.plus(a.amount), new Decimal(0));
        const credited = result.lines.reduce((sum, l) => sum.plus(l.credit), new Decimal(0));
        expect(applied.equals(credited)).toBe(true);
        result.lines.forEach((l, i) => {
          expect(l.total.isNegative()).toBe(false);
          expect(l.credit.isNegative()).toBe(false);
          expect(l.credit.plus(l.total).equals(lines[i]!.subtotal)).toBe(true);
          expect(l.credit.decimalPlaces()).toBeLessThanOrEqual(2);
        });
        for (const a of result.applications) {
          const g = grants.find((x) => x.id === a.grantId)!;
          expect(a.amount.greaterThan(0) && a.amount.lessThanOrEqualTo(g.remaining)).toBe(true);
        }
        // A grant that kept something left every line it applies to at 0.
        for (const g of grants) {
          const used = result.applications.find((a) => a.grantId === g.id)?.amount ?? new Decimal(0);
          if (used.lessThan(g.remaining)) {
            result.lines.forEach((l) => {
              const applies =
                (g.products.length === 0 && g.tags.length === 0) ||
                g.products.includes(l.product) ||
                tagsOf(l.product).some((t) => g.tags.includes(t));
              if (applies) expect(l.total.isZero()).toBe(true);
            });
          }
        }
        const totals = invoiceTotals(result.lines);
        expect(totals.total.equals(totals.subtotal.minus(applied))).toBe(true);
      }),
    );
  });
});
