/** A postpaid commitment cut at its contract's end (docs/credits.md), and the true-up that follows, pure. */
import { Decimal } from '@billing/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ContractCommitment, commitmentCharges, cutAtContractEnd, makeLine } from '../src/index.ts';

const JUL = new Date('2026-07-01T00:00:00Z');
const JUL15 = new Date('2026-07-15T00:00:00Z');
const AUG = new Date('2026-08-01T00:00:00Z');
const OCT = new Date('2026-10-01T00:00:00Z');

const commitment = (fields: Partial<ContractCommitment> = {}): ContractCommitment => ({
  id: 'c',
  committed: new Decimal('1000'),
  costBasis: new Decimal(0),
  products: [],
  startTime: JUL,
  endTime: OCT,
  ...fields,
});

describe('cutAtContractEnd', () => {
  it('cuts a postpaid commitment ending after the contract, or never, at the contract end', () => {
    expect(cutAtContractEnd(commitment(), JUL15).endTime).toEqual(JUL15);
    expect(cutAtContractEnd(commitment({ endTime: null }), JUL15).endTime).toEqual(JUL15);
  });

  it('a contract without an end cuts nothing, whatever the dates of the commitment', () => {
    // Dates on either side of 1970 (negative epoch milliseconds too), with or without an end.
    const dateArb = fc.date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(dateArb, fc.option(dateArb), (startTime, endTime) => {
        const c = commitment({ startTime, endTime });
        expect(cutAtContractEnd(c, null)).toBe(c);
      }),
    );
    const before1970 = commitment({ startTime: new Date('1969-07-20T00:00:00Z'), endTime: null });
    expect(cutAtContractEnd(before1970, null)).toBe(before1970);
  });

  it('leaves alone what the contract does not end early', () => {
    const c = commitment();
    expect(cutAtContractEnd(c, null)).toBe(c);
    expect(cutAtContractEnd(c, OCT)).toBe(c);
    expect(cutAtContractEnd(c, new Date('2026-12-01T00:00:00Z'))).toBe(c);
    // Starting at or after the contract's end: nothing of it lies in the contract.
    expect(cutAtContractEnd(commitment({ startTime: JUL15 }), JUL15).endTime).toEqual(OCT);
    // Prepaid keeps its period.
    expect(cutAtContractEnd(commitment({ costBasis: new Decimal('150') }), JUL15).endTime).toEqual(OCT);
    expect(cutAtContractEnd(commitment({ endTime: null, costBasis: new Decimal('1') }), JUL15).endTime).toBe(
      null,
    );
  });

  it("the last period's invoice trues it up: $1,000 committed, $250 spent -> $750 over Jul 1 - 15", () => {
    const spend = makeLine({
      product: 'products/x',
      rateId: 'r',
      startTime: JUL,
      endTime: JUL15,
      dimensions: {},
      quantity: new Decimal(1),
      subtotal: new Decimal('250'),
    });
    const zero = () => new Decimal(0);
    const cut = [cutAtContractEnd(commitment(), JUL15)];
    const last = commitmentCharges(cut, { startTime: JUL, endTime: JUL15 }, false, [spend], zero);
    expect(last.charges.map((c) => [c.kind, c.amount.toFixed(2), c.startTime, c.endTime])).toEqual([
      ['true-up', '750.00', JUL, JUL15],
    ]);
    expect(last.settlements.map((s) => [s.applied.toFixed(2), s.trueUp.toFixed(2)])).toEqual([
      ['250.00', '750.00'],
    ]);
    // Uncut, no period of a contract ending on Jul 15 would contain its end.
    const uncut = commitmentCharges([commitment()], { startTime: JUL, endTime: JUL15 }, false, [spend], zero);
    expect(uncut.charges).toEqual([]);
    expect(commitmentCharges(cut, { startTime: JUL15, endTime: AUG }, false, [], zero).charges).toEqual([]);
  });
});
