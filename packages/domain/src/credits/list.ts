import type { Context } from '../context.ts';
import { loadCustomerRow } from '../customers/get.ts';
import { type Page, type PageRequest, paginate } from '../shared/paging.ts';
import { type CreditGrantRow, toCreditGrant } from './resource.ts';
import type { CreditGrant } from './schema.ts';

/** `GET customers/{customer}/credits`: in creation order, voided and expired ones included. */
export async function listCreditGrants(
  ctx: Context,
  customerId: string,
  request: PageRequest,
): Promise<Page<CreditGrant>> {
  await loadCustomerRow(ctx, customerId);
  const now = ctx.clock.now();
  return paginate(
    ctx,
    request,
    { collection: 'credits', customer: customerId },
    (after, limit) => ctx.sql<CreditGrantRow[]>`
      SELECT * FROM credit_grants
      WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND seq > ${after}
      ORDER BY seq LIMIT ${limit}`,
    (row) => toCreditGrant(row, now),
  );
}
