/**
 * The payment schedule (docs/payments.md): each pass asks which payments are due at clock.now() (a retry day,
 * an UNKNOWN attempt past its reconciliation delay) and enqueues one `payments.collect` job per payment and due
 * time, so a pass repeated, or run by two workers, enqueues each once.
 */
import type { Clock } from '@billing/core';
import type { Sql } from '@billing/db';
import { findDuePayments } from '@billing/domain';
import { derivedJobId, type JobProducer } from '@billing/queue';
import type { Logger } from 'pino';
import { type Loop, startLoop } from './loop.ts';

export interface PaymentScheduleDeps {
  sql: Sql;
  clock: Clock;
  jobs: JobProducer;
}

/** One pass; returns how many jobs it enqueued (at most `limit`; the next pass takes the rest). */
export async function enqueueDuePayments(deps: PaymentScheduleDeps, limit = 1000): Promise<number> {
  const due = await findDuePayments(deps, limit);
  for (const p of due) {
    const jobId = derivedJobId('payment', p.organization, p.customerId, p.paymentId, p.dueTime.toISOString());
    await deps.jobs.enqueue(
      'payments.collect',
      { organization: p.organization, customerId: p.customerId, paymentId: p.paymentId },
      { jobId },
    );
  }
  return due.length;
}

export function startPaymentScheduleLoop(
  deps: PaymentScheduleDeps & { logger: Logger },
  intervalMs: number,
): Loop {
  return startLoop(intervalMs, async () => {
    try {
      await enqueueDuePayments(deps);
    } catch (error) {
      deps.logger.error({ err: error }, 'payment schedule pass failed');
    }
  });
}
