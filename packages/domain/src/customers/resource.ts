import { ApiError, alreadyExists, formatTimestamp, invalidField } from '@billing/core';
import type { CollectionMethod } from '../organizations/schema.ts';
import { checkString } from '../shared/inputs.ts';
import { isUniqueViolation } from '../shared/postgres-errors.ts';
import type { Address, BillingProfile, Customer } from './schema.ts';

export type { Address, BillingProfile, Customer } from './schema.ts';

export interface CustomerRow {
  id: string;
  seq: string;
  display_name: string;
  email: string;
  external_id: string | null;
  currency_code: string;
  archived: boolean;
  billing_profile: BillingProfile;
  metadata: Record<string, string>;
  collection_method: CollectionMethod | null;
  net_terms_days: number | null;
  default_payment_method: string | null;
  tax_exempt: boolean;
  create_time: Date;
  update_time: Date;
}

export function toCustomer(row: CustomerRow): Customer {
  return {
    name: `customers/${row.id}`,
    displayName: row.display_name,
    email: row.email,
    externalId: row.external_id ?? '',
    currencyCode: row.currency_code,
    archived: row.archived,
    billingProfile: row.billing_profile,
    metadata: row.metadata,
    ...(row.collection_method ? { collectionMethod: row.collection_method } : {}),
    ...(row.net_terms_days === null ? {} : { netTermsDays: row.net_terms_days }),
    defaultPaymentMethod: row.default_payment_method
      ? `customers/${row.id}/paymentMethods/${row.default_payment_method}`
      : '',
    taxExempt: row.tax_exempt,
    createTime: formatTimestamp(row.create_time),
    updateTime: formatTimestamp(row.update_time),
  };
}

/** What a failed insert or update of a customer answers: its externalId or its id taken, else the error. */
export function customerConflict(error: unknown, id: string): unknown {
  if (isUniqueViolation(error, 'customers_external_id')) {
    return new ApiError('ALREADY_EXISTS', 'another customer has this externalId');
  }
  if (isUniqueViolation(error)) return alreadyExists(`customers/${id}`);
  return error;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(value: unknown, field: string): string {
  const email = checkString(value, field, 254);
  if (email !== '' && !EMAIL.test(email)) throw invalidField(field, 'must be an email address');
  return email;
}

function checkLines(value: unknown, field: string): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.length > 10) throw invalidField(field, 'must be at most 10 strings');
  return value.map((line, i) => checkString(line, `${field}[${i}]`, 200));
}

const ADDRESS_STRINGS = [
  'administrativeArea',
  'languageCode',
  'locality',
  'organization',
  'postalCode',
  'regionCode',
  'sortingCode',
  'sublocality',
] as const;

export function checkAddress(value: unknown, field: string): Address | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidField(field, 'must be an object');
  const input = value as Record<string, unknown>;
  const address: Address = {};
  const lines = checkLines(input.addressLines, `${field}.addressLines`);
  if (lines) address.addressLines = lines;
  const recipients = checkLines(input.recipients, `${field}.recipients`);
  if (recipients) address.recipients = recipients;
  for (const key of ADDRESS_STRINGS) {
    if (input[key] !== undefined && input[key] !== null)
      address[key] = checkString(input[key], `${field}.${key}`, 200);
  }
  if (address.regionCode && !/^[A-Z]{2}$/.test(address.regionCode)) {
    throw invalidField(`${field}.regionCode`, 'must be an ISO 3166-1 alpha-2 code such as "US"');
  }
  if (input.revision !== undefined && input.revision !== null) {
    if (!Number.isInteger(input.revision)) throw invalidField(`${field}.revision`, 'must be an integer');
    address.revision = input.revision as number;
  }
  return address;
}

/** Keeps the known fields of a billing profile, each checked. */
export function checkBillingProfile(value: unknown): BillingProfile {
  const field = 'billingProfile';
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidField(field, 'must be an object');
  const input = value as Record<string, unknown>;
  const profile: BillingProfile = {};
  const address = checkAddress(input.address, `${field}.address`);
  if (address) profile.address = address;
  if (input.billingEmail) profile.billingEmail = checkEmail(input.billingEmail, `${field}.billingEmail`);
  if (input.countryCode) {
    const code = checkString(input.countryCode, `${field}.countryCode`, 2);
    if (!/^[A-Z]{2}$/.test(code)) {
      throw invalidField(`${field}.countryCode`, 'must be an ISO 3166-1 alpha-2 code such as "US"');
    }
    profile.countryCode = code;
  }
  if (input.displayName) profile.displayName = checkString(input.displayName, `${field}.displayName`, 200);
  if (input.legalName) profile.legalName = checkString(input.legalName, `${field}.legalName`, 200);
  if (input.taxId) profile.taxId = checkString(input.taxId, `${field}.taxId`, 64);
  return profile;
}
