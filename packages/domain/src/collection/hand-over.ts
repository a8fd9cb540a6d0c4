/**
 * The hand-over of finalized invoices to collection (docs/collection.md). The `invoice.finalized` outbox row is
 * the trigger, whoever finalized (a bill run, `:finalize`): each is handed over once, in one transaction that
 * writes the outcome row (`invoice_collections`, one per invoice) with what it decided: a payment whose id
 * derives from the invoice, or the reason there is none. A repeat, a second worker or a crash between the
 * commit and the first round changes nothing: the row is there, the payment exists, and a payment whose first
 * round never ran is resumed by the payment schedule.
 */
import { createHash } from 'node:crypto';
import { Decimal, isResourceId } from '@billing/core';
import { withTransaction } from '@billing/db';
import type { Context, SystemContext } from '../context.ts';
import { invoiceName } from '../invoices/resource.ts';
import { writeOutboxEvent } from '../outbox/write-event.ts';
import { resumeTime } from '../payments/payments/collect.ts';
import { paymentName } from '../payments/payments/resource.ts';

/** A finalized invoice the outbox announced and collection has not handed over yet. */
export interface InvoiceToHandOver {
  organization: string;
  customerId: string;
  invoiceId: string;
  seq: string;
}

/**
 * How long a finalized row may take to become visible after the rows after it: the cursor never passes a row
 * younger than this, so a transaction that committed late (its `seq` taken earlier) is still read.
 */
export const HAND_OVER_SETTLE_MS = 10 * 60_000;

/** The deterministic payment id of an invoice's automatic collection. */
export function collectionPaymentId(invoiceId: string): string {
  const plain = `pay-${invoiceId}`;
  if (isResourceId(plain)) return plain;
  return `pay-${createHash('sha256').update(invoiceId).digest('hex').slice(0, 32)}`;
}

async function cursor(ctx: SystemContext): Promise<string> {
  const [row] = await ctx.sql<{ seq: string }[]>`SELECT seq::text FROM collection_cursor WHERE id = 1`;
  return row?.seq ?? '0';
}

/** The finalized invoices not handed over yet, across organizations, in the order they were finalized. */
export async function findInvoicesToHandOver(
  ctx: SystemContext,
  limit: number,
): Promise<InvoiceToHandOver[]> {
  const after = await cursor(ctx);
  const rows = await ctx.sql<
    { organization_id: string; customer_id: string; invoice_id: string; seq: string }[]
  >`
    SELECT o.organization_id, split_part(o.subject, '/', 2) AS customer_id,
      split_part(o.subject, '/', 4) AS invoice_id, o.seq::text
    FROM outbox_events o
    WHERE o.type = 'invoice.finalized' AND o.seq > ${after}
      AND NOT EXISTS (SELECT 1 FROM invoice_collections c
        WHERE c.organization_id = o.organization_id AND c.customer_id = split_part(o.subject, '/', 2)
          AND c.invoice_id = split_part(o.subject, '/', 4))
    ORDER BY o.seq LIMIT ${limit}`;
  return rows.map((r) => ({
    organization: r.organization_id,
    customerId: r.customer_id,
    invoiceId: r.invoice_id,
    seq: r.seq,
  }));
}

/**
 * Moves the cursor past the finalized rows that are all handed over and older than HAND_OVER_SETTLE_MS, so the
 * search above reads only the recent end of the outbox.
 */
export async function advanceHandOverCursor(ctx: SystemContext): Promise<void> {
  const after = await cursor(ctx);
  const settled = new Date(ctx.clock.now().getTime() - HAND_OVER_SETTLE_MS);
  await ctx.sql`
    INSERT INTO collection_cursor (id, seq)
    SELECT 1, coalesce(max(o.seq), ${after}) FROM outbox_events o
    WHERE o.type = 'invoice.finalized' AND o.seq > ${after} AND o.create_time <= ${settled}
      AND o.seq < coalesce((SELECT min(p.seq) FROM outbox_events p
        WHERE p.type = 'invoice.finalized' AND p.seq > ${after}
          AND NOT EXISTS (SELECT 1 FROM invoice_collections c
            WHERE c.organization_id = p.organization_id AND c.customer_id = split_part(p.subject, '/', 2)
              AND c.invoice_id = split_part(p.subject, '/', 4))), 9223372036854775807)
    ON CONFLICT (id) DO UPDATE SET seq = GREATEST(collection_cursor.seq, EXCLUDED.seq)`;
}

export type HandOverOutcome =
  | { kind: 'payment'; paymentId: string }
  | { kind: 'none'; reason: 'NO_PAYMENT_METHOD' | 'SEND_INVOICE' | 'NOT_DUE' | 'DONE' };

/**
 * Hands one finalized invoice over: under CHARGE_AUTOMATICALLY (the customer's setting, else the
 * organization's), a PENDING payment of its total over the customer's default method first, then its other
 * ACTIVE methods oldest first; no ACTIVE method: no payment and an `invoice.payment_failed` event. The caller
 * runs the payment's first round after this returns (after the commit).
 */
export async function handOverInvoice(
  ctx: Context,
  customerId: string,
  invoiceId: string,
): Promise<HandOverOutcome> {
  return withTransaction(ctx, async (tx) => {
    const { sql } = tx;
    const [invoice] = await sql<{ status: string; total: string; currency_code: string }[]>`
      SELECT status, total::text, currency_code FROM invoices
      WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ${invoiceId}
      FOR UPDATE`;
    const [done] = await sql`
      SELECT 1 FROM invoice_collections
      WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND invoice_id = ${invoiceId}`;
    if (done) return { kind: 'none', reason: 'DONE' } as const;
    const now = ctx.clock.now();
    const record = (outcome: string, paymentId: string | null = null) => sql`
      INSERT INTO invoice_collections (organization_id, customer_id, invoice_id, outcome, payment_id, create_time)
      VALUES (${ctx.organization}, ${customerId}, ${invoiceId}, ${outcome}, ${paymentId}, ${now})`;
    // Paid at 0, paid elsewhere or voided before its turn, or a credit note's negative total: nothing to charge.
    if (!invoice || invoice.status !== 'FINALIZED' || !new Decimal(invoice.total).greaterThan(0)) {
      await record('NOT_DUE');
      return { kind: 'none', reason: 'NOT_DUE' } as const;
    }
    const [settings] = await sql<{ method: string; default_method: string | null }[]>`
      SELECT coalesce(c.collection_method, o.collection_method) AS method,
        c.default_payment_method AS default_method
      FROM customers c JOIN organizations o ON o.id = c.organization_id
      WHERE c.organization_id = ${ctx.organization} AND c.id = ${customerId}`;
    if (settings!.method === 'SEND_INVOICE') {
      await record('SEND_INVOICE');
      return { kind: 'none', reason: 'SEND_INVOICE' } as const;
    }
    const [open] = await sql<{ id: string }[]>`
      SELECT id FROM payments
      WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND invoice_id = ${invoiceId}
        AND status IN ('PENDING', 'PROCESSING')`;
    if (open) {
      // Someone asked for a payment first (POST .../payments): that one collects the invoice.
      await record('PAYMENT_CREATED', open.id);
      return { kind: 'none', reason: 'DONE' } as const;
    }
    const methods = await sql<{ id: string }[]>`
      SELECT id FROM payment_methods
      WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND status = 'ACTIVE'
      ORDER BY (id = ${settings!.default_method ?? ''}) DESC, seq`;
    const name = invoiceName(customerId, invoiceId);
    if (methods.length === 0) {
      await record('NO_PAYMENT_METHOD');
      await writeOutboxEvent(tx, {
        type: 'invoice.payment_failed',
        subject: name,
        payload: {
          invoice: name,
          reason: 'NO_PAYMENT_METHOD',
          message: 'the customer has no ACTIVE payment method to charge',
        },
      });
      return { kind: 'none', reason: 'NO_PAYMENT_METHOD' } as const;
    }
    const paymentId = collectionPaymentId(invoiceId);
    const payment = paymentName(customerId, paymentId);
    await sql`
      INSERT INTO payments (organization_id, customer_id, id, invoice_id, amount, currency_code,
        candidate_methods, status, off_session, recurring, next_action_time, create_time, update_time)
      VALUES (${ctx.organization}, ${customerId}, ${paymentId}, ${invoiceId}, ${invoice.total},
        ${invoice.currency_code}, ${methods.map((m) => m.id)}, 'PENDING', true, true, ${resumeTime(now)},
        ${now}, ${now})`;
    await writeOutboxEvent(tx, {
      type: 'payment.created',
      subject: payment,
      payload: { payment, invoice: name, automatic: true },
    });
    await record('PAYMENT_CREATED', paymentId);
    return { kind: 'payment', paymentId } as const;
  });
}
