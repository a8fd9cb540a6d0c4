/**
 * What finalizing and voiding an invoice book for commitments (docs/credits.md): a prepaid commitment's
 * drawdown and a postpaid one's settlement (the spend that met it, the true-up) at finalize; a void books the
 * opposite of each (BALANCE_TRANSACTION_TYPE has no COMMITMENT_REVERSED: an entry of the same type and opposite sign), and
 * expires it at once when the commitment was voided meanwhile or, prepaid, has ended.
 */
import { Decimal } from '@billing/core';
import type { Context } from '../context.ts';
import { writeLedgerEntry } from '../ledger/entries.ts';
import { readInvoiceCommitmentEntries } from '../ledger/invoice-entries.ts';
import { type BookedCommitmentEntry, type LedgerInvoice, ledgerInvoiceName } from '../ledger/invoice-ref.ts';
import { outboxEvent } from '../outbox/events.ts';
import { writeOutboxEvent } from '../outbox/write-event.ts';
import { getCommitment } from './get.ts';
import { type CommitmentRow, commitmentAccount, isPrepaid } from './resource.ts';

/** What markTrueUpDrafts needs of an invoice finalized or voided (its row's names). */
export interface TrueUpSource {
  customer_id: string;
  contract_id: string;
  id: string;
}

async function commitmentRows(ctx: Context, customerId: string, ids: readonly string[]) {
  const rows = await ctx.sql<CommitmentRow[]>`
    SELECT * FROM commitments
    WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ANY(${ids as string[]})`;
  return new Map(rows.map((r) => [r.id, r]));
}

function moneyOf(row: CommitmentRow, value: Decimal) {
  return { amount: { value: value.toFixed() }, currencyCode: row.currency_code };
}

/** The finalized invoice's entries, and a `commitment.applied` event each. */
export async function bookCommitmentEntries(
  ctx: Context,
  invoice: LedgerInvoice,
  entries: readonly BookedCommitmentEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  const rows = await commitmentRows(
    ctx,
    invoice.customerId,
    entries.map((e) => e.commitmentId),
  );
  for (const entry of entries) {
    const row = rows.get(entry.commitmentId)!;
    const amount = new Decimal(entry.amount);
    await writeLedgerEntry(ctx, commitmentAccount(row), {
      type: entry.type,
      amount: amount.negated().toFixed(),
      description:
        entry.type === 'COMMITMENT_TRUE_UP'
          ? `trued up on ${ledgerInvoiceName(invoice)}`
          : `applied to ${ledgerInvoiceName(invoice)}`,
      invoiceId: invoice.invoiceId,
    });
    const object = await getCommitment(ctx, invoice.customerId, row.id);
    await writeOutboxEvent(
      ctx,
      outboxEvent('commitment.applied', object.name, {
        object,
        invoice: ledgerInvoiceName(invoice),
        entryType: entry.type,
        amount: moneyOf(row, amount),
      }),
    );
  }
}

/** The voided invoice's entries given back, then expired where nothing may use them any more. */
export async function reverseCommitmentEntries(ctx: Context, invoice: LedgerInvoice): Promise<void> {
  const booked = await readInvoiceCommitmentEntries(ctx, invoice);
  if (booked.length === 0) return;
  const rows = await commitmentRows(
    ctx,
    invoice.customerId,
    booked.map((b) => b.commitment_id),
  );
  const now = ctx.clock.now();
  const back = new Map<string, Decimal>();
  for (const entry of booked) {
    const row = rows.get(entry.commitment_id)!;
    const amount = new Decimal(entry.amount).negated();
    await writeLedgerEntry(ctx, commitmentAccount(row), {
      type: entry.type,
      amount: amount.toFixed(),
      description: `${ledgerInvoiceName(invoice)} voided`,
      invoiceId: invoice.invoiceId,
    });
    back.set(row.id, (back.get(row.id) ?? new Decimal(0)).plus(amount));
  }
  for (const [id, amount] of back) {
    const row = rows.get(id)!;
    const voided = row.void_time !== null;
    // A postpaid commitment that has ended is settled again by the regenerated invoice: it stays.
    const ended = isPrepaid(row) && row.end_time !== null && row.end_time <= now;
    if (!voided && !ended) continue;
    await writeLedgerEntry(ctx, commitmentAccount(row), {
      type: 'COMMITMENT_EXPIRED',
      amount: amount.negated().toFixed(),
      description: voided
        ? `given back by ${ledgerInvoiceName(invoice)} after the commitment was voided`
        : `given back by ${ledgerInvoiceName(invoice)} after the commitment ended`,
    });
    const object = await getCommitment(ctx, invoice.customerId, id);
    await writeOutboxEvent(
      ctx,
      outboxEvent('commitment.expired', object.name, { object, amount: moneyOf(row, amount) }),
    );
  }
}

/**
 * The contracts among `invoices`' that hold a postpaid commitment (not voided), by customer: their true-ups count
 * the spend of the contract's finalized invoices, so the invoice store marks their DRAFTs stale when one of those
 * is finalized or voided (`invoices/mark-true-up-drafts.ts`). Read by customer first: a join to the batch grew
 * with the table on the embedded database's plans (measured 140x slower for 3x the customers).
 */
export async function postpaidContractsOf(
  ctx: Context,
  invoices: readonly TrueUpSource[],
): Promise<Set<string>> {
  if (invoices.length === 0) return new Set();
  const { sql } = ctx;
  const postpaid = await sql<{ customer_id: string; contract_id: string }[]>`
    SELECT DISTINCT customer_id, contract_id FROM commitments
    WHERE organization_id = ${ctx.organization}
      AND customer_id = ANY(${sql.array([...new Set(invoices.map((r) => r.customer_id))])}::text[])
      AND cost_basis = 0 AND void_time IS NULL`;
  return new Set(postpaid.map((c) => `${c.customer_id}/${c.contract_id}`));
}
