/** The assertions every api test shares: a 200, a google.rpc.Status error, a field violation. */
import { expect } from 'vitest';
import type { Harness } from './harness.ts';

export type Response = Awaited<ReturnType<Harness['call']>>;

/** A 200; its body. */
export function ok(response: Response) {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** A google.rpc.Status error: the HTTP status, the code's name, and the one envelope every error has. */
export function expectError(
  response: Response,
  httpStatus: number,
  status: string,
  label = JSON.stringify(response.body),
): void {
  expect({ http: response.status, status: response.body?.error?.status }, label).toEqual({
    http: httpStatus,
    status,
  });
  expect(response.body, label).toEqual({
    error: { code: httpStatus, status, message: expect.any(String), details: expect.any(Array) },
  });
}

/** The fields named by the BadRequest details of an error. */
export function violatedFields(response: Response): string[] {
  const details = response.body.error.details as Array<{ fieldViolations?: Array<{ field: string }> }>;
  return details.flatMap((d) => (d.fieldViolations ?? []).map((v) => v.field));
}

/** 400 INVALID_ARGUMENT with a BadRequest detail naming `field`. */
export function expectFieldViolation(response: Response, field: string): void {
  expectError(response, 400, 'INVALID_ARGUMENT');
  expect(violatedFields(response)).toContain(field);
}
