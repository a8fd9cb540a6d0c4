import { alreadyExists, checkCurrencyCode, checkResourceId, invalidField, isTimeZone } from '@billing/core';
import type { SystemContext } from '../context.ts';
import { checkString } from '../shared/inputs.ts';
import { isUniqueViolation } from '../shared/postgres-errors.ts';
import { type Organization, type OrganizationRow, toOrganization } from './resource.ts';

export interface CreateOrganizationInput {
  id: string;
  displayName?: string;
  defaultCurrencyCode?: string;
  timeZone?: string;
}

export async function createOrganization(
  ctx: SystemContext,
  input: CreateOrganizationInput,
): Promise<Organization> {
  const id = checkResourceId(input.id, 'organizationId');
  const timeZone = input.timeZone ?? 'UTC';
  if (!isTimeZone(timeZone))
    throw invalidField('timeZone', 'must be an IANA time zone such as "Europe/Paris"');
  const currency = checkCurrencyCode(input.defaultCurrencyCode ?? 'USD', 'defaultCurrencyCode');
  const now = ctx.clock.now();
  try {
    const [row] = await ctx.sql<OrganizationRow[]>`
      INSERT INTO organizations (id, display_name, default_currency_code, time_zone, create_time, update_time)
      VALUES (${id}, ${checkString(input.displayName, 'displayName')}, ${currency}, ${timeZone}, ${now}, ${now})
      RETURNING *`;
    return toOrganization(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists(`organizations/${id}`);
    throw error;
  }
}

export async function organizationExists(ctx: SystemContext, id: string): Promise<boolean> {
  const rows = await ctx.sql`SELECT 1 FROM organizations WHERE id = ${id}`;
  return rows.length > 0;
}

export async function countOrganizations(ctx: SystemContext): Promise<number> {
  const [row] = await ctx.sql<{ n: string }[]>`SELECT count(*)::text AS n FROM organizations`;
  return Number(row!.n);
}

/** The ids of the organizations that have contracts (bill runs go over them). */
export async function organizationsWithContracts(ctx: Pick<SystemContext, 'sql'>): Promise<string[]> {
  const rows = await ctx.sql<{ organization_id: string }[]>`
    SELECT DISTINCT organization_id FROM contracts ORDER BY organization_id`;
  return rows.map((r) => r.organization_id);
}
