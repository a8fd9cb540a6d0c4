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

/**
 * Grants in `currencyCode`, not voided, with something left, whose effective period has `periodEnd` in
 * (start, end], made before `periodEnd` (a grant made after a period closed never reaches it).
 */
export async function readCreditState(
  ctx: Context,
  customerId: string,
  currencyCode: string,
  periodEnd: Date,
): Promise<CreditState> {
  const rows = await ctx.sql<
    {
      id: string;
      priority: number;
      end_time: Date | null;
      create_time: Date;
      remaining: string;
      applicable_products: string[];
      applicable_tags: string[];
    }[]
  >`
    SELECT id, priority, end_time, create_time, remaining::text, applicable_products, applicable_tags
    FROM credit_grants
    WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId}
      AND currency_code = ${currencyCode} AND void_time IS NULL AND remaining > 0
      AND start_time < ${periodEnd} AND (end_time IS NULL OR end_time >= ${periodEnd})
      AND create_time < ${periodEnd}
    ORDER BY seq`;
  const grants = rows.map((r) => ({
    id: r.id,
    priority: r.priority,
    endTime: r.end_time,
    createTime: r.create_time,
    remaining: new Decimal(r.remaining),
    products: r.applicable_products,
    tags: r.applicable_tags,
  }));
  const productTags = new Map<string, string[]>();
  if (grants.some((g) => g.tags.length > 0)) {
    const products = await ctx.sql<{ id: string; tags: string[] }[]>`
      SELECT id, tags FROM products WHERE organization_id = ${ctx.organization} AND cardinality(tags) > 0`;
    for (const p of products) productTags.set(`products/${p.id}`, p.tags);
  }
  // The same reach as a grant's; a postpaid commitment has no balance to draw (its remaining is the unmet part).
  const commitmentRows = await ctx.sql<
    {
      id: string;
      contract_id: string;
      end_time: Date | null;
      create_time: Date;
      remaining: string;
      applicable_products: string[];
    }[]
  >`
    SELECT id, contract_id, end_time, create_time, remaining::text, applicable_products
    FROM commitments
    WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId}
      AND currency_code = ${currencyCode} AND void_time IS NULL AND remaining > 0 AND cost_basis > 0
      AND start_time < ${periodEnd} AND (end_time IS NULL OR end_time >= ${periodEnd})
      AND create_time < ${periodEnd}
    ORDER BY seq`;
  const commitments = commitmentRows.map((r) => ({
    id: r.id,
    contract: `customers/${customerId}/contracts/${r.contract_id}`,
    endTime: r.end_time,
    createTime: r.create_time,
    remaining: new Decimal(r.remaining),
    products: r.applicable_products,
  }));
  return { grants, commitments, productTags };
}

/**
 * Serializes the customer's ledger writers (grant create and void, finalize, invoice void, expiry) for the rest of
 * the transaction. Taken first, before any row lock: each ledger entry marks the customer's DRAFTs stale, so two
 * writers that each held one row the other's marks need would deadlock; one at a time per customer, they cannot.
 * Finalize takes it before it reads balances, so what it applies is still there when it books it.
 */
export async function lockCustomerLedger(ctx: Context, customerId: string): Promise<void> {
  await ctx.sql`SELECT pg_advisory_xact_lock(hashtextextended(${`credits/${ctx.organization}/${customerId}`}, 0))`;
}

/**
 * Which of `customerIds` have a grant with something left or a commitment not voided (batched bill runs read
 * the credit and commitment state of those only; for the others it changes nothing).
 */
export async function customersWithLedger(
  ctx: Context,
  customerIds: readonly string[],
): Promise<Set<string>> {
  if (customerIds.length === 0) return new Set();
  const ids = ctx.sql(customerIds as string[]);
  const rows = await ctx.sql<{ customer_id: string }[]>`
    SELECT customer_id FROM credit_grants
    WHERE organization_id = ${ctx.organization} AND customer_id IN ${ids} AND void_time IS NULL AND remaining > 0
    UNION
    SELECT customer_id FROM commitments
    WHERE organization_id = ${ctx.organization} AND customer_id IN ${ids} AND void_time IS NULL`;
  return new Set(rows.map((r) => r.customer_id));
}
