import { notFound } from '@billing/core';
import type { Context } from '../context.ts';
import { loadCustomerRow } from '../customers/get.ts';
import { type Page, type PageRequest, paginate } from '../shared/paging.ts';
import { type CommitmentRow, commitmentName, toCommitment } from './resource.ts';
import type { Commitment } from './schema.ts';

/** The commitment's row (locked for update when `lock`, inside a transaction), or NOT_FOUND. */
export async function loadCommitmentRow(
  ctx: Context,
  customerId: string,
  id: string,
  lock = false,
): Promise<CommitmentRow> {
  const rows = await ctx.sql<CommitmentRow[]>`
    SELECT * FROM commitments
    WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ${id}
    ${lock ? ctx.sql`FOR UPDATE` : ctx.sql``}`;
  if (!rows[0]) throw notFound(commitmentName(customerId, id));
  return rows[0];
}

/** `GET customers/{customer}/commitments/{commitment}`. */
export async function getCommitment(ctx: Context, customerId: string, id: string): Promise<Commitment> {
  return toCommitment(await loadCommitmentRow(ctx, customerId, id), ctx.clock.now());
}

/** `GET customers/{customer}/commitments`: in creation order, voided and expired ones included. */
export async function listCommitments(
  ctx: Context,
  customerId: string,
  request: PageRequest,
): Promise<Page<Commitment>> {
  await loadCustomerRow(ctx, customerId);
  const now = ctx.clock.now();
  return paginate(
    ctx,
    request,
    { collection: 'commitments', customer: customerId },
    (after, limit) => ctx.sql<CommitmentRow[]>`
      SELECT * FROM commitments
      WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND seq > ${after}
      ORDER BY seq LIMIT ${limit}`,
    (row) => toCommitment(row, now),
  );
}
