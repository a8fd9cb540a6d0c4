import {
  applyUpdateMask,
  checkCurrencyCode,
  failedPrecondition,
  invalidField,
  isTimeZone,
  type MaskSpec,
  parseUpdateMask,
} from '@billing/core';
import type { Context } from '../context.ts';
import { markDraftsStale } from '../invoices/mark-stale.ts';
import { checkString } from '../shared/inputs.ts';
import { COLLECTION_SETTINGS, checkCollectionSettings } from './collection-settings.ts';
import { loadOrganizationRow } from './get.ts';
import { checkInvoiceSettings } from './invoice-settings.ts';
import { type Organization, type OrganizationRow, toOrganization } from './resource.ts';
import type { OrganizationInput } from './schema.ts';

export const ORGANIZATION_MASK: MaskSpec = {
  updatable: [
    'displayName',
    'defaultCurrencyCode',
    'timeZone',
    ...COLLECTION_SETTINGS,
    'invoiceSettings',
    'invoiceSettings.legalName',
    'invoiceSettings.address',
    'invoiceSettings.email',
    'invoiceSettings.numberPrefix',
    'invoiceSettings.footer',
    'invoiceSettings.locale',
  ],
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
  const collection = checkCollectionSettings(next);
  const invoiceSettings = checkInvoiceSettings(next.invoiceSettings);
  if (next.timeZone !== current.timeZone) await checkPeriodsMayMove(ctx);
  const [row] = await ctx.sql<OrganizationRow[]>`
    UPDATE organizations SET display_name = ${displayName}, default_currency_code = ${currency},
      time_zone = ${next.timeZone}, collection_method = ${collection.collectionMethod},
      net_terms_days = ${collection.netTermsDays}, payment_retry_days = ${collection.paymentRetryDays},
      invoice_settings = ${ctx.sql.json(invoiceSettings as never)},
      update_time = ${ctx.clock.now()}
    WHERE id = ${ctx.organization} RETURNING *`;
  return toOrganization(row!);
}

/**
 * Billing periods start at midnight in the organization's time zone: once an invoice was issued for a period,
 * moving the periods would bill part of it again (or never) under periods shifted by the new offset. DRAFTs
 * follow the change: they are marked stale, so those of the old periods go and the new periods are drafted.
 */
async function checkPeriodsMayMove(ctx: Context): Promise<void> {
  const [issued] = await ctx.sql`
    SELECT 1 FROM invoices WHERE organization_id = ${ctx.organization} AND status <> 'DRAFT' LIMIT 1`;
  if (issued)
    throw failedPrecondition(
      'timeZone cannot change once invoices have been issued: it would move the billing periods they cover',
    );
  await markDraftsStale(ctx, { organization: true });
}
