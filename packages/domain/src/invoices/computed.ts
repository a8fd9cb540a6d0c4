/**
 * What a computation of an invoice gives the store: lines and totals as decimal strings, already rounded where
 * docs/invoices.md "Lines and rounding" rounds. The rating packages compute it; this package only stores it.
 */
import type { BookedApplication, BookedCommitmentEntry } from '../ledger/invoice-ref.ts';

export interface ComputedLine {
  id: string;
  description: string;
  /** `products/{product}`. */
  product: string;
  rateId: string;
  dimensions: Record<string, string>;
  startTime: Date;
  endTime: Date;
  quantity: string;
  unitPrice: string;
  subtotal: string;
  credit: string;
  /** subtotal - credit + tax. */
  total: string;
  /** (subtotal - credit) x the rate, rounded; absent: 0 (docs/tax.md). */
  tax?: string;
  /** The rate's name, display name and percentage as the line was taxed; absent: no rate. */
  taxRate?: { name: string; displayName: string; percentage: string };
}

export interface ComputedInvoice {
  /** The period's end as the contract now says (an end set later truncates it). */
  periodEnd: Date;
  lines: ComputedLine[];
  subtotal: string;
  tax: string;
  credit: string;
  total: string;
  /** The grants behind `credit`, booked as CREDIT_APPLIED when the invoice is finalized (docs/credits.md). */
  credits?: BookedApplication[];
  /** Commitment drawdowns and settlements, booked when the invoice is finalized (docs/credits.md). */
  commitments?: BookedCommitmentEntry[];
}
