/**
 * What finalizing books on the ledger for a batch of invoices at once (batched bill runs): exactly the entries and
 * events bookCreditApplications and bookCommitmentEntries write one invoice at a time, the entries in one
 * statement (the ledger's writeInvoicesEntries) and the events after them, each showing its grant or commitment
 * as the whole batch left it. Here, beside the invoices, since it speaks of grants and commitments both.
 */
import { Decimal } from '@billing/core';
import { type CommitmentRow, toCommitment } from '../commitments/resource.ts';
import type { Context } from '../context.ts';
import { type CreditGrantRow, toCreditGrant } from '../credits/resource.ts';
import {
  type InvoiceLedgerEntry,
  readAccountsAfter,
  writeInvoicesEntries,
} from '../ledger/invoice-entries.ts';
import {
  type BookedApplication,
  type BookedCommitmentEntry,
  type LedgerInvoice,
  ledgerInvoiceName,
} from '../ledger/invoice-ref.ts';
import { type OutboxEvent, outboxEvent } from '../outbox/events.ts';
import { writeOutboxEvents } from '../outbox/write-event.ts';
import type { InvoiceRow } from './resource.ts';

/** The invoice as the ledger names it. */
export const ledgerInvoiceOf = (row: InvoiceRow): LedgerInvoice => ({
  customerId: row.customer_id,
  invoiceId: row.id,
  contractId: row.contract_id,
  currencyCode: row.currency_code,
});

export interface InvoiceBookings {
  row: InvoiceRow;
  credits: readonly BookedApplication[];
  commitments: readonly BookedCommitmentEntry[];
}

type Rows<R> = Map<string, R>;

export async function bookInvoicesLedger(ctx: Context, invoices: readonly InvoiceBookings[]): Promise<void> {
  const booked = invoices.filter((i) => i.credits.length > 0 || i.commitments.length > 0);
  if (booked.length === 0) return;
  const now = ctx.clock.now();
  const entries: InvoiceLedgerEntry[] = [];
  // The events show each grant and commitment after the whole batch's entries: built once they are written.
  const announced: ((grants: Rows<CreditGrantRow>, commitments: Rows<CommitmentRow>) => OutboxEvent)[] = [];
  for (const { row, credits, commitments: entriesOf } of booked) {
    const invoice = ledgerInvoiceOf(row);
    const name = ledgerInvoiceName(invoice);
    for (const application of credits) {
      entries.push({
        invoice,
        kind: 'grant',
        accountId: application.grantId,
        type: 'CREDIT_APPLIED',
        amount: new Decimal(application.amount).negated().toFixed(),
        description: `applied to ${name}`,
      });
      announced.push((grants) => {
        const object = toCreditGrant(grants.get(`${row.customer_id}/${application.grantId}`)!, now);
        return outboxEvent('credit_grant.applied', object.name, {
          object,
          invoice: name,
          amount: { amount: { value: application.amount }, currencyCode: row.currency_code },
        });
      });
    }
    for (const entry of entriesOf) {
      const amount = new Decimal(entry.amount);
      entries.push({
        invoice,
        kind: 'commitment',
        accountId: entry.commitmentId,
        type: entry.type,
        amount: amount.negated().toFixed(),
        description: entry.type === 'COMMITMENT_TRUE_UP' ? `trued up on ${name}` : `applied to ${name}`,
      });
      announced.push((_, commitments) => {
        const object = toCommitment(commitments.get(`${row.customer_id}/${entry.commitmentId}`)!, now);
        return outboxEvent('commitment.applied', object.name, {
          object,
          invoice: name,
          entryType: entry.type,
          amount: { amount: { value: amount.toFixed() }, currencyCode: row.currency_code },
        });
      });
    }
  }
  await writeInvoicesEntries(ctx, entries);
  const grants = await readAccountsAfter<CreditGrantRow>(ctx, 'grant', entries);
  const commitments = await readAccountsAfter<CommitmentRow>(ctx, 'commitment', entries);
  await writeOutboxEvents(
    ctx,
    announced.map((event) => event(grants, commitments)),
  );
}
