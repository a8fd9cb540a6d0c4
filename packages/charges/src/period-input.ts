/** The period of a preview: two RFC 3339 times, end after start, at most 400 days apart. */
import { ApiError, type FieldViolation, parseTimestamp } from '@billing/core';
import type { TimeRange } from '@billing/rating';

/** The longest preview period, as for the usage read: 400 days. */
export const MAX_PREVIEW_PERIOD_MS = 400 * 24 * 3600 * 1000;

function violationOf(error: unknown): FieldViolation[] {
  if (error instanceof ApiError && error.fieldViolations.length > 0) return error.fieldViolations;
  throw error;
}

function readTime(value: unknown, field: string, violations: FieldViolation[]): Date | undefined {
  if (value === undefined || value === null || value === '') {
    violations.push({ field, description: 'is required' });
    return undefined;
  }
  try {
    return parseTimestamp(value, field);
  } catch (error) {
    violations.push(...violationOf(error));
    return undefined;
  }
}

/** Reads [start, end); every problem is one field violation of a single INVALID_ARGUMENT. */
export function parsePreviewPeriod(
  start: unknown,
  end: unknown,
  fields: { start: string; end: string },
): TimeRange {
  const violations: FieldViolation[] = [];
  const startTime = readTime(start, fields.start, violations);
  const endTime = readTime(end, fields.end, violations);
  if (startTime && endTime) {
    const length = endTime.getTime() - startTime.getTime();
    if (length <= 0) violations.push({ field: fields.end, description: `must be after ${fields.start}` });
    else if (length > MAX_PREVIEW_PERIOD_MS) {
      violations.push({ field: fields.end, description: `must be at most 400 days after ${fields.start}` });
    }
  }
  if (violations.length > 0 || !startTime || !endTime) {
    const message = violations.map((v) => `${v.field}: ${v.description}`).join('; ');
    throw new ApiError('INVALID_ARGUMENT', message, { fieldViolations: violations });
  }
  return { startTime, endTime };
}
