import { notFound } from '@billing/core';
import type { Context } from '../context.ts';
import { type Organization, type OrganizationRow, toOrganization } from './resource.ts';

export async function loadOrganizationRow(ctx: Context): Promise<OrganizationRow> {
  const [row] = await ctx.sql<OrganizationRow[]>`SELECT * FROM organizations WHERE id = ${ctx.organization}`;
  if (!row) throw notFound(`organizations/${ctx.organization}`);
  return row;
}

export async function getOrganization(ctx: Context): Promise<Organization> {
  return toOrganization(await loadOrganizationRow(ctx));
}
