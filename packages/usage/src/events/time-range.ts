import { invalidField, parseTimestamp } from '@billing/core';

/** Optional bounds of a listing of events by eventTime. */
export interface EventTimeBounds {
  /** Milliseconds since the epoch; [start, end). */
  start: number | undefined;
  end: number | undefined;
}

/** `startTime` and `endTime` as given (each optional); when both are there, endTime must be later. */
export function parseTimeRange(startTime: unknown, endTime: unknown): EventTimeBounds {
  const present = (v: unknown) => v !== undefined && v !== null && v !== '';
  const start = present(startTime) ? parseTimestamp(startTime, 'startTime').getTime() : undefined;
  const end = present(endTime) ? parseTimestamp(endTime, 'endTime').getTime() : undefined;
  if (start !== undefined && end !== undefined && end <= start) {
    throw invalidField('endTime', 'must be after startTime');
  }
  return { start, end };
}
