/** Commitments (docs/credits.md): prepaid balances after grants, the prepayment and the postpaid true-up, pure. */
import { Decimal } from '@billing/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyCredits,
  type CommitmentBalance,
  type ContractCommitment,
  commitmentCharges,
  compareCommitments,
  eligibleSpend,
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
  it('docs/credits.md: $1,000 postpaid, $700 spend -> a $300 true-up on the invoice containing the end', () => {
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

const sign = (n: number) => Math.sign(n);

describe('compareCommitments', () => {
  const JUN = new Date('2026-06-01T00:00:00Z');
  it('the earliest end first, no end last; then createTime; then id; level with itself', () => {
    const c = (id: string, fields: Partial<CommitmentBalance> = {}) => balance(id, '1', fields);
    expect(compareCommitments(c('a'), c('a'))).toBe(0);
    expect(sign(compareCommitments(c('a'), c('b')))).toBe(-1);
    expect(sign(compareCommitments(c('b'), c('a')))).toBe(1);
    // The end decides before createTime and id, both ways.
    expect(sign(compareCommitments(c('z', { createTime: APR }), c('a', { endTime: JUN })))).toBe(-1);
    expect(sign(compareCommitments(c('a', { endTime: JUN }), c('z', { createTime: APR })))).toBe(1);
    expect(sign(compareCommitments(c('a', { endTime: null }), c('z', { endTime: JUN })))).toBe(1);
    expect(sign(compareCommitments(c('z', { endTime: JUN }), c('a', { endTime: null })))).toBe(-1);
    // Same end (or none): the earlier createTime before the lower id.
    expect(sign(compareCommitments(c('z'), c('a', { createTime: APR })))).toBe(-1);
    expect(sign(compareCommitments(c('a', { createTime: APR }), c('z')))).toBe(1);
    expect(
      sign(compareCommitments(c('z', { endTime: null }), c('a', { endTime: null, createTime: APR }))),
    ).toBe(-1);
  });
});

describe('prepaid drawdown after grants', () => {
  const grant = (remaining: string, products: string[] = []) => ({
    id: 'g',
    priority: 50,
    endTime: null,
    createTime: MAR,
    remaining: new Decimal(remaining),
    products,
    tags: [],
  });

  it('balances are drawn in order, earliest end first, each up to what it holds', () => {
    // Lines $60 and $50; grant $20 covers the first line's first $20. Then "june" ($30, ends first) and
    // "open" ($100, no end): june takes $30 of the first line, open its last $10 and the second's $50.
    const result = applyCredits([line('x', '60.00'), line('y', '50.00')], [grant('20.00')], () => [], [
      balance('open', '100.00', { endTime: null }),
      balance('june', '30.00', { endTime: new Date('2026-06-01T00:00:00Z') }),
    ]);
    expect(result.applications.map((a) => text(a.amount))).toEqual(['20.00']);
    expect(result.commitmentApplications.map((a) => [a.commitmentId, text(a.amount)])).toEqual([
      ['june', '30.00'],
      ['open', '60.00'],
    ]);
    expect(result.lines.map((l) => [text(l.credit), text(l.total)])).toEqual([
      ['60.00', '0.00'],
      ['50.00', '0.00'],
    ]);
  });

  it('a commitment covers only its contract and its products; one covering nothing is not recorded', () => {
    const result = applyCredits(
      [line('x', '10.00', 'customers/c/contracts/other'), line('y', '8.00'), line('x', '5.00')],
      [],
      () => [],
      [
        balance('for-z', '50.00', { products: ['products/z'] }),
        balance('for-x', '50.00', { products: ['products/x'], endTime: null }),
      ],
    );
    expect(result.commitmentApplications.map((a) => [a.commitmentId, text(a.amount)])).toEqual([
      ['for-x', '5.00'],
    ]);
    expect(result.lines.map((l) => text(l.total))).toEqual(['10.00', '8.00', '0.00']);
  });

  it('what grants leave at zero, commitments do not touch; an empty balance is not recorded', () => {
    const result = applyCredits([line('x', '40.00')], [grant('40.00')], () => [], [
      balance('c', '25.00'),
      balance('empty', '0.00', { endTime: null }),
    ]);
    expect(result.commitmentApplications).toEqual([]);
    expect(text(result.lines[0]!.total)).toBe('0.00');
  });
});

describe('eligibleSpend', () => {
  const c = (fields: Partial<ContractCommitment> = {}): ContractCommitment => ({
    ...commitment('1000.00', '0', APR),
    ...fields,
  });
  it('pre-credit subtotals of lines starting inside [start, end), of eligible products', () => {
    const lines = [
      line('x', '100.00', K, new Date('2026-02-28T00:00:00Z')), // before the start
      line('x', '10.00', K, MAR), // at the start: counted
      line('y', '20.00', K, new Date('2026-03-31T23:59:59Z')), // last second: counted
      line('x', '40.00', K, APR), // at the end: not counted
    ];
    // A credit on a line does not lower its spend.
    lines[1] = { ...lines[1]!, credit: new Decimal('10.00'), total: new Decimal('0.00') };
    expect(text(eligibleSpend(c(), lines))).toBe('30.00');
    expect(text(eligibleSpend(c({ products: ['products/x'] }), lines))).toBe('10.00');
    expect(text(eligibleSpend(c({ products: ['products/z'] }), lines))).toBe('0.00');
    // No end: every line from the start on.
    expect(text(eligibleSpend(c({ endTime: null }), lines))).toBe('70.00');
    // A refund lowers the spend.
    expect(text(eligibleSpend(c(), [line('x', '25.00'), line('x', '-5.50')]))).toBe('19.50');
  });
});

describe('commitmentCharges at the edges of periods', () => {
  const march = { startTime: MAR, endTime: APR };
  const april = { startTime: APR, endTime: MAY };
  const starting = (startTime: Date, costBasis = '150.00', endTime: Date | null = null) => ({
    ...commitment('200.00', costBasis, endTime),
    startTime,
  });

  it('prepaid: on the period its start falls in, or the first period for one starting earlier', () => {
    const charge = (c: ContractCommitment, period: typeof march, first: boolean) =>
      commitmentCharges([c], period, first, [], zero).charges.map((x) => [
        x.kind,
        text(x.amount),
        x.startTime.toISOString(),
        x.endTime.toISOString(),
      ]);
    // No end: the line covers the commitment up to the invoice's end.
    expect(charge(starting(APR), april, false)).toEqual([
      ['prepayment', '150.00', APR.toISOString(), MAY.toISOString()],
    ]);
    // An end of its own is the line's end, past the invoice's.
    const JUN = new Date('2026-06-01T00:00:00Z');
    expect(charge(starting(APR, '150.00', JUN), april, false)).toEqual([
      ['prepayment', '150.00', APR.toISOString(), JUN.toISOString()],
    ]);
    // Starting at the end of March: April's, not March's.
    expect(charge(starting(APR), march, true)).toEqual([]);
    // Starting before April: on April only when April is the contract's first period.
    expect(charge(starting(MAR), april, false)).toEqual([]);
    expect(charge(starting(MAR), april, true)).toEqual([
      ['prepayment', '150.00', MAR.toISOString(), MAY.toISOString()],
    ]);
    // A prepaid commitment never settles: no true-up even past its end.
    expect(commitmentCharges([starting(MAR, '150.00', APR)], march, true, [], zero).settlements).toEqual([]);
  });

  it('postpaid: settled by the period whose (start, end] holds its end, with the earlier spend of its own id', () => {
    const settle = (end: Date | null, period: typeof march) =>
      commitmentCharges(
        [{ ...commitment('1000.00', '0', end), id: 'p' }],
        period,
        false,
        [line('x', '100.00')],
        (id) => new Decimal(id === 'p' ? '250.00' : '999999.00'),
      );
    // Ends exactly at April's start: March's (its end is March's last instant), not April's.
    expect(settle(APR, april)).toEqual({ charges: [], settlements: [] });
    const atEnd = settle(APR, march);
    expect(atEnd.settlements.map((s) => [s.commitmentId, text(s.applied), text(s.trueUp)])).toEqual([
      ['p', '350.00', '650.00'],
    ]);
    expect(
      atEnd.charges.map((c) => [
        c.commitmentId,
        c.kind,
        text(c.amount),
        c.startTime.toISOString(),
        c.endTime.toISOString(),
      ]),
    ).toEqual([['p', 'true-up', '650.00', MAR.toISOString(), APR.toISOString()]]);
    // No end: never settled.
    expect(settle(null, march)).toEqual({ charges: [], settlements: [] });
  });

  it('postpaid: refunds below zero meet nothing, the true-up is the whole commitment', () => {
    const result = commitmentCharges(
      [commitment('1000.00', '0', APR)],
      march,
      true,
      [line('x', '-80.00')],
      () => new Decimal('30.00'),
    );
    expect(result.settlements.map((s) => [text(s.applied), text(s.trueUp)])).toEqual([['0.00', '1000.00']]);
    expect(result.charges.map((c) => text(c.amount))).toEqual(['1000.00']);
  });
});
