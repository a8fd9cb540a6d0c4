import { formatTimestamp } from '@billing/core';
import { toInvoiceSettings } from './invoice-settings.ts';
import type { InvoiceSettings, Organization } from './schema.ts';

export type { Organization } from './schema.ts';

export interface OrganizationRow {
  id: string;
  display_name: string;
  default_currency_code: string;
  time_zone: string;
  invoice_settings: Partial<InvoiceSettings>;
  create_time: Date;
  update_time: Date;
}

export function toOrganization(row: OrganizationRow): Organization {
  return {
    name: `organizations/${row.id}`,
    displayName: row.display_name,
    defaultCurrencyCode: row.default_currency_code,
    timeZone: row.time_zone,
    invoiceSettings: toInvoiceSettings(row.invoice_settings),
    createTime: formatTimestamp(row.create_time),
    updateTime: formatTimestamp(row.update_time),
  };
}
