/**
 * `billing invoices run`: one bill run at once (drafts created, stale ones refreshed, due ones finalized), with
 * INVOICE_GRACE_PERIOD from the configuration. Against servers, or an embedded data directory nobody holds, it
 * opens the stores and runs here. While the embedded service runs, its process alone holds the usage events
 * (chdb), so the run is handed to its worker through the job queue and the summary read back from Postgres.
 */
import { randomUUID } from 'node:crypto';
import { type Clock, type Config, invalidField, systemClock } from '@billing/core';
import { connectPostgres, findRunningEmbedded, type Sql } from '@billing/db';
import { getOrganization } from '@billing/domain';
import {
  type BillRunRequest,
  type BillRunSummary,
  requestBillRun,
  runBillRun,
  takeBillRunResult,
} from '@billing/invoices';
import pino from 'pino';
import { createLogger } from './logger.ts';
import { jobQueueFor } from './start.ts';
import { openDatabaseFor, openEventsFor, requireServiceData } from './stores.ts';

export interface InvoicesRunOptions {
  organization?: string;
  asOf?: Date;
  /** A progress line (the caller prints it on stderr). */
  progress: (line: string) => void;
  /** How long to wait for the running service's worker. */
  timeoutMs?: number;
  clock?: Clock;
}

export function progressLine(summary: BillRunSummary): string {
  return (
    `bill run: ${summary.organizations} organizations, ${summary.created} drafts created, ` +
    `${summary.refreshed} refreshed, ${summary.deleted} deleted, ${summary.finalized} finalized, ` +
    `${summary.failed} failed`
  );
}

/** A run for an organization that does not exist is NOT_FOUND, not a run with one failure in its summary. */
async function checkOrganization(sql: Sql, clock: Clock, organization: string | undefined): Promise<void> {
  if (organization !== undefined) await getOrganization({ organization, sql, clock, pageSecret: '' });
}

export async function runInvoicesCommand(
  config: Config,
  options: InvoicesRunOptions,
): Promise<BillRunSummary> {
  const clock = options.clock ?? systemClock;
  // Acting ahead of the clock would finalize periods that have not ended (docs/invoices.md).
  if (options.asOf && options.asOf.getTime() > clock.now().getTime())
    throw invalidField('asOf', 'must not be in the future: a bill run never acts ahead of the clock');
  await requireServiceData(config);
  if (!config.databaseUrl) {
    const running = await findRunningEmbedded(config.dataDir);
    if (running) return throughRunningService(config, running, clock, options);
  }
  const db = await openDatabaseFor(config);
  try {
    await checkOrganization(db.sql, clock, options.organization);
    const events = await openEventsFor(config);
    try {
      return await runBillRun(
        {
          sql: db.sql,
          events: events.client,
          clock,
          batchSize: config.billRunBatchSize,
          // Why an invoice failed goes with the progress lines, on stderr.
          logger: createLogger({ level: config.logLevel }, pino.destination(2)),
        },
        {
          graceMs: config.invoiceGraceMs,
          ...(options.organization === undefined ? {} : { organization: options.organization }),
          ...(options.asOf === undefined ? {} : { asOf: options.asOf }),
          onProgress: (summary) => options.progress(progressLine(summary)),
        },
      );
    } finally {
      await events.close();
    }
  } finally {
    await db.close();
  }
}

async function throughRunningService(
  config: Config,
  url: string,
  clock: Clock,
  options: InvoicesRunOptions,
): Promise<BillRunSummary> {
  const sql = connectPostgres(url, 1);
  const jobs = jobQueueFor(config, sql, pino({ level: 'silent' }));
  try {
    await checkOrganization(sql, clock, options.organization);
    const request: BillRunRequest = {
      requestId: randomUUID(),
      graceMs: config.invoiceGraceMs,
      ...(options.organization === undefined ? {} : { organization: options.organization }),
      ...(options.asOf === undefined ? {} : { asOf: options.asOf.toISOString() }),
    };
    await requestBillRun(jobs, request);
    options.progress('bill run: handed to the running service, waiting for its worker');
    // Waiting is wall-clock time of this command, not billing time.
    const deadline = Date.now() + (options.timeoutMs ?? 15 * 60_000);
    for (;;) {
      const result = await takeBillRunResult(sql, request.requestId);
      if (result && 'summary' in result) {
        options.progress(progressLine(result.summary));
        return result.summary;
      }
      if (result) throw new Error(`the bill run failed in the running service: ${result.error}`);
      if (Date.now() > deadline) throw new Error('the running service did not finish the bill run in time');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await jobs.close();
    await sql.end({ timeout: 5 });
  }
}
