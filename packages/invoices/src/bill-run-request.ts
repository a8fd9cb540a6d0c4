/**
 * A bill run asked for by `billing invoices run` while the embedded service runs: chdb (the usage events) can be
 * open in one process only, so the command line cannot compute invoices itself. It enqueues an `invoices.run`
 * job for the running worker and waits for the summary, which the job leaves in `bill_run_state` under the
 * request's id. The job is idempotent like any bill run: a retry after a crash runs it again and changes nothing
 * done already.
 */
import type { Sql } from '@billing/db';
import { derivedJobId, type JobProducer } from '@billing/queue';
import { type BillRunDeps, type BillRunSummary, runBillRun } from './bill-run.ts';

export interface BillRunRequest {
  requestId: string;
  organization?: string;
  /** RFC 3339; the worker's now when absent. */
  asOf?: string;
  graceMs: number;
}

export type BillRunResult = { summary: BillRunSummary } | { error: string };

const resultKey = (requestId: string) => `bill-run-request:${requestId}`;

export async function requestBillRun(jobs: JobProducer, request: BillRunRequest): Promise<void> {
  await jobs.enqueue('invoices.run', request, { jobId: derivedJobId('invoice-run', request.requestId) });
}

async function storeResult(sql: Sql, requestId: string, result: BillRunResult): Promise<void> {
  await sql`
    INSERT INTO bill_run_state (key, value) VALUES (${resultKey(requestId)}, ${JSON.stringify(result)})
    ON CONFLICT (key) DO UPDATE SET value = excluded.value`;
}

/** Runs the requested bill run and records its summary; `final`: a failure now is recorded for the waiter. */
export async function runRequestedBillRun(
  deps: BillRunDeps,
  request: BillRunRequest,
  final: boolean,
): Promise<void> {
  try {
    const summary = await runBillRun(deps, {
      graceMs: request.graceMs,
      ...(request.organization === undefined ? {} : { organization: request.organization }),
      ...(request.asOf === undefined ? {} : { asOf: new Date(request.asOf) }),
    });
    await storeResult(deps.sql, request.requestId, { summary });
  } catch (error) {
    if (final)
      await storeResult(deps.sql, request.requestId, { error: String((error as Error)?.message ?? error) });
    throw error;
  }
}

/** The recorded result of a request, removed once read; undefined while the run has not finished. */
export async function takeBillRunResult(sql: Sql, requestId: string): Promise<BillRunResult | undefined> {
  const [row] = await sql<{ value: string }[]>`
    DELETE FROM bill_run_state WHERE key = ${resultKey(requestId)} RETURNING value`;
  return row ? (JSON.parse(row.value) as BillRunResult) : undefined;
}
