import { notFound } from '@billing/core';
import type { Context } from '../context.ts';
import { type AmendmentRow, type Contract, type ContractRow, toContract } from './resource.ts';

/** The contract's row (locked for update when `lock`, inside a transaction), or NOT_FOUND. */
export async function loadContractRow(
  ctx: Context,
  customerId: string,
  id: string,
  lock = false,
): Promise<ContractRow> {
  const { sql } = ctx;
  const rows = lock
    ? await sql<ContractRow[]>`
        SELECT * FROM contracts
        WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ${id} FOR UPDATE`
    : await sql<ContractRow[]>`
        SELECT * FROM contracts
        WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ${id}`;
  if (!rows[0]) throw notFound(`customers/${customerId}/contracts/${id}`);
  return rows[0];
}

/** Every amendment of the given contracts (canceled ones included), by contract id, in creation order. */
export async function loadAmendmentRows(
  ctx: Context,
  customerId: string,
  contractIds: string[],
): Promise<Map<string, AmendmentRow[]>> {
  const byContract = new Map<string, AmendmentRow[]>(contractIds.map((id) => [id, []]));
  if (contractIds.length === 0) return byContract;
  const { sql } = ctx;
  const rows = await sql<AmendmentRow[]>`
    SELECT * FROM contract_amendments
    WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId}
      AND contract_id IN ${sql(contractIds)}
    ORDER BY seq`;
  for (const row of rows) byContract.get(row.contract_id)?.push(row);
  return byContract;
}

/** The contract row and all its amendments: what `contractTermsAt` takes (for rating). */
export async function loadContractWithAmendments(
  ctx: Context,
  customerId: string,
  id: string,
): Promise<{ contract: ContractRow; amendments: AmendmentRow[] }> {
  const contract = await loadContractRow(ctx, customerId, id);
  const amendments = (await loadAmendmentRows(ctx, customerId, [id])).get(id)!;
  return { contract, amendments };
}

export async function getContract(ctx: Context, customerId: string, id: string): Promise<Contract> {
  const { contract, amendments } = await loadContractWithAmendments(ctx, customerId, id);
  return toContract(contract, amendments, ctx.clock.now());
}
