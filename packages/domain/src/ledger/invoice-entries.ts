/**
 * The ledger entries of invoices: the finalize of a batch of invoices books them in one INSERT (batched bill runs),
 * and a void reads what its invoice booked to give it back. The ledger's triggers check each entry as they do for
 * single ones (a grant drawn below zero by two invoices of one batch fails the batch, which the bill run then
 * retries invoice by invoice).
 */
import { generateId } from '@billing/core';
import type { Context } from '../context.ts';
import type { BookedCommitmentEntry, LedgerInvoice } from './invoice-ref.ts';
import type { BalanceTransactionType } from './schema.ts';

/** An entry an invoice books on a grant's or a commitment's balance. */
export interface InvoiceLedgerEntry {
  invoice: LedgerInvoice;
  kind: 'grant' | 'commitment';
  /** The grant's or commitment's id. */
  accountId: string;
  type: BalanceTransactionType;
  /** Signed: what the entry adds to the balance. */
  amount: string;
  description: string;
}

/**
 * The entries of many invoices in one statement, in the order given (their seq follows it). The currency is the
 * invoice's: its credits were read in its currency (the ledger's trigger checks the account's).
 */
export async function writeInvoicesEntries(
  ctx: Context,
  entries: readonly InvoiceLedgerEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  const { sql } = ctx;
  const column = (value: (e: InvoiceLedgerEntry) => string | null) =>
    sql.array(entries.map(value) as string[]);
  // One array per column (see writeOutboxEvents), in the order given: the entries' seq follows it.
  await sql`
    INSERT INTO balance_transactions (organization_id, customer_id, id, type, grant_id, commitment_id, invoice_id,
      amount, currency_code, description, create_time)
    SELECT ${ctx.organization}, e.customer_id, e.id, e.type, e.grant_id, e.commitment_id, e.invoice_id, e.amount,
      e.currency_code, e.description, ${ctx.clock.now()}
    FROM unnest(${column((e) => e.invoice.customerId)}::text[], ${column(() => generateId('btx'))}::text[],
      ${column((e) => e.type)}::text[], ${column((e) => (e.kind === 'grant' ? e.accountId : null))}::text[],
      ${column((e) => (e.kind === 'commitment' ? e.accountId : null))}::text[],
      ${column((e) => e.invoice.invoiceId)}::text[], ${column((e) => e.amount)}::numeric[],
      ${column((e) => e.invoice.currencyCode)}::text[], ${column((e) => e.description)}::text[])
      WITH ORDINALITY AS e(customer_id, id, type, grant_id, commitment_id, invoice_id, amount, currency_code,
        description, n)
    ORDER BY e.n`;
}

/**
 * The grants or commitments some entries name, by `{customer}/{id}`, as they are after the entries (what the
 * events of a batch show). The rows' shape is their owner's.
 */
export async function readAccountsAfter<R extends { customer_id: string; id: string }>(
  ctx: Context,
  kind: 'grant' | 'commitment',
  entries: readonly InvoiceLedgerEntry[],
): Promise<Map<string, R>> {
  const named = entries.filter((e) => e.kind === kind);
  if (named.length === 0) return new Map();
  const { sql } = ctx;
  const table = kind === 'grant' ? 'credit_grants' : 'commitments';
  const rows = await sql<R[]>`
    SELECT * FROM ${sql(table)}
    WHERE organization_id = ${ctx.organization}
      AND (customer_id, id) IN (SELECT * FROM unnest(
        ${sql.array(named.map((e) => e.invoice.customerId))}::text[], ${sql.array(named.map((e) => e.accountId))}::text[]))`;
  return new Map(rows.map((r) => [`${r.customer_id}/${r.id}`, r]));
}

/** The CREDIT_APPLIED entries the invoice booked, by grant: what its void gives back. */
export async function readInvoiceCreditApplications(
  ctx: Context,
  invoice: LedgerInvoice,
): Promise<{ grant_id: string; amount: string }[]> {
  return ctx.sql<{ grant_id: string; amount: string }[]>`
    SELECT grant_id, amount::text FROM balance_transactions
    WHERE organization_id = ${ctx.organization} AND customer_id = ${invoice.customerId}
      AND invoice_id = ${invoice.invoiceId} AND type = 'CREDIT_APPLIED'
    ORDER BY grant_id`;
}

/** The commitment entries the invoice booked (drawdowns, settlements, true-ups): what its void gives back. */
export async function readInvoiceCommitmentEntries(
  ctx: Context,
  invoice: LedgerInvoice,
): Promise<{ commitment_id: string; type: BookedCommitmentEntry['type']; amount: string }[]> {
  return ctx.sql<{ commitment_id: string; type: BookedCommitmentEntry['type']; amount: string }[]>`
    SELECT commitment_id, type, amount::text FROM balance_transactions
    WHERE organization_id = ${ctx.organization} AND customer_id = ${invoice.customerId}
      AND invoice_id = ${invoice.invoiceId} AND commitment_id IS NOT NULL AND amount < 0
    ORDER BY commitment_id, type`;
}
