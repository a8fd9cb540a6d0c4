/**
 * The organization's invoice settings (docs/documents.md): checked on update, stored as one jsonb object, read
 * back with every field present.
 */
import { invalidField } from '@billing/core';
import { isSupportedLocale } from '@billing/documents';
import { checkAddress, checkEmail } from '../customers/resource.ts';
import { checkString } from '../shared/inputs.ts';
import type { InvoiceSettings } from './schema.ts';

export const DEFAULT_DOCUMENT_LOCALE = 'en-US';
const FOOTER_MAX = 2000;
const NUMBER_PREFIX = /^[A-Za-z0-9][A-Za-z0-9 ._/#-]{0,19}$/;

/** Every field of stored settings, the unset ones at their defaults. */
export function toInvoiceSettings(stored: Partial<InvoiceSettings> | null | undefined): InvoiceSettings {
  const settings: InvoiceSettings = {
    legalName: stored?.legalName ?? '',
    email: stored?.email ?? '',
    numberPrefix: stored?.numberPrefix ?? '',
    footer: stored?.footer ?? '',
    locale: stored?.locale || DEFAULT_DOCUMENT_LOCALE,
  };
  if (stored?.address) settings.address = stored.address;
  return settings;
}

/** The settings to store, each field checked; INVALID_ARGUMENT names the first bad one. */
export function checkInvoiceSettings(value: Partial<InvoiceSettings> | undefined): InvoiceSettings {
  const field = 'invoiceSettings';
  const input = value ?? {};
  const numberPrefix = checkString(input.numberPrefix, `${field}.numberPrefix`, 20);
  if (numberPrefix !== '' && !NUMBER_PREFIX.test(numberPrefix)) {
    throw invalidField(
      `${field}.numberPrefix`,
      'must start with a letter or digit and hold only letters, digits, spaces and . _ / # -',
    );
  }
  const footer = checkString(input.footer, `${field}.footer`, FOOTER_MAX);
  const locale = checkString(input.locale, `${field}.locale`, 35) || DEFAULT_DOCUMENT_LOCALE;
  if (!isSupportedLocale(locale)) {
    throw invalidField(`${field}.locale`, 'must be a BCP 47 locale such as "en-US" or "fr-FR"');
  }
  const settings: InvoiceSettings = {
    legalName: checkString(input.legalName, `${field}.legalName`, 200),
    email: checkEmail(input.email, `${field}.email`),
    numberPrefix,
    footer,
    locale: Intl.getCanonicalLocales(locale)[0]!,
  };
  const address = checkAddress(input.address, `${field}.address`);
  if (address) settings.address = address;
  return settings;
}
