import { notFound } from '@billing/core';
import type { Context } from '../context.ts';
import { type Customer, type CustomerRow, toCustomer } from './resource.ts';

export async function loadCustomerRow(ctx: Context, id: string): Promise<CustomerRow> {
  const [row] = await ctx.sql<CustomerRow[]>`
    SELECT * FROM customers WHERE organization_id = ${ctx.organization} AND id = ${id}`;
  if (!row) throw notFound(`customers/${id}`);
  return row;
}

export async function getCustomer(ctx: Context, id: string): Promise<Customer> {
  return toCustomer(await loadCustomerRow(ctx, id));
}
