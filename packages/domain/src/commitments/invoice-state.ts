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
  // By customer through the primary key's prefix (as readCreditStates); contract and currency matched here.
  const wanted = new Map(
    invoices.map((i) => [`${i.customerId}/${i.contractId}/${i.currencyCode}`, [] as string[]]),
  );
  for (const i of invoices)
    wanted.get(`${i.customerId}/${i.contractId}/${i.currencyCode}`)!.push(i.invoiceId);
  const rows = await sql<
    {
      customer_id: string;
      contract_id: string;
      currency_code: string;
      id: string;
      committed_amount: string;
      cost_basis: string;
      applicable_products: string[];
      start_time: Date;
      end_time: Date | null;
    }[]
  >`
    SELECT customer_id, contract_id, currency_code, id, committed_amount::text, cost_basis::text,
      applicable_products, start_time, end_time
    FROM commitments
    WHERE organization_id = ${ctx.organization}
      AND customer_id = ANY(${sql.array([...new Set(invoices.map((i) => i.customerId))])}::text[])
      AND void_time IS NULL AND create_time < ${period.endTime} AND start_time < ${period.endTime}
      AND (end_time IS NULL OR end_time > ${period.startTime})
    ORDER BY seq`;
  const settled: { customerId: string; commitmentId: string; invoiceIds: string[] }[] = [];
  for (const r of rows) {
    const invoiceIds = wanted.get(`${r.customer_id}/${r.contract_id}/${r.currency_code}`);
    if (!invoiceIds) continue;
    const commitment = {
      id: r.id,
      committed: new Decimal(r.committed_amount),
      costBasis: new Decimal(r.cost_basis),
      products: r.applicable_products,
      startTime: r.start_time,
      endTime: r.end_time,
    };
    for (const invoiceId of invoiceIds) {
      states
        .get(commitmentInvoiceKey({ customerId: r.customer_id, invoiceId }))!
        .commitments.push(commitment);
    }
    if (commitment.costBasis.isZero() && commitment.endTime !== null && commitment.endTime <= period.endTime)
      settled.push({ customerId: r.customer_id, commitmentId: r.id, invoiceIds });
  }
  if (settled.length === 0) return states;
  // Commitment lines (rate ids `commitment-...`) are not spend; a VOID invoice's lines live on in its successor.
  const spends = await sql<{ customer_id: string; id: string; spend: string }[]>`
    SELECT c.customer_id, c.id, sum(l.subtotal)::text AS spend
    FROM commitments c
    JOIN invoices i ON i.organization_id = c.organization_id AND i.customer_id = c.customer_id
      AND i.contract_id = c.contract_id AND i.currency_code = c.currency_code
      AND i.status IN ('FINALIZED', 'PAID') AND i.period_start <> ${period.startTime}
    JOIN invoice_lines l ON l.organization_id = i.organization_id AND l.customer_id = i.customer_id
      AND l.invoice_id = i.id
    WHERE c.organization_id = ${ctx.organization}
      AND c.customer_id = ANY(${sql.array([...new Set(settled.map((x) => x.customerId))])}::text[])
      AND c.id = ANY(${sql.array([...new Set(settled.map((x) => x.commitmentId))])}::text[])
      AND l.rate_id NOT LIKE 'commitment-%' AND l.start_time >= c.start_time AND l.start_time < c.end_time
      AND (cardinality(c.applicable_products) = 0 OR l.product = ANY(c.applicable_products))
    GROUP BY c.customer_id, c.id`;
  const spendOf = new Map(spends.map((x) => [`${x.customer_id}/${x.id}`, new Decimal(x.spend)]));
  for (const x of settled) {
    const spend = spendOf.get(`${x.customerId}/${x.commitmentId}`);
    if (!spend) continue;
    for (const invoiceId of x.invoiceIds) {
      states
        .get(commitmentInvoiceKey({ customerId: x.customerId, invoiceId }))!
        .earlierSpend.set(x.commitmentId, spend);
    }
  }
  return states;
}
