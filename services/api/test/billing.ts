/**
 * Time travel for billing tests (issue 11, item 7): advance the harness's ManualClock, then drain what the worker
 * would have done by then (usage marks, queued jobs, a bill run as of the new now) and look at what happened.
 * Nothing sleeps: each step runs to completion before the next, so a year of monthly periods takes seconds.
 */

import type { ManualClock } from '@billing/core';
import {
  type BillRunSummary,
  expireEndedCredits,
  markChangedUsage,
  refreshStaleDrafts,
  runBillRun,
} from '@billing/invoices';
import type { Consumers } from '@billing/queue';
import { enqueueDuePayments, jobHandlers, runRefreshPass } from '@billing/worker';
import type { Harness } from './harness.ts';

export const HOUR_MS = 3_600_000;

export interface BillingDriver {
  /** Sets the clock to `time`, then drains. */
  travel(time: string | Date): Promise<BillRunSummary>;
  /**
   * Usage marks, queued jobs, due payments, a bill run and credit expiry as of the clock's now: everything due is
   * done when it returns.
   */
  drain(): Promise<BillRunSummary>;
  /** Only what the refresh loop does: usage marks and stale DRAFTs recomputed. */
  refresh(): Promise<BillRunSummary>;
  /** Only the queued jobs due now (what a request enqueued), run to completion: no bill run, no refresh. */
  jobs(): Promise<void>;
  close(): Promise<void>;
}

export async function billingDriver(
  h: Harness,
  clock: ManualClock,
  graceMs = 24 * HOUR_MS,
): Promise<BillingDriver> {
  const deps = { sql: h.db.sql, events: h.usage.events, clock };
  const consumers: Consumers = await h.jobs.startConsumers(jobHandlers({ ...deps, payments: h.payments }));

  /** Waits for the queue to run what is due (its consumers poll every 20 ms); bounded by a count, not time. */
  async function drainJobs() {
    for (let i = 0; i < 500; i++) {
      const [row] = await h.db.sql<{ n: string }[]>`
        SELECT count(*) AS n FROM jobs WHERE status IN ('QUEUED', 'RUNNING') AND run_after <= ${clock.now()}`;
      if (row!.n === '0') return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('queued jobs did not finish after 500 polls');
  }

  // What the worker's refresh loop runs, with no lag: the test's inserts are visible when it runs.
  const refresh = () => runRefreshPass(deps, 0);
  const drain = async () => {
    await drainJobs();
    // The payment schedule's pass: retry days and reconciliations due now, run as jobs.
    if ((await enqueueDuePayments({ sql: h.db.sql, clock, jobs: h.jobs })) > 0) await drainJobs();
    await markChangedUsage(deps, 0);
    const summary = await runBillRun(deps, { graceMs });
    // As the worker's bill-run loop does after each run; the ledger's entries mark drafts, so refresh again.
    if ((await expireEndedCredits(deps)) > 0) await refreshStaleDrafts(deps, summary);
    return summary;
  };
  return {
    drain,
    refresh,
    jobs: drainJobs,
    async travel(time) {
      clock.set(time);
      return drain();
    },
    close: () => consumers.close(),
  };
}
