/**
 * The part of a billing period an invoice covers among its contract's other invoices of that period
 * (docs/invoices.md "An end moved past an issued, cut period"), worked out by hand on November [Nov 1, Dec 1).
 */
import { describe, expect, it } from 'vitest';
import { invoiceRange } from '../src/index.ts';

const nov = (d: number) => new Date(Date.UTC(2026, 10, d));
const DEC = new Date(Date.UTC(2026, 11, 1));
const NOVEMBER = { startTime: nov(1), endTime: DEC };
const range = (startTime: Date, endTime: Date) => ({ startTime, endTime });

describe('invoiceRange', () => {
  it('an invoice alone in its period covers all of it', () => {
    expect(invoiceRange(NOVEMBER, nov(1), [])).toEqual(range(nov(1), DEC));
  });

  it('the rest of a period whose invoice was cut at Nov 15 runs from Nov 15 to the period end', () => {
    expect(invoiceRange(NOVEMBER, nov(15), [range(nov(1), nov(15))])).toEqual(range(nov(15), DEC));
  });

  it('the invoice at the period start stops where the next invoice of the period starts', () => {
    expect(invoiceRange(NOVEMBER, nov(1), [range(nov(15), DEC)])).toEqual(range(nov(1), nov(15)));
    // The nearest of several.
    expect(invoiceRange(NOVEMBER, nov(1), [range(nov(18), DEC), range(nov(15), nov(18))])).toEqual(
      range(nov(1), nov(15)),
    );
    // One starting at the same time (the stored invoice a preview of the range stands for) bounds nothing.
    expect(invoiceRange(NOVEMBER, nov(15), [range(nov(1), nov(15)), range(nov(15), DEC)])).toEqual(
      range(nov(15), DEC),
    );
    // One in the middle: after the cut one, before the last.
    expect(invoiceRange(NOVEMBER, nov(15), [range(nov(1), nov(15)), range(nov(18), DEC)])).toEqual(
      range(nov(15), nov(18)),
    );
  });

  it('an invoice starting where no other invoice of the period ends is none of the contract', () => {
    expect(invoiceRange(NOVEMBER, nov(15), [])).toBeNull();
    expect(invoiceRange(NOVEMBER, nov(15), [range(nov(1), nov(14))])).toBeNull();
  });
});
