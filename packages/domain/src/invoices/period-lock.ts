/**
 * What may still change in the past (docs/usage-events.md; docs/contracts.md): only billing periods whose invoice is still DRAFT. A
 * period with a FINALIZED or PAID invoice is closed; a VOID one is replaced by a DRAFT, so it reopens.
 */
import { failedPrecondition } from '@billing/core';
import type { Context } from '../context.ts';
import { type InvoiceRow, invoiceName } from './resource.ts';

export interface IssuedQuery {
  customerId: string;
  /** Only this contract's invoices; all the customer's when absent. */
  contractId?: string | undefined;
  /**
   * `containing`: the period contains `time` (an event at that time); `from`: the period ends after `time` (a
   * change of terms from that time on, which reaches every later period too).
   */
  reach: 'containing' | 'from';
}

/** The customer's first issued (FINALIZED or PAID) invoice the query reaches at `time`, or null. */
export async function issuedInvoiceAt(
  ctx: Context,
  query: IssuedQuery,
  time: Date,
): Promise<InvoiceRow | null> {
  const { sql } = ctx;
  const [row] = await sql<InvoiceRow[]>`
    SELECT * FROM invoices
    WHERE organization_id = ${ctx.organization} AND customer_id = ${query.customerId}
      AND status IN ('FINALIZED', 'PAID') AND period_end > ${time}
      ${query.reach === 'containing' ? sql`AND period_start <= ${time}` : sql``}
      ${query.contractId === undefined ? sql`` : sql`AND contract_id = ${query.contractId}`}
    ORDER BY period_start, seq LIMIT 1`;
  return row ?? null;
}

/** FAILED_PRECONDITION when the query reaches an issued invoice at `time`; `what` names the time in the message. */
export async function checkPeriodOpen(
  ctx: Context,
  query: IssuedQuery,
  time: Date,
  what: string,
): Promise<void> {
  const issued = await issuedInvoiceAt(ctx, query, time);
  if (issued) {
    throw failedPrecondition(
      `${what} reaches the period of ${invoiceName(issued.customer_id, issued.id)}, which is ${issued.status}: ` +
        'void that invoice to bill the period again',
    );
  }
}
