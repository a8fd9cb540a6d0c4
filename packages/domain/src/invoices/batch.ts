/**
 * The store's writes for many invoices of one organization at once (bill runs over thousands of customers):
 * the same rows, lines, numbers and outbox events as writeDraft and freezeInvoice give one by one, in a fixed
 * number of statements per batch instead of several per invoice. The rules do not change: lines are written
 * only while the invoice is DRAFT and its row is locked by the writing transaction (the 0007 triggers refuse
 * anything else), and a draft stays stale if it was marked after the version its computation read.
 */
import { Decimal } from '@billing/core';
import { withTransaction } from '@billing/db';
import type { Context } from '../context.ts';
import { outboxEvent } from '../outbox/events.ts';
import { writeOutboxEvents } from '../outbox/write-event.ts';
import type { ComputedInvoice } from './computed.ts';
import { dueTimeAt } from './due-time.ts';
import { readInvoices } from './get.ts';
import { bookInvoicesLedger } from './ledger-bookings.ts';
import { markTrueUpDraftsOf } from './mark-true-up-drafts.ts';
import { invoicePaidEvent } from './record-paid.ts';
import { type InvoiceRow, invoiceName } from './resource.ts';
import { checkTransition } from './transitions.ts';

/** An invoice of the organization, by its keys. */
export interface InvoiceKey {
  customerId: string;
  id: string;
}

const keyOf = (customerId: string, id: string) => `${customerId}/${id}`;

/**
 * Locks the invoices' rows (in key order, so two batches never wait for each other in a cycle) and returns
 * those still DRAFT, in key order. `skipLocked`: rows another transaction holds are left out instead of
 * waited for.
 */
export async function lockDrafts(
  ctx: Context,
  keys: readonly InvoiceKey[],
  options: { skipLocked?: boolean } = {},
): Promise<InvoiceRow[]> {
  if (keys.length === 0) return [];
  const { sql } = ctx;
  const rows = await sql<InvoiceRow[]>`
    SELECT * FROM invoices
    WHERE organization_id = ${ctx.organization}
      AND (customer_id, id) IN (SELECT * FROM unnest(
        ${sql.array(keys.map((k) => k.customerId))}::text[], ${sql.array(keys.map((k) => k.id))}::text[]))
    ORDER BY customer_id, id
    FOR UPDATE ${options.skipLocked ? sql`SKIP LOCKED` : sql``}`;
  return rows.filter((row) => row.status === 'DRAFT');
}

/** writeInvoiceAmounts for many locked DRAFTs: their lines replaced, their amounts set. */
export async function writeAmounts(
  ctx: Context,
  writes: readonly { row: InvoiceRow; computed: ComputedInvoice }[],
): Promise<void> {
  const { sql } = ctx;
  const org = ctx.organization;
  await sql`
    DELETE FROM invoice_lines
    WHERE organization_id = ${org}
      AND (customer_id, invoice_id) IN (SELECT * FROM unnest(
        ${sql.array(writes.map((w) => w.row.customer_id))}::text[], ${sql.array(writes.map((w) => w.row.id))}::text[]))`;
  const lines = writes.flatMap(({ row, computed }) =>
    computed.lines.map((line, position) => ({
      organization_id: org,
      customer_id: row.customer_id,
      invoice_id: row.id,
      position,
      id: line.id,
      description: line.description,
      product: line.product,
      rate_id: line.rateId,
      dimensions: sql.json(line.dimensions),
      start_time: line.startTime,
      end_time: line.endTime,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      subtotal: line.subtotal,
      credit: line.credit,
      total: line.total,
      tax: line.tax ?? '0',
      tax_rate: line.taxRate?.name ?? '',
      tax_rate_name: line.taxRate?.displayName ?? '',
      tax_percentage: line.taxRate?.percentage ?? '',
    })),
  );
  // A statement has at most 65,535 parameters: 20 columns a line.
  for (let i = 0; i < lines.length; i += 1600) {
    await sql`INSERT INTO invoice_lines ${sql(lines.slice(i, i + 1600) as never[])}`;
  }
  const column = (f: (w: (typeof writes)[number]) => string) => sql.array(writes.map(f));
  await sql`
    UPDATE invoices i SET period_end = v.period_end, subtotal = v.subtotal, tax = v.tax, credit = v.credit,
      total = v.total, update_time = ${ctx.clock.now()}
    FROM unnest(
      ${column((w) => w.row.customer_id)}::text[], ${column((w) => w.row.id)}::text[],
      ${column((w) => w.computed.periodEnd.toISOString())}::timestamptz[],
      ${column((w) => w.computed.subtotal)}::numeric[], ${column((w) => w.computed.tax)}::numeric[],
      ${column((w) => w.computed.credit)}::numeric[], ${column((w) => w.computed.total)}::numeric[]
    ) AS v(customer_id, id, period_end, subtotal, tax, credit, total)
    WHERE i.organization_id = ${org} AND i.customer_id = v.customer_id AND i.id = v.id`;
}

/** A computation of a DRAFT made from what was current at `version` (its stale_version then). */
export interface DraftComputation extends InvoiceKey {
  version: string;
  computed: ComputedInvoice;
}

/**
 * writeDraft for many DRAFTs in one transaction: each still DRAFT is locked and written, and stays stale if
 * marked after its version. Returns the keys written (`customerId/id`); the others stopped being DRAFTs.
 */
export async function writeDrafts(ctx: Context, writes: readonly DraftComputation[]): Promise<Set<string>> {
  if (writes.length === 0) return new Set();
  return withTransaction(ctx, async (tx) => {
    const locked = await lockDrafts(tx, writes);
    const byKey = new Map(writes.map((w) => [keyOf(w.customerId, w.id), w]));
    const done = locked.map((row) => ({ row, write: byKey.get(keyOf(row.customer_id, row.id))! }));
    if (done.length === 0) return new Set<string>();
    await writeAmounts(
      tx,
      done.map(({ row, write }) => ({ row, computed: write.computed })),
    );
    const { sql } = tx;
    await sql`
      UPDATE invoices i SET stale = (i.stale_version <> v.version), compute_time = ${ctx.clock.now()},
        failure_reason = ''
      FROM unnest(
        ${sql.array(done.map((d) => d.row.customer_id))}::text[], ${sql.array(done.map((d) => d.row.id))}::text[],
        ${sql.array(done.map((d) => d.write.version))}::bigint[]
      ) AS v(customer_id, id, version)
      WHERE i.organization_id = ${ctx.organization} AND i.customer_id = v.customer_id AND i.id = v.id`;
    return new Set(done.map((d) => keyOf(d.row.customer_id, d.row.id)));
  });
}

/**
 * freezeInvoice for many locked DRAFTs, in the order given (which is the order their numbers follow): lines
 * and amounts written, consecutive numbers taken from the organization's counter in this transaction (a
 * rollback gives them all back), FINALIZED or PAID at 0, outbox events as freezeInvoice writes them.
 */
export async function freezeInvoices(
  ctx: Context,
  frozen: readonly { row: InvoiceRow; computed: ComputedInvoice }[],
): Promise<void> {
  if (frozen.length === 0) return;
  const paid = frozen.map(({ computed }) => new Decimal(computed.total).isZero());
  for (const [i, { row }] of frozen.entries()) {
    checkTransition(invoiceName(row.customer_id, row.id), row.status, paid[i] ? 'PAID' : 'FINALIZED');
  }
  const { sql } = ctx;
  const now = ctx.clock.now();
  await writeAmounts(ctx, frozen);
  const [counter] = await sql<{ last_number: string }[]>`
    INSERT INTO invoice_numbers (organization_id, last_number) VALUES (${ctx.organization}, ${frozen.length})
    ON CONFLICT (organization_id) DO UPDATE SET last_number = invoice_numbers.last_number + ${frozen.length}
    RETURNING last_number`;
  const first = BigInt(counter!.last_number) - BigInt(frozen.length) + 1n;
  const numbers = frozen.map((_, i) => (first + BigInt(i)).toString());
  await sql`
    UPDATE invoices i SET status = v.status, number = v.number, finalize_time = ${now}, due_time = ${dueTimeAt(ctx, now)},
      paid_time = CASE WHEN v.status = 'PAID' THEN ${now}::timestamptz END, update_time = ${now}, stale = false,
      failure_reason = ''
    FROM unnest(
      ${sql.array(frozen.map((f) => f.row.customer_id))}::text[], ${sql.array(frozen.map((f) => f.row.id))}::text[],
      ${sql.array(paid.map((p) => (p ? 'PAID' : 'FINALIZED')))}::text[], ${sql.array(numbers)}::bigint[]
    ) AS v(customer_id, id, status, number)
    WHERE i.organization_id = ${ctx.organization} AND i.customer_id = v.customer_id AND i.id = v.id`;
  const invoices = await readInvoices(
    ctx,
    frozen.map(({ row }) => ({ customerId: row.customer_id, id: row.id })),
  );
  await writeOutboxEvents(
    ctx,
    frozen.flatMap(({ row }, i) => {
      const name = invoiceName(row.customer_id, row.id);
      const finalized = outboxEvent('invoice.finalized', name, { object: invoices[i]! });
      return paid[i] ? [finalized, invoicePaidEvent(invoices[i]!)] : [finalized];
    }),
  );
  // As freezeInvoice does, after the status moved (the caller holds the ledger locks of these customers), for
  // the whole batch at once.
  await bookInvoicesLedger(
    ctx,
    frozen.map(({ row, computed }) => ({
      row,
      credits: computed.credits ?? [],
      commitments: computed.commitments ?? [],
    })),
  );
  // The ledger's trigger has just marked every DRAFT of the customers it booked entries for; the true-up mark is
  // left for the others (without this, every batch read all of the organization's DRAFTs on the embedded
  // database's plans: 0.4 s of 10,000 invoices' finalize, growing with the DRAFTs).
  await markTrueUpDraftsOf(
    ctx,
    frozen
      .filter(({ computed }) => !computed.credits?.length && !computed.commitments?.length)
      .map((f) => f.row),
  );
}

/** The invoices of `keys` that exist, by `customerId/id` (no lock: what a refresh computes from). */
export async function loadInvoiceRows(
  ctx: Context,
  keys: readonly InvoiceKey[],
): Promise<Map<string, InvoiceRow>> {
  if (keys.length === 0) return new Map();
  const { sql } = ctx;
  const rows = await sql<InvoiceRow[]>`
    SELECT * FROM invoices
    WHERE organization_id = ${ctx.organization}
      AND (customer_id, id) IN (SELECT * FROM unnest(
        ${sql.array(keys.map((k) => k.customerId))}::text[], ${sql.array(keys.map((k) => k.id))}::text[]))`;
  return new Map(rows.map((row) => [keyOf(row.customer_id, row.id), row]));
}
