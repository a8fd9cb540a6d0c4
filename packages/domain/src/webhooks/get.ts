import type { Context } from '../context.ts';
import { type Page, type PageRequest, paginate } from '../shared/paging.ts';
import { loadWebhookEndpointRow, toWebhookEndpoint, type WebhookEndpointRow } from './resource.ts';
import type { WebhookEndpoint } from './schema.ts';

/** `GET webhookEndpoints/{e}`. */
export async function getWebhookEndpoint(ctx: Context, id: string): Promise<WebhookEndpoint> {
  return toWebhookEndpoint(await loadWebhookEndpointRow(ctx, id));
}

/** `GET webhookEndpoints`: oldest first. */
export function listWebhookEndpoints(ctx: Context, request: PageRequest): Promise<Page<WebhookEndpoint>> {
  return paginate(
    ctx,
    request,
    { collection: 'webhookEndpoints' },
    (after, limit) => ctx.sql<WebhookEndpointRow[]>`
      SELECT * FROM webhook_endpoints WHERE organization_id = ${ctx.organization} AND seq > ${after}
      ORDER BY seq LIMIT ${limit}`,
    toWebhookEndpoint,
  );
}
