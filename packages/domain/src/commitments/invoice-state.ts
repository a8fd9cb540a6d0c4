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

/**
 * The contract's commitments in `currencyCode`, not voided, overlapping the period, made before it ended (as a
 * grant, a commitment made after a period closed never reaches it). `invoiceId` is the invoice computed: its
 * own lines are not among the earlier spend.
 */
export async function readInvoiceCommitments(
  ctx: Context,
  invoice: { customerId: string; contractId: string; invoiceId: string; currencyCode: string },
  period: { startTime: Date; endTime: Date },
): Promise<InvoiceCommitmentState> {
  const { customerId, contractId } = invoice;
  const rows = await ctx.sql<
    {
      id: string;
      committed_amount: string;
      cost_basis: string;
      applicable_products: string[];
      start_time: Date;
      end_time: Date | null;
    }[]
  >`
    SELECT id, committed_amount::text, cost_basis::text, applicable_products, start_time, end_time
    FROM commitments
    WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND contract_id = ${contractId}
      AND currency_code = ${invoice.currencyCode} AND void_time IS NULL AND create_time < ${period.endTime}
      AND start_time < ${period.endTime} AND (end_time IS NULL OR end_time > ${period.startTime})
    ORDER BY seq`;
  const commitments = rows.map((r) => ({
    id: r.id,
    committed: new Decimal(r.committed_amount),
    costBasis: new Decimal(r.cost_basis),
    products: r.applicable_products,
    startTime: r.start_time,
    endTime: r.end_time,
  }));
  const settled = commitments
    .filter((c) => c.costBasis.isZero() && c.endTime !== null && c.endTime <= period.endTime)
    .map((c) => c.id);
  const earlierSpend = new Map<string, Decimal>();
  if (settled.length === 0) return { commitments, earlierSpend };
  // Commitment lines (rate ids `commitment-...`) are not spend; a VOID invoice's lines live on in its successor.
  const spends = await ctx.sql<{ id: string; spend: string }[]>`
    SELECT c.id, sum(l.subtotal)::text AS spend
    FROM commitments c
    JOIN invoices i ON i.organization_id = c.organization_id AND i.customer_id = c.customer_id
      AND i.contract_id = c.contract_id AND i.currency_code = c.currency_code
      AND i.status IN ('FINALIZED', 'PAID') AND i.id <> ${invoice.invoiceId}
    JOIN invoice_lines l ON l.organization_id = i.organization_id AND l.customer_id = i.customer_id
      AND l.invoice_id = i.id
    WHERE c.organization_id = ${ctx.organization} AND c.customer_id = ${customerId} AND c.id = ANY(${settled})
      AND l.rate_id NOT LIKE 'commitment-%' AND l.start_time >= c.start_time AND l.start_time < c.end_time
      AND (cardinality(c.applicable_products) = 0 OR l.product = ANY(c.applicable_products))
    GROUP BY c.id`;
  for (const s of spends) earlierSpend.set(s.id, new Decimal(s.spend));
  return { commitments, earlierSpend };
}
