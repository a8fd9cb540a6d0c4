import { formatTimestamp } from '@billing/core';
import { toInvoiceSettings } from './invoice-settings.ts';
import type { CollectionMethod, InvoiceSettings, Organization } from './schema.ts';

export type { Organization } from './schema.ts';

export interface OrganizationRow {
  id: string;
  display_name: string;
  default_currency_code: string;
  time_zone: string;
  collection_method: CollectionMethod;
  net_terms_days: number;
  payment_retry_days: number[];
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
    collectionMethod: row.collection_method,
    netTermsDays: row.net_terms_days,
    paymentRetryDays: row.payment_retry_days,
    invoiceSettings: toInvoiceSettings(row.invoice_settings),
    createTime: formatTimestamp(row.create_time),
    updateTime: formatTimestamp(row.update_time),
  };
}
