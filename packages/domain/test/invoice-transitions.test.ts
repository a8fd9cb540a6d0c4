import { ApiError } from '@billing/core';
import { describe, expect, it } from 'vitest';
import { canTransition, checkTransition } from '../src/invoices/transitions.ts';

// Every pair of the table written out by hand (docs/invoices.md "States"): 4 statuses x 5 targets.
const ALLOWED: readonly (readonly [string, string, boolean])[] = [
  ['DRAFT', 'DRAFT', false],
  ['DRAFT', 'FINALIZED', true],
  ['DRAFT', 'PAID', true],
  ['DRAFT', 'VOID', false],
  ['DRAFT', 'DELETED', true],
  ['FINALIZED', 'DRAFT', false],
  ['FINALIZED', 'FINALIZED', false],
  ['FINALIZED', 'PAID', true],
  ['FINALIZED', 'VOID', true],
  ['FINALIZED', 'DELETED', false],
  ['PAID', 'DRAFT', false],
  ['PAID', 'FINALIZED', false],
  ['PAID', 'PAID', false],
  ['PAID', 'VOID', false],
  ['PAID', 'DELETED', false],
  ['VOID', 'DRAFT', true],
  ['VOID', 'FINALIZED', false],
  ['VOID', 'PAID', false],
  ['VOID', 'VOID', false],
  ['VOID', 'DELETED', false],
];

type From = Parameters<typeof canTransition>[0];
type To = Parameters<typeof canTransition>[1];

describe('the invoice state machine', () => {
  it.each(ALLOWED)('%s -> %s: %s', (from, to, allowed) => {
    expect(canTransition(from as From, to as To)).toBe(allowed);
  });

  it('refuses a move a user asked for with FAILED_PRECONDITION and the message the API answers', () => {
    expect(() =>
      checkTransition('customers/c/invoices/i', 'PAID', 'VOID', 'only a FINALIZED invoice can be voided'),
    ).toThrow(
      expect.objectContaining({
        code: 'FAILED_PRECONDITION',
        message: 'customers/c/invoices/i is PAID: only a FINALIZED invoice can be voided',
      }),
    );
  });

  it("refuses the service's own impossible move as INTERNAL", () => {
    let thrown: unknown;
    try {
      checkTransition('customers/c/invoices/i', 'VOID', 'PAID');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).code).toBe('INTERNAL');
  });

  it('lets an allowed move through', () => {
    expect(() => checkTransition('customers/c/invoices/i', 'FINALIZED', 'PAID')).not.toThrow();
  });
});
