/**
 * Amounts, quantities and dates as the locale writes them. Intl formats the decimal strings themselves (never a
 * JS number), so a long amount keeps every digit.
 */
import { Decimal, minorUnits } from '@billing/core';
import type { PostalAddress } from './invoice-document.ts';
import { type Labels, labelsFor } from './labels.ts';

/** Significant digits of a printed unit price. */
const UNIT_PRICE_DIGITS = 6;

/** Intl's limit on fraction digits; a longer decimal is printed as it is stored. */
const MAX_INTL_DIGITS = 20;

const fractionDigits = (value: string) => {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
};

/** Intl's `format` takes exact decimal strings; the lib types of this TypeScript only name numbers. */
type DecimalFormat = (value: string) => string;

/**
 * Intl formatters by their options: building one costs more than formatting a whole invoice's amounts, and a
 * process sees few locales and currencies.
 */
const numberFormats = new Map<string, DecimalFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): DecimalFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    const intl = new Intl.NumberFormat(locale, options);
    format = intl.format.bind(intl) as unknown as DecimalFormat;
    numberFormats.set(key, format);
  }
  return format;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone });
    dateFormats.set(key, format);
  }
  return format;
}

/** Checks a BCP 47 tag that Intl knows: what `invoiceSettings.locale` accepts. */
export function isSupportedLocale(locale: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf([locale]).length > 0;
  } catch {
    return false;
  }
}

export class DocumentFormat {
  readonly labels: Labels;
  private readonly amountFormat: DecimalFormat;
  private readonly dateFormat: Intl.DateTimeFormat;
  private readonly digits: number;
  /** This document's formats by fraction digits: a line's price or quantity finds it without building a key. */
  private readonly priceFormats = new Map<number, DecimalFormat>();
  private readonly quantityFormats = new Map<number, DecimalFormat>();
  constructor(
    private readonly locale: string,
    private readonly currencyCode: string,
    timeZone: string,
  ) {
    this.labels = labelsFor(locale);
    this.digits = minorUnits(currencyCode);
    this.amountFormat = this.currency(this.digits);
    this.dateFormat = dateFormat(locale, timeZone);
  }

  private currency(maxDigits: number): DecimalFormat {
    let format = this.priceFormats.get(maxDigits);
    if (!format) {
      format = numberFormat(this.locale, {
        style: 'currency',
        currency: this.currencyCode,
        minimumFractionDigits: this.digits,
        maximumFractionDigits: maxDigits,
      });
      this.priceFormats.set(maxDigits, format);
    }
    return format;
  }

  /** An amount of the invoice: exactly the currency's minor digits (it is stored that way). */
  money(value: string): string {
    return this.amountFormat(value);
  }

  /** A credit takes away from what is owed: printed negative (nothing is printed as nothing, never as -0). */
  credit(value: string): string {
    return this.amountFormat(new Decimal(value).isZero() ? value : new Decimal(value).negated().toFixed());
  }

  /**
   * A line's unit price is its amount over its quantity, which may not end (3,086.42 € / 1,234,567): printed to
   * six significant digits ($0.0025 per token), never fewer than the currency's minor digits nor rounding its
   * whole part.
   */
  price(value: string): string {
    const price = new Decimal(value);
    const significant = price.toSignificantDigits(UNIT_PRICE_DIGITS).decimalPlaces();
    const places = Math.max(this.digits, Math.min(price.decimalPlaces(), significant));
    if (places > MAX_INTL_DIGITS) return `${value} ${this.currencyCode}`;
    return this.currency(places)(price.toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places));
  }

  quantity(value: string): string {
    const digits = fractionDigits(value);
    if (digits > MAX_INTL_DIGITS) return value;
    let format = this.quantityFormats.get(digits);
    if (!format) {
      format = numberFormat(this.locale, { maximumFractionDigits: digits });
      this.quantityFormats.set(digits, format);
    }
    return format(value);
  }

  date(time: Date): string {
    return this.dateFormat.format(time);
  }

  /** [start, end) as its first and last days: a period ending at midnight ends on the day before. */
  period(start: Date, end: Date): string {
    return `${this.date(start)} – ${this.date(new Date(end.getTime() - 1))}`;
  }
}

/** One postal address as printed lines: recipients, organization, street, then the town line and region. */
export function addressLines(address: PostalAddress): string[] {
  const join = (...parts: (string | undefined)[]) => parts.filter((p) => p && p.trim() !== '').join(' ');
  return [
    ...(address.recipients ?? []),
    address.organization,
    ...(address.addressLines ?? []),
    address.sublocality,
    join(address.postalCode, address.locality, address.sortingCode),
    join(address.administrativeArea, address.regionCode),
  ].filter((line): line is string => line !== undefined && line.trim() !== '');
}
