import type { Context } from '../context.ts';
import { type Page, type PageRequest, paginate } from '../shared/paging.ts';
import { loadDefaultDomain } from './get.ts';
import { type DomainRow, type DomainSettings, type OrganizationDomain, toDomain } from './resource.ts';

type Listed = { seq: string; domain: OrganizationDomain };

/** The DEFAULT domain first (at seq 1, where no stored domain is), then custom domains as registered. */
export async function listDomains(
  ctx: Context,
  request: PageRequest,
  settings: DomainSettings,
): Promise<Page<OrganizationDomain>> {
  return paginate<Listed, OrganizationDomain>(
    ctx,
    request,
    { collection: 'domains' },
    async (after, limit) => {
      const rows = await ctx.sql<DomainRow[]>`
        SELECT * FROM organization_domains WHERE organization_id = ${ctx.organization} AND seq > ${after}
        ORDER BY seq LIMIT ${limit}`;
      const listed: Listed[] = rows.map((row) => ({ seq: row.seq, domain: toDomain(row) }));
      if (BigInt(after) < 1n) listed.unshift({ seq: '1', domain: await loadDefaultDomain(ctx, settings) });
      return listed.slice(0, limit);
    },
    (item) => item.domain,
  );
}
