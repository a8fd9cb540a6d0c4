/** The collection settings of an organization (docs/collection.md), checked; a customer may override two. */
import { invalidField } from '@billing/core';
import { COLLECTION_METHODS, type CollectionMethod } from './schema.ts';

export const COLLECTION_SETTINGS = ['collectionMethod', 'netTermsDays', 'paymentRetryDays'];

export const MAX_NET_TERMS_DAYS = 365;
const MAX_RETRIES = 8;

export function checkCollectionMethod(value: unknown, field: string): CollectionMethod {
  if (!COLLECTION_METHODS.includes(value as CollectionMethod))
    throw invalidField(field, `must be one of ${COLLECTION_METHODS.join(', ')}`);
  return value as CollectionMethod;
}

export function checkNetTermsDays(value: unknown, field: string): number {
  if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > MAX_NET_TERMS_DAYS)
    throw invalidField(field, `must be an integer from 0 to ${MAX_NET_TERMS_DAYS}`);
  return value as number;
}

/** Strictly increasing whole days after the first failed round; empty: soft failures are not retried. */
export function checkPaymentRetryDays(value: unknown, field: string): number[] {
  if (!Array.isArray(value) || value.length > MAX_RETRIES)
    throw invalidField(field, `must be a list of at most ${MAX_RETRIES} days`);
  value.forEach((day, i) => {
    if (!Number.isInteger(day) || day < 1 || day > 365)
      throw invalidField(`${field}[${i}]`, 'must be an integer from 1 to 365');
    if (i > 0 && day <= value[i - 1]) throw invalidField(`${field}[${i}]`, 'must be after the previous day');
  });
  return value as number[];
}

export const DEFAULT_COLLECTION_SETTINGS = {
  collectionMethod: 'CHARGE_AUTOMATICALLY' as CollectionMethod,
  netTermsDays: 0,
  paymentRetryDays: [1, 3, 7, 14],
};

/** A field named in the mask but absent (as `*` with a partial body) goes back to its default. */
export function checkCollectionSettings(input: {
  collectionMethod?: unknown;
  netTermsDays?: unknown;
  paymentRetryDays?: unknown;
}) {
  const d = DEFAULT_COLLECTION_SETTINGS;
  return {
    collectionMethod: checkCollectionMethod(input.collectionMethod ?? d.collectionMethod, 'collectionMethod'),
    netTermsDays: checkNetTermsDays(input.netTermsDays ?? d.netTermsDays, 'netTermsDays'),
    paymentRetryDays: checkPaymentRetryDays(input.paymentRetryDays ?? d.paymentRetryDays, 'paymentRetryDays'),
  };
}
