import { notFound } from '@billing/core';
import type { Context } from '../context.ts';
import { loadContractRow } from './get.ts';
import { type AmendmentRow, type ContractAmendment, toAmendment } from './resource.ts';

export async function loadAmendmentRow(
  ctx: Context,
  customerId: string,
  contractId: string,
  id: string,
): Promise<AmendmentRow> {
  const [row] = await ctx.sql<AmendmentRow[]>`
    SELECT * FROM contract_amendments
    WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId}
      AND contract_id = ${contractId} AND id = ${id}`;
  if (!row) {
    await loadContractRow(ctx, customerId, contractId);
    throw notFound(`customers/${customerId}/contracts/${contractId}/amendments/${id}`);
  }
  return row;
}

export async function getContractAmendment(
  ctx: Context,
  customerId: string,
  contractId: string,
  id: string,
): Promise<ContractAmendment> {
  return toAmendment(await loadAmendmentRow(ctx, customerId, contractId, id), ctx.clock.now());
}
