/**
 * What finalizing books on the ledger, for a batch of invoices at once (batched bill runs): exactly the entries
 * and events bookCreditApplications, bookCommitmentEntries and markTrueUpDrafts write one invoice at a time, in
 * a few statements. The ledger's triggers check each entry as they do for single ones (a grant drawn below zero
 * by two invoices of one batch fails the batch, which the bill run then retries invoice by invoice).
 */
import { Decimal, generateId } from '@billing/core';
import type { BookedCommitmentEntry } from '../commitments/book-invoice.ts';
import { type CommitmentRow, toCommitment } from '../commitments/resource.ts';
import type { Context } from '../context.ts';
import type { InvoiceRow } from '../invoices/resource.ts';
import { type OutboxEvent, outboxEvent } from '../outbox/events.ts';
import { writeOutboxEvents } from '../outbox/write-event.ts';
import type { BookedApplication } from './book-invoice.ts';
import { type CreditGrantRow, toCreditGrant } from './resource.ts';

export interface InvoiceBookings {
  row: InvoiceRow;
  credits: readonly BookedApplication[];
  commitments: readonly BookedCommitmentEntry[];
}

/** A row of balance_transactions as booked here (the organization and the time are the same for all). */
interface LedgerEntry {
  customer_id: string;
  id: string;
  type: string;
  grant_id: string | null;
  commitment_id: string | null;
  invoice_id: string;
  amount: string;
  currency_code: string;
  description: string;
}

const invoicePath = (row: InvoiceRow) => `customers/${row.customer_id}/invoices/${row.id}`;

export async function bookInvoicesLedger(ctx: Context, invoices: readonly InvoiceBookings[]): Promise<void> {
  const booked = invoices.filter((i) => i.credits.length > 0 || i.commitments.length > 0);
  if (booked.length === 0) return;
  const now = ctx.clock.now();
  const entries: LedgerEntry[] = [];
  // The events show each grant and commitment after the whole batch's entries: built once they are written.
  const announced: ((grants: Rows<CreditGrantRow>, commitments: Rows<CommitmentRow>) => OutboxEvent)[] = [];
  for (const { row, credits, commitments: entriesOf } of booked) {
    for (const application of credits) {
      entries.push({
        customer_id: row.customer_id,
        id: generateId('btx'),
        type: 'CREDIT_APPLIED',
        grant_id: application.grantId,
        commitment_id: null,
        invoice_id: row.id,
        amount: new Decimal(application.amount).negated().toFixed(),
        // The invoice's: its credits were read in its currency (the ledger's trigger checks the grant's).
        currency_code: row.currency_code,
        description: `applied to ${invoicePath(row)}`,
      });
      announced.push((grants) => {
        const object = toCreditGrant(grants.get(`${row.customer_id}/${application.grantId}`)!, now);
        return outboxEvent('credit_grant.applied', object.name, {
          object,
          invoice: invoicePath(row),
          amount: { amount: { value: application.amount }, currencyCode: row.currency_code },
        });
      });
    }
    for (const entry of entriesOf) {
      const amount = new Decimal(entry.amount);
      entries.push({
        customer_id: row.customer_id,
        id: generateId('btx'),
        type: entry.type,
        grant_id: null,
        commitment_id: entry.commitmentId,
        invoice_id: row.id,
        amount: amount.negated().toFixed(),
        currency_code: row.currency_code,
        description:
          entry.type === 'COMMITMENT_TRUE_UP'
            ? `trued up on ${invoicePath(row)}`
            : `applied to ${invoicePath(row)}`,
      });
      announced.push((_, commitments) => {
        const object = toCommitment(commitments.get(`${row.customer_id}/${entry.commitmentId}`)!, now);
        return outboxEvent('commitment.applied', object.name, {
          object,
          invoice: invoicePath(row),
          entryType: entry.type,
          amount: { amount: { value: amount.toFixed() }, currencyCode: row.currency_code },
        });
      });
    }
  }
  const { sql } = ctx;
  const column = (name: keyof LedgerEntry) => sql.array(entries.map((e) => e[name]) as string[]);
  // One array per column (see writeOutboxEvents), in the order given: the entries' seq follows it.
  await sql`
    INSERT INTO balance_transactions (organization_id, customer_id, id, type, grant_id, commitment_id, invoice_id,
      amount, currency_code, description, create_time)
    SELECT ${ctx.organization}, e.customer_id, e.id, e.type, e.grant_id, e.commitment_id, e.invoice_id, e.amount,
      e.currency_code, e.description, ${now}
    FROM unnest(${column('customer_id')}::text[], ${column('id')}::text[], ${column('type')}::text[],
      ${column('grant_id')}::text[], ${column('commitment_id')}::text[], ${column('invoice_id')}::text[],
      ${column('amount')}::numeric[], ${column('currency_code')}::text[], ${column('description')}::text[])
      WITH ORDINALITY AS e(customer_id, id, type, grant_id, commitment_id, invoice_id, amount, currency_code,
        description, n)
    ORDER BY e.n`;
  const grants = await rowsOf<CreditGrantRow>(ctx, 'credit_grants', entries, 'grant_id');
  const commitments = await rowsOf<CommitmentRow>(ctx, 'commitments', entries, 'commitment_id');
  await writeOutboxEvents(
    ctx,
    announced.map((event) => event(grants, commitments)),
  );
}

type Rows<R> = Map<string, R>;

/** The grants or commitments the entries name, by `{customer}/{id}`, as they are after the entries. */
async function rowsOf<R extends { customer_id: string; id: string }>(
  ctx: Context,
  table: 'credit_grants' | 'commitments',
  entries: readonly LedgerEntry[],
  column: 'grant_id' | 'commitment_id',
): Promise<Rows<R>> {
  const named = entries.filter((e) => e[column] !== null);
  if (named.length === 0) return new Map();
  const { sql } = ctx;
  const rows = await sql<R[]>`
    SELECT * FROM ${sql(table)}
    WHERE organization_id = ${ctx.organization}
      AND (customer_id, id) IN (SELECT * FROM unnest(
        ${sql.array(named.map((e) => e.customer_id))}::text[], ${sql.array(named.map((e) => e[column]!))}::text[]))`;
  return new Map(rows.map((r) => [`${r.customer_id}/${r.id}`, r]));
}

/** lockCustomerLedger for many customers, in one statement and in one order (sorted), as single writers take it. */
export async function lockCustomerLedgers(ctx: Context, customerIds: readonly string[]): Promise<void> {
  if (customerIds.length === 0) return;
  const keys = [...customerIds].sort().map((c) => `credits/${ctx.organization}/${c}`);
  await ctx.sql`
    SELECT count(pg_advisory_xact_lock(hashtextextended(k, 0)))
    FROM (SELECT k FROM unnest(${ctx.sql.array(keys)}::text[]) WITH ORDINALITY AS t(k, n) ORDER BY n) s`;
}
