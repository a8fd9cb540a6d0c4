/**
 * Which (payment method, connection) a round tries next, a pure function of the round's plan and of its
 * attempts so far (docs/payments.md): PROVIDER_ERROR and SOFT_DECLINE fall back to the method's next candidate
 * connection, and past its last one to the next method; any other failure moves to the next method at once.
 */
import type { PaymentFailureCategory } from './schema.ts';

export interface PlannedAttempt {
  methodId: string;
  connectionId: string;
}

export interface FinishedAttempt extends PlannedAttempt {
  failureCategory: PaymentFailureCategory | null;
}

/** Failures that say something about the provider or the moment, not about the method: worth another try. */
export const SOFT_CATEGORIES: readonly PaymentFailureCategory[] = ['SOFT_DECLINE', 'PROVIDER_ERROR'];

export function nextAttempt(
  plan: readonly PlannedAttempt[],
  attempts: readonly FinishedAttempt[],
): PlannedAttempt | undefined {
  const methodsDone = new Set(
    attempts
      .filter((a) => a.failureCategory !== null && !SOFT_CATEGORIES.includes(a.failureCategory))
      .map((a) => a.methodId),
  );
  const tried = new Set(attempts.map((a) => `${a.methodId}\n${a.connectionId}`));
  return plan.find((p) => !methodsDone.has(p.methodId) && !tried.has(`${p.methodId}\n${p.connectionId}`));
}

/**
 * The category a failed round leaves on the payment: a soft one if any attempt failed softly (so it is retried
 * later), else the last attempt's, NO_ROUTE when there was nothing to try.
 */
export function roundFailure(attempts: readonly FinishedAttempt[]): PaymentFailureCategory {
  const soft = attempts.filter((a) => a.failureCategory && SOFT_CATEGORIES.includes(a.failureCategory));
  const last = (soft.length > 0 ? soft : attempts).at(-1);
  return last?.failureCategory ?? 'NO_ROUTE';
}

/** Days after the first failed round at which the automatic retries run (docs/payments.md). */
export const RETRY_DAYS = [1, 3, 7, 14] as const;
