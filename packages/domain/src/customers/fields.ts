import type { FilterFields } from '@billing/core';
import { checkCurrencyCode, type MaskSpec } from '@billing/core';
import { checkString, checkStringMap } from '../shared/inputs.ts';
import { type Customer, checkBillingProfile, checkEmail } from './resource.ts';
import type { CustomerInput } from './schema.ts';

export const CUSTOMER_MASK: MaskSpec = {
  updatable: [
    'displayName',
    'email',
    'externalId',
    'currencyCode',
    'metadata',
    'billingProfile',
    'billingProfile.address',
    'billingProfile.billingEmail',
    'billingProfile.countryCode',
    'billingProfile.displayName',
    'billingProfile.legalName',
  ],
  outputOnly: ['name', 'archived', 'createTime', 'updateTime'],
  maps: ['metadata'],
};

export const CUSTOMER_FILTER: FilterFields = {
  fields: {
    displayName: { column: 'display_name', type: 'string' },
    email: { column: 'email', type: 'string' },
    externalId: { column: "coalesce(external_id, '')", type: 'string' },
    currencyCode: { column: 'currency_code', type: 'string' },
    archived: { column: 'archived', type: 'boolean' },
    createTime: { column: 'create_time', type: 'timestamp' },
  },
  maps: { metadata: { column: 'metadata' } },
};

/** The writable fields of a customer, checked. */
export interface CustomerFields {
  displayName: string;
  email: string;
  externalId: string | null;
  currencyCode: string;
  billingProfile: Customer['billingProfile'];
  metadata: Record<string, string>;
}

export function checkCustomerFields(input: CustomerInput, defaultCurrency: string): CustomerFields {
  const externalId = checkString(input.externalId, 'externalId', 200);
  return {
    displayName: checkString(input.displayName, 'displayName', 200),
    email: checkEmail(input.email, 'email'),
    externalId: externalId === '' ? null : externalId,
    currencyCode: checkCurrencyCode(input.currencyCode ?? defaultCurrency, 'currencyCode'),
    billingProfile: checkBillingProfile(input.billingProfile),
    metadata: checkStringMap(input.metadata, 'metadata'),
  };
}
