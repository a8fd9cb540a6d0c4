/** Webhook endpoint and delivery rows and their API form (docs/webhooks.md). */
import { randomBytes } from 'node:crypto';
import type { Keyring } from '@billing/core';
import { formatTimestamp, notFound, open, seal } from '@billing/core';
import type { Context } from '../context.ts';
import type { Delivery, DeliveryStatus, WebhookEndpoint, WebhookEndpointStatus } from './schema.ts';

export interface WebhookEndpointRow {
  organization_id: string;
  seq: string;
  id: string;
  url: string;
  description: string;
  enabled_event_types: string[];
  status: WebhookEndpointStatus;
  disabled_reason: string;
  secret_sealed: string;
  previous_secret_sealed: string | null;
  previous_secret_expire_time: Date | null;
  failing_since: Date | null;
  create_time: Date;
  update_time: Date;
}

export interface DeliveryRow {
  organization_id: string;
  endpoint_id: string;
  event_id: string;
  seq: string;
  event_type: string;
  status: DeliveryStatus;
  attempts: number;
  last_http_status: number;
  last_error: string;
  last_response_body: string;
  next_attempt_time: Date | null;
  create_time: Date;
  update_time: Date;
}

export const webhookEndpointName = (id: string) => `webhookEndpoints/${id}`;
export const eventName = (id: string) => `events/${id}`;

export function toWebhookEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    name: webhookEndpointName(row.id),
    url: row.url,
    description: row.description,
    enabledEventTypes: row.enabled_event_types,
    status: row.status,
    disabledReason: row.disabled_reason,
    createTime: formatTimestamp(row.create_time),
    updateTime: formatTimestamp(row.update_time),
  };
}

export function toDelivery(row: DeliveryRow): Delivery {
  return {
    event: eventName(row.event_id),
    eventType: row.event_type,
    status: row.status,
    attempts: row.attempts,
    lastHttpStatus: row.last_http_status,
    lastError: row.last_error,
    lastResponseBody: row.last_response_body,
    ...(row.status === 'PENDING' && row.next_attempt_time
      ? { nextAttemptTime: formatTimestamp(row.next_attempt_time) }
      : {}),
    createTime: formatTimestamp(row.create_time),
    updateTime: formatTimestamp(row.update_time),
  };
}

export async function loadWebhookEndpointRow(
  ctx: Context,
  id: string,
  lock = false,
): Promise<WebhookEndpointRow> {
  const [row] = await ctx.sql<WebhookEndpointRow[]>`
    SELECT * FROM webhook_endpoints WHERE organization_id = ${ctx.organization} AND id = ${id}
    ${lock ? ctx.sql`FOR UPDATE` : ctx.sql``}`;
  if (!row) throw notFound(webhookEndpointName(id));
  return row;
}

/** A new signing secret: `whsec_` and base64 of 32 random bytes (the Standard Webhooks form). */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** The secret is bound to its organization and endpoint: a sealed value copied to another row does not open. */
const secretContext = (organization: string, id: string) => `webhook-secret:${organization}:${id}`;

export const sealSecret = (keyring: Keyring, organization: string, id: string, secret: string) =>
  seal(keyring, secret, secretContext(organization, id));

/** What signing and sending to an endpoint read of its row. */
export type SigningEndpoint = Pick<
  WebhookEndpointRow,
  | 'organization_id'
  | 'id'
  | 'url'
  | 'secret_sealed'
  | 'previous_secret_sealed'
  | 'previous_secret_expire_time'
>;

/** The secrets that sign now: the current one, and the previous one for 24 hours after a rotation. */
export function signingSecrets(keyring: Keyring, row: SigningEndpoint, now: Date): string[] {
  const context = secretContext(row.organization_id, row.id);
  const secrets = [open(keyring, row.secret_sealed, context)];
  if (
    row.previous_secret_sealed &&
    row.previous_secret_expire_time &&
    row.previous_secret_expire_time > now
  ) {
    secrets.push(open(keyring, row.previous_secret_sealed, context));
  }
  return secrets;
}
