/** Credit application (docs/credits.md): the worked example, the order of grants, and properties of any application. */
import { Decimal } from '@billing/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyCredits,
  type CreditGrantBalance,
  compareGrants,
  grantApplies,
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
  it('docs/credits.md: A ($50, priority 10, X) and B ($100, all) over X $80 and Y $40 leave $0 due; B keeps $30', () => {
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

/** The sign of a comparison: what sorting reads of it. */
const sign = (n: number) => Math.sign(n);

describe('compareGrants, one rule at a time', () => {
  const base = { remaining: '1', priority: 50, endTime: T1, createTime: T0 };
  it('a grant is level with itself; equal fields fall to the id, both ways', () => {
    const a = grant('a', base);
    expect(compareGrants(a, grant('a', base))).toBe(0);
    expect(sign(compareGrants(a, grant('b', base)))).toBe(-1);
    expect(sign(compareGrants(grant('b', base), a))).toBe(1);
  });

  it('priority decides before the end, the end before createTime, createTime before the id', () => {
    const early = new Date('2026-04-10T00:00:00Z');
    // Priority 10 wins over an earlier end, an earlier createTime and a lower id.
    expect(
      sign(
        compareGrants(
          grant('z', { ...base, priority: 10 }),
          grant('a', { ...base, endTime: early, createTime: new Date(0) }),
        ),
      ),
    ).toBe(-1);
    // Equal priority: the earlier end wins over an earlier createTime.
    expect(
      sign(
        compareGrants(
          grant('z', { ...base, endTime: early }),
          grant('a', { ...base, createTime: new Date(0) }),
        ),
      ),
    ).toBe(-1);
    expect(sign(compareGrants(grant('a', base), grant('z', { ...base, endTime: early })))).toBe(1);
    // No end sorts after any end, both ways.
    expect(sign(compareGrants(grant('a', { ...base, endTime: null }), grant('z', base)))).toBe(1);
    expect(sign(compareGrants(grant('z', base), grant('a', { ...base, endTime: null })))).toBe(-1);
    // Two without an end are level on it: createTime decides.
    expect(
      sign(
        compareGrants(
          grant('z', { ...base, endTime: null }),
          grant('a', { ...base, endTime: null, createTime: T1 }),
        ),
      ),
    ).toBe(-1);
    // Same end: the earlier createTime wins over the lower id, both ways.
    expect(sign(compareGrants(grant('z', base), grant('a', { ...base, createTime: T1 })))).toBe(-1);
    expect(sign(compareGrants(grant('a', { ...base, createTime: T1 }), grant('z', base)))).toBe(1);
  });
});

describe('grantApplies', () => {
  const g = (products: string[], tags: string[]) => grant('g', { remaining: '1', products, tags });
  it('no products and no tags: every product', () => {
    expect(grantApplies(g([], []), 'products/x', [])).toBe(true);
  });
  it('products only: those products, whatever their tags', () => {
    expect(grantApplies(g(['products/x'], []), 'products/x', [])).toBe(true);
    expect(grantApplies(g(['products/x'], []), 'products/y', ['ai'])).toBe(false);
  });
  it('tags only: a product sharing any one of them', () => {
    expect(grantApplies(g([], ['ai']), 'products/y', [])).toBe(false);
    expect(grantApplies(g([], ['ai']), 'products/y', ['eu', 'ai'])).toBe(true);
    expect(grantApplies(g([], ['ai', 'eu']), 'products/y', ['eu'])).toBe(true);
    expect(grantApplies(g([], ['ai']), 'products/y', ['eu'])).toBe(false);
  });
});

describe('applyCredits: lines that take no credit, and what a grant keeps', () => {
  it('a grant that applies to no line records no application and keeps its balance for the next', () => {
    const result = applyCredits(
      [line('x', '30.00'), line('y', '20.00')],
      [
        grant('only-z', { priority: 0, remaining: '100.00', products: ['products/z'] }),
        grant('all', { remaining: '35.00' }),
      ],
      noTags,
    );
    // The first grant covers nothing; the second covers X's $30 then $5 of Y.
    expect(result.applications.map((a) => [a.grantId, text(a.amount)])).toEqual([['all', '35.00']]);
    expect(result.lines.map((l) => [text(l.credit), text(l.total)])).toEqual([
      ['30.00', '0.00'],
      ['5.00', '15.00'],
    ]);
  });

  it('zero and negative lines are skipped in line order: the grant goes on to the next line', () => {
    const result = applyCredits(
      [line('x', '0.00'), line('x', '-10.00'), line('x', '4.00'), line('x', '6.00')],
      [grant('g', { remaining: '7.00' })],
      noTags,
    );
    expect(result.lines.map((l) => [text(l.credit), text(l.total)])).toEqual([
      ['0.00', '0.00'],
      ['0.00', '-10.00'],
      ['4.00', '0.00'],
      ['3.00', '3.00'],
    ]);
    expect(result.applications.map((a) => text(a.amount))).toEqual(['7.00']);
  });

  it('equal grants apply in id order: the lower id is used up first', () => {
    const result = applyCredits(
      [line('x', '15.00')],
      [grant('b', { remaining: '10.00' }), grant('a', { remaining: '10.00' })],
      noTags,
    );
    expect(result.applications.map((a) => [a.grantId, text(a.amount)])).toEqual([
      ['a', '10.00'],
      ['b', '5.00'],
    ]);
  });
});
