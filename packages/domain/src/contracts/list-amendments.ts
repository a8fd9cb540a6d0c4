import type { Context } from '../context.ts';
import { listAmendmentsOf } from '../shared/amendments.ts';
import type { Page, PageRequest } from '../shared/paging.ts';
import { CONTRACT_AMENDMENTS } from './get-amendment.ts';
import { type AmendmentRow, type ContractAmendment, toAmendment } from './resource.ts';

/** A contract's amendments in creation order, canceled ones included. */
export function listContractAmendments(
  ctx: Context,
  customerId: string,
  contractId: string,
  request: PageRequest,
): Promise<Page<ContractAmendment>> {
  return listAmendmentsOf<AmendmentRow, ContractAmendment>(
    ctx,
    CONTRACT_AMENDMENTS,
    customerId,
    contractId,
    request,
    toAmendment,
  );
}
