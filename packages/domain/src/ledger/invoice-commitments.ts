/**
 * What the computation of one contract invoice needs of its commitments (docs/credits.md): those that may add a
 * line to it (a prepayment, a true-up), and for the postpaid ones settled on it what the contract's other
 * finalized invoices spent eligibly over the commitment period.
 */
import { Decimal } from '@billing/core';
import { cutAtContractEnd } from '@billing/rating';
import type { Context } from '../context.ts';
import type { LedgerInvoice } from './invoice-ref.ts';

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

export interface CommitmentInvoice extends LedgerInvoice {
  /** The contract's end (every amendment and `:end` counted), null when it has none. */
  contractEndTime: Date | null;
}

/**
 * The contract's commitments in `currencyCode`, not voided, overlapping the period, whenever they were made (one
 * made in the grace period still reaches the DRAFT), postpaid ones cut at the contract's end
 * (`cutAtContractEnd`). The earlier spend leaves out the contract's invoice of this very period (the one
 * computed, or the one a preview of the period stands for); `invoiceId` only keys the result ("" for a preview).
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
  const wanted = new Map<string, string[]>();
  const contractEnds = new Map<string, Date | null>();
  for (const i of invoices) {
    const key = `${i.customerId}/${i.contractId}/${i.currencyCode}`;
    wanted.set(key, [...(wanted.get(key) ?? []), i.invoiceId]);
    contractEnds.set(key, i.contractEndTime);
  }
  const rows = await sql<
    {
      seq: string;
      customer_id: string;
      contract_id: string;
      currency_code: string;
      id: string;
      committed_amount: string;
      cost_basis: string;
      applicable_products: string[];
      start_time: Date;
      end_time: Date | null;
      remaining: string;
    }[]
  >`
    SELECT seq::text, customer_id, contract_id, currency_code, id, committed_amount::text, cost_basis::text,
      applicable_products, start_time, end_time, remaining::text
    FROM commitments
    WHERE organization_id = ${ctx.organization}
      AND customer_id = ANY(${sql.array([...new Set(invoices.map((i) => i.customerId))])}::text[])
      AND void_time IS NULL AND start_time < ${period.endTime}
      AND (end_time IS NULL OR end_time > ${period.startTime})`;
  // Creation order, sorted here: an ORDER BY let the planner walk the organization's commitments by seq instead
  // of looking the customers up (measured: the batches' reads grew with the table, 12x for 3x the customers).
  rows.sort((a, b) => (BigInt(a.seq) < BigInt(b.seq) ? -1 : 1));
  const settled: {
    customerId: string;
    contractId: string;
    currencyCode: string;
    commitment: InvoiceCommitment;
    invoiceIds: string[];
  }[] = [];
  const settledElsewhere = await commitmentsSettledElsewhere(ctx, rows, period);
  for (const r of rows) {
    const key = `${r.customer_id}/${r.contract_id}/${r.currency_code}`;
    const invoiceIds = wanted.get(key);
    if (!invoiceIds || settledElsewhere.has(`${r.customer_id}/${r.id}`)) continue;
    const commitment = cutAtContractEnd(
      {
        id: r.id,
        committed: new Decimal(r.committed_amount),
        costBasis: new Decimal(r.cost_basis),
        products: r.applicable_products,
        startTime: r.start_time,
        endTime: r.end_time,
      },
      contractEnds.get(key) ?? null,
    );
    for (const invoiceId of invoiceIds) {
      states
        .get(commitmentInvoiceKey({ customerId: r.customer_id, invoiceId }))!
        .commitments.push(commitment);
    }
    if (commitment.costBasis.isZero() && commitment.endTime !== null && commitment.endTime <= period.endTime)
      settled.push({
        customerId: r.customer_id,
        contractId: r.contract_id,
        currencyCode: r.currency_code,
        commitment,
        invoiceIds,
      });
  }
  if (settled.length === 0) return states;
  // The contract's other FINALIZED and PAID invoices, then their lines, summed here: two lookups by customer
  // (a join of commitments, invoices and lines grew with the tables on the embedded database's plans). Commitment
  // lines (rate ids `commitment-...`) are not spend; a VOID invoice's lines live on in its successor.
  const customers = sql.array([...new Set(settled.map((x) => x.customerId))]);
  const finalized = await sql<
    { customer_id: string; contract_id: string; currency_code: string; id: string }[]
  >`
    SELECT customer_id, contract_id, currency_code, id FROM invoices
    WHERE organization_id = ${ctx.organization} AND customer_id = ANY(${customers}::text[])
      AND status IN ('FINALIZED', 'PAID') AND period_start <> ${period.startTime}`;
  const invoicesOf = new Map<string, string[]>();
  for (const i of finalized) {
    const key = `${i.customer_id}/${i.contract_id}/${i.currency_code}`;
    invoicesOf.set(key, [...(invoicesOf.get(key) ?? []), i.id]);
  }
  const earlier = settled.map((x) => ({
    ...x,
    from: new Set(invoicesOf.get(`${x.customerId}/${x.contractId}/${x.currencyCode}`) ?? []),
  }));
  if (earlier.every((x) => x.from.size === 0)) return states;
  const lines = await sql<
    { customer_id: string; invoice_id: string; product: string; start_time: Date; subtotal: string }[]
  >`
    SELECT customer_id, invoice_id, product, start_time, subtotal::text FROM invoice_lines
    WHERE organization_id = ${ctx.organization} AND customer_id = ANY(${customers}::text[])
      AND invoice_id = ANY(${sql.array([...new Set(finalized.map((i) => i.id))])}::text[])
      AND rate_id NOT LIKE 'commitment-%'`;
  const linesOf = new Map<string, (typeof lines)[number][]>();
  for (const l of lines) linesOf.set(l.customer_id, [...(linesOf.get(l.customer_id) ?? []), l]);
  for (const x of earlier) {
    const { commitment } = x;
    let spend = new Decimal(0);
    for (const l of linesOf.get(x.customerId) ?? []) {
      if (!x.from.has(l.invoice_id)) continue;
      if (l.start_time < commitment.startTime || l.start_time >= commitment.endTime!) continue;
      if (commitment.products.length > 0 && !commitment.products.includes(l.product)) continue;
      spend = spend.plus(l.subtotal);
    }
    for (const invoiceId of x.invoiceIds) {
      states
        .get(commitmentInvoiceKey({ customerId: x.customerId, invoiceId }))!
        .earlierSpend.set(commitment.id, spend);
    }
  }
  return states;
}

/**
 * `customer/commitment` of the postpaid commitments among `rows` already trued up by an issued invoice of
 * another period than `period`: settled once, they add nothing more (the contract's end moved past that invoice
 * afterwards, say). Only a postpaid commitment with less left than committed can have been; most have not, and
 * cost no read.
 */
async function commitmentsSettledElsewhere(
  ctx: Context,
  rows: readonly {
    customer_id: string;
    id: string;
    committed_amount: string;
    cost_basis: string;
    remaining: string;
  }[],
  period: { startTime: Date },
): Promise<Set<string>> {
  const drawn = rows.filter(
    (r) => new Decimal(r.cost_basis).isZero() && new Decimal(r.remaining).lessThan(r.committed_amount),
  );
  if (drawn.length === 0) return new Set();
  const { sql } = ctx;
  const settled = await sql<{ customer_id: string; commitment_id: string }[]>`
    SELECT DISTINCT t.customer_id, t.commitment_id FROM balance_transactions t
    JOIN invoices i ON i.organization_id = t.organization_id AND i.customer_id = t.customer_id
      AND i.id = t.invoice_id
    WHERE t.organization_id = ${ctx.organization}
      AND t.customer_id = ANY(${sql.array([...new Set(drawn.map((r) => r.customer_id))])}::text[])
      AND t.commitment_id = ANY(${sql.array(drawn.map((r) => r.id))}::text[])
      AND t.type IN ('COMMITMENT_APPLIED', 'COMMITMENT_TRUE_UP')
      AND i.status IN ('FINALIZED', 'PAID') AND i.period_start <> ${period.startTime}`;
  return new Set(settled.map((r) => `${r.customer_id}/${r.commitment_id}`));
}
