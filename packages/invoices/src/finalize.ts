/**
 * Finalizing (docs/invoices.md "Finalize"): the DRAFT is computed one last time and frozen in one transaction holding its row
 * lock, so an event arriving meanwhile is either in the invoice or left for a later void and regenerate, and two
 * finalizes at once give one invoice, one number.
 */
import { failedPrecondition, formatTimestamp } from '@billing/core';
import { withTransaction } from '@billing/db';
import {
  type ComputedInvoice,
  deleteDraft,
  type FinalizeInvoiceInput,
  freezeInvoice,
  freezeInvoices,
  holdInvoiceContracts,
  type InvoiceJson,
  type InvoiceKey,
  invoiceName,
  lockCustomerLedger,
  lockCustomerLedgers,
  lockDraft,
  lockDrafts,
  readInvoice,
  writeAmounts,
  writeInvoiceAmounts,
} from '@billing/domain';
import { type InvoiceRow, loadInvoiceRow } from '@billing/domain/invoice-store';
import { computeInvoice, computeInvoices } from './compute-invoice.ts';
import type { BillingContext } from './context.ts';

/**
 * 'unended': the DRAFT's period, as its contract has it now, ends after `endedBy`, so it was not frozen (its end
 * moved later since its last computation); its recomputed range and amounts were stored instead.
 */
export type FinalizeOutcome = 'finalized' | 'deleted' | 'gone' | 'unended';

/**
 * Whether a computation may be frozen: the DRAFT's stored end is that of its last computation, and the contract's
 * end may have moved since (`:end`, an amendment's `contractEndTime`) without a refresh yet. A finalize goes by the
 * range it has just computed under the row's lock, never by the stored one: freezing a period that has not ended
 * would leave the rest of its usage to no invoice.
 */
const hasEnded = (computed: ComputedInvoice, endedBy: Date) =>
  computed.periodEnd.getTime() <= endedBy.getTime();

/** A DRAFT not frozen whose range moved: stored as recomputed, so that it is no longer found due by its old end. */
const rangeMoved = (row: InvoiceRow, computed: ComputedInvoice) =>
  computed.periodEnd.getTime() !== row.period_end.getTime();

/**
 * Computes and freezes a DRAFT whose period, as its contract has it now, ended by `endedBy` (the bill run: now
 * less the grace period; `:finalize`: now); 'gone' when it was not a DRAFT any more (another finalize won).
 */
export async function finalizeDraft(
  ctx: BillingContext,
  customerId: string,
  id: string,
  endedBy: Date,
): Promise<FinalizeOutcome> {
  const outcome = await withTransaction(ctx, async (tx): Promise<FinalizeOutcome | 'outside'> => {
    // Before the row lock (docs/credits.md): the credits it reads stay as read until it books them.
    await lockCustomerLedger(tx, customerId);
    // Then its contract, before the row (the order `:end` takes them in, its trigger marking the DRAFT stale).
    await holdInvoiceContracts(tx, [{ customerId, id }]);
    const row = await lockDraft(tx, customerId, id);
    if (!row) return 'gone';
    const result = await computeInvoice(tx, row);
    if (result.kind === 'outside') return 'outside';
    if (!hasEnded(result.computed, endedBy)) {
      if (rangeMoved(row, result.computed)) await writeInvoiceAmounts(tx, row, result.computed);
      return 'unended';
    }
    await freezeInvoice(tx, row, result.computed);
    return 'finalized';
  });
  if (outcome !== 'outside') return outcome;
  return (await deleteDraft(ctx, customerId, id)) ? 'deleted' : 'gone';
}

/**
 * What a batch finalize did with each invoice given ('skipped': locked elsewhere or no longer a DRAFT;
 * 'unended' as for finalizeDraft).
 */
export type BatchFinalizeOutcome = 'finalized' | 'deleted' | 'skipped' | 'unended';

/**
 * finalizeDraft for many DRAFTs of the organization in one transaction: the rows still DRAFT and not locked by
 * another transaction are locked (FOR UPDATE SKIP LOCKED), computed together and frozen, with numbers in the
 * order given. Everything in it commits or nothing does: when it throws, the caller finalizes one by one.
 * A skipped invoice is left to the caller (finalizeDraft waits for the lock and sees what became of it).
 */
export async function finalizeDrafts(
  ctx: BillingContext,
  keys: readonly InvoiceKey[],
  endedBy: Date,
): Promise<BatchFinalizeOutcome[]> {
  return withTransaction(ctx, async (tx) => {
    // Ledger locks first, in one order, as finalizeDraft and the credit verbs take them (docs/credits.md).
    await lockCustomerLedgers(tx, [...new Set(keys.map((k) => k.customerId))]);
    // Contracts being changed are skipped with their invoices, as locked rows are.
    const held = await holdInvoiceContracts(tx, keys, { skipLocked: true });
    const locked = new Map(
      (
        await lockDrafts(
          tx,
          keys.filter((k) => held.has(`${k.customerId}/${k.id}`)),
          { skipLocked: true },
        )
      ).map((row) => [`${row.customer_id}/${row.id}`, row]),
    );
    // The order given, not the lock order: numbers follow it, as they follow one-by-one finalizes.
    const rows = keys.flatMap((k) => locked.get(`${k.customerId}/${k.id}`) ?? []);
    const results = await computeInvoices(tx, rows);
    const computed = rows.flatMap((row, i) => {
      const result = results[i]!;
      return result.kind === 'computed' ? [{ row, computed: result.computed }] : [];
    });
    const frozen: typeof computed = [];
    const unended: typeof computed = [];
    for (const c of computed) (hasEnded(c.computed, endedBy) ? frozen : unended).push(c);
    await freezeInvoices(tx, frozen);
    const moved = unended.filter((c) => rangeMoved(c.row, c.computed));
    if (moved.length > 0) await writeAmounts(tx, moved);
    const outcomes = new Map<string, BatchFinalizeOutcome>();
    for (const { row } of frozen) outcomes.set(`${row.customer_id}/${row.id}`, 'finalized');
    for (const { row } of unended) outcomes.set(`${row.customer_id}/${row.id}`, 'unended');
    for (const [i, row] of rows.entries()) {
      if (results[i]!.kind !== 'outside') continue;
      await deleteDraft(tx, row.customer_id, row.id);
      outcomes.set(`${row.customer_id}/${row.id}`, 'deleted');
    }
    return keys.map((k) => outcomes.get(`${k.customerId}/${k.id}`) ?? 'skipped');
  });
}

/**
 * `:finalize`: a DRAFT whose period has ended is finalized at once (before the grace period the worker waits);
 * one whose period has not ended is FAILED_PRECONDITION. Finalizing a FINALIZED or PAID invoice returns it as it
 * is; a VOID one is FAILED_PRECONDITION. The period is the one its contract gives it now: a stale DRAFT whose
 * stored end has not come may have been cut earlier since (an end moved earlier), so the computation decides.
 */
export async function finalizeInvoice(
  ctx: BillingContext,
  customerId: string,
  id: string,
  _body: FinalizeInvoiceInput,
): Promise<InvoiceJson> {
  const row = await loadInvoiceRow(ctx, customerId, id);
  const name = invoiceName(customerId, id);
  if (row.status === 'VOID') throw failedPrecondition(`${name} is VOID`);
  if (row.status === 'DRAFT') {
    // A DRAFT computed since the last change of what it depends on has its period's end stored.
    if (!row.stale && ctx.clock.now().getTime() < row.period_end.getTime()) {
      throw failedPrecondition(`${name} covers a period that ends at ${formatTimestamp(row.period_end)}`);
    }
    const outcome = await finalizeDraft(ctx, customerId, id, ctx.clock.now());
    if (outcome === 'deleted') throw failedPrecondition(`${name} is no longer a period of its contract`);
    if (outcome === 'unended') {
      const { periodEndTime } = await readInvoice(ctx, customerId, id);
      throw failedPrecondition(`${name} covers a period that ends at ${periodEndTime}`);
    }
  }
  return readInvoice(ctx, customerId, id);
}
