/**
 * A bill run (docs/invoices.md): for each organization with contracts, make sure every period up to now has its
 * invoice, bring stale DRAFTs up to date, and finalize the DRAFTs whose period ended a grace period ago.
 * Invoices are computed and stored in batches (one organization's, up to BILL_RUN_BATCH_SIZE at a time: terms, usage and
 * writes read and made for all of them at once, bench/README.md); a batch that fails is split in halves until
 * the invoice that fails is alone, and that one is recorded on the invoice and logged while the run goes on.
 * Running it twice, or in two workers at once, creates and finalizes nothing twice.
 */
import type { Clock } from '@billing/core';
import type { Sql } from '@billing/db';
import {
  type DraftRef,
  findDueDrafts,
  findStaleDrafts,
  organizationsWithContracts,
  recordDraftFailure,
  retryFailedDrafts,
} from '@billing/domain';
import type { ClickHouseClient } from '@billing/events';
import type { Logger } from 'pino';
import type { BillingContext } from './context.ts';
import { ensureDrafts } from './ensure-drafts.ts';
import { type FinalizeOutcome, finalizeDraft, finalizeDrafts } from './finalize.ts';
import { failureReason, type RefreshOutcome, refreshDraft, refreshDrafts } from './refresh-draft.ts';

export interface BillRunDeps {
  sql: Sql;
  events: ClickHouseClient;
  clock: Clock;
  logger?: Logger;
  /** Invoices computed and stored together (BILL_RUN_BATCH_SIZE); DEFAULT_BATCH when absent. */
  batchSize?: number;
}

const batchOf = (deps: BillRunDeps) => Math.max(1, deps.batchSize ?? DEFAULT_BATCH);

export interface BillRunSummary {
  organizations: number;
  created: number;
  refreshed: number;
  deleted: number;
  finalized: number;
  failed: number;
  durationMs: number;
}

export interface BillRunOptions {
  /** One organization; all that have contracts when absent. */
  organization?: string;
  /** The instant the run acts as of; the clock's now when absent. */
  asOf?: Date;
  /** DRAFTs finalize at periodEnd + grace. */
  graceMs: number;
  /** Called after each step with the counts so far (a progress line). */
  onProgress?: (summary: BillRunSummary) => void;
}

/** Invoices per batch unless the deps say otherwise (BILL_RUN_BATCH_SIZE). */
export const DEFAULT_BATCH = 500;

/** Below this many invoices a failed batch is not split again: its invoices are handled one by one. */
const SMALLEST_BATCH = 4;

/** The refs by organization, each list in the order given. */
function byOrganization(refs: readonly DraftRef[]): DraftRef[][] {
  const groups = new Map<string, DraftRef[]>();
  for (const ref of refs) groups.set(ref.organization, [...(groups.get(ref.organization) ?? []), ref]);
  return [...groups.values()];
}

/**
 * Runs `batch` over `refs` (one organization's); when it throws, over each half, down to SMALLEST_BATCH, then
 * `one` for each ref. So one bad invoice among 500 costs a few batch attempts, not 500 single computations.
 */
async function inBatches<T>(
  refs: readonly DraftRef[],
  batch: (refs: readonly DraftRef[]) => Promise<T[]>,
  one: (ref: DraftRef) => Promise<T>,
): Promise<T[]> {
  try {
    return await batch(refs);
  } catch {
    if (refs.length <= SMALLEST_BATCH) {
      const out: T[] = [];
      for (const ref of refs) out.push(await one(ref));
      return out;
    }
    const half = Math.ceil(refs.length / 2);
    return [
      ...(await inBatches(refs.slice(0, half), batch, one)),
      ...(await inBatches(refs.slice(half), batch, one)),
    ];
  }
}

export function billingContext(deps: BillRunDeps, organization: string): BillingContext {
  return { organization, clock: deps.clock, sql: deps.sql, pageSecret: '', events: deps.events };
}

function emptySummary(): BillRunSummary {
  return { organizations: 0, created: 0, refreshed: 0, deleted: 0, finalized: 0, failed: 0, durationMs: 0 };
}

/**
 * Recomputes stale DRAFTs (of one organization, or all) until none is left or `maxPasses` batches ran; a draft
 * marked again while it was computed stays stale for the next call.
 */
export async function refreshStaleDrafts(
  deps: BillRunDeps,
  summary: BillRunSummary = emptySummary(),
  organization?: string,
  maxPasses = 1000,
): Promise<BillRunSummary> {
  for (let pass = 0; pass < maxPasses; pass++) {
    const refs = await findStaleDrafts(deps, batchOf(deps), { organization });
    if (refs.length === 0) break;
    for (const group of byOrganization(refs)) {
      const ctx = billingContext(deps, group[0]!.organization);
      const outcomes = await inBatches<{ outcome: RefreshOutcome; error?: unknown }>(
        group,
        async (some) => (await refreshDrafts(ctx, some)).map((outcome) => ({ outcome })),
        (ref) => refreshDraft(ctx, ref.customerId, ref.id, ref.version),
      );
      outcomes.forEach(({ outcome, error }, i) => {
        if (outcome === 'refreshed') summary.refreshed++;
        else if (outcome === 'deleted') summary.deleted++;
        else if (outcome === 'failed') {
          summary.failed++;
          deps.logger?.warn(
            { err: error, invoice: invoiceRef(group[i]!) },
            'invoice draft could not be computed',
          );
        }
      });
    }
    if (refs.length < batchOf(deps)) break;
  }
  return summary;
}

const invoiceRef = (ref: DraftRef) => `${ref.organization}: customers/${ref.customerId}/invoices/${ref.id}`;

/** Finalizes the DRAFTs due at `asOf` (period ended a grace period ago). */
async function finalizeDue(deps: BillRunDeps, summary: BillRunSummary, asOf: Date, options: BillRunOptions) {
  const before = new Date(asOf.getTime() - options.graceMs);
  // Failed here, or found due by a stored end that is no longer the period's and left as they are: not again.
  const passedHere = new Set<string>();
  for (;;) {
    const refs = (
      await findDueDrafts(deps, before, batchOf(deps) + passedHere.size, {
        organization: options.organization,
      })
    ).filter((ref) => !passedHere.has(invoiceRef(ref)));
    if (refs.length === 0) break;
    for (const group of byOrganization(refs)) {
      const ctx = billingContext(deps, group[0]!.organization);
      const one = async (ref: DraftRef): Promise<FinalizeOutcome | 'failed'> => {
        try {
          return await finalizeDraft(ctx, ref.customerId, ref.id, before);
        } catch (error) {
          passedHere.add(invoiceRef(ref));
          deps.logger?.warn({ err: error, invoice: invoiceRef(ref) }, 'invoice could not be finalized');
          await recordDraftFailure(ctx, ref.customerId, ref.id, ref.version, failureReason(error)).catch(
            () => {},
          );
          return 'failed';
        }
      };
      const outcomes = await inBatches<FinalizeOutcome | 'failed' | 'skipped'>(
        group,
        (some) => finalizeDrafts(ctx, some, before),
        one,
      );
      for (const [i, outcome] of outcomes.entries()) {
        // Held by another transaction (a finalize or a refresh) or no longer a DRAFT: one by one, waiting.
        const final = outcome === 'skipped' ? await one(group[i]!) : outcome;
        // Its contract's end moved later since its last computation: recomputed and stored, not frozen.
        if (final === 'unended') {
          passedHere.add(invoiceRef(group[i]!));
          summary.refreshed++;
        } else if (final === 'finalized') summary.finalized++;
        else if (final === 'deleted') summary.deleted++;
        else if (final === 'failed') summary.failed++;
      }
    }
    options.onProgress?.(summary);
  }
}

export async function runBillRun(deps: BillRunDeps, options: BillRunOptions): Promise<BillRunSummary> {
  const started = Date.now();
  const asOf = options.asOf ?? deps.clock.now();
  const summary = emptySummary();
  const organizations =
    options.organization === undefined ? await organizationsWithContracts(deps) : [options.organization];
  for (const organization of organizations) {
    const ctx = billingContext(deps, organization);
    try {
      summary.created += (await ensureDrafts(ctx, asOf)).length;
      await retryFailedDrafts(ctx);
    } catch (error) {
      summary.failed++;
      deps.logger?.error(
        { err: error, organization },
        'bill run could not create the drafts of an organization',
      );
    }
    summary.organizations++;
  }
  options.onProgress?.(summary);
  await refreshStaleDrafts(deps, summary, options.organization);
  options.onProgress?.(summary);
  await finalizeDue(deps, summary, asOf, options);
  // Measures the run's own work, not billing time: the wall clock, not the injected one.
  summary.durationMs = Date.now() - started;
  return summary;
}
