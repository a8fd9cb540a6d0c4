/**
 * The worker's queue consumers. `startJobConsumers` is what a run mode that does background work calls
 * (`billing start worker|all`), with whichever queue the profile uses (BullMQ or the Postgres one).
 */
import type { Consumers, JobHandlers, JobQueue } from '@billing/queue';
import { correctionHandler } from './correction.ts';
import type { UsageJobDeps } from './deps.ts';
import { invoiceDraftsHandler } from './invoice-drafts.ts';
import { invoiceRunHandler } from './invoice-run.ts';
import { paymentCollectHandler } from './payment-collect.ts';
import { paymentCollectBatchHandler } from './payment-collect-batch.ts';
import { paymentSweepHandler } from './payment-sweep.ts';
import { replayHandler } from './replay.ts';

export { correctionHandler } from './correction.ts';
export type { UsageJobDeps } from './deps.ts';
export { invoiceDraftsHandler } from './invoice-drafts.ts';
export { invoiceRunHandler } from './invoice-run.ts';
export { paymentCollectHandler } from './payment-collect.ts';
export { paymentCollectBatchHandler } from './payment-collect-batch.ts';
export { paymentSweepHandler } from './payment-sweep.ts';
export { replayHandler } from './replay.ts';

export function jobHandlers(deps: UsageJobDeps): JobHandlers {
  return {
    'usage.replay': replayHandler(deps),
    'usage.correction': correctionHandler(deps),
    'invoices.drafts': invoiceDraftsHandler(deps),
    'invoices.run': invoiceRunHandler(deps),
    ...(deps.payments
      ? {
          'payments.collect': paymentCollectHandler(deps.payments, deps),
          'payments.collectBatch': paymentCollectBatchHandler(deps.payments, deps),
          'payments.sweep': paymentSweepHandler(deps.payments, deps),
        }
      : {}),
  };
}

export function startJobConsumers(queue: JobQueue, deps: UsageJobDeps): Promise<Consumers> {
  return queue.startConsumers(jobHandlers(deps));
}
