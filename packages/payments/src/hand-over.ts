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
import { customerKeysIn, withTransaction } from '@billing/db';
import type { Context, SystemContext } from '@billing/domain';
import { outboxEvent, readInvoices, writeOutboxEvents } from '@billing/domain';
import { resumeTime } from './collect.ts';
import { type PaymentRow, toPayment } from './resource.ts';

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

type Outcome = 'PAYMENT_CREATED' | 'NO_PAYMENT_METHOD' | 'SEND_INVOICE' | 'NOT_DUE';

/** What the hand-over of one invoice reads, in one row per invoice. */
interface InvoiceState {
  customer_id: string;
  id: string;
  status: string;
  total: string;
  currency_code: string;
  method: string;
  default_method: string | null;
}

/** One invoice's decision from what was read; pure. */
function decide(
  invoice: InvoiceState | undefined,
  open: string | undefined,
  methods: readonly string[],
): { outcome: Outcome; paymentId?: string; create?: string[] } {
  // Paid at 0, paid elsewhere or voided before its turn, or a credit note's negative total: nothing to charge.
  if (invoice?.status !== 'FINALIZED' || !new Decimal(invoice.total).greaterThan(0))
    return { outcome: 'NOT_DUE' };
  if (invoice.method === 'SEND_INVOICE') return { outcome: 'SEND_INVOICE' };
  // Someone asked for a payment first (POST .../payments): that one collects the invoice.
  if (open !== undefined) return { outcome: 'PAYMENT_CREATED', paymentId: open };
  if (methods.length === 0) return { outcome: 'NO_PAYMENT_METHOD' };
  const ordered = [
    ...methods.filter((m) => m === invoice.default_method),
    ...methods.filter((m) => m !== invoice.default_method),
  ];
  return { outcome: 'PAYMENT_CREATED', paymentId: collectionPaymentId(invoice.id), create: ordered };
}

/**
 * Hands finalized invoices of one organization over, in one transaction for all of them (a bill run finalizes
 * thousands at once): under CHARGE_AUTOMATICALLY (the customer's setting, else the organization's), a PENDING
 * payment of the total over the customer's default method first, then its other ACTIVE methods oldest first; no
 * ACTIVE method: no payment and an `invoice.payment_failed` event. Invoices already handed over are left alone.
 * The caller runs the new payments' first rounds after this returns (after the commit). Outcomes in input order.
 */
export async function handOverInvoices(
  ctx: Context,
  keys: readonly { customerId: string; invoiceId: string }[],
): Promise<HandOverOutcome[]> {
  if (keys.length === 0) return [];
  return withTransaction(ctx, async (tx) => {
    const { sql } = tx;
    const org = ctx.organization;
    const customers = sql.array(keys.map((k) => k.customerId));
    const customerIds = keys.map((k) => k.customerId);
    const invoiceIds = keys.map((k) => k.invoiceId);
    // Row locks in one order, so two workers handing over overlapping batches wait rather than deadlock.
    const invoices = await sql<InvoiceState[]>`
      SELECT i.customer_id, i.id, i.status, i.total::text, i.currency_code,
        coalesce(c.collection_method, o.collection_method) AS method, c.default_payment_method AS default_method
      FROM invoices i
      JOIN customers c ON c.organization_id = i.organization_id AND c.id = i.customer_id
      JOIN organizations o ON o.id = i.organization_id
      WHERE i.organization_id = ${org} AND ${customerKeysIn(sql, ['i.customer_id', 'i.id'], [customerIds, invoiceIds])}
      ORDER BY i.customer_id, i.id
      FOR UPDATE OF i`;
    const done = await sql<{ customer_id: string; invoice_id: string }[]>`
      SELECT customer_id, invoice_id FROM invoice_collections
      WHERE organization_id = ${org} AND ${customerKeysIn(sql, ['customer_id', 'invoice_id'], [customerIds, invoiceIds])}`;
    const open = await sql<{ customer_id: string; invoice_id: string; id: string }[]>`
      SELECT customer_id, invoice_id, id FROM payments
      WHERE organization_id = ${org} AND status IN ('PENDING', 'PROCESSING')
        AND ${customerKeysIn(sql, ['customer_id', 'invoice_id'], [customerIds, invoiceIds])}`;
    const methods = await sql<{ customer_id: string; id: string }[]>`
      SELECT customer_id, id FROM payment_methods
      WHERE organization_id = ${org} AND status = 'ACTIVE' AND customer_id = ANY(${customers}::text[])
      ORDER BY customer_id, seq`;
    const key = (customerId: string, invoiceId: string) => `${customerId}/${invoiceId}`;
    const byInvoice = new Map(invoices.map((i) => [key(i.customer_id, i.id), i]));
    const handled = new Set(done.map((d) => key(d.customer_id, d.invoice_id)));
    const openOf = new Map(open.map((p) => [key(p.customer_id, p.invoice_id), p.id]));
    const methodsOf = new Map<string, string[]>();
    for (const m of methods) methodsOf.set(m.customer_id, [...(methodsOf.get(m.customer_id) ?? []), m.id]);

    const now = ctx.clock.now();
    const records: Record<string, unknown>[] = [];
    const payments: Record<string, unknown>[] = [];
    // What to announce, in order, once the payments exist: a payment created, or an invoice left uncharged.
    const announce: (
      | { paymentId: string; customerId: string }
      | { invoiceId: string; customerId: string }
    )[] = [];
    const outcomes: HandOverOutcome[] = [];
    const seen = new Set<string>();
    for (const { customerId, invoiceId } of keys) {
      const k = key(customerId, invoiceId);
      if (handled.has(k) || seen.has(k)) {
        outcomes.push({ kind: 'none', reason: 'DONE' });
        continue;
      }
      seen.add(k);
      const invoice = byInvoice.get(k);
      const decision = decide(invoice, openOf.get(k), methodsOf.get(customerId) ?? []);
      records.push({
        organization_id: org,
        customer_id: customerId,
        invoice_id: invoiceId,
        outcome: decision.outcome,
        payment_id: decision.paymentId ?? null,
        create_time: now,
      });
      if (decision.create) {
        const paymentId = decision.paymentId!;
        payments.push({
          organization_id: org,
          customer_id: customerId,
          id: paymentId,
          invoice_id: invoiceId,
          amount: invoice!.total,
          currency_code: invoice!.currency_code,
          candidate_methods: sql.array(decision.create),
          status: 'PENDING',
          off_session: true,
          recurring: true,
          next_action_time: resumeTime(now),
          create_time: now,
          update_time: now,
        });
        announce.push({ paymentId, customerId });
        outcomes.push({ kind: 'payment', paymentId });
        continue;
      }
      if (decision.outcome === 'NO_PAYMENT_METHOD') {
        announce.push({ invoiceId, customerId });
        outcomes.push({ kind: 'none', reason: 'NO_PAYMENT_METHOD' });
        continue;
      }
      outcomes.push(
        decision.outcome === 'PAYMENT_CREATED'
          ? { kind: 'none', reason: 'DONE' }
          : { kind: 'none', reason: decision.outcome },
      );
    }
    // At most 13 columns a payment, 6 a record: well under 65,535 parameters for a pass of 1,000.
    const created =
      payments.length > 0
        ? await sql<PaymentRow[]>`INSERT INTO payments ${sql(payments as never[])} RETURNING *`
        : [];
    const paymentOf = new Map(
      created.map((row) => [key(row.customer_id, row.id), toPayment(row, undefined)]),
    );
    const uncharged = announce.flatMap((a) =>
      'invoiceId' in a ? [{ customerId: a.customerId, id: a.invoiceId }] : [],
    );
    const invoiceOf = new Map(
      (await readInvoices(tx, uncharged)).map((i, n) => [key(uncharged[n]!.customerId, uncharged[n]!.id), i]),
    );
    const events = announce.map((a) => {
      if ('paymentId' in a) {
        const object = paymentOf.get(key(a.customerId, a.paymentId))!;
        return outboxEvent('payment.created', object.name, { object });
      }
      const object = invoiceOf.get(key(a.customerId, a.invoiceId))!;
      return outboxEvent('invoice.payment_failed', object.name, {
        object,
        reason: 'NO_PAYMENT_METHOD',
        message: 'the customer has no ACTIVE payment method to charge',
      });
    });
    await writeOutboxEvents(tx, events);
    if (records.length > 0) await sql`INSERT INTO invoice_collections ${sql(records as never[])}`;
    return outcomes;
  });
}

/** handOverInvoices for one invoice. */
export async function handOverInvoice(
  ctx: Context,
  customerId: string,
  invoiceId: string,
): Promise<HandOverOutcome> {
  const [outcome] = await handOverInvoices(ctx, [{ customerId, invoiceId }]);
  return outcome!;
}
