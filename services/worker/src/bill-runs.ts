/**
 * The bill-run schedules (docs/invoices.md), two loops (loop.ts):
 * - refresh, every `refreshIntervalMs` (1 s): marks the DRAFTs whose usage changed (ClickHouse has no triggers;
 *   changes of terms mark theirs in Postgres) and recomputes the stale ones, so a DRAFT is current within seconds;
 * - bill run, every `billRunIntervalMs` (60 s): drafts every period up to now, retries failed drafts, finalizes
 *   the DRAFTs whose period ended a grace period ago, then expires the credit grants that have ended.
 * Both ask "what is due at clock.now()", so tests travel in time and run a pass instead of waiting.
 */
import {
  type BillRunDeps,
  type BillRunSummary,
  expireEndedCredits,
  markChangedUsage,
  refreshStaleDrafts,
  runBillRun,
} from '@billing/invoices';
import type { Logger } from 'pino';
import { Counter, Histogram, type Registry } from 'prom-client';
import { type Loop, startLoop } from './loop.ts';

export interface BillingLoopOptions {
  billRunIntervalMs: number;
  refreshIntervalMs: number;
  graceMs: number;
}

/** Bill-run metrics on the registry the process serves at /metrics. */
export function billRunMetrics(registry?: Registry) {
  const registers = registry ? [registry] : [];
  const invoices = new Counter({
    name: 'bill_run_invoices_total',
    help: 'Invoices handled by bill runs and refreshes, by what happened to them',
    labelNames: ['outcome'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'bill_run_duration_seconds',
    help: 'Duration of bill runs and refresh passes',
    labelNames: ['kind'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers,
  });
  return {
    record(kind: 'bill_run' | 'refresh', summary: BillRunSummary, seconds: number) {
      for (const outcome of ['created', 'refreshed', 'deleted', 'finalized', 'failed'] as const) {
        if (summary[outcome] > 0) invoices.inc({ outcome }, summary[outcome]);
      }
      duration.observe({ kind }, seconds);
    },
  };
}

/** One refresh pass: usage marks, then every stale DRAFT recomputed. */
export async function runRefreshPass(deps: BillRunDeps, lagMs = 1000): Promise<BillRunSummary> {
  await markChangedUsage(deps, lagMs);
  return refreshStaleDrafts(deps);
}

export function startBillingLoops(
  deps: BillRunDeps & { logger: Logger },
  options: BillingLoopOptions,
  registry?: Registry,
): Loop {
  const metrics = billRunMetrics(registry);
  const timed = async (kind: 'bill_run' | 'refresh', work: () => Promise<BillRunSummary>) => {
    const started = process.hrtime.bigint();
    try {
      const summary = await work();
      metrics.record(kind, summary, Number(process.hrtime.bigint() - started) / 1e9);
      if (summary.created + summary.finalized + summary.failed + summary.deleted > 0) {
        deps.logger.info({ summary }, kind === 'bill_run' ? 'bill run' : 'drafts refreshed');
      }
    } catch (err) {
      deps.logger.error({ err }, kind === 'bill_run' ? 'bill run failed' : 'draft refresh failed');
    }
  };
  const billRun = startLoop(
    options.billRunIntervalMs,
    async () => {
      await timed('bill_run', () => runBillRun(deps, { graceMs: options.graceMs }));
      // After the finalizes: a grant a DRAFT in its grace period may still use expires once that DRAFT is final.
      await expireEndedCredits(deps).then(
        (expired) => expired > 0 && deps.logger.info({ expired }, 'credit grants expired'),
        (err) => deps.logger.error({ err }, 'credit expiry failed'),
      );
    },
    true,
  );
  const refresh = startLoop(
    options.refreshIntervalMs,
    () => timed('refresh', () => runRefreshPass(deps)),
    true,
  );
  return {
    async close() {
      await Promise.all([refresh.close(), billRun.close()]);
    },
  };
}
