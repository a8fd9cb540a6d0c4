import type { Context } from '../context.ts';
import { type AmendmentKind, loadAmendmentOf } from '../shared/amendments.ts';
import { loadContractRow } from './get.ts';
import { type AmendmentRow, type ContractAmendment, toAmendment } from './resource.ts';

/** Where a contract's amendments live (shared/amendments.ts, with the subscriptions' twin). */
export const CONTRACT_AMENDMENTS: AmendmentKind = {
  table: 'contract_amendments',
  parentColumn: 'contract_id',
  parentCollection: 'contracts',
  parentKey: 'contract',
  listCollection: 'contractAmendments',
  loadParent: loadContractRow,
};

export function loadAmendmentRow(
  ctx: Context,
  customerId: string,
  contractId: string,
  id: string,
): Promise<AmendmentRow> {
  return loadAmendmentOf<AmendmentRow>(ctx, CONTRACT_AMENDMENTS, customerId, contractId, id);
}

export async function getContractAmendment(
  ctx: Context,
  customerId: string,
  contractId: string,
  id: string,
): Promise<ContractAmendment> {
  return toAmendment(await loadAmendmentRow(ctx, customerId, contractId, id), ctx.clock.now());
}
