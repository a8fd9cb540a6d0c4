import type { Context } from '../context.ts';
import { loadCustomerRow } from '../customers/get.ts';
import { type Page, type PageRequest, paginate } from '../shared/paging.ts';
import { loadAmendmentRows } from './get.ts';
import { type Contract, type ContractRow, toContract } from './resource.ts';

export async function listContracts(
  ctx: Context,
  customerId: string,
  request: PageRequest,
): Promise<Page<Contract>> {
  await loadCustomerRow(ctx, customerId);
  const page = await paginate(
    ctx,
    request,
    { collection: 'contracts', customer: customerId },
    (after, limit) => ctx.sql<ContractRow[]>`
      SELECT * FROM contracts
      WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND seq > ${after}
      ORDER BY seq LIMIT ${limit}`,
    (row) => row,
  );
  const amendments = await loadAmendmentRows(
    ctx,
    customerId,
    page.items.map((c) => c.id),
  );
  const now = ctx.clock.now();
  return {
    items: page.items.map((c) => toContract(c, amendments.get(c.id)!, now)),
    nextPageToken: page.nextPageToken,
  };
}
