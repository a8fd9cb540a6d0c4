import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Harness } from './harness.ts';

/**
 * A requestId whose request is identical to the one `method` answered with the resource `name`, and whose
 * runner has not answered yet: its idempotency record holds a 60-second lease from `now`, as a first request
 * still running would (a retry under it is ABORTED until the lease lapses).
 */
export async function runningRequestId(h: Harness, now: Date, method: string, name: string): Promise<string> {
  const [record] = await h.db.sql<{ organization_id: string; request_hash: string }[]>`
    SELECT organization_id, request_hash FROM idempotency_records
    WHERE method = ${method} AND response_body ->> 'name' = ${name}`;
  expect(record, `the record of ${method} answering ${name}`).toBeDefined();
  const requestId = randomUUID();
  await h.db.sql`
    INSERT INTO idempotency_records (organization_id, method, request_id, request_hash, lease_until, expire_time)
    VALUES (${record!.organization_id}, ${method}, ${requestId}, ${record!.request_hash},
      ${new Date(now.getTime() + 60_000)}, ${new Date(now.getTime() + 86_400_000)})`;
  return requestId;
}
