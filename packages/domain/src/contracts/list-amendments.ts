import type { Context } from '../context.ts';
import { type Page, type PageRequest, paginate } from '../shared/paging.ts';
import { loadContractRow } from './get.ts';
import { type AmendmentRow, type ContractAmendment, toAmendment } from './resource.ts';

/** A contract's amendments in creation order, canceled ones included. */
export async function listContractAmendments(
  ctx: Context,
  customerId: string,
  contractId: string,
  request: PageRequest,
): Promise<Page<ContractAmendment>> {
  await loadContractRow(ctx, customerId, contractId);
  const now = ctx.clock.now();
  return paginate(
    ctx,
    request,
    { collection: 'contractAmendments', customer: customerId, contract: contractId },
    (after, limit) => ctx.sql<AmendmentRow[]>`
      SELECT * FROM contract_amendments
      WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId}
        AND contract_id = ${contractId} AND seq > ${after}
      ORDER BY seq LIMIT ${limit}`,
    (row) => toAmendment(row, now),
  );
}
