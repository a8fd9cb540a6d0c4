/**
 * What finalizing and voiding an invoice book on the ledger (docs/credits.md): the provisional applications of the
 * finalized computation become CREDIT_APPLIED entries; a void gives each back (CREDIT_REVERSED) and expires it
 * at once when its grant has ended. Both run in the transaction that changes the invoice's status.
 */
import { Decimal } from '@billing/core';
import type { Context } from '../context.ts';
import { writeLedgerEntry } from '../ledger/entries.ts';
import { readInvoiceCreditApplications } from '../ledger/invoice-entries.ts';
import { type BookedApplication, type LedgerInvoice, ledgerInvoiceName } from '../ledger/invoice-ref.ts';
import { outboxEvent } from '../outbox/events.ts';
import { writeOutboxEvent } from '../outbox/write-event.ts';
import { getCreditGrant } from './get.ts';
import { type CreditGrantRow, grantAccount } from './resource.ts';

async function grantRows(ctx: Context, customerId: string, ids: readonly string[]) {
  const rows = await ctx.sql<CreditGrantRow[]>`
    SELECT * FROM credit_grants
    WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ANY(${ids as string[]})`;
  return new Map(rows.map((r) => [r.id, r]));
}

/** CREDIT_APPLIED per application, and a `credit_grant.applied` event each. */
export async function bookCreditApplications(
  ctx: Context,
  invoice: LedgerInvoice,
  applications: readonly BookedApplication[],
): Promise<void> {
  if (applications.length === 0) return;
  const grants = await grantRows(
    ctx,
    invoice.customerId,
    applications.map((a) => a.grantId),
  );
  for (const application of applications) {
    const grant = grants.get(application.grantId)!;
    await writeLedgerEntry(ctx, grantAccount(grant), {
      type: 'CREDIT_APPLIED',
      amount: new Decimal(application.amount).negated().toFixed(),
      description: `applied to ${ledgerInvoiceName(invoice)}`,
      invoiceId: invoice.invoiceId,
    });
    const object = await getCreditGrant(ctx, invoice.customerId, grant.id);
    await writeOutboxEvent(
      ctx,
      outboxEvent('credit_grant.applied', object.name, {
        object,
        invoice: ledgerInvoiceName(invoice),
        amount: { amount: { value: application.amount }, currencyCode: grant.currency_code },
      }),
    );
  }
}

/**
 * CREDIT_REVERSED for each application of the voided invoice, then CREDIT_EXPIRED of the same amount when the
 * grant's end has passed (the regenerated invoice cannot use a grant that has ended) or the grant was voided
 * meanwhile (nothing may be left on a voided grant).
 */
export async function reverseCreditApplications(ctx: Context, invoice: LedgerInvoice): Promise<void> {
  const applied = await readInvoiceCreditApplications(ctx, invoice);
  if (applied.length === 0) return;
  const grants = await grantRows(
    ctx,
    invoice.customerId,
    applied.map((a) => a.grant_id),
  );
  const now = ctx.clock.now();
  for (const entry of applied) {
    const grant = grants.get(entry.grant_id)!;
    const back = new Decimal(entry.amount).negated();
    await writeLedgerEntry(ctx, grantAccount(grant), {
      type: 'CREDIT_REVERSED',
      amount: back.toFixed(),
      description: `${ledgerInvoiceName(invoice)} voided`,
      invoiceId: invoice.invoiceId,
    });
    const voided = grant.void_time !== null;
    const ended = grant.end_time !== null && grant.end_time <= now;
    if (!voided && !ended) continue;
    // A grant is voided once (CREDIT_VOIDED is unique per grant): what comes back to a voided one expires.
    await writeLedgerEntry(ctx, grantAccount(grant), {
      type: 'CREDIT_EXPIRED',
      amount: back.negated().toFixed(),
      description: voided
        ? `given back by ${ledgerInvoiceName(invoice)} after the grant was voided`
        : `given back by ${ledgerInvoiceName(invoice)} after the grant ended`,
    });
    const object = await getCreditGrant(ctx, invoice.customerId, grant.id);
    const amount = { amount: { value: back.toFixed() }, currencyCode: grant.currency_code };
    await writeOutboxEvent(ctx, outboxEvent('credit_grant.expired', object.name, { object, amount }));
  }
}
