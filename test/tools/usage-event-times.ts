/**
 * Times and usage events relative to a test's `now` (its ManualClock's start), for the tests of the usage-event
 * functions and routes: an event is an `api.call` of a customer, some minutes before `now`.
 */
export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
export const iso = (ms: number) => new Date(ms).toISOString();

export function eventsBefore(now: number) {
  /** A time `minutes` before `now`. */
  const ago = (minutes: number) => iso(now - minutes * MINUTE);
  const event = (
    eventId: string,
    customer: string,
    minutesAgo: number,
    properties: Record<string, unknown> = { tokens: 1 },
  ) => ({
    customer: `customers/${customer}`,
    eventId,
    eventType: 'api.call',
    eventTime: ago(minutesAgo),
    properties,
  });
  return { ago, event };
}
