import { formatTimestamp } from '@billing/core';
import type { Context } from '@billing/domain';
import type { RoutingPolicy, RoutingRule } from '../schema.ts';

export interface RoutingPolicyRow {
  rules: RoutingRule[];
  update_time: Date;
}

export async function loadRoutingPolicyRow(
  ctx: Context,
  lock = false,
): Promise<RoutingPolicyRow | undefined> {
  const rows = lock
    ? await ctx.sql<RoutingPolicyRow[]>`
        SELECT rules, update_time FROM routing_policies WHERE organization_id = ${ctx.organization} FOR UPDATE`
    : await ctx.sql<RoutingPolicyRow[]>`
        SELECT rules, update_time FROM routing_policies WHERE organization_id = ${ctx.organization}`;
  return rows[0];
}

/** An organization that never set its policy has one with no rules (and no updateTime). */
export function toRoutingPolicy(row: RoutingPolicyRow | undefined): RoutingPolicy {
  if (!row) return { name: 'routingPolicy', rules: [] };
  return { name: 'routingPolicy', rules: row.rules, updateTime: formatTimestamp(row.update_time) };
}
