/**
 * The retry schedule of webhook deliveries (docs/webhooks.md): after the 1st to 7th failed attempt the next one
 * is 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h later; after the 8th the delivery is FAILED.
 */

/** After the n-th failed attempt, the next one waits RETRY_DELAYS_MS[n - 1]; after the last, FAILED. */
export const RETRY_DELAYS_MS: readonly number[] = [
  5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000,
];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

export type DeliveryAfterAttempt =
  | { status: 'SUCCEEDED'; nextAttemptTime: null }
  | { status: 'PENDING'; nextAttemptTime: Date }
  | { status: 'FAILED'; nextAttemptTime: null };

/**
 * A delivery's state once its `attempts`-th attempt (counting this one) ended. More than MAX_ATTEMPTS happens
 * when a worker died holding the last attempt's lease and the attempt was made again: that one is the last too.
 */
export function deliveryAfterAttempt(attempts: number, succeeded: boolean, now: Date): DeliveryAfterAttempt {
  if (!Number.isInteger(attempts) || attempts < 1) {
    throw new RangeError(`a delivery's attempts count from 1, got ${attempts}`);
  }
  if (succeeded) return { status: 'SUCCEEDED', nextAttemptTime: null };
  if (attempts >= MAX_ATTEMPTS) return { status: 'FAILED', nextAttemptTime: null };
  return { status: 'PENDING', nextAttemptTime: new Date(now.getTime() + RETRY_DELAYS_MS[attempts - 1]!) };
}
