import { notFound } from '@billing/core';
import type { Context } from '../context.ts';
import { type CreditGrantRow, creditGrantName, toCreditGrant } from './resource.ts';
import type { CreditGrant } from './schema.ts';

/** The grant's row (locked for update when `lock`, inside a transaction), or NOT_FOUND. */
export async function loadCreditGrantRow(
  ctx: Context,
  customerId: string,
  id: string,
  lock = false,
): Promise<CreditGrantRow> {
  const rows = lock
    ? await ctx.sql<CreditGrantRow[]>`
        SELECT * FROM credit_grants
        WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ${id} FOR UPDATE`
    : await ctx.sql<CreditGrantRow[]>`
        SELECT * FROM credit_grants
        WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ${id}`;
  if (!rows[0]) throw notFound(creditGrantName(customerId, id));
  return rows[0];
}

/** `GET customers/{customer}/credits/{credit}`. */
export async function getCreditGrant(ctx: Context, customerId: string, id: string): Promise<CreditGrant> {
  return toCreditGrant(await loadCreditGrantRow(ctx, customerId, id), ctx.clock.now());
}
