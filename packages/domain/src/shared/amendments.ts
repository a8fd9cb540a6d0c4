/**
 * What a contract's and a subscription's amendments have in common: a row under its parent, read, listed in
 * creation order and canceled while SCHEDULED. Each kind says where it lives; its own module keeps its verbs,
 * its row type and its API form.
 */
import { alreadyExists, failedPrecondition, notFound } from '@billing/core';
import { withTransaction } from '@billing/db';
import type { Context } from '../context.ts';
import { type Page, type PageRequest, paginate } from './paging.ts';
import { isUniqueViolation } from './postgres-errors.ts';

export interface AmendmentKind {
  table: 'contract_amendments' | 'subscription_amendments';
  /** The column naming the parent, and the parent's collection in resource names and page tokens. */
  parentColumn: 'contract_id' | 'subscription_id';
  parentCollection: 'contracts' | 'subscriptions';
  parentKey: 'contract' | 'subscription';
  /** The collection a page token is bound to. */
  listCollection: 'contractAmendments' | 'subscriptionAmendments';
  /** The parent's row, or its NOT_FOUND: a missing parent is named as the missing resource. */
  loadParent(ctx: Context, customerId: string, parentId: string): Promise<unknown>;
}

interface AmendmentRowBase {
  seq: string;
  canceled_time: Date | null;
}

export const amendmentName = (kind: AmendmentKind, customerId: string, parentId: string, id: string) =>
  `customers/${customerId}/${kind.parentCollection}/${parentId}/amendments/${id}`;

export async function loadAmendmentOf<Row extends AmendmentRowBase>(
  ctx: Context,
  kind: AmendmentKind,
  customerId: string,
  parentId: string,
  id: string,
): Promise<Row> {
  const { sql } = ctx;
  const [row] = await sql<Row[]>`
    SELECT * FROM ${sql(kind.table)}
    WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId}
      AND ${sql(kind.parentColumn)} = ${parentId} AND id = ${id}`;
  if (!row) {
    await kind.loadParent(ctx, customerId, parentId);
    throw notFound(amendmentName(kind, customerId, parentId, id));
  }
  return row;
}

/** The parent's amendments in creation order, canceled ones included. */
export async function listAmendmentsOf<Row extends AmendmentRowBase, T>(
  ctx: Context,
  kind: AmendmentKind,
  customerId: string,
  parentId: string,
  request: PageRequest,
  toResource: (row: Row, now: Date) => T,
): Promise<Page<T>> {
  await kind.loadParent(ctx, customerId, parentId);
  const now = ctx.clock.now();
  const { sql } = ctx;
  return paginate(
    ctx,
    request,
    { collection: kind.listCollection, customer: customerId, [kind.parentKey]: parentId },
    (after, limit) => sql<Row[]>`
      SELECT * FROM ${sql(kind.table)}
      WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId}
        AND ${sql(kind.parentColumn)} = ${parentId} AND seq > ${after}
      ORDER BY seq LIMIT ${limit}`,
    (row) => toResource(row, now),
  );
}

/**
 * `:cancel {reason}`: a SCHEDULED amendment becomes CANCELED. An APPLIED one (the clock reached its
 * effectiveTime) is immutable: FAILED_PRECONDITION. Canceling a CANCELED amendment again changes nothing and
 * returns it (a retried cancel succeeds, as a repeated DELETE would). The row as it is after.
 */
export async function cancelAmendmentOf<Row extends AmendmentRowBase>(
  ctx: Context,
  kind: AmendmentKind,
  customerId: string,
  parentId: string,
  id: string,
  reason: string,
): Promise<Row> {
  const now = ctx.clock.now();
  const { sql } = ctx;
  // The condition in the UPDATE makes the check and the change one step (no race with the clock or a retry).
  const [row] = await sql<Row[]>`
    UPDATE ${sql(kind.table)} SET canceled_time = ${now}, cancel_reason = ${reason}
    WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId}
      AND ${sql(kind.parentColumn)} = ${parentId} AND id = ${id}
      AND canceled_time IS NULL AND effective_time > ${now}
    RETURNING *`;
  if (row) return row;
  const current = await loadAmendmentOf<Row>(ctx, kind, customerId, parentId, id);
  if (current.canceled_time !== null) return current;
  throw failedPrecondition(
    `${amendmentName(kind, customerId, parentId, id)} was applied at its effectiveTime and can no longer be canceled`,
  );
}

/**
 * Runs a `:scheduleAmendment`'s checks and insert in one transaction: an id the parent already has is
 * ALREADY_EXISTS (the table's primary key says so, whatever raced).
 */
export async function scheduleAmendmentOf<T>(
  ctx: Context,
  kind: AmendmentKind,
  customerId: string,
  parentId: string,
  id: string,
  schedule: (tx: Context) => Promise<T>,
): Promise<T> {
  try {
    return await withTransaction(ctx, schedule);
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists(amendmentName(kind, customerId, parentId, id));
    throw error;
  }
}
