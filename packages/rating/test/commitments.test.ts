/** Commitments (SEMANTICS 8): prepaid balances after grants, the prepayment and the postpaid true-up, pure. */
import { Decimal } from '@billing/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyCredits,
  type CommitmentBalance,
  type ContractCommitment,
  commitmentCharges,
  type InvoiceLine,
  makeLine,
} from '../src/index.ts';

const MAR = new Date('2026-03-01T00:00:00Z');
const APR = new Date('2026-04-01T00:00:00Z');
const MAY = new Date('2026-05-01T00:00:00Z');
const K = 'customers/c/contracts/k';

function line(
  product: string,
  subtotal: string,
  contract = K,
  startTime = MAR,
): InvoiceLine & { contract: string } {
  const made = makeLine({
    product: `products/${product}`,
    rateId: 'r',
    startTime,
    endTime: APR,
    dimensions: {},
    quantity: new Decimal(1),
    subtotal: new Decimal(subtotal),
  });
  return { ...made, contract };
}

const balance = (
  id: string,
  remaining: string,
  fields: Partial<CommitmentBalance> = {},
): CommitmentBalance => ({
  id,
  contract: K,
  endTime: MAY,
  createTime: MAR,
  products: [],
  ...fields,
  remaining: new Decimal(remaining),
});

const commitment = (
  committed: string,
  costBasis: string,
  endTime: Date | null = MAY,
): ContractCommitment => ({
  id: 'c',
  committed: new Decimal(committed),
  costBasis: new Decimal(costBasis),
  products: [],
  startTime: MAR,
  endTime,
});
const text = (d: Decimal) => d.toFixed(2);
const zero = () => new Decimal(0);

describe('prepaid commitments in applyCredits', () => {
  it("apply after every grant, to their own contract's eligible lines only", () => {
    const lines = [
      line('x', '120.00'),
      line('y', '30.00'),
      line('x', '40.00', 'customers/c/contracts/other'),
    ];
    const grant = {
      id: 'g',
      priority: 50,
      endTime: null,
      createTime: MAR,
      remaining: new Decimal('50.00'),
      products: ['products/x'],
      tags: [],
    };
    const result = applyCredits(lines, [grant], () => [], [
      balance('c', '200.00', { products: ['products/x'] }),
    ]);
    expect(result.lines.map((l) => [text(l.credit), text(l.total)])).toEqual([
      ['120.00', '0.00'],
      ['0.00', '30.00'],
      ['0.00', '40.00'],
    ]);
    expect(result.applications.map((a) => text(a.amount))).toEqual(['50.00']);
    expect(result.commitmentApplications.map((a) => [a.commitmentId, text(a.amount)])).toEqual([
      ['c', '70.00'],
    ]);
  });

  it('the earliest end first; never negative, never more than held, exact', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -500, max: 5000 }), { maxLength: 6 }),
        fc.array(
          fc.record({ cents: fc.integer({ min: 0, max: 4000 }), end: fc.integer({ min: 0, max: 3 }) }),
          {
            maxLength: 4,
          },
        ),
        (amounts, specs) => {
          const lines = amounts.map((a) => line('x', new Decimal(a).div(100).toFixed(2)));
          const balances = specs.map((s, i) =>
            balance(`c${i}`, new Decimal(s.cents).div(100).toFixed(2), {
              endTime: s.end === 0 ? null : new Date(MAY.getTime() + s.end * 86_400_000),
            }),
          );
          const result = applyCredits(lines, [], () => [], balances);
          const applied = result.commitmentApplications.reduce(
            (sum, a) => sum.plus(a.amount),
            new Decimal(0),
          );
          const credited = result.lines.reduce((sum, l) => sum.plus(l.credit), new Decimal(0));
          expect(applied.equals(credited)).toBe(true);
          result.lines.forEach((l, i) => {
            expect(l.total.isNegative() && !lines[i]!.subtotal.isNegative()).toBe(false);
            expect(l.credit.plus(l.total).equals(lines[i]!.subtotal)).toBe(true);
          });
          for (const a of result.commitmentApplications) {
            const b = balances.find((x) => x.id === a.commitmentId)!;
            expect(a.amount.greaterThan(0) && a.amount.lessThanOrEqualTo(b.remaining)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('commitmentCharges', () => {
  it('SEMANTICS 8: $1,000 postpaid, $700 spend -> a $300 true-up on the invoice containing the end', () => {
    const april = commitmentCharges(
      [commitment('1000.00', '0')],
      { startTime: APR, endTime: MAY },
      false,
      [line('x', '300.00', K, APR)],
      () => new Decimal('400.00'),
    );
    expect(april.charges.map((c) => [c.kind, text(c.amount)])).toEqual([['true-up', '300.00']]);
    expect(april.settlements.map((s) => [text(s.applied), text(s.trueUp)])).toEqual([['700.00', '300.00']]);
    // March does not contain the end; spend above the commitment leaves no true-up.
    const march = commitmentCharges(
      [commitment('1000.00', '0')],
      { startTime: MAR, endTime: APR },
      true,
      [],
      zero,
    );
    expect(march).toEqual({ charges: [], settlements: [] });
    const over = commitmentCharges(
      [commitment('500.00', '0', APR)],
      { startTime: MAR, endTime: APR },
      true,
      [line('x', '700.00')],
      zero,
    );
    expect(over.charges).toEqual([]);
    expect(over.settlements.map((s) => [text(s.applied), text(s.trueUp)])).toEqual([['500.00', '0.00']]);
  });

  it('prepaid: costBasis on the first invoice of the commitment period only', () => {
    const c = [commitment('200.00', '150.00')];
    const march = commitmentCharges(c, { startTime: MAR, endTime: APR }, true, [], zero);
    expect(march.charges.map((x) => [x.kind, text(x.amount)])).toEqual([['prepayment', '150.00']]);
    expect(commitmentCharges(c, { startTime: APR, endTime: MAY }, false, [], zero).charges).toEqual([]);
  });
});
