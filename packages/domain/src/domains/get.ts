import type { Context } from '../context.ts';
import { loadOrganizationRow } from '../organizations/get.ts';
import { loadScopedRow } from '../shared/scoped-rows.ts';
import {
  DEFAULT_DOMAIN_ID,
  type DomainRow,
  type DomainSettings,
  defaultDomain,
  type OrganizationDomain,
  toDomain,
} from './resource.ts';

export function loadDomainRow(ctx: Context, id: string): Promise<DomainRow> {
  return loadScopedRow<DomainRow>(ctx, 'organization_domains', id, `domains/${id}`);
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
