import type { Context } from '../context.ts';
import { type Page, type PageRequest, paginate } from '../shared/paging.ts';
import { type DeliveryRow, loadWebhookEndpointRow, toDelivery } from './resource.ts';
import type { Delivery } from './schema.ts';

/** `GET webhookEndpoints/{e}/deliveries`: in the order they were queued. */
export async function listDeliveries(
  ctx: Context,
  endpointId: string,
  request: PageRequest,
): Promise<Page<Delivery>> {
  await loadWebhookEndpointRow(ctx, endpointId);
  return paginate(
    ctx,
    request,
    { collection: 'deliveries', endpoint: endpointId },
    (after, limit) => ctx.sql<DeliveryRow[]>`
      SELECT * FROM webhook_deliveries
      WHERE organization_id = ${ctx.organization} AND endpoint_id = ${endpointId} AND seq > ${after}
      ORDER BY seq LIMIT ${limit}`,
    toDelivery,
  );
}
