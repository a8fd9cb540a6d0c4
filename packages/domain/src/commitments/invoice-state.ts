/**
 * What the computation of one contract invoice needs of its commitments (docs/credits.md): those that may add a
 * line to it (a prepayment, a true-up), and for the postpaid ones settled on it what the contract's other
 * finalized invoices spent eligibly over the commitment period.
 */
import { Decimal } from '@billing/core';
import type { Context } from '../context.ts';

export interface InvoiceCommitment {
  id: string;
  committed: Decimal;
  costBasis: Decimal;
  products: string[];
  startTime: Date;
  endTime: Date | null;
}

export interface InvoiceCommitmentState {
  commitments: InvoiceCommitment[];
  /** By commitment id; 0 when absent. */
  earlierSpend: Map<string, Decimal>;
}

export interface CommitmentInvoice {
  customerId: string;
  contractId: string;
  invoiceId: string;
  currencyCode: string;
}

/**
 * The contract's commitments in `currencyCode`, not voided, overlapping the period, made before it ended (as a
 * grant, a commitment made after a period closed never reaches it). The earlier spend leaves out the
 * contract's invoice of this very period (the one computed, or the one a preview of the period stands for);
 * `invoiceId` only keys the result ("" for a preview).
 */
export async function readInvoiceCommitments(
  ctx: Context,
  invoice: CommitmentInvoice,
  period: { startTime: Date; endTime: Date },
): Promise<InvoiceCommitmentState> {
  return (await readInvoicesCommitments(ctx, [invoice], period)).get(commitmentInvoiceKey(invoice))!;
}

export const commitmentInvoiceKey = (invoice: { customerId: string; invoiceId: string }) =>
  `${invoice.customerId}/${invoice.invoiceId}`;

/**
 * readInvoiceCommitments for many invoices of one period (batched bill runs), in two statements whatever their
 * number; by commitmentInvoiceKey.
 */
export async function readInvoicesCommitments(
  ctx: Context,
  invoices: readonly CommitmentInvoice[],
  period: { startTime: Date; endTime: Date },
): Promise<Map<string, InvoiceCommitmentState>> {
  const states = new Map<string, InvoiceCommitmentState>(
    invoices.map((i) => [commitmentInvoiceKey(i), { commitments: [], earlierSpend: new Map() }]),
  );
  if (invoices.length === 0) return states;
  const { sql } = ctx;
  const rows = await sql<
    {
      customer_id: string;
      invoice_id: string;
      id: string;
      committed_amount: string;
      cost_basis: string;
      applicable_products: string[];
      start_time: Date;
      end_time: Date | null;
    }[]
  >`
    SELECT w.customer_id, w.invoice_id, c.id, c.committed_amount::text, c.cost_basis::text,
      c.applicable_products, c.start_time, c.end_time
    FROM commitments c JOIN unnest(${sql.array(invoices.map((i) => i.customerId))}::text[],
        ${sql.array(invoices.map((i) => i.contractId))}::text[], ${sql.array(invoices.map((i) => i.invoiceId))}::text[],
        ${sql.array(invoices.map((i) => i.currencyCode))}::text[]) AS w(customer_id, contract_id, invoice_id, currency_code)
      ON c.customer_id = w.customer_id AND c.contract_id = w.contract_id AND c.currency_code = w.currency_code
    WHERE c.organization_id = ${ctx.organization} AND c.void_time IS NULL AND c.create_time < ${period.endTime}
      AND c.start_time < ${period.endTime} AND (c.end_time IS NULL OR c.end_time > ${period.startTime})
    ORDER BY c.seq`;
  const settled: { customerId: string; invoiceId: string; commitmentId: string }[] = [];
  for (const r of rows) {
    const commitment = {
      id: r.id,
      committed: new Decimal(r.committed_amount),
      costBasis: new Decimal(r.cost_basis),
      products: r.applicable_products,
      startTime: r.start_time,
      endTime: r.end_time,
    };
    states
      .get(commitmentInvoiceKey({ customerId: r.customer_id, invoiceId: r.invoice_id }))!
      .commitments.push(commitment);
    if (commitment.costBasis.isZero() && commitment.endTime !== null && commitment.endTime <= period.endTime)
      settled.push({ customerId: r.customer_id, invoiceId: r.invoice_id, commitmentId: r.id });
  }
  if (settled.length === 0) return states;
  // Commitment lines (rate ids `commitment-...`) are not spend; a VOID invoice's lines live on in its successor.
  const spends = await sql<{ customer_id: string; invoice_id: string; id: string; spend: string }[]>`
    SELECT w.customer_id, w.invoice_id, c.id, sum(l.subtotal)::text AS spend
    FROM unnest(${sql.array(settled.map((s) => s.customerId))}::text[],
        ${sql.array(settled.map((s) => s.invoiceId))}::text[],
        ${sql.array(settled.map((s) => s.commitmentId))}::text[]) AS w(customer_id, invoice_id, commitment_id)
    JOIN commitments c ON c.organization_id = ${ctx.organization} AND c.customer_id = w.customer_id
      AND c.id = w.commitment_id
    JOIN invoices i ON i.organization_id = c.organization_id AND i.customer_id = c.customer_id
      AND i.contract_id = c.contract_id AND i.currency_code = c.currency_code
      AND i.status IN ('FINALIZED', 'PAID') AND i.period_start <> ${period.startTime}
    JOIN invoice_lines l ON l.organization_id = i.organization_id AND l.customer_id = i.customer_id
      AND l.invoice_id = i.id
    WHERE l.rate_id NOT LIKE 'commitment-%' AND l.start_time >= c.start_time AND l.start_time < c.end_time
      AND (cardinality(c.applicable_products) = 0 OR l.product = ANY(c.applicable_products))
    GROUP BY w.customer_id, w.invoice_id, c.id`;
  for (const s of spends) {
    states
      .get(commitmentInvoiceKey({ customerId: s.customer_id, invoiceId: s.invoice_id }))!
      .earlierSpend.set(s.id, new Decimal(s.spend));
  }
  return states;
}
