import type { FilterFields } from '@billing/core';
import { checkCurrencyCode, invalidField, type MaskSpec } from '@billing/core';
import type { Context } from '../context.ts';
import { checkCollectionMethod, checkNetTermsDays } from '../organizations/collection-settings.ts';
import type { CollectionMethod } from '../organizations/schema.ts';
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
    'billingProfile.taxId',
    'collectionMethod',
    'netTermsDays',
    'defaultPaymentMethod',
    'taxExempt',
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
  collectionMethod: CollectionMethod | null;
  netTermsDays: number | null;
  /** The id of one of the customer's payment methods (checked against the table by checkDefaultPaymentMethod). */
  defaultPaymentMethod: string | null;
  taxExempt: boolean;
}

export function checkCustomerFields(
  input: CustomerInput,
  defaultCurrency: string,
  customerId: string,
): CustomerFields {
  const externalId = checkString(input.externalId, 'externalId', 200);
  return {
    displayName: checkString(input.displayName, 'displayName', 200),
    email: checkEmail(input.email, 'email'),
    externalId: externalId === '' ? null : externalId,
    currencyCode: checkCurrencyCode(input.currencyCode ?? defaultCurrency, 'currencyCode'),
    billingProfile: checkBillingProfile(input.billingProfile),
    metadata: checkStringMap(input.metadata, 'metadata'),
    // Absent: the organization's setting applies (UNSPECIFIED is refused, as every enumeration's).
    collectionMethod:
      input.collectionMethod === undefined
        ? null
        : checkCollectionMethod(input.collectionMethod, 'collectionMethod'),
    netTermsDays:
      input.netTermsDays === undefined || input.netTermsDays === null
        ? null
        : checkNetTermsDays(input.netTermsDays, 'netTermsDays'),
    defaultPaymentMethod: paymentMethodId(input.defaultPaymentMethod, customerId),
    taxExempt: input.taxExempt === true,
  };
}

function paymentMethodId(value: unknown, customerId: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  const prefix = `customers/${customerId}/paymentMethods/`;
  if (typeof value !== 'string' || !value.startsWith(prefix) || value.length === prefix.length)
    throw invalidField('defaultPaymentMethod', `must be ${prefix}{paymentMethod}`);
  return value.slice(prefix.length);
}

/** The default payment method must be an ACTIVE method of the customer when it is set (not later). */
export async function checkDefaultPaymentMethod(
  ctx: Context,
  customerId: string,
  methodId: string | null,
): Promise<void> {
  if (methodId === null) return;
  const [row] = await ctx.sql<{ status: string }[]>`
    SELECT status FROM payment_methods
    WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ${methodId}`;
  if (!row) throw invalidField('defaultPaymentMethod', 'does not exist');
  if (row.status !== 'ACTIVE') throw invalidField('defaultPaymentMethod', `is ${row.status}`);
}
