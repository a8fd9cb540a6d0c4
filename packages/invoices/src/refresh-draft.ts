/**
 * Keeping a DRAFT current: recompute it from what is current and store the result, unless it stopped being a
 * DRAFT meanwhile. A computation that fails (a bad rate, a currency mismatch) is recorded on the invoice, logged
 * by the caller, and never stops the other drafts.
 */
import { ApiError } from '@billing/core';
import { withSpareTransaction, withTransaction } from '@billing/db';
import {
  anyAlertToFire,
  deleteDraft,
  fireAlerts,
  loadInvoiceRows,
  recordDraftFailure,
  writeDraft,
  writeDrafts,
} from '@billing/domain';
import { type InvoiceRow, loadInvoiceRow } from '@billing/domain/invoice-store';
import { observeAlerts, readAlertsWatching } from './alert-values.ts';
import { computeInvoice, computeInvoices } from './compute-invoice.ts';
import type { BillingContext } from './context.ts';

export type RefreshOutcome = 'refreshed' | 'deleted' | 'failed' | 'gone';

/** The reason shown on the invoice: an ApiError's message is for users; anything else is not shown. */
export function failureReason(error: unknown): string {
  return error instanceof ApiError ? error.message : 'the invoice could not be computed (internal error)';
}

export async function refreshDraft(
  ctx: BillingContext,
  customerId: string,
  id: string,
  version?: string,
): Promise<{ outcome: RefreshOutcome; error?: unknown }> {
  let row: InvoiceRow;
  try {
    row = await loadInvoiceRow(ctx, customerId, id);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NOT_FOUND') return { outcome: 'gone' };
    throw error;
  }
  if (row.status !== 'DRAFT') return { outcome: 'gone' };
  const seen = version ?? row.stale_version;
  try {
    const result = await computeInvoice(ctx, row);
    if (result.kind === 'outside') {
      return { outcome: (await deleteDraft(ctx, customerId, id)) ? 'deleted' : 'gone' };
    }
    // Read before the transaction (ClickHouse, for USAGE alerts); fired with the DRAFT's write (docs/alerts.md).
    const observations = await observeAlerts(ctx, [{ row, computed: result.computed }]);
    const written = await withTransaction(ctx, async (tx) => {
      const write = await writeDraft(tx, customerId, id, seen, result.computed);
      if (write.kind === 'written') await fireAlerts(tx, observations);
      return write;
    });
    return { outcome: written.kind === 'written' ? 'refreshed' : 'gone' };
  } catch (error) {
    await recordDraftFailure(ctx, customerId, id, seen, failureReason(error));
    return { outcome: 'failed', error };
  }
}

/** A stale DRAFT to recompute: its keys and the stale_version it was found at. */
export interface DraftToRefresh {
  customerId: string;
  id: string;
  version: string;
}

/**
 * refreshDraft for many DRAFTs of the organization, in their order: computed together (computeInvoices), then
 * written in one transaction (writeDrafts: each locked, only while DRAFT, stale again if marked after its
 * version). Throws when the batch fails, having written nothing of the computed drafts: the caller refreshes
 * them one by one so that the one that fails records its reason and the others are written.
 */
export async function refreshDrafts(
  ctx: BillingContext,
  drafts: readonly DraftToRefresh[],
): Promise<RefreshOutcome[]> {
  const rows = await loadInvoiceRows(ctx, drafts);
  const live = drafts.flatMap((d) => {
    const row = rows.get(`${d.customerId}/${d.id}`);
    return row && row.status === 'DRAFT' ? [{ draft: d, row }] : [];
  });
  // The alerts watching the batch's customers, and what they fired in the DRAFTs' periods, are read while the
  // DRAFTs are computed (the computation waits on ClickHouse most of its time): an alert made or changed meanwhile
  // marks its DRAFTs stale again, the firing looks every alert up once more (fireAlerts), and a threshold fired
  // after the read is still fired once (the firings' primary key), so reading them earlier changes nothing of
  // what fires.
  const [results, watching] = await Promise.all([
    computeInvoices(
      ctx,
      live.map((l) => l.row),
    ),
    readAlertsWatching(
      ctx,
      live.map((l) => l.row),
    ),
  ]);
  const computed = live.flatMap(({ draft, row }, i) => {
    const result = results[i]!;
    return result.kind === 'computed' ? [{ draft, row, computed: result.computed }] : [];
  });
  // Only the customers of this batch are looked at: the cost follows the drafts that changed, not the alerts.
  const observations = await observeAlerts(ctx, computed, watching);
  // Only the DRAFTs written (locked, still DRAFT) fire. The firing runs in a transaction of its own on another
  // connection, beside the writes of the DRAFTs' amounts and lines, and the DRAFTs' transaction commits only after
  // it committed (and fails if it failed): the firing was ~20 ms of a batch after the writes, one after the other
  // (bench/README.md, "alerts"). Committing it first is safe (docs/alerts.md, "Where it is evaluated"): a
  // refresh that fails after it leaves the DRAFTs stale, and the next one fires nothing again (the firings'
  // primary key); a firing and its event commit together. Without a connection to spare, in the DRAFTs' own.
  const firingOf = (keys: ReadonlySet<string>) =>
    observations.filter((o) => keys.has(`${o.customerId}/${o.invoiceId}`));
  const written = await withTransaction(ctx, async (tx) => {
    let firedBeside = false;
    const keys = await writeDrafts(
      tx,
      computed.map(({ draft, computed }) => ({ ...draft, computed })),
      async (keys) => {
        const firing = firingOf(keys);
        if (!anyAlertToFire(firing)) return;
        const beside = withSpareTransaction(ctx, (own) => fireAlerts(own, firing));
        firedBeside = beside !== undefined;
        await beside;
      },
    );
    if (!firedBeside) await fireAlerts(tx, firingOf(keys));
    return keys;
  });
  const outcomes = new Map<string, RefreshOutcome>();
  for (const [i, { draft }] of live.entries()) {
    const key = `${draft.customerId}/${draft.id}`;
    if (results[i]!.kind === 'computed') outcomes.set(key, written.has(key) ? 'refreshed' : 'gone');
    else outcomes.set(key, (await deleteDraft(ctx, draft.customerId, draft.id)) ? 'deleted' : 'gone');
  }
  return drafts.map((d) => outcomes.get(`${d.customerId}/${d.id}`) ?? 'gone');
}
