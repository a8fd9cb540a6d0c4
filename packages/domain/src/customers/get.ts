import { eachCustomer } from '@billing/db';
import type { Context } from '../context.ts';
import { loadScopedRow } from '../shared/scoped-rows.ts';
import { type Customer, type CustomerRow, toCustomer } from './resource.ts';

export function loadCustomerRow(ctx: Context, id: string): Promise<CustomerRow> {
  return loadScopedRow<CustomerRow>(ctx, 'customers', id, `customers/${id}`);
}

/** NOT_FOUND unless the customer exists in the organization (verbs of other packages under a customer). */
export async function requireCustomer(ctx: Context, id: string): Promise<void> {
  await loadCustomerRow(ctx, id);
}

export async function getCustomer(ctx: Context, id: string): Promise<Customer> {
  return toCustomer(await loadCustomerRow(ctx, id));
}

/** The customers of `ids` that exist in the organization, by id (bill runs read many at once). */
export async function getCustomers(ctx: Context, ids: readonly string[]): Promise<Map<string, Customer>> {
  if (ids.length === 0) return new Map();
  const { sql } = ctx;
  const rows = await sql<CustomerRow[]>`
    SELECT t.* FROM ${eachCustomer(
      sql,
      ids,
      sql`SELECT * FROM customers WHERE organization_id = ${ctx.organization} AND id = k.customer_id`,
    )}`;
  return new Map(rows.map((row) => [row.id, toCustomer(row)]));
}
