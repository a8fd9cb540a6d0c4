import { withTransaction } from '@billing/db';
import type { Context } from '../context.ts';
import { keyringOf } from './inputs.ts';
import {
  loadWebhookEndpointRow,
  newSecret,
  sealSecret,
  toWebhookEndpoint,
  type WebhookEndpointRow,
} from './resource.ts';
import type { WebhookEndpointWithSecret } from './schema.ts';
import type { WebhookServices } from './services.ts';

/** How long the secret before a rotation still signs, so receivers can switch without losing a delivery. */
export const PREVIOUS_SECRET_MS = 24 * 3600_000;

/** `POST webhookEndpoints/{e}:rotateSecret`: a new secret, shown once; the old one signs beside it for 24 hours. */
export async function rotateWebhookSecret(
  ctx: Context,
  services: WebhookServices,
  id: string,
): Promise<WebhookEndpointWithSecret> {
  const keyring = keyringOf(services);
  const secret = newSecret();
  return withTransaction(ctx, async (tx) => {
    const row = await loadWebhookEndpointRow(tx, id, true);
    const now = ctx.clock.now();
    const [updated] = await tx.sql<WebhookEndpointRow[]>`
      UPDATE webhook_endpoints SET secret_sealed = ${sealSecret(keyring, ctx.organization, id, secret)},
        previous_secret_sealed = ${row.secret_sealed},
        previous_secret_expire_time = ${new Date(now.getTime() + PREVIOUS_SECRET_MS)}, update_time = ${now}
      WHERE organization_id = ${ctx.organization} AND id = ${id}
      RETURNING *`;
    return { ...toWebhookEndpoint(updated!), secret };
  });
}
