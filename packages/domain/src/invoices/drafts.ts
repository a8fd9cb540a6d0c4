/**
 * The store of DRAFT invoices (docs/invoices.md): bill runs insert them, refreshes rewrite their lines, and what
 * feeds them marks them stale. Every write of lines happens while the row is DRAFT and locked; the triggers of
 * migration 0007 refuse anything else.
 */
import { createHash } from 'node:crypto';
import { withTransaction } from '@billing/db';
import type { Context, SystemContext } from '../context.ts';
import { outboxEvent } from '../outbox/events.ts';
import { writeOutboxEvent, writeOutboxEvents } from '../outbox/write-event.ts';
import { writeAmounts } from './batch.ts';
import type { ComputedInvoice } from './computed.ts';
import { readInvoice } from './get.ts';
import { type InvoiceRow, invoiceName, toInvoice } from './resource.ts';
import { checkTransition } from './transitions.ts';

/** A billing period of a contract that should have an invoice. */
export interface DraftPeriod {
  customerId: string;
  contractId: string;
  periodStart: Date;
  periodEnd: Date;
}

/**
 * `inv-` and 16 hex digits of what makes the invoice one, its contract and period, then `-{n}` for the n-th
 * invoice of the period after n - 1 voids. Deterministic, so two bill runs racing compute the same id and one
 * insert wins.
 */
export function invoiceIdFor(customerId: string, contractId: string, periodStart: Date, generation: number) {
  const key = JSON.stringify([customerId, contractId, periodStart.toISOString()]);
  const base = `inv-${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;
  return generation === 1 ? base : `${base}-${generation}`;
}

/** A new DRAFT has no lines yet: its resource is its row's. */
function createdEvent(row: InvoiceRow) {
  const object = toInvoice(row, []);
  return outboxEvent('invoice.created', object.name, { object });
}

/**
 * Inserts a DRAFT for each period that has no live invoice (one not VOID); periods that have one are left as
 * they are. The drafts start stale (nothing computed yet), in the customer's currency, each announced by an
 * `invoice.created` event in the same transaction. Returns the rows created.
 */
export async function insertDrafts(ctx: Context, periods: readonly DraftPeriod[]): Promise<InvoiceRow[]> {
  if (periods.length === 0) return [];
  const now = ctx.clock.now();
  const ids = periods.map((p) => invoiceIdFor(p.customerId, p.contractId, p.periodStart, 1));
  return withTransaction(ctx, async (tx) => {
    // A period whose first invoice was voided gets generation n + 1; the id follows the generation.
    const rows = await tx.sql<InvoiceRow[]>`
      WITH wanted AS (
        SELECT * FROM unnest(
          ${tx.sql.array(periods.map((p) => p.customerId))}::text[],
          ${tx.sql.array(periods.map((p) => p.contractId))}::text[],
          ${tx.sql.array(periods.map((p) => p.periodStart.toISOString()))}::timestamptz[],
          ${tx.sql.array(periods.map((p) => p.periodEnd.toISOString()))}::timestamptz[],
          ${tx.sql.array(ids)}::text[]
        ) AS w(customer_id, contract_id, period_start, period_end, first_id)
      ), numbered AS (
        SELECT w.*, 1 + (SELECT count(*) FROM invoices v
          WHERE v.organization_id = ${ctx.organization} AND v.customer_id = w.customer_id
            AND v.contract_id = w.contract_id AND v.period_start = w.period_start AND v.status = 'VOID'
        )::int AS generation
        FROM wanted w
        WHERE NOT EXISTS (SELECT 1 FROM invoices l
          WHERE l.organization_id = ${ctx.organization} AND l.customer_id = w.customer_id
            AND l.contract_id = w.contract_id AND l.period_start = w.period_start AND l.status <> 'VOID')
      )
      INSERT INTO invoices (organization_id, customer_id, id, contract_id, period_start, period_end, generation,
        status, currency_code, create_time, update_time)
      SELECT ${ctx.organization}, n.customer_id,
        CASE WHEN n.generation = 1 THEN n.first_id ELSE n.first_id || '-' || n.generation END,
        n.contract_id, n.period_start, n.period_end, n.generation, 'DRAFT', c.currency_code, ${now}, ${now}
      FROM numbered n
      JOIN customers c ON c.organization_id = ${ctx.organization} AND c.id = n.customer_id
      ON CONFLICT DO NOTHING
      RETURNING *`;
    await writeOutboxEvents(tx, rows.map(createdEvent));
    return rows;
  });
}

/** The DRAFT replacing a voided invoice: the next generation of the same period, stale until computed. */
export async function insertReplacementDraft(ctx: Context, voided: InvoiceRow): Promise<InvoiceRow> {
  checkTransition(invoiceName(voided.customer_id, voided.id), voided.status, 'DRAFT');
  const now = ctx.clock.now();
  const generation = voided.generation + 1;
  const id = invoiceIdFor(voided.customer_id, voided.contract_id, voided.period_start, generation);
  const [row] = await ctx.sql<InvoiceRow[]>`
    INSERT INTO invoices (organization_id, customer_id, id, contract_id, period_start, period_end, generation,
      status, currency_code, create_time, update_time)
    VALUES (${ctx.organization}, ${voided.customer_id}, ${id}, ${voided.contract_id}, ${voided.period_start},
      ${voided.period_end}, ${generation}, 'DRAFT', ${voided.currency_code}, ${now}, ${now})
    RETURNING *`;
  await writeOutboxEvent(ctx, createdEvent(row!));
  return row!;
}

/** Replaces the invoice's lines and amounts with `computed` (the caller holds the row's lock). */
export function writeInvoiceAmounts(ctx: Context, row: InvoiceRow, computed: ComputedInvoice): Promise<void> {
  return writeAmounts(ctx, [{ row, computed }]);
}

/** The DRAFT, locked; null when it is no longer a DRAFT (finalized, voided or deleted meanwhile). */
export async function lockDraft(ctx: Context, customerId: string, id: string): Promise<InvoiceRow | null> {
  const [row] = await ctx.sql<InvoiceRow[]>`
    SELECT * FROM invoices
    WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ${id}
    FOR UPDATE`;
  return row && row.status === 'DRAFT' ? row : null;
}

export type DraftWrite = { kind: 'written' } | { kind: 'gone' };

/**
 * Stores a computation of a DRAFT made from what was current at `version`: lines and amounts are replaced, and
 * the draft stays stale if something marked it after that version was read (the next refresh picks it up).
 */
export async function writeDraft(
  ctx: Context,
  customerId: string,
  id: string,
  version: string,
  computed: ComputedInvoice,
): Promise<DraftWrite> {
  return withTransaction(ctx, async (tx) => {
    const row = await lockDraft(tx, customerId, id);
    if (!row) return { kind: 'gone' };
    await writeInvoiceAmounts(tx, row, computed);
    await tx.sql`
      UPDATE invoices SET stale = (stale_version <> ${version}), compute_time = ${ctx.clock.now()},
        failure_reason = ''
      WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ${id}`;
    return { kind: 'written' };
  });
}

/**
 * Records why a DRAFT could not be computed (a bad rate, a currency mismatch): visible on the invoice, and the
 * draft is not retried until something it depends on changes again.
 */
export async function recordDraftFailure(
  ctx: Context,
  customerId: string,
  id: string,
  version: string,
  reason: string,
): Promise<void> {
  await ctx.sql`
    UPDATE invoices SET failure_reason = ${reason.slice(0, 1000)}, compute_time = ${ctx.clock.now()},
      stale = (stale_version <> ${version})
    WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ${id}
      AND status = 'DRAFT'`;
}

/** Removes a DRAFT whose period the contract no longer has (it ended earlier), announcing it. */
export async function deleteDraft(ctx: Context, customerId: string, id: string): Promise<boolean> {
  return withTransaction(ctx, async (tx) => {
    const row = await lockDraft(tx, customerId, id);
    if (!row) return false;
    checkTransition(invoiceName(customerId, id), row.status, 'DELETED');
    // The event shows the DRAFT as it was last seen, before its rows go.
    const object = await readInvoice(tx, customerId, id);
    await tx.sql`
      DELETE FROM invoice_lines
      WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND invoice_id = ${id}`;
    await tx.sql`
      DELETE FROM invoices WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ${id}`;
    await writeOutboxEvent(tx, outboxEvent('invoice.deleted', object.name, { object }));
    return true;
  });
}

/** A DRAFT to (re)compute, across organizations. */
export interface DraftRef {
  organization: string;
  customerId: string;
  id: string;
  version: string;
}

type DraftRefRow = { organization_id: string; customer_id: string; id: string; stale_version: string };

const toDraftRef = (r: DraftRefRow): DraftRef => ({
  organization: r.organization_id,
  customerId: r.customer_id,
  id: r.id,
  version: r.stale_version,
});

/** Which drafts a search covers: every organization's, or one organization's, customer's or contract's. */
export interface DraftScope {
  organization?: string | undefined;
  customerId?: string | undefined;
  contractId?: string | undefined;
}

function scopeClause(sql: Context['sql'], scope: DraftScope) {
  return sql`${scope.organization === undefined ? sql`` : sql`AND organization_id = ${scope.organization}`}
    ${scope.customerId === undefined ? sql`` : sql`AND customer_id = ${scope.customerId}`}
    ${scope.contractId === undefined ? sql`` : sql`AND contract_id = ${scope.contractId}`}`;
}

/** Stale DRAFTs, oldest period first. */
export async function findStaleDrafts(
  ctx: Pick<SystemContext, 'sql'>,
  limit: number,
  scope: DraftScope = {},
): Promise<DraftRef[]> {
  const rows = await ctx.sql<
    { organization_id: string; customer_id: string; id: string; stale_version: string }[]
  >`
    SELECT organization_id, customer_id, id, stale_version FROM invoices
    WHERE status = 'DRAFT' AND stale ${scopeClause(ctx.sql, scope)}
    ORDER BY period_start, seq LIMIT ${limit}`;
  return rows.map(toDraftRef);
}

/** DRAFTs whose period ended at or before `before` (periodEnd + grace has passed), across organizations. */
export async function findDueDrafts(
  ctx: Pick<SystemContext, 'sql'>,
  before: Date,
  limit: number,
  scope: DraftScope = {},
): Promise<DraftRef[]> {
  const rows = await ctx.sql<
    { organization_id: string; customer_id: string; id: string; stale_version: string }[]
  >`
    SELECT organization_id, customer_id, id, stale_version FROM invoices
    WHERE status = 'DRAFT' AND period_end <= ${before} ${scopeClause(ctx.sql, scope)}
    ORDER BY period_end, seq LIMIT ${limit}`;
  return rows.map(toDraftRef);
}

/** An hour of one customer's usage that changed (new events, a correction, a replay). */
export interface ChangedUsageHour {
  organization: string;
  customerId: string;
  hourStart: Date;
}

/**
 * Marks stale the DRAFTs whose period contains a changed hour; returns how many were marked. Each customer's
 * DRAFTs are found by one descent of `invoices_customer_period` (a lateral subquery OFFSET keeps apart): a
 * join of the hours to the DRAFTs, planned without statistics on `invoices`, hashed every DRAFT of every
 * organization at each refresh pass (163 ms for 1,000 customers among 100,000 DRAFTs, against 58 ms;
 * bench/README.md, "alerts"). They are locked first, by customer then id as a refresh batch locks them (no
 * cycle of waits), and then updated by their row ids in a second statement: its snapshot sees the version each
 * lock waited for, so a refresh that wrote a DRAFT meanwhile does not hide it from the mark.
 */
export async function markUsageHoursStale(
  ctx: Pick<SystemContext, 'sql'>,
  hours: readonly ChangedUsageHour[],
): Promise<number> {
  if (hours.length === 0) return 0;
  const byCustomer = new Map<string, { organization: string; customerId: string; hours: Set<string> }>();
  for (const h of hours) {
    const key = JSON.stringify([h.organization, h.customerId]);
    const entry = byCustomer.get(key) ?? {
      organization: h.organization,
      customerId: h.customerId,
      hours: new Set(),
    };
    entry.hours.add(h.hourStart.toISOString());
    byCustomer.set(key, entry);
  }
  const customers = [...byCustomer.values()];
  return withTransaction(ctx, async (tx) => {
    const { sql } = tx;
    const locked = await sql<{ invoice: string }[]>`
      SELECT t.invoice FROM (
        SELECT * FROM unnest(
          ${sql.array(customers.map((c) => c.organization))}::text[],
          ${sql.array(customers.map((c) => c.customerId))}::text[],
          ${sql.array(customers.map((c) => JSON.stringify([...c.hours])))}::jsonb[]
        ) AS c(organization_id, customer_id, hours)
        ORDER BY organization_id, customer_id
      ) AS c
      CROSS JOIN LATERAL (
        SELECT ctid::text AS invoice FROM invoices i
        WHERE i.organization_id = c.organization_id AND i.customer_id = c.customer_id AND i.status = 'DRAFT'
          AND EXISTS (
            SELECT 1 FROM jsonb_array_elements_text(c.hours) AS h(hour)
            WHERE i.period_start < h.hour::timestamptz + interval '1 hour' AND i.period_end > h.hour::timestamptz)
        ORDER BY i.id
        OFFSET 0
        FOR UPDATE
      ) AS t`;
    if (locked.length === 0) return 0;
    const marked = await sql`
      UPDATE invoices SET stale = true, stale_version = stale_version + 1
      WHERE ctid = ANY(${sql.array(locked.map((r) => r.invoice))}::tid[])
        AND organization_id = ANY(${sql.array([...new Set(customers.map((c) => c.organization))])}::text[])
      RETURNING id`;
    return marked.length;
  });
}

/** Failed DRAFTs are tried again at each bill run (their inputs may be fixed without a change we see). */
export async function retryFailedDrafts(ctx: Context): Promise<number> {
  const rows = await ctx.sql`
    UPDATE invoices SET stale = true, stale_version = stale_version + 1
    WHERE organization_id = ${ctx.organization} AND status = 'DRAFT' AND failure_reason <> '' AND NOT stale
    RETURNING id`;
  return rows.length;
}

/** Marks every DRAFT stale, across organizations: the usage marks' first pass, which has no watermark yet. */
export async function markAllDraftsStale(ctx: Pick<SystemContext, 'sql'>): Promise<number> {
  const rows = await ctx.sql`
    UPDATE invoices SET stale = true, stale_version = stale_version + 1 WHERE status = 'DRAFT' RETURNING id`;
  return rows.length;
}
