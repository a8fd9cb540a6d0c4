import { compileFilterToSql, parseFilter } from '@billing/core';
import type { Context } from '../context.ts';
import { type Page, type PageRequest, paginate } from '../shared/paging.ts';
import { CUSTOMER_FILTER } from './fields.ts';
import { type Customer, type CustomerRow, toCustomer } from './resource.ts';

export async function listCustomers(
  ctx: Context,
  request: PageRequest & { filter?: string | undefined },
): Promise<Page<Customer>> {
  const filter = request.filter?.trim() ?? '';
  const expr = parseFilter(filter);
  return paginate(
    ctx,
    request,
    { collection: 'customers', filter },
    (after, limit) => {
      const params: unknown[] = [ctx.organization, after, limit];
      const clause = expr ? ` AND (${compileFilterToSql(expr, CUSTOMER_FILTER, params)})` : '';
      return ctx.sql.unsafe<CustomerRow[]>(
        `SELECT * FROM customers WHERE organization_id = $1 AND seq > $2${clause} ORDER BY seq LIMIT $3`,
        params as never[],
      );
    },
    toCustomer,
  );
}
