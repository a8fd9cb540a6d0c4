/**
 * Delivery of events to webhook endpoints (docs/webhooks.md), in three steps each safe to repeat after a crash:
 *
 * 1. fanOutEvents: each event not yet fanned out becomes a PENDING delivery for every ENABLED endpoint of its
 *    organization that asks for its type, in one statement with marking it fanned out (`deliver_time`); for a
 *    troubled endpoint the statement notes the events instead, and expandDeferredFanOuts inserts them later.
 * 2. claimDeliveries: due deliveries are leased (an attempt counted, `lease_until` set), at most `perEndpoint`
 *    leased per endpoint at any time, so a slow endpoint holds its own slots only.
 * 3. sendDelivery, the POST (over the endpoint's own keep-alive connections), then recordAttempts, a batch of
 *    outcomes in one statement, each under its lease: SUCCEEDED, or PENDING for the next time of the schedule,
 *    or FAILED after the last. A worker killed between 2 and 3 leaves the lease to expire: the delivery is
 *    attempted again (at least once; receivers de-duplicate on `webhook-id`). */
import { type Agent, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { Keyring } from '@billing/core';
import { withTransaction } from '@billing/db';
import type { SystemContext } from '../context.ts';
import { outboxEvent } from '../outbox/events.ts';
import { writeOutboxEvent } from '../outbox/write-event.ts';
import type { EndpointAgents } from './agents.ts';
import {
  type SigningEndpoint,
  signingSecrets,
  toWebhookEndpoint,
  type WebhookEndpointRow,
} from './resource.ts';
import { deliveryAfterAttempt } from './retry-schedule.ts';
import type { WebhookServices } from './services.ts';
import { signatureHeader } from './signature.ts';
import { guardedLookup, isPrivateAddress } from './url-guard.ts';

export const ATTEMPT_TIMEOUT_MS = 15_000;
/** Longer than an attempt can take: a lease still held after it belongs to a worker that died. */
export const LEASE_MS = 60_000;
export const DISABLE_AFTER_MS = 5 * 24 * 3600_000;
export const RESPONSE_KEPT_BYTES = 4096;

/** An endpoint whose deliveries a fan-out defers (its lane is troubled: `fanOutEvents`). */
export interface DeferredEndpoint {
  organization: string;
  endpoint: string;
}

/**
 * Fans out up to `limit` events (oldest first); returns how many. One statement, so one round trip and atomic:
 * the deliveries and the mark commit together or not at all. The `deferred` endpoints' deliveries are not
 * inserted here but noted, one row per endpoint with the ids of its events (webhook_deferred_fan_outs), for
 * `expandDeferredFanOuts` to insert in a statement of its own: the fan-out, on every event's path to every
 * endpoint, then writes a troubled endpoint's share as one row instead of a delivery per event.
 */
export async function fanOutEvents(
  ctx: SystemContext,
  limit = 1000,
  deferred: readonly DeferredEndpoint[] = [],
): Promise<number> {
  const now = ctx.clock.now();
  const { sql } = ctx;
  const matches = sql`w.organization_id = e.organization_id AND w.status = 'ENABLED'
    AND (cardinality(w.enabled_event_types) = 0 OR e.type = ANY(w.enabled_event_types))`;
  if (deferred.length === 0) {
    const [row] = await sql<{ n: number }[]>`
      WITH events AS (
        SELECT ctid AS row, organization_id, id, type, seq FROM outbox_events WHERE deliver_time IS NULL
        ORDER BY seq LIMIT ${limit} FOR UPDATE SKIP LOCKED
      ), queued AS (
        INSERT INTO webhook_deliveries (organization_id, endpoint_id, event_id, event_type, status,
          next_attempt_time, create_time, update_time)
        SELECT e.organization_id, w.id, e.id, e.type, 'PENDING', ${now}, ${now}, ${now}
        FROM events e JOIN webhook_endpoints w ON ${matches}
        ORDER BY e.seq, w.seq
        ON CONFLICT DO NOTHING
      ), marked AS (
        -- By the rows' addresses (locked above): a join could be planned as a scan of the whole outbox.
        UPDATE outbox_events SET deliver_time = ${now} WHERE ctid = ANY(ARRAY(SELECT row FROM events))
        RETURNING 1
      )
      SELECT count(*)::int AS n FROM marked`;
    return row?.n ?? 0;
  }
  const [row] = await sql<{ n: number }[]>`
    WITH deferred AS (
      SELECT * FROM unnest(${sql.array(deferred.map((d) => d.organization))}::text[],
        ${sql.array(deferred.map((d) => d.endpoint))}::text[]) AS d(organization_id, endpoint_id)
    ), events AS (
      SELECT ctid AS row, organization_id, id, type, seq FROM outbox_events WHERE deliver_time IS NULL
      ORDER BY seq LIMIT ${limit} FOR UPDATE SKIP LOCKED
    ), queued AS (
      INSERT INTO webhook_deliveries (organization_id, endpoint_id, event_id, event_type, status, next_attempt_time,
        create_time, update_time)
      SELECT e.organization_id, w.id, e.id, e.type, 'PENDING', ${now}, ${now}, ${now}
      FROM events e JOIN webhook_endpoints w ON ${matches}
      WHERE NOT EXISTS (
        SELECT 1 FROM deferred d WHERE d.organization_id = w.organization_id AND d.endpoint_id = w.id)
      ORDER BY e.seq, w.seq
      ON CONFLICT DO NOTHING
    ), noted AS (
      INSERT INTO webhook_deferred_fan_outs (organization_id, endpoint_id, event_ids, create_time)
      SELECT w.organization_id, w.id, array_agg(e.id ORDER BY e.seq), ${now}
      FROM deferred d
      JOIN webhook_endpoints w ON w.organization_id = d.organization_id AND w.id = d.endpoint_id
      JOIN events e ON ${matches}
      GROUP BY w.organization_id, w.id
    ), marked AS (
      UPDATE outbox_events SET deliver_time = ${now} WHERE ctid = ANY(ARRAY(SELECT row FROM events))
      RETURNING 1
    )
    SELECT count(*)::int AS n FROM marked`;
  return row?.n ?? 0;
}

/**
 * Inserts the deliveries deferred fan-outs noted (up to `limit` of their rows, oldest first), deleting those rows
 * in the same statement; returns how many deliveries it inserted. Each as the fan-out would have (created and due
 * at the fan-out's time, in its events' order; one already there is left as it is), for the events still kept.
 */
export async function expandDeferredFanOuts(ctx: SystemContext, limit = 100): Promise<number> {
  const now = ctx.clock.now();
  const [row] = await ctx.sql<{ n: number }[]>`
    WITH taken AS (
      DELETE FROM webhook_deferred_fan_outs WHERE seq = ANY(ARRAY(
        SELECT seq FROM webhook_deferred_fan_outs ORDER BY seq LIMIT ${limit} FOR UPDATE SKIP LOCKED))
      RETURNING seq, organization_id, endpoint_id, event_ids, create_time
    ), queued AS (
      INSERT INTO webhook_deliveries (organization_id, endpoint_id, event_id, event_type, status, next_attempt_time,
        create_time, update_time)
      SELECT t.organization_id, t.endpoint_id, e.id, e.type, 'PENDING', t.create_time, t.create_time, ${now}
      FROM taken t CROSS JOIN LATERAL unnest(t.event_ids) WITH ORDINALITY AS x(event_id, n)
      JOIN outbox_events e ON e.organization_id = t.organization_id AND e.id = x.event_id
      ORDER BY t.seq, x.n
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    SELECT count(*)::int AS n FROM queued`;
  return row?.n ?? 0;
}

/** The endpoint a claimed delivery goes to, as its claim read it. */
export type ClaimedEndpoint = SigningEndpoint;

export interface ClaimedDelivery {
  organization_id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  attempts: number;
  lease_until: Date;
  /** The event's data as PostgreSQL stores it (JSON text): sent as it is, not parsed and serialised again. */
  payload: string | null;
  event_time: Date | null;
  /** The endpoint's URL and sealed secrets as the claim read them (the claim's own round trip). */
  url: string;
  secret_sealed: string;
  previous_secret_sealed: string | null;
  previous_secret_expire_time: Date | null;
}

/** How many deliveries a claimer takes of each endpoint at most (its room), beside the lease cap. */
export interface ClaimRoom {
  /**
   * The room of an endpoint not listed. 0: the claim reads the listed endpoints only (a lane's own claim), not a
   * row of any other.
   */
  others: number;
  endpoints: readonly { organization: string; endpoint: string; n: number }[];
}

/**
 * Leases up to `limit` due deliveries of ENABLED endpoints, at most `perEndpoint` leased per endpoint (by every
 * worker together), and at most the claimer's `room` for it, oldest due first. Each endpoint is read through its
 * own index range (LATERAL, LIMIT its free slots), so the statement costs what it claims plus one probe per
 * enabled endpoint, not a scan of every endpoint's PENDING backlog. When `limit` is short of the free slots, each
 * endpoint's first ones go before anyone's second ones.
 */
export async function claimDeliveries(
  ctx: SystemContext,
  options: { limit: number; perEndpoint: number; room?: ClaimRoom },
): Promise<ClaimedDelivery[]> {
  const now = ctx.clock.now();
  const lease = new Date(now.getTime() + LEASE_MS);
  const { sql } = ctx;
  const room = options.room ?? { others: options.perEndpoint, endpoints: [] };
  // A claim of some endpoints only (others: 0) starts from their rows: it costs what they hold, whatever the number
  // of endpoints, and reads nothing another claim of other endpoints is working on.
  const endpoints =
    room.others > 0
      ? sql`webhook_endpoints w LEFT JOIN room r ON r.organization_id = w.organization_id AND r.endpoint_id = w.id`
      : sql`room r JOIN webhook_endpoints w ON w.organization_id = r.organization_id AND w.id = r.endpoint_id`;
  // SKIP LOCKED and the UPDATE's re-check of the lease: two workers picking one row lease it once.
  return sql<ClaimedDelivery[]>`
    WITH room AS (
      SELECT * FROM unnest(${sql.array(room.endpoints.map((r) => r.organization))}::text[],
        ${sql.array(room.endpoints.map((r) => r.endpoint))}::text[], ${sql.array(room.endpoints.map((r) => r.n))}::int[])
        AS r(organization_id, endpoint_id, n)
    ), slots AS (
      -- The leases held now, counted up to the cap only, in the claim index's order: so the planner reads that
      -- index's leased range rather than each of the endpoint's deliveries (before the table has statistics).
      -- Not counted for an endpoint the claimer has no room for (a lane claiming on its own).
      SELECT w.organization_id, w.id AS endpoint_id, CASE WHEN coalesce(r.n, ${room.others}::int) <= 0 THEN 0
        ELSE least(coalesce(r.n, ${room.others}::int), ${options.perEndpoint}::int - (
        SELECT count(*) FROM (
          SELECT 1 FROM webhook_deliveries b
          WHERE b.organization_id = w.organization_id AND b.endpoint_id = w.id AND b.status = 'PENDING'
            AND b.lease_until > ${now}
          ORDER BY b.lease_until LIMIT ${options.perEndpoint}::int
        ) leased)::int) END AS free
      FROM ${endpoints}
      WHERE w.status = 'ENABLED'
    ), picked AS (
      -- Two ranges of the claim index: the unleased (the many), and the leases that expired (a dead worker's).
      -- Each is read in the index's own order (lease_until first, one value or ascending): asked for in
      -- another, the planner would sort the endpoint's whole backlog.
      SELECT d.*, s.free FROM slots s CROSS JOIN LATERAL (
        SELECT q.ctid AS row, q.organization_id, q.endpoint_id, q.next_attempt_time, q.seq FROM webhook_deliveries q
        WHERE q.organization_id = s.organization_id AND q.endpoint_id = s.endpoint_id AND q.status = 'PENDING'
          AND q.lease_until IS NULL AND q.next_attempt_time <= ${now}
        ORDER BY q.lease_until, q.next_attempt_time, q.seq LIMIT greatest(s.free, 0)
        FOR UPDATE SKIP LOCKED
      ) d
      WHERE s.free > 0
      UNION ALL
      SELECT d.*, s.free FROM slots s CROSS JOIN LATERAL (
        SELECT q.ctid AS row, q.organization_id, q.endpoint_id, q.next_attempt_time, q.seq FROM webhook_deliveries q
        WHERE q.organization_id = s.organization_id AND q.endpoint_id = s.endpoint_id AND q.status = 'PENDING'
          AND q.lease_until <= ${now} AND q.next_attempt_time <= ${now}
        ORDER BY q.lease_until, q.next_attempt_time, q.seq LIMIT greatest(s.free, 0)
        FOR UPDATE SKIP LOCKED
      ) d
      WHERE s.free > 0
    ), due AS (
      SELECT p.row, p.free,
        row_number() OVER (PARTITION BY p.organization_id, p.endpoint_id ORDER BY p.next_attempt_time, p.seq) AS n
      FROM picked p
    )
    -- The rows picked (and locked) above, by their addresses: joined instead, the planner, which cannot know how
    -- few LIMIT s.free leaves, may scan every delivery ever made to match them.
    UPDATE webhook_deliveries d SET lease_until = ${lease}, attempts = d.attempts + 1, update_time = ${now}
    FROM webhook_endpoints w
    WHERE d.ctid = ANY(ARRAY(SELECT row FROM due WHERE n <= free ORDER BY n LIMIT ${options.limit}))
      -- The lease re-checked on the row itself (an expression no index answers: the rows are read by address).
      AND d.status = 'PENDING' AND coalesce(d.lease_until, '-infinity') <= ${now}
      AND w.organization_id = d.organization_id AND w.id = d.endpoint_id
    RETURNING d.organization_id, d.endpoint_id, d.event_id, d.event_type, d.attempts, d.lease_until, w.url,
      w.secret_sealed, w.previous_secret_sealed, w.previous_secret_expire_time,
      (SELECT e.payload::text FROM outbox_events e WHERE e.organization_id = d.organization_id AND e.id = d.event_id)
        AS payload,
      (SELECT e.create_time FROM outbox_events e WHERE e.organization_id = d.organization_id AND e.id = d.event_id)
        AS event_time`;
}

export interface AttemptOutcome {
  ok: boolean;
  httpStatus: number;
  error: string;
  body: string;
}

/**
 * The body a receiver gets: the event's type, time and data (Standard Webhooks' payload shape). `data` is the
 * stored JSON text, written in as it is: parsing it to serialise it again cost a large share of the dispatcher's
 * CPU (bench/README.md, "webhooks").
 */
export function deliveryBody(type: string, time: Date, data: string): string {
  return `{"type":${JSON.stringify(type)},"timestamp":"${time.toISOString()}","data":${data}}`;
}

/** One POST: 2xx within ATTEMPT_TIMEOUT_MS delivers; redirects are answers, not followed. */
export function postSigned(
  url: string,
  headers: Record<string, string>,
  body: string,
  services: Pick<WebhookServices, 'allowPrivateNetworks' | 'attemptTimeoutMs'>,
  agent?: Agent,
): Promise<AttemptOutcome> {
  const timeoutMs = services.attemptTimeoutMs ?? ATTEMPT_TIMEOUT_MS;
  const late = `no answer within ${timeoutMs / 1000} s`;
  return new Promise((resolve) => {
    let settled = false;
    const done = (outcome: AttemptOutcome) => {
      if (!settled) {
        settled = true;
        resolve(outcome);
      }
    };
    const target = new URL(url);
    // An address in the URL is connected to without a lookup: checked here instead.
    const literal = target.hostname.replace(/^\[|\]$/g, '');
    if (!services.allowPrivateNetworks && isIP(literal) && isPrivateAddress(literal)) {
      done({ ok: false, httpStatus: 0, error: `${literal} is a private address`, body: '' });
      return;
    }
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      target,
      {
        method: 'POST',
        ...(agent ? { agent } : {}),
        headers: { 'content-type': 'application/json', 'user-agent': 'billing-webhooks/1', ...headers },
        lookup: guardedLookup(services) as never,
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        res.on('data', (chunk: Buffer) => {
          if (kept < RESPONSE_KEPT_BYTES) {
            chunks.push(chunk.subarray(0, RESPONSE_KEPT_BYTES - kept));
            kept += Math.min(chunk.length, RESPONSE_KEPT_BYTES - kept);
          }
        });
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const ok = status >= 200 && status < 300;
          done({
            ok,
            httpStatus: status,
            error: ok
              ? ''
              : `HTTP ${status}${status >= 300 && status < 400 ? ' (redirects are not followed)' : ''}`,
            body: Buffer.concat(chunks).toString('utf8'),
          });
        });
        res.on('error', (err) =>
          done({ ok: false, httpStatus: status(res.statusCode), error: err.message, body: '' }),
        );
      },
    );
    // Past the deadline the answer no longer counts, whatever comes later.
    const deadline = setTimeout(() => req.destroy(new Error(late)), timeoutMs);
    deadline.unref();
    req.on('timeout', () => req.destroy(new Error(late)));
    req.on('error', (err) => done({ ok: false, httpStatus: 0, error: err.message, body: '' }));
    req.on('close', () => clearTimeout(deadline));
    req.end(body);
  });
}

const status = (code: number | undefined) => code ?? 0;

/**
 * Sends one claimed delivery to its endpoint (from `claimedEndpoints`); the outcome is the caller's to record
 * (recordAttempts, under the lease).
 */
export async function sendDelivery(
  ctx: SystemContext,
  services: WebhookServices,
  delivery: ClaimedDelivery,
  endpoint: SigningEndpoint,
  agents?: EndpointAgents,
): Promise<AttemptOutcome> {
  const key = `${delivery.organization_id}/${delivery.endpoint_id}`;
  if (delivery.payload === null || delivery.event_time === null || !services.keyring) {
    return {
      ok: false,
      httpStatus: 0,
      error: services.keyring ? 'the event was purged' : 'no key to open the signing secret',
      body: '',
    };
  }
  const timestamp = Math.floor(ctx.clock.now().getTime() / 1000);
  const body = deliveryBody(delivery.event_type, delivery.event_time, delivery.payload);
  const headers = {
    'webhook-id': delivery.event_id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signatureHeader(
      openedSecrets(services.keyring, endpoint, ctx.clock.now()),
      delivery.event_id,
      timestamp,
      body,
    ),
  };
  let agent: Agent | undefined;
  try {
    agent = agents?.get(key, new URL(endpoint.url));
  } catch {
    // Not a URL any more (it was checked at create): postSigned answers it as a failed attempt.
  }
  return postSigned(endpoint.url, headers, body, services, agent);
}

/**
 * The endpoints of claimed deliveries, by `{organization}/{endpoint}`: one object per endpoint, so its secrets
 * are opened once per claim rather than once per attempt (a rotation or an expiry is seen by the next claim).
 */
export function claimedEndpoints(claimed: readonly ClaimedDelivery[]): Map<string, SigningEndpoint> {
  const endpoints = new Map<string, SigningEndpoint>();
  for (const d of claimed) {
    const key = `${d.organization_id}/${d.endpoint_id}`;
    if (!endpoints.has(key)) {
      endpoints.set(key, {
        organization_id: d.organization_id,
        id: d.endpoint_id,
        url: d.url,
        secret_sealed: d.secret_sealed,
        previous_secret_sealed: d.previous_secret_sealed,
        previous_secret_expire_time: d.previous_secret_expire_time,
      });
    }
  }
  return endpoints;
}

const opened = new WeakMap<SigningEndpoint, string[]>();
function openedSecrets(keyring: Keyring, endpoint: SigningEndpoint, now: Date): string[] {
  let secrets = opened.get(endpoint);
  if (!secrets) {
    secrets = signingSecrets(keyring, endpoint, now);
    opened.set(endpoint, secrets);
  }
  return secrets;
}

/** An attempt made: the delivery as claimed (its lease) and what came of it. */
export interface AttemptMade {
  delivery: ClaimedDelivery;
  outcome: AttemptOutcome;
}

/**
 * The outcomes of a batch of attempts in one statement, each under the lease it was made with (a worker whose
 * lease expired and was taken over records nothing for that delivery): SUCCEEDED, PENDING for the schedule's next
 * time, or FAILED after the last. An endpoint with a success in the batch ends its run of failures; one with
 * failures only starts it (or keeps it). A failure after 5 days of nothing but failures disables the endpoint,
 * with its event, in a transaction of its own.
 */
export async function recordAttempts(ctx: SystemContext, attempts: readonly AttemptMade[]): Promise<void> {
  if (attempts.length === 0) return;
  const now = ctx.clock.now();
  const { sql } = ctx;
  const column = <T>(pick: (a: AttemptMade) => T) => sql.array(attempts.map(pick) as never[]);
  const states = attempts.map((a) => deliveryAfterAttempt(a.delivery.attempts, a.outcome.ok, now));
  const disableBefore = new Date(now.getTime() - DISABLE_AFTER_MS);
  const failing = await sql<{ organization_id: string; id: string }[]>`
    WITH made AS (
      SELECT * FROM unnest(${column((a) => a.delivery.organization_id)}::text[],
        ${column((a) => a.delivery.endpoint_id)}::text[], ${column((a) => a.delivery.event_id)}::text[],
        ${column((a) => a.delivery.lease_until.toISOString())}::timestamptz[], ${sql.array(states.map((s) => s.status))}::text[],
        ${column((a) => a.outcome.httpStatus)}::int[], ${column((a) => a.outcome.error.slice(0, 1000))}::text[],
        ${column((a) => a.outcome.body)}::text[],
        ${sql.array(states.map((s) => s.nextAttemptTime?.toISOString() ?? null) as never[])}::timestamptz[])
        AS m(organization_id, endpoint_id, event_id, lease_until, status, http_status, error, body, next_attempt_time)
    ), recorded AS (
      UPDATE webhook_deliveries d SET status = m.status, last_http_status = m.http_status, last_error = m.error,
        last_response_body = m.body, next_attempt_time = m.next_attempt_time, lease_until = NULL,
        update_time = ${now}
      FROM made m
      WHERE d.organization_id = m.organization_id AND d.endpoint_id = m.endpoint_id AND d.event_id = m.event_id
        AND d.lease_until = m.lease_until
      RETURNING d.organization_id, d.endpoint_id, m.status = 'SUCCEEDED' AS ok
    ), outcomes AS (
      SELECT organization_id, endpoint_id, bool_or(ok) AS ok FROM recorded GROUP BY organization_id, endpoint_id
    ), marked AS (
      UPDATE webhook_endpoints w SET failing_since = CASE WHEN o.ok THEN NULL ELSE ${now}::timestamptz END
      FROM outcomes o
      WHERE w.organization_id = o.organization_id AND w.id = o.endpoint_id
        AND (CASE WHEN o.ok THEN w.failing_since IS NOT NULL ELSE w.failing_since IS NULL END)
    )
    SELECT w.organization_id, w.id FROM outcomes o
    JOIN webhook_endpoints w ON w.organization_id = o.organization_id AND w.id = o.endpoint_id
    WHERE NOT o.ok AND w.status = 'ENABLED' AND w.failing_since <= ${disableBefore}`;
  for (const endpoint of failing) await disableFailingEndpoint(ctx, endpoint.organization_id, endpoint.id);
}

/** Disables an endpoint still failing for 5 days, and writes `webhook_endpoint.disabled`, together. */
async function disableFailingEndpoint(ctx: SystemContext, organization: string, endpointId: string) {
  await withTransaction({ ...ctx, organization, pageSecret: '' }, async (tx) => {
    const now = ctx.clock.now();
    const [disabled] = await tx.sql<WebhookEndpointRow[]>`
      UPDATE webhook_endpoints SET status = 'DISABLED', update_time = ${now},
        disabled_reason = 'every delivery failed for 5 days'
      WHERE organization_id = ${organization} AND id = ${endpointId} AND status = 'ENABLED'
        AND failing_since <= ${new Date(now.getTime() - DISABLE_AFTER_MS)}
      RETURNING *`;
    if (!disabled) return;
    const object = toWebhookEndpoint(disabled);
    await writeOutboxEvent(tx, outboxEvent('webhook_endpoint.disabled', object.name, { object }));
  });
}
