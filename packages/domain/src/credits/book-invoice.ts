/**
 * What finalizing and voiding an invoice book on the ledger (docs/credits.md): the provisional applications of the
 * finalized computation become CREDIT_APPLIED entries; a void gives each back (CREDIT_REVERSED) and expires it
 * at once when its grant has ended. Both run in the transaction that changes the invoice's status.
 */
import { Decimal } from '@billing/core';
import type { Context } from '../context.ts';
import type { InvoiceRow } from '../invoices/resource.ts';
import { outboxEvent } from '../outbox/events.ts';
import { writeOutboxEvent } from '../outbox/write-event.ts';
import { getCreditGrant } from './get.ts';
import { writeBalanceTransaction } from './ledger.ts';
import type { CreditGrantRow } from './resource.ts';

export interface BookedApplication {
  grantId: string;
  /** Positive, with the currency's minor digits. */
  amount: string;
}

const invoicePath = (row: InvoiceRow) => `customers/${row.customer_id}/invoices/${row.id}`;

async function grantRows(ctx: Context, customerId: string, ids: readonly string[]) {
  const rows = await ctx.sql<CreditGrantRow[]>`
    SELECT * FROM credit_grants
    WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ANY(${ids as string[]})`;
  return new Map(rows.map((r) => [r.id, r]));
}

/** CREDIT_APPLIED per application, and a `credit_grant.applied` event each. */
export async function bookCreditApplications(
  ctx: Context,
  invoice: InvoiceRow,
  applications: readonly BookedApplication[],
): Promise<void> {
  if (applications.length === 0) return;
  const grants = await grantRows(
    ctx,
    invoice.customer_id,
    applications.map((a) => a.grantId),
  );
  for (const application of applications) {
    const grant = grants.get(application.grantId)!;
    await writeBalanceTransaction(ctx, grant, {
      type: 'CREDIT_APPLIED',
      amount: new Decimal(application.amount).negated().toFixed(),
      description: `applied to ${invoicePath(invoice)}`,
      invoiceId: invoice.id,
    });
    const object = await getCreditGrant(ctx, invoice.customer_id, grant.id);
    await writeOutboxEvent(
      ctx,
      outboxEvent('credit_grant.applied', object.name, {
        object,
        invoice: invoicePath(invoice),
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
export async function reverseCreditApplications(ctx: Context, invoice: InvoiceRow): Promise<void> {
  const applied = await ctx.sql<{ grant_id: string; amount: string }[]>`
    SELECT grant_id, amount::text FROM balance_transactions
    WHERE organization_id = ${ctx.organization} AND customer_id = ${invoice.customer_id}
      AND invoice_id = ${invoice.id} AND type = 'CREDIT_APPLIED'
    ORDER BY grant_id`;
  if (applied.length === 0) return;
  const grants = await grantRows(
    ctx,
    invoice.customer_id,
    applied.map((a) => a.grant_id),
  );
  const now = ctx.clock.now();
  for (const entry of applied) {
    const grant = grants.get(entry.grant_id)!;
    const back = new Decimal(entry.amount).negated();
    await writeBalanceTransaction(ctx, grant, {
      type: 'CREDIT_REVERSED',
      amount: back.toFixed(),
      description: `${invoicePath(invoice)} voided`,
      invoiceId: invoice.id,
    });
    const voided = grant.void_time !== null;
    const ended = grant.end_time !== null && grant.end_time <= now;
    if (!voided && !ended) continue;
    // A grant is voided once (CREDIT_VOIDED is unique per grant): what comes back to a voided one expires.
    await writeBalanceTransaction(ctx, grant, {
      type: 'CREDIT_EXPIRED',
      amount: back.negated().toFixed(),
      description: voided
        ? `given back by ${invoicePath(invoice)} after the grant was voided`
        : `given back by ${invoicePath(invoice)} after the grant ended`,
    });
    const object = await getCreditGrant(ctx, invoice.customer_id, grant.id);
    const amount = { amount: { value: back.toFixed() }, currencyCode: grant.currency_code };
    await writeOutboxEvent(ctx, outboxEvent('credit_grant.expired', object.name, { object, amount }));
  }
}
