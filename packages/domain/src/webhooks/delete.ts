import { notFound } from '@billing/core';
import type { Context } from '../context.ts';
import { webhookEndpointName } from './resource.ts';

/** `DELETE webhookEndpoints/{e}`: the endpoint and its deliveries go; nothing more is sent to it. */
export async function deleteWebhookEndpoint(ctx: Context, id: string): Promise<Record<string, never>> {
  const rows = await ctx.sql`
    DELETE FROM webhook_endpoints WHERE organization_id = ${ctx.organization} AND id = ${id} RETURNING id`;
  if (rows.length === 0) throw notFound(webhookEndpointName(id));
  return {};
}
