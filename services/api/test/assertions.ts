/** The assertions every api test shares: a 200, a google.rpc.Status error, a field violation. */

import { EVENT_DATA, EVENT_TYPES, type EventType } from '@billing/domain';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
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

/**
 * Every outbox event of the organization carries the payload its type's schema describes (the typed events of
 * packages/domain/src/outbox/events.ts): checked against the schema, not against the writer's own code.
 */
const eventValidator = new Ajv.default({ allErrors: true, strict: false });
addFormats.default(eventValidator);

export async function expectTypedEvents(h: Harness, organization: string): Promise<void> {
  const rows = await h.db.sql<{ type: string; subject: string; payload: unknown }[]>`
    SELECT type, subject, payload FROM outbox_events WHERE organization_id = ${organization} ORDER BY seq`;
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(EVENT_TYPES, row.type).toContain(row.type);
    const validate = eventValidator.compile(EVENT_DATA[row.type as EventType]);
    validate(row.payload);
    expect(validate.errors ?? [], `${row.type} of ${row.subject}`).toEqual([]);
    const object = (row.payload as { object?: { name?: string } }).object;
    if (object) expect(object.name, row.type).toBe(row.subject);
  }
}
