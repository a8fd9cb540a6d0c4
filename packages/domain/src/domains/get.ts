import { notFound } from '@billing/core';
import type { Context } from '../context.ts';
import { loadOrganizationRow } from '../organizations/get.ts';
import {
  DEFAULT_DOMAIN_ID,
  type DomainRow,
  type DomainSettings,
  defaultDomain,
  type OrganizationDomain,
  toDomain,
} from './resource.ts';

export async function loadDomainRow(ctx: Context, id: string): Promise<DomainRow> {
  const [row] = await ctx.sql<DomainRow[]>`
    SELECT * FROM organization_domains WHERE organization_id = ${ctx.organization} AND id = ${id}`;
  if (!row) throw notFound(`domains/${id}`);
  return row;
}

export async function loadDefaultDomain(ctx: Context, settings: DomainSettings): Promise<OrganizationDomain> {
  const org = await loadOrganizationRow(ctx);
  return defaultDomain(ctx.organization, org.create_time, settings.baseDomain);
}

export async function getDomain(
  ctx: Context,
  id: string,
  settings: DomainSettings,
): Promise<OrganizationDomain> {
  if (id === DEFAULT_DOMAIN_ID) return loadDefaultDomain(ctx, settings);
  return toDomain(await loadDomainRow(ctx, id));
}
