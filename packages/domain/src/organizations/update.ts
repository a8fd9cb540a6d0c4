import {
  applyUpdateMask,
  checkCurrencyCode,
  invalidField,
  isTimeZone,
  type MaskSpec,
  parseUpdateMask,
} from '@billing/core';
import type { Context } from '../context.ts';
import { checkString } from '../shared/inputs.ts';
import { loadOrganizationRow } from './get.ts';
import { type Organization, type OrganizationRow, toOrganization } from './resource.ts';
import type { OrganizationInput } from './schema.ts';

export const ORGANIZATION_MASK: MaskSpec = {
  updatable: ['displayName', 'defaultCurrencyCode', 'timeZone'],
  outputOnly: ['name', 'createTime', 'updateTime'],
};

export async function updateOrganization(
  ctx: Context,
  patch: OrganizationInput,
  updateMask: string | undefined,
): Promise<Organization> {
  const paths = parseUpdateMask(updateMask, ORGANIZATION_MASK);
  const current = toOrganization(await loadOrganizationRow(ctx));
  const next = applyUpdateMask(current, patch, paths);
  const displayName = checkString(next.displayName, 'displayName');
  const currency = checkCurrencyCode(next.defaultCurrencyCode, 'defaultCurrencyCode');
  if (!isTimeZone(next.timeZone))
    throw invalidField('timeZone', 'must be an IANA time zone such as "Europe/Paris"');
  const [row] = await ctx.sql<OrganizationRow[]>`
    UPDATE organizations SET display_name = ${displayName}, default_currency_code = ${currency},
      time_zone = ${next.timeZone}, update_time = ${ctx.clock.now()}
    WHERE id = ${ctx.organization} RETURNING *`;
  return toOrganization(row!);
}
