import type { Context } from '../context.ts';
import { loadCustomerRow } from '../customers/get.ts';
import { type Page, type PageRequest, paginate } from '../shared/paging.ts';
import { type BalanceTransactionRow, toBalanceTransaction } from './resource.ts';
import type { BalanceTransaction } from './schema.ts';

/**
 * `GET customers/{customer}/balanceTransactions`: newest first. The keyset runs downwards: the token holds the
 * last seq shown and the next page is what was written before it, so entries appended meanwhile never shift it.
 */
export async function listBalanceTransactions(
  ctx: Context,
  customerId: string,
  request: PageRequest,
): Promise<Page<BalanceTransaction>> {
  await loadCustomerRow(ctx, customerId);
  const { sql } = ctx;
  return paginate(
    ctx,
    request,
    { collection: 'balanceTransactions', customer: customerId },
    // paginate starts from '0': no upper bound on the first page.
    (before, limit) => sql<BalanceTransactionRow[]>`
      SELECT customer_id, id, seq, type, grant_id, commitment_id, invoice_id, amount::text, currency_code,
        description, create_time
      FROM balance_transactions
      WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId}
        ${before === '0' ? sql`` : sql`AND seq < ${before}`}
      ORDER BY seq DESC LIMIT ${limit}`,
    toBalanceTransaction,
  );
}
