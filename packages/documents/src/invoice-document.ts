/**
 * What an invoice document shows, as plain data: the PDF and the HTML renderers draw the same view, so the two
 * forms never disagree. Amounts are decimal strings (never JS numbers); times are instants, shown in `timeZone`.
 */

export type DocumentStatus = 'DRAFT' | 'FINALIZED' | 'PAID' | 'VOID';

/** A postal address as the API's billing profile holds it (every part optional). */
export interface PostalAddress {
  recipients?: string[];
  organization?: string;
  addressLines?: string[];
  sublocality?: string;
  locality?: string;
  administrativeArea?: string;
  postalCode?: string;
  sortingCode?: string;
  regionCode?: string;
}

/** The issuer or the customer, as printed. */
export interface DocumentParty {
  legalName: string;
  address?: PostalAddress;
  email?: string;
  countryCode?: string;
  taxId?: string;
}

export interface DocumentLine {
  description: string;
  quantity: string;
  unitPrice: string;
  /** The line's amount before credit (its subtotal). */
  amount: string;
  credit: string;
}

/** One tax row: today the invoice's single tax amount; one per rate once invoices carry tax rates. */
export interface DocumentTax {
  /** e.g. "VAT 20%"; empty prints the plain "Tax" label. */
  label: string;
  amount: string;
}

export interface InvoiceDocument {
  status: DocumentStatus;
  /** The printed number with its prefix; empty on a DRAFT. */
  number: string;
  currencyCode: string;
  /** BCP 47 tag: amounts, quantities, dates and labels follow it. */
  locale: string;
  /** IANA zone the dates are shown in (the organization's). */
  timeZone: string;
  /** When the invoice was issued (finalized); absent on a DRAFT. */
  issueTime?: Date;
  /** Absent until invoices carry a due date. */
  dueTime?: Date;
  periodStart: Date;
  /** Exclusive end; the document prints the last day inside the period. */
  periodEnd: Date;
  issuer: DocumentParty;
  customer: DocumentParty;
  lines: DocumentLine[];
  subtotal: string;
  credit: string;
  taxes: DocumentTax[];
  total: string;
  amountPaid: string;
  amountDue: string;
  /** Payment instructions, bank details: plain text, line breaks kept. */
  footer: string;
  /** The PDF's creation date (the finalize time, so the same invoice gives the same bytes). */
  creationDate: Date;
}
