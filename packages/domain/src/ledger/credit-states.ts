/**
 * What credit application needs of a customer's grants and prepaid commitments for one invoice
 * (docs/credits.md): those usable on an invoice whose period ends at `periodEnd`, with what the ledger leaves of
 * them (finalized invoices only), and the tags of the products the grants may match. Rating reads this instead
 * of the tables.
 */
import { Decimal } from '@billing/core';
import type { Context } from '../context.ts';

export interface UsableGrant {
  id: string;
  priority: number;
  endTime: Date | null;
  createTime: Date;
  remaining: Decimal;
  products: string[];
  tags: string[];
}

export interface UsableCommitment {
  id: string;
  contract: string;
  endTime: Date | null;
  createTime: Date;
  remaining: Decimal;
  products: string[];
}

export interface CreditState {
  grants: UsableGrant[];
  /** Prepaid commitments with something left, usable on the same invoices as grants (after them). */
  commitments: UsableCommitment[];
  /** Tags by `products/{p}`, for the products the grants' tags may match. */
  productTags: Map<string, string[]>;
}

/** Creation order, sorted here: an ORDER BY seq let the planner walk the organization's rows by seq. */
const bySeq = (a: { seq: string }, b: { seq: string }) => (BigInt(a.seq) < BigInt(b.seq) ? -1 : 1);

/**
 * Grants in `currencyCode`, not voided, with something left, whose effective period has `periodEnd` in
 * (start, end], whenever they were made: a grant made in the grace period reaches the DRAFT still open.
 */
export async function readCreditState(
  ctx: Context,
  customerId: string,
  currencyCode: string,
  periodEnd: Date,
): Promise<CreditState> {
  return (await readCreditStates(ctx, [{ customerId, currencyCode }], periodEnd)).get(customerId)!;
}

/**
 * readCreditState for many customers of the organization (each in its own currency) and one period end, in
 * three statements whatever their number: what batched bill runs read.
 */
export async function readCreditStates(
  ctx: Context,
  customers: readonly { customerId: string; currencyCode: string }[],
  periodEnd: Date,
): Promise<Map<string, CreditState>> {
  const states = new Map<string, CreditState>(
    customers.map((c) => [c.customerId, { grants: [], commitments: [], productTags: new Map() }]),
  );
  if (customers.length === 0) return states;
  const { sql } = ctx;
  // By customer through the primary key's prefix (a join on the list let the embedded database's planner scan
  // every grant of the organization once per customer); the currency is matched here.
  const currencyOf = new Map(customers.map((c) => [c.customerId, c.currencyCode]));
  const ids = sql.array([...currencyOf.keys()]);
  // Grants and commitments are read at once (postgres.js pipelines the two statements: one round trip).
  // A commitment has the same reach as a grant's; a postpaid commitment has no balance to draw (its remaining
  // is the unmet part).
  const [grantRows, commitmentRowsAll] = await Promise.all([
    sql<
      {
        seq: string;
        customer_id: string;
        currency_code: string;
        id: string;
        priority: number;
        end_time: Date | null;
        create_time: Date;
        remaining: string;
        applicable_products: string[];
        applicable_tags: string[];
      }[]
    >`
      SELECT seq::text, customer_id, currency_code, id, priority, end_time, create_time, remaining::text,
        applicable_products, applicable_tags
      FROM credit_grants
      WHERE organization_id = ${ctx.organization} AND customer_id = ANY(${ids}::text[]) AND void_time IS NULL
        AND remaining > 0 AND start_time < ${periodEnd} AND (end_time IS NULL OR end_time >= ${periodEnd})`,
    sql<
      {
        seq: string;
        customer_id: string;
        currency_code: string;
        id: string;
        contract_id: string;
        end_time: Date | null;
        create_time: Date;
        remaining: string;
        applicable_products: string[];
      }[]
    >`
      SELECT seq::text, customer_id, currency_code, id, contract_id, end_time, create_time, remaining::text,
        applicable_products
      FROM commitments
      WHERE organization_id = ${ctx.organization} AND customer_id = ANY(${ids}::text[]) AND void_time IS NULL
        AND remaining > 0 AND cost_basis > 0 AND start_time < ${periodEnd}
        AND (end_time IS NULL OR end_time >= ${periodEnd})`,
  ]);
  const rows = grantRows.filter((r) => currencyOf.get(r.customer_id) === r.currency_code).sort(bySeq);
  for (const r of rows) {
    states.get(r.customer_id)!.grants.push({
      id: r.id,
      priority: r.priority,
      endTime: r.end_time,
      createTime: r.create_time,
      remaining: new Decimal(r.remaining),
      products: r.applicable_products,
      tags: r.applicable_tags,
    });
  }
  if (rows.some((r) => r.applicable_tags.length > 0)) {
    const products = await sql<{ id: string; tags: string[] }[]>`
      SELECT id, tags FROM products WHERE organization_id = ${ctx.organization} AND cardinality(tags) > 0`;
    const productTags = new Map(products.map((p) => [`products/${p.id}`, p.tags]));
    for (const state of states.values()) {
      if (state.grants.some((g) => g.tags.length > 0)) state.productTags = productTags;
    }
  }
  const commitmentRows = commitmentRowsAll
    .filter((r) => currencyOf.get(r.customer_id) === r.currency_code)
    .sort(bySeq);
  for (const r of commitmentRows) {
    states.get(r.customer_id)!.commitments.push({
      id: r.id,
      contract: `customers/${r.customer_id}/contracts/${r.contract_id}`,
      endTime: r.end_time,
      createTime: r.create_time,
      remaining: new Decimal(r.remaining),
      products: r.applicable_products,
    });
  }
  return states;
}
