import { notFound } from '@billing/core';
import type { Context } from '../context.ts';
import { type Customer, type CustomerRow, toCustomer } from './resource.ts';

/** Archiving is one-way and idempotent: an archived customer stays listed but takes no new usage. */
export async function archiveCustomer(ctx: Context, id: string): Promise<Customer> {
  const [row] = await ctx.sql<CustomerRow[]>`
    UPDATE customers
    SET archived = true, update_time = CASE WHEN archived THEN update_time ELSE ${ctx.clock.now()} END
    WHERE organization_id = ${ctx.organization} AND id = ${id} RETURNING *`;
  if (!row) throw notFound(`customers/${id}`);
  return toCustomer(row);
}
