import { checkCurrencyCode, invalidField, type MaskSpec, parseUpdateMask } from '@billing/core';
import { withTransaction } from '@billing/db';
import type { Context } from '@billing/domain';
import {
  PAYMENT_METHOD_TYPES,
  type RoutingPolicy,
  type RoutingPolicyInput,
  type RoutingRule,
} from '../schema.ts';
import { toRoutingPolicy } from './resource.ts';

export const ROUTING_POLICY_MASK: MaskSpec = { updatable: ['rules'], outputOnly: ['name', 'updateTime'] };

const CONNECTION_NAME = /^providerConnections\/([a-z]([a-z0-9-]{0,61}[a-z0-9])?)$/;
const COUNTRY = /^[A-Z]{2}$/;
const MAX_RULES = 100;

function distinct(values: unknown, field: string, check: (v: unknown, f: string) => string): string[] {
  if (values === undefined || values === null) return [];
  if (!Array.isArray(values)) throw invalidField(field, 'must be an array');
  if (values.length > 300) throw invalidField(field, 'must have at most 300 entries');
  const out = values.map((v, i) => check(v, `${field}[${i}]`));
  return [...new Set(out)];
}

function checkRule(input: unknown, i: number): RoutingRule {
  const field = `rules[${i}]`;
  if (input === null || typeof input !== 'object') throw invalidField(field, 'must be an object');
  const rule = input as Record<string, unknown>;
  const name = rule.providerConnection;
  if (typeof name !== 'string' || !CONNECTION_NAME.test(name)) {
    throw invalidField(`${field}.providerConnection`, 'must be providerConnections/{providerConnection}');
  }
  const bool = (key: string) => {
    const v = rule[key];
    if (v !== undefined && typeof v !== 'boolean') throw invalidField(`${field}.${key}`, 'must be a boolean');
    return v === true;
  };
  return {
    providerConnection: name,
    countryCodes: distinct(rule.countryCodes, `${field}.countryCodes`, (v, f) => {
      if (typeof v !== 'string' || !COUNTRY.test(v))
        throw invalidField(f, 'must be an ISO 3166-1 alpha-2 code');
      return v;
    }),
    currencyCodes: distinct(rule.currencyCodes, `${field}.currencyCodes`, checkCurrencyCode),
    paymentMethodTypes: distinct(rule.paymentMethodTypes, `${field}.paymentMethodTypes`, (v, f) => {
      if (!(PAYMENT_METHOD_TYPES as readonly unknown[]).includes(v)) {
        throw invalidField(f, `must be one of ${PAYMENT_METHOD_TYPES.join(', ')}`);
      }
      return v as string;
    }) as RoutingRule['paymentMethodTypes'],
    requireOffSession: bool('requireOffSession'),
    requireRecurring: bool('requireRecurring'),
  };
}

/**
 * `PATCH routingPolicy`: the rules are replaced as a whole (a list has no paths inside). Every connection named
 * must be the organization's; a disabled one may be named (routing skips it while it is disabled).
 */
export async function updateRoutingPolicy(
  ctx: Context,
  patch: RoutingPolicyInput,
  updateMask: string | undefined,
): Promise<RoutingPolicy> {
  const paths = parseUpdateMask(updateMask, ROUTING_POLICY_MASK);
  return withTransaction(ctx, async (tx) => {
    const [current] = await tx.sql<{ rules: RoutingRule[] }[]>`
      SELECT rules FROM routing_policies WHERE organization_id = ${ctx.organization} FOR UPDATE`;
    let rules = current?.rules ?? [];
    if (paths.includes('rules')) {
      const input = patch.rules ?? [];
      if (input.length > MAX_RULES) throw invalidField('rules', `must have at most ${MAX_RULES} rules`);
      rules = input.map(checkRule);
      const ids = [...new Set(rules.map((r) => r.providerConnection.split('/')[1]!))];
      const found = await tx.sql<{ id: string }[]>`
        SELECT id FROM provider_connections WHERE organization_id = ${ctx.organization} AND id = ANY(${ids})`;
      const known = new Set(found.map((r) => r.id));
      const missing = rules.findIndex((r) => !known.has(r.providerConnection.split('/')[1]!));
      if (missing >= 0) throw invalidField(`rules[${missing}].providerConnection`, 'does not exist');
    }
    const now = ctx.clock.now();
    const [row] = await tx.sql<{ rules: RoutingRule[]; update_time: Date }[]>`
      INSERT INTO routing_policies (organization_id, rules, update_time)
      VALUES (${ctx.organization}, ${tx.sql.json(rules as never)}, ${now})
      ON CONFLICT (organization_id) DO UPDATE SET rules = EXCLUDED.rules, update_time = EXCLUDED.update_time
      RETURNING rules, update_time`;
    return toRoutingPolicy(row);
  });
}
