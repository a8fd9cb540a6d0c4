/**
 * The payment schedule (docs/payments.md): each pass asks which payments are due at clock.now() (a retry day,
 * an UNKNOWN attempt past its reconciliation delay) and enqueues one `payments.collect` job per payment and due
 * time, so a pass repeated, or run by two workers, enqueues each once; and the reconciliation sweep of every
 * connection once per sweep period.
 */
import type { Clock } from '@billing/core';
import type { Sql } from '@billing/db';
import { findDuePayments, listSweepTargets } from '@billing/payments';
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

/**
 * One sweep job per connection and period of `everyMs` (its id names the period): passes within the period,
 * from any number of workers, enqueue it once.
 */
export async function enqueuePaymentSweeps(deps: PaymentScheduleDeps, everyMs: number): Promise<number> {
  const period = String(Math.floor(deps.clock.now().getTime() / Math.max(1, everyMs)));
  const targets = await listSweepTargets(deps);
  for (const t of targets) {
    await deps.jobs.enqueue(
      'payments.sweep',
      { organization: t.organization, providerConnectionId: t.connectionId },
      { jobId: derivedJobId('payment-sweep', t.organization, t.connectionId, period) },
    );
  }
  return targets.length;
}

export function startPaymentScheduleLoop(
  deps: PaymentScheduleDeps & { logger: Logger },
  options: { intervalMs: number; sweepEveryMs: number },
): Loop {
  return startLoop(options.intervalMs, async () => {
    try {
      await enqueueDuePayments(deps);
      await enqueuePaymentSweeps(deps, options.sweepEveryMs);
    } catch (error) {
      deps.logger.error({ err: error }, 'payment schedule pass failed');
    }
  });
}
