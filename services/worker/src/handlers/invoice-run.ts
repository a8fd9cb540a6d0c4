/**
 * `invoices.run`: a bill run the command line asked the running service for (packages/invoices
 * bill-run-request.ts). The summary, or on the last attempt the failure, is left for the command to read.
 */
import { runRequestedBillRun } from '@billing/invoices';
import type { JobHandler } from '@billing/queue';
import type { UsageJobDeps } from './deps.ts';

export function invoiceRunHandler(deps: UsageJobDeps): JobHandler<'invoices.run'> {
  return (payload, job) => runRequestedBillRun(deps, payload, job.final);
}
