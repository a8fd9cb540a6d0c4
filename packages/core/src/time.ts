import { ApiError, type FieldViolation, invalidField } from './errors.ts';

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/i;

/** Parses an RFC 3339 timestamp (any offset), or throws INVALID_ARGUMENT naming `field`. */
export function parseTimestamp(value: unknown, field: string): Date {
  if (typeof value !== 'string' || !RFC3339.test(value)) {
    throw invalidField(field, 'must be an RFC 3339 timestamp such as "2026-01-31T00:00:00Z"');
  }
  const date = new Date(value);
  const year = date.getUTCFullYear();
  if (Number.isNaN(date.getTime()) || year < 1970 || year > 9999) {
    throw invalidField(field, 'must be a valid timestamp between 1970 and 9999');
  }
  // Date accepts 2026-02-31 by rolling over; a real calendar date must round-trip.
  const [y, m, d] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d)
    throw invalidField(field, 'is not a calendar date');
  return date;
}

/** Timestamps go out as RFC 3339 in UTC. */
export function formatTimestamp(date: Date): string {
  return date.toISOString();
}

export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const DAY_MS = 86_400_000;

/** A half-open interval of time [startTime, endTime). */
export interface TimeRange {
  startTime: Date;
  endTime: Date;
}

/** The longest period a read or a recomputation may span (usage, previews, replays): 400 days. */
export const MAX_PERIOD_DAYS = 400;

function readRequiredTime(value: unknown, field: string, violations: FieldViolation[]): Date | undefined {
  if (value === undefined || value === null || value === '') {
    violations.push({ field, description: 'is required' });
    return undefined;
  }
  try {
    return parseTimestamp(value, field);
  } catch (error) {
    if (error instanceof ApiError && error.fieldViolations.length > 0) {
      violations.push(...error.fieldViolations);
      return undefined;
    }
    throw error;
  }
}

/**
 * A required period [start, end): two RFC 3339 times, end after start, at most `MAX_PERIOD_DAYS` apart.
 * Every problem is one field violation of a single INVALID_ARGUMENT, named by `fields`.
 */
export function parsePeriod(start: unknown, end: unknown, fields: { start: string; end: string }): TimeRange {
  const violations: FieldViolation[] = [];
  const startTime = readRequiredTime(start, fields.start, violations);
  const endTime = readRequiredTime(end, fields.end, violations);
  if (startTime && endTime) {
    const length = endTime.getTime() - startTime.getTime();
    if (length <= 0) violations.push({ field: fields.end, description: `must be after ${fields.start}` });
    else if (length > MAX_PERIOD_DAYS * DAY_MS) {
      violations.push({
        field: fields.end,
        description: `must be at most ${MAX_PERIOD_DAYS} days after ${fields.start}`,
      });
    }
  }
  if (violations.length > 0 || !startTime || !endTime) {
    const message = violations.map((v) => `${v.field}: ${v.description}`).join('; ');
    throw new ApiError('INVALID_ARGUMENT', message, { fieldViolations: violations });
  }
  return { startTime, endTime };
}
