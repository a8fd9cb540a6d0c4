/**
 * The invoice's state machine (docs/invoices.md "States"): the one table every write of the store checks.
 * A DRAFT is finalized, paid at once (it owes nothing) or deleted (its contract no longer covers the period); a
 * FINALIZED invoice is paid or voided; a VOID one is replaced by a new DRAFT of the same contract and period (the
 * voided row itself stays VOID). Nothing else moves: PAID is final.
 */
import { ApiError, failedPrecondition } from '@billing/core';
import type { InvoiceStatus } from './schema.ts';

/** Where an invoice can go: a status, or out of the table (a DRAFT deleted). */
export type InvoiceTransitionTarget = InvoiceStatus | 'DELETED';

const TRANSITIONS: Readonly<Record<InvoiceStatus, readonly InvoiceTransitionTarget[]>> = {
  DRAFT: ['FINALIZED', 'PAID', 'DELETED'],
  FINALIZED: ['PAID', 'VOID'],
  PAID: [],
  VOID: ['DRAFT'],
};

/** Whether the table allows `from` -> `to`. Pure. */
export function canTransition(from: InvoiceStatus, to: InvoiceTransitionTarget): boolean {
  return TRANSITIONS[from].includes(to);
}

/**
 * Refuses a move the table does not allow. `userMessage`: the move is one a user asked for (`:void`,
 * `:markPaid`), so the refusal is FAILED_PRECONDITION with that message, as the API has always answered;
 * without it the move is the service's own, and a refusal is a bug (INTERNAL, never shown in detail).
 */
export function checkTransition(
  name: string,
  from: InvoiceStatus,
  to: InvoiceTransitionTarget,
  userMessage?: string,
): void {
  if (canTransition(from, to)) return;
  if (userMessage !== undefined) throw failedPrecondition(`${name} is ${from}: ${userMessage}`);
  throw new ApiError('INTERNAL', `${name}: the invoice cannot go from ${from} to ${to}`);
}
