/**
 * requestId idempotency (AIP-155), kept in Postgres so every api process sees the same records.
 * Scope: (organization, method, requestId) for 24 hours. An identical retry replays the first response; a
 * different request with the same id is INVALID_ARGUMENT; a retry while the first still runs is ABORTED.
 * A first request that dies mid-way leaves a lease that expires, after which a retry may run again.
 */
import { ApiError, type Clock, canonicalJson, invalidField, sha256Hex } from '@billing/core';
import type { Sql } from '@billing/db';

export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
const LEASE_MS = 60 * 1000;

export interface IdempotentRequest {
  organization: string;
  /** The API method, e.g. `POST /v1/customers`. */
  method: string;
  requestId: string;
  /** Everything that makes two requests the same request: path ids, query and body. */
  request: unknown;
}

export interface StoredResponse {
  status: number;
  body: unknown;
}

interface RecordRow {
  request_hash: string;
  response_status: number | null;
  response_body: unknown;
  lease_until: Date;
  expire_time: Date;
}

export function checkRequestId(value: unknown): string {
  if (
    typeof value !== 'string' ||
    value.length === 0 ||
    value.length > 128 ||
    !/^[\x21-\x7e]+$/.test(value)
  ) {
    throw invalidField('requestId', 'must be 1 to 128 printable characters (a UUID is recommended)');
  }
  return value;
}

/** Claims the record, or explains why the caller must not run the work. */
async function claim(
  sql: Sql,
  clock: Clock,
  req: IdempotentRequest,
  hash: string,
): Promise<StoredResponse | null> {
  const now = clock.now();
  const lease = new Date(now.getTime() + LEASE_MS);
  const expire = new Date(now.getTime() + IDEMPOTENCY_WINDOW_MS);
  // Insert, or take over a record that has expired or whose first runner's lease ran out.
  const claimed = await sql`
    INSERT INTO idempotency_records (organization_id, method, request_id, request_hash, lease_until, expire_time)
    VALUES (${req.organization}, ${req.method}, ${req.requestId}, ${hash}, ${lease}, ${expire})
    ON CONFLICT (organization_id, method, request_id) DO UPDATE
      SET request_hash = EXCLUDED.request_hash, response_status = NULL, response_body = NULL,
          lease_until = EXCLUDED.lease_until, expire_time = EXCLUDED.expire_time
      WHERE idempotency_records.expire_time <= ${now}
         OR (idempotency_records.response_status IS NULL AND idempotency_records.lease_until <= ${now}
             AND idempotency_records.request_hash = EXCLUDED.request_hash)
    RETURNING 1`;
  if (claimed.length > 0) return null;
  const [row] = await sql<RecordRow[]>`
    SELECT request_hash, response_status, response_body, lease_until, expire_time FROM idempotency_records
    WHERE organization_id = ${req.organization} AND method = ${req.method} AND request_id = ${req.requestId}`;
  if (!row) throw new ApiError('ABORTED', 'the request with this requestId changed concurrently; retry');
  if (row.request_hash !== hash) {
    throw invalidField('requestId', 'was already used with a different request');
  }
  if (row.response_status === null) {
    throw new ApiError('ABORTED', 'a request with this requestId is still in progress');
  }
  return { status: row.response_status, body: row.response_body };
}

/**
 * Runs `work` at most once per requestId. Client errors (4xx) are stored and replayed like successes; server
 * errors release the record so that a retry can succeed.
 */
export async function runIdempotent(
  sql: Sql,
  clock: Clock,
  req: IdempotentRequest,
  work: () => Promise<StoredResponse>,
): Promise<StoredResponse & { replayed: boolean }> {
  const hash = sha256Hex(canonicalJson(req.request));
  const previous = await claim(sql, clock, req, hash);
  if (previous) return { ...previous, replayed: true };
  const key = sql`organization_id = ${req.organization} AND method = ${req.method} AND request_id = ${req.requestId}`;
  let response: StoredResponse;
  try {
    response = await work();
  } catch (error) {
    await sql`DELETE FROM idempotency_records WHERE ${key}`;
    throw error;
  }
  if (response.status >= 500) {
    await sql`DELETE FROM idempotency_records WHERE ${key}`;
  } else {
    await sql`
      UPDATE idempotency_records SET response_status = ${response.status},
        response_body = ${sql.json(response.body as never)}
      WHERE ${key}`;
  }
  return { ...response, replayed: false };
}

/** Drops records past their window; run periodically. */
export async function purgeIdempotencyRecords(sql: Sql, clock: Clock): Promise<number> {
  const rows = await sql`DELETE FROM idempotency_records WHERE expire_time <= ${clock.now()} RETURNING 1`;
  return rows.length;
}
