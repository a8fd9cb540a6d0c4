/**
 * The retry schedule of webhook deliveries at every attempt: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then
 * FAILED. Times are written out by hand from one instant, the end of the attempt (the schedule reads no clock of its own).
 */
import { describe, expect, it } from 'vitest';
import { deliveryAfterAttempt, MAX_ATTEMPTS, RETRY_DELAYS_MS } from '../src/webhooks/retry-schedule.ts';

const NOW = new Date('2026-05-10T12:00:00.250Z');

describe('deliveryAfterAttempt', () => {
  it('schedules the next attempt after each of the first 7 failures, then fails the delivery', () => {
    const expected: [number, string | null][] = [
      [1, '2026-05-10T12:00:05.250Z'], // 5 s
      [2, '2026-05-10T12:05:00.250Z'], // 5 min
      [3, '2026-05-10T12:30:00.250Z'], // 30 min
      [4, '2026-05-10T14:00:00.250Z'], // 2 h
      [5, '2026-05-10T17:00:00.250Z'], // 5 h
      [6, '2026-05-10T22:00:00.250Z'], // 10 h
      [7, '2026-05-10T22:00:00.250Z'], // 10 h
      [8, null],
    ];
    for (const [attempts, next] of expected) {
      const after = deliveryAfterAttempt(attempts, false, NOW);
      if (next === null) {
        expect(after).toEqual({ status: 'FAILED', nextAttemptTime: null });
      } else {
        expect(after.status).toBe('PENDING');
        expect(after.nextAttemptTime?.toISOString()).toBe(next);
      }
    }
  });

  it('adds up to about 27.6 hours of retries over 8 attempts', () => {
    expect(MAX_ATTEMPTS).toBe(8);
    expect(RETRY_DELAYS_MS).toEqual([
      5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000,
    ]);
    // 5 s + 5 min + 30 min + 2 h + 5 h + 10 h + 10 h = 27 h 35 min 5 s.
    expect(RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0)).toBe(99_305_000);
  });

  it('fails a delivery attempted again after its last attempt (a lease that expired)', () => {
    expect(deliveryAfterAttempt(9, false, NOW)).toEqual({ status: 'FAILED', nextAttemptTime: null });
    expect(deliveryAfterAttempt(20, false, NOW)).toEqual({ status: 'FAILED', nextAttemptTime: null });
  });

  it('ends the delivery at any success, the last attempt included', () => {
    for (const attempts of [1, 2, 7, 8, 9]) {
      expect(deliveryAfterAttempt(attempts, true, NOW)).toEqual({
        status: 'SUCCEEDED',
        nextAttemptTime: null,
      });
    }
  });

  it('does not move the instant it is given', () => {
    const now = new Date(NOW);
    deliveryAfterAttempt(1, false, now);
    expect(now.toISOString()).toBe('2026-05-10T12:00:00.250Z');
  });

  it('refuses an attempt count that is not a whole number from 1', () => {
    for (const attempts of [0, -1, 1.5, Number.NaN]) {
      expect(() => deliveryAfterAttempt(attempts, false, NOW)).toThrow(
        new RangeError(`a delivery's attempts count from 1, got ${attempts}`),
      );
    }
  });
});
