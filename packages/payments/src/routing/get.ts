import type { Context } from '@billing/domain';
import type { RoutingPolicy } from '../schema.ts';
import { loadRoutingPolicyRow, toRoutingPolicy } from './resource.ts';

/** `GET routingPolicy`. */
export async function getRoutingPolicy(ctx: Context): Promise<RoutingPolicy> {
  return toRoutingPolicy(await loadRoutingPolicyRow(ctx));
}
