/**
 * Delivery of events to webhook endpoints (docs/webhooks.md), in three steps each safe to repeat after a crash:
 *
 * 1. fanOutEvents: each event not yet fanned out becomes a PENDING delivery for every ENABLED endpoint of its
 *    organization that asks for its type, in one transaction with marking it fanned out (`deliver_time`).
 * 2. claimDeliveries: due deliveries are leased (an attempt counted, `lease_until` set), at most `perEndpoint`
 *    leased per endpoint at any time, so a slow endpoint holds its own slots only.
 * 3. attemptDelivery: the POST, then recordAttempt under the lease: SUCCEEDED, or PENDING for the next time of
 *    the schedule, or FAILED after the last. A worker killed between 2 and 3 leaves the lease to expire: the
 *    delivery is attempted again (at least once; receivers de-duplicate on `webhook-id`).
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { Clock } from '@billing/core';
import { withTransaction } from '@billing/db';
import type { SystemContext } from '../context.ts';
import { outboxEvent } from '../outbox/events.ts';
import { writeOutboxEvent } from '../outbox/write-event.ts';
import { signingSecrets, toWebhookEndpoint, type WebhookEndpointRow } from './resource.ts';
import { deliveryAfterAttempt } from './retry-schedule.ts';
import type { WebhookServices } from './services.ts';
import { signatureHeader } from './signature.ts';
import { guardedLookup, isPrivateAddress } from './url-guard.ts';

export const ATTEMPT_TIMEOUT_MS = 15_000;
/** Longer than an attempt can take: a lease still held after it belongs to a worker that died. */
export const LEASE_MS = 60_000;
export const DISABLE_AFTER_MS = 5 * 24 * 3600_000;
export const RESPONSE_KEPT_BYTES = 4096;

/** Fans out up to `limit` events (oldest first); returns how many. */
export async function fanOutEvents(ctx: SystemContext, limit = 1000): Promise<number> {
  return withTransaction({ ...ctx, organization: '', pageSecret: '' }, async (tx) => {
    const now = ctx.clock.now();
    const events = await tx.sql<{ organization_id: string; id: string }[]>`
      SELECT organization_id, id FROM outbox_events WHERE deliver_time IS NULL
      ORDER BY seq LIMIT ${limit} FOR UPDATE SKIP LOCKED`;
    if (events.length === 0) return 0;
    const orgs = tx.sql.array(events.map((e) => e.organization_id));
    const ids = tx.sql.array(events.map((e) => e.id));
    await tx.sql`
      INSERT INTO webhook_deliveries (organization_id, endpoint_id, event_id, event_type, status, next_attempt_time,
        create_time, update_time)
      SELECT e.organization_id, w.id, e.id, e.type, 'PENDING', ${now}, ${now}, ${now}
      FROM outbox_events e
      JOIN webhook_endpoints w ON w.organization_id = e.organization_id AND w.status = 'ENABLED'
        AND (cardinality(w.enabled_event_types) = 0 OR e.type = ANY(w.enabled_event_types))
      WHERE (e.organization_id, e.id) IN (SELECT * FROM unnest(${orgs}::text[], ${ids}::text[]))
      ORDER BY e.seq, w.seq
      ON CONFLICT DO NOTHING`;
    await tx.sql`
      UPDATE outbox_events SET deliver_time = ${now}
      WHERE (organization_id, id) IN (SELECT * FROM unnest(${orgs}::text[], ${ids}::text[]))`;
    return events.length;
  });
}

export interface ClaimedDelivery {
  organization_id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  attempts: number;
  lease_until: Date;
  payload: Record<string, unknown> | null;
  event_time: Date | null;
}

/** Leases up to `limit` due deliveries of ENABLED endpoints, at most `perEndpoint` leased per endpoint. */
export async function claimDeliveries(
  ctx: SystemContext,
  options: { limit: number; perEndpoint: number },
): Promise<ClaimedDelivery[]> {
  const now = ctx.clock.now();
  const lease = new Date(now.getTime() + LEASE_MS);
  // The UPDATE re-checks the lease: two workers picking one row lease it once.
  return ctx.sql<ClaimedDelivery[]>`
    WITH busy AS (
      SELECT organization_id, endpoint_id, count(*) AS n FROM webhook_deliveries
      WHERE status = 'PENDING' AND lease_until > ${now} GROUP BY organization_id, endpoint_id
    ), due AS (
      SELECT d.organization_id, d.endpoint_id, d.event_id, coalesce(b.n, 0) AS busy,
        row_number() OVER (PARTITION BY d.organization_id, d.endpoint_id ORDER BY d.next_attempt_time, d.seq) AS n
      FROM webhook_deliveries d
      JOIN webhook_endpoints w ON w.organization_id = d.organization_id AND w.id = d.endpoint_id
        AND w.status = 'ENABLED'
      LEFT JOIN busy b ON b.organization_id = d.organization_id AND b.endpoint_id = d.endpoint_id
      WHERE d.status = 'PENDING' AND d.next_attempt_time <= ${now}
        AND (d.lease_until IS NULL OR d.lease_until <= ${now})
    ), picked AS (
      SELECT organization_id, endpoint_id, event_id FROM due WHERE n + busy <= ${options.perEndpoint}
      ORDER BY n LIMIT ${options.limit}
    )
    UPDATE webhook_deliveries d SET lease_until = ${lease}, attempts = d.attempts + 1, update_time = ${now}
    FROM picked p
    WHERE d.organization_id = p.organization_id AND d.endpoint_id = p.endpoint_id AND d.event_id = p.event_id
      AND d.status = 'PENDING' AND (d.lease_until IS NULL OR d.lease_until <= ${now})
    RETURNING d.organization_id, d.endpoint_id, d.event_id, d.event_type, d.attempts, d.lease_until,
      (SELECT payload FROM outbox_events e WHERE e.organization_id = d.organization_id AND e.id = d.event_id),
      (SELECT create_time FROM outbox_events e WHERE e.organization_id = d.organization_id AND e.id = d.event_id)
        AS event_time`;
}

export interface AttemptOutcome {
  ok: boolean;
  httpStatus: number;
  error: string;
  body: string;
}

/** The body a receiver gets: the event's type, time and data (Standard Webhooks' payload shape). */
export function deliveryBody(type: string, time: Date, data: unknown): string {
  return JSON.stringify({ type, timestamp: time.toISOString(), data });
}

/** One POST: 2xx within ATTEMPT_TIMEOUT_MS delivers; redirects are answers, not followed. */
export function postSigned(
  url: string,
  headers: Record<string, string>,
  body: string,
  services: Pick<WebhookServices, 'allowPrivateNetworks' | 'attemptTimeoutMs'>,
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

/** Sends one claimed delivery and records its outcome. */
export async function attemptDelivery(
  ctx: SystemContext,
  services: WebhookServices,
  delivery: ClaimedDelivery,
  endpoints?: ReadonlyMap<string, WebhookEndpointRow>,
): Promise<AttemptOutcome> {
  const endpoint = endpoints
    ? endpoints.get(`${delivery.organization_id}/${delivery.endpoint_id}`)
    : (await loadEndpoints(ctx, [delivery])).get(`${delivery.organization_id}/${delivery.endpoint_id}`);
  let outcome: AttemptOutcome;
  if (!endpoint) return { ok: false, httpStatus: 0, error: 'the endpoint was deleted', body: '' };
  if (delivery.payload === null || delivery.event_time === null || !services.keyring) {
    outcome = {
      ok: false,
      httpStatus: 0,
      error: services.keyring ? 'the event was purged' : 'no key to open the signing secret',
      body: '',
    };
  } else {
    const timestamp = Math.floor(ctx.clock.now().getTime() / 1000);
    const body = deliveryBody(delivery.event_type, delivery.event_time, delivery.payload);
    const headers = {
      'webhook-id': delivery.event_id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureHeader(
        signingSecrets(services.keyring, endpoint, ctx.clock.now()),
        delivery.event_id,
        timestamp,
        body,
      ),
    };
    outcome = await postSigned(endpoint.url, headers, body, services);
  }
  await recordAttempt(ctx, delivery, outcome);
  return outcome;
}

/** The endpoints of the deliveries, by `{organization}/{endpoint}`, in one query (a pass's worth). */
export async function loadEndpoints(
  ctx: Pick<SystemContext, 'sql'>,
  deliveries: readonly Pick<ClaimedDelivery, 'organization_id' | 'endpoint_id'>[],
): Promise<Map<string, WebhookEndpointRow>> {
  if (deliveries.length === 0) return new Map();
  const { sql } = ctx;
  const rows = await sql<WebhookEndpointRow[]>`
    SELECT * FROM webhook_endpoints
    WHERE (organization_id, id) IN (SELECT * FROM unnest(
      ${sql.array(deliveries.map((d) => d.organization_id))}::text[],
      ${sql.array(deliveries.map((d) => d.endpoint_id))}::text[]))`;
  return new Map(rows.map((row) => [`${row.organization_id}/${row.id}`, row]));
}

/**
 * The attempt's outcome, under the lease it was made with (a worker whose lease expired and was taken over
 * records nothing). A failure after 5 days of nothing but failures disables the endpoint.
 */
export async function recordAttempt(
  ctx: SystemContext,
  delivery: ClaimedDelivery,
  outcome: AttemptOutcome,
): Promise<void> {
  if (outcome.ok) {
    // The common case in one statement: the delivery SUCCEEDED, and the endpoint's run of failures ends.
    const now = ctx.clock.now();
    await ctx.sql`
      WITH recorded AS (
        UPDATE webhook_deliveries SET status = 'SUCCEEDED', last_http_status = ${outcome.httpStatus},
          last_error = '', last_response_body = ${outcome.body}, next_attempt_time = NULL, lease_until = NULL,
          update_time = ${now}
        WHERE organization_id = ${delivery.organization_id} AND endpoint_id = ${delivery.endpoint_id}
          AND event_id = ${delivery.event_id} AND lease_until = ${delivery.lease_until}
        RETURNING 1
      )
      UPDATE webhook_endpoints SET failing_since = NULL
      WHERE organization_id = ${delivery.organization_id} AND id = ${delivery.endpoint_id}
        AND failing_since IS NOT NULL AND EXISTS (SELECT 1 FROM recorded)`;
    return;
  }
  await withTransaction({ ...ctx, organization: delivery.organization_id, pageSecret: '' }, async (tx) => {
    const now = ctx.clock.now();
    const { status, nextAttemptTime } = deliveryAfterAttempt(delivery.attempts, outcome.ok, now);
    const recorded = await tx.sql`
      UPDATE webhook_deliveries SET status = ${status},
        last_http_status = ${outcome.httpStatus}, last_error = ${outcome.error.slice(0, 1000)},
        last_response_body = ${outcome.body}, next_attempt_time = ${nextAttemptTime}, lease_until = NULL,
        update_time = ${now}
      WHERE organization_id = ${delivery.organization_id} AND endpoint_id = ${delivery.endpoint_id}
        AND event_id = ${delivery.event_id} AND lease_until = ${delivery.lease_until}
      RETURNING 1`;
    if (recorded.length === 0) return;
    if (outcome.ok) {
      await tx.sql`
        UPDATE webhook_endpoints SET failing_since = NULL
        WHERE organization_id = ${delivery.organization_id} AND id = ${delivery.endpoint_id}
          AND failing_since IS NOT NULL`;
      return;
    }
    const [endpoint] = await tx.sql<WebhookEndpointRow[]>`
      UPDATE webhook_endpoints SET failing_since = coalesce(failing_since, ${now})
      WHERE organization_id = ${delivery.organization_id} AND id = ${delivery.endpoint_id}
      RETURNING *`;
    if (!endpoint || endpoint.status !== 'ENABLED') return;
    if (now.getTime() - endpoint.failing_since!.getTime() < DISABLE_AFTER_MS) return;
    const [disabled] = await tx.sql<WebhookEndpointRow[]>`
      UPDATE webhook_endpoints SET status = 'DISABLED', update_time = ${now},
        disabled_reason = 'every delivery failed for 5 days'
      WHERE organization_id = ${delivery.organization_id} AND id = ${delivery.endpoint_id}
      RETURNING *`;
    const object = toWebhookEndpoint(disabled!);
    await writeOutboxEvent(tx, outboxEvent('webhook_endpoint.disabled', object.name, { object }));
  });
}

/** What a pass of the dispatcher did. */
export interface DispatchPass {
  fannedOut: number;
  claimed: ClaimedDelivery[];
}

/** Fan-out then claim: the claimed deliveries are the caller's to attempt (concurrently). */
export async function dispatchPass(
  ctx: { sql: SystemContext['sql']; clock: Clock },
  options: { limit: number; perEndpoint: number },
): Promise<DispatchPass> {
  const fannedOut = await fanOutEvents(ctx, options.limit);
  const claimed = await claimDeliveries(ctx, options);
  return { fannedOut, claimed };
}
