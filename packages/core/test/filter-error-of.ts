import { expect } from 'vitest';
import { ApiError } from '../src/errors.ts';

/** The description of the INVALID_ARGUMENT on field `filter` that `fn` throws; fails on any other outcome. */
export function filterErrorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.code).toBe('INVALID_ARGUMENT');
    expect(apiError.fieldViolations).toHaveLength(1);
    expect(apiError.fieldViolations[0]!.field).toBe('filter');
    return apiError.fieldViolations[0]!.description;
  }
  throw new Error('expected INVALID_ARGUMENT');
}
