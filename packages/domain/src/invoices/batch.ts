/**
 * The store's writes for many invoices of one organization at once (bill runs over thousands of customers):
 * the same rows, lines, numbers and outbox events as writeDraft and freezeInvoice give one by one, in a fixed
 * number of statements per batch instead of several per invoice. The rules do not change: lines are written
 * only while the invoice is DRAFT and its row is locked by the writing transaction (the 0007 triggers refuse
 * anything else), and a draft stays stale if it was marked after the version its computation read.
 */
import { Decimal } from '@billing/core';
import { type SqlFragment as Fragment, lateralEach, withTransaction } from '@billing/db';
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
 * `keys` (a relation `k` with `customer_id` and `id` columns) joined to the rows of `table` (`invoices`, or
 * `invoice_lines` by its invoice) as `t` (`select`), one descent of the primary key per key. Never a join of the
 * keys to the organization's rows: without statistics on the table (a bill run's fresh rows, a table the test
 * server never analyzes) the planner took `organization_id = $1` for a few hundred rows and hashed every
 * invoice of the organization for each batch, 100,000 at the alerts benchmark's size: 150 to 490 ms a statement
 * of 500 keys, against 6 to 30 ms seeking each (bench/README.md, "alerts"). OFFSET 0 keeps the lateral subquery
 * from being flattened into that join.
 */
function seekEach(
  ctx: Context,
  keys: Fragment,
  table: 'invoices' | 'invoice_lines',
  select: Fragment,
  locking: Fragment = ctx.sql``,
) {
  const { sql } = ctx;
  return lateralEach(
    sql,
    keys,
    sql`SELECT ${select} FROM ${sql(table)}
      WHERE organization_id = ${ctx.organization} AND customer_id = k.customer_id
        AND ${sql(table === 'invoices' ? 'id' : 'invoice_id')} = k.id`,
    locking,
  );
}

/** The keys as the relation `k` seekEach joins from: each once, in key order (the order rows are locked in). */
function keyRelation(ctx: Context, keys: readonly InvoiceKey[]): Fragment {
  const { sql } = ctx;
  const unique = [...new Map(keys.map((k) => [keyOf(k.customerId, k.id), k])).values()];
  return sql`(
    SELECT * FROM unnest(
      ${sql.array(unique.map((k) => k.customerId))}::text[], ${sql.array(unique.map((k) => k.id))}::text[]
    ) AS k(customer_id, id) ORDER BY customer_id, id
  ) AS k`;
}

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
    SELECT t.* FROM ${seekEach(
      ctx,
      keyRelation(ctx, keys),
      'invoices',
      sql`*`,
      sql`FOR UPDATE ${options.skipLocked ? sql`SKIP LOCKED` : sql``}`,
    )}
    ORDER BY k.customer_id, k.id`;
  return rows.filter((row) => row.status === 'DRAFT');
}

/**
 * writeInvoiceAmounts for many locked DRAFTs: their lines replaced, their amounts set. With `versions` (a
 * refresh, one per write: the stale_version its computation read) the same UPDATE also records the computation
 * (stale again if marked after that version, compute time, no failure), so a refreshed DRAFT's row is written
 * once, not twice: each invoice update is a new row version and index entries (the stale index's predicate
 * changes), a good part of a refresh pass's cost per draft (bench/README.md, "alerts").
 */
export async function writeAmounts(
  ctx: Context,
  writes: readonly { row: InvoiceRow; computed: ComputedInvoice }[],
  versions?: readonly string[],
): Promise<void> {
  const { sql } = ctx;
  const org = ctx.organization;
  const now = ctx.clock.now();
  const keys = keyRelation(
    ctx,
    writes.map((w) => ({ customerId: w.row.customer_id, id: w.row.id })),
  );
  // By the rows' ctids, found one seek per key (seekEach): the caller holds the invoices' locks, so neither their
  // rows nor their lines (written only under that lock, 0007) move before this statement changes them.
  await sql`
    DELETE FROM invoice_lines l USING ${seekEach(ctx, keys, 'invoice_lines', sql`ctid AS line`)}
    WHERE l.organization_id = ${org} AND l.ctid = t.line`;
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
  const computation =
    versions === undefined
      ? sql``
      : sql`, stale = (i.stale_version <> v.version), compute_time = ${now}, failure_reason = ''`;
  await sql`
    UPDATE invoices i SET period_end = v.period_end, subtotal = v.subtotal, tax = v.tax, credit = v.credit,
      total = v.total, update_time = ${now} ${computation}
    FROM (SELECT k.*, t.invoice FROM ${seekEach(
      ctx,
      sql`unnest(
        ${column((w) => w.row.customer_id)}::text[], ${column((w) => w.row.id)}::text[],
        ${column((w) => w.computed.periodEnd.toISOString())}::timestamptz[],
        ${column((w) => w.computed.subtotal)}::numeric[], ${column((w) => w.computed.tax)}::numeric[],
        ${column((w) => w.computed.credit)}::numeric[], ${column((w) => w.computed.total)}::numeric[],
        ${sql.array([...(versions ?? writes.map(() => '0'))])}::bigint[]
      ) AS k(customer_id, id, period_end, subtotal, tax, credit, total, version)`,
      'invoices',
      sql`ctid AS invoice`,
    )}) AS v
    WHERE i.organization_id = ${org} AND i.ctid = v.invoice`;
}

/** A computation of a DRAFT made from what was current at `version` (its stale_version then). */
export interface DraftComputation extends InvoiceKey {
  version: string;
  computed: ComputedInvoice;
}

/**
 * writeDraft for many DRAFTs in one transaction: each still DRAFT is locked and written, and stays stale if
 * marked after its version. Returns the keys written (`customerId/id`); the others stopped being DRAFTs.
 * `beside`, given the keys once they are locked (when there are any), starts work that runs while their amounts
 * and lines are written; the transaction commits only after it resolved, and fails if it rejects (a refresh's
 * alert firing, refresh-draft.ts).
 */
export async function writeDrafts(
  ctx: Context,
  writes: readonly DraftComputation[],
  beside?: (written: ReadonlySet<string>) => Promise<unknown>,
): Promise<Set<string>> {
  if (writes.length === 0) return new Set();
  return withTransaction(ctx, async (tx) => {
    const locked = await lockDrafts(tx, writes);
    const byKey = new Map(writes.map((w) => [keyOf(w.customerId, w.id), w]));
    const done = locked.map((row) => ({ row, write: byKey.get(keyOf(row.customer_id, row.id))! }));
    if (done.length === 0) return new Set<string>();
    const keys = new Set(done.map((d) => keyOf(d.row.customer_id, d.row.id)));
    const alongside = beside?.(keys);
    // Its failure is awaited below, after the writes: marked as handled now, or it may reject before that await.
    alongside?.catch(() => {});
    try {
      await writeAmounts(
        tx,
        done.map(({ row, write }) => ({ row, computed: write.computed })),
        done.map(({ write }) => write.version),
      );
    } catch (error) {
      // Settled before the rollback, so that nothing of it is left running after.
      await alongside?.catch(() => {});
      throw error;
    }
    await alongside;
    return keys;
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
  const rows = await sql<
    InvoiceRow[]
  >`SELECT t.* FROM ${seekEach(ctx, keyRelation(ctx, keys), 'invoices', sql`*`)}`;
  return new Map(rows.map((row) => [keyOf(row.customer_id, row.id), row]));
}
