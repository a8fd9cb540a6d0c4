import { invalidField } from '@billing/core';
import { withTransaction } from '@billing/db';
import type { Context } from '../context.ts';
import { checkDescription, checkEventTypes } from './inputs.ts';
import { loadWebhookEndpointRow, toWebhookEndpoint, type WebhookEndpointRow } from './resource.ts';
import type { WebhookEndpoint, WebhookEndpointPatch } from './schema.ts';
import type { WebhookServices } from './services.ts';
import { checkEndpointUrl } from './url-guard.ts';

/**
 * `PATCH webhookEndpoints/{e}`: the fields given change. Enabling it again clears why it was disabled and its
 * run of failures; its FAILED deliveries stay FAILED (`:redeliver` sends them again).
 */
export async function updateWebhookEndpoint(
  ctx: Context,
  services: WebhookServices,
  id: string,
  body: WebhookEndpointPatch,
): Promise<WebhookEndpoint> {
  const url = body.url === undefined ? undefined : await checkEndpointUrl(body.url, services);
  const description = body.description === undefined ? undefined : checkDescription(body.description);
  const types = body.enabledEventTypes === undefined ? undefined : checkEventTypes(body.enabledEventTypes);
  if (body.status !== undefined && body.status !== 'ENABLED' && body.status !== 'DISABLED') {
    throw invalidField('status', 'must be ENABLED or DISABLED');
  }
  return withTransaction(ctx, async (tx) => {
    const row = await loadWebhookEndpointRow(tx, id, true);
    const status = body.status ?? row.status;
    const reason = status === 'ENABLED' || body.status === 'DISABLED' ? '' : row.disabled_reason;
    const [updated] = await tx.sql<WebhookEndpointRow[]>`
      UPDATE webhook_endpoints SET url = ${url ?? row.url}, description = ${description ?? row.description},
        enabled_event_types = ${types ?? row.enabled_event_types}, status = ${status}, disabled_reason = ${reason},
        failing_since = ${status === 'ENABLED' && row.status === 'DISABLED' ? null : row.failing_since},
        update_time = ${ctx.clock.now()}
      WHERE organization_id = ${ctx.organization} AND id = ${id}
      RETURNING *`;
    return toWebhookEndpoint(updated!);
  });
}
