import { alreadyExists, checkResourceId, generateId } from '@billing/core';
import type { Context } from '../context.ts';
import { isUniqueViolation } from '../shared/postgres-errors.ts';
import { checkDescription, checkEventTypes, keyringOf } from './inputs.ts';
import {
  newSecret,
  sealSecret,
  toWebhookEndpoint,
  type WebhookEndpointRow,
  webhookEndpointName,
} from './resource.ts';
import type { WebhookEndpointInput, WebhookEndpointWithSecret } from './schema.ts';
import type { WebhookServices } from './services.ts';
import { checkEndpointUrl } from './url-guard.ts';

/** `POST webhookEndpoints`: ENABLED, with a new secret shown in this answer only. */
export async function createWebhookEndpoint(
  ctx: Context,
  services: WebhookServices,
  body: WebhookEndpointInput,
  requestedId?: string,
): Promise<WebhookEndpointWithSecret> {
  const id = requestedId === undefined ? generateId('we') : checkResourceId(requestedId, 'webhookEndpointId');
  const url = await checkEndpointUrl(body.url, services);
  const description = checkDescription(body.description);
  const types = checkEventTypes(body.enabledEventTypes);
  const keyring = keyringOf(services);
  const secret = newSecret();
  const now = ctx.clock.now();
  try {
    const [row] = await ctx.sql<WebhookEndpointRow[]>`
      INSERT INTO webhook_endpoints (organization_id, id, url, description, enabled_event_types, status,
        secret_sealed, create_time, update_time)
      VALUES (${ctx.organization}, ${id}, ${url}, ${description}, ${types}, 'ENABLED',
        ${sealSecret(keyring, ctx.organization, id, secret)}, ${now}, ${now})
      RETURNING *`;
    return { ...toWebhookEndpoint(row!), secret };
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists(webhookEndpointName(id));
    throw error;
  }
}
