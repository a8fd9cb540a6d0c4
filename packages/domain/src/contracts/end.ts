import { invalidField, parseTimestamp } from '@billing/core';
import { withTransaction } from '@billing/db';
import type { Context } from '../context.ts';
import { loadAmendmentRows, loadContractRow } from './get.ts';
import { type Contract, type ContractRow, toContract } from './resource.ts';
import type { EndContractInput } from './schema.ts';
import { checkPastTime } from './terms.ts';

/**
 * `:end {effectiveTime}`: the contract ends at effectiveTime, whatever end its creation or amendments gave.
 * The time must be after the contract's start; a past time only inside billing periods whose
 * invoices are still DRAFT (`checkPastTime`). Ending again moves the end.
 */
export async function endContract(
  ctx: Context,
  customerId: string,
  id: string,
  body: EndContractInput,
): Promise<Contract> {
  const effectiveTime = parseTimestamp(body.effectiveTime, 'effectiveTime');
  return withTransaction(ctx, async (tx) => {
    const contract = await loadContractRow(tx, customerId, id, true);
    if (effectiveTime <= contract.start_time) {
      throw invalidField('effectiveTime', "must be after the contract's start");
    }
    await checkPastTime(tx, { customerId, contractId: contract.id }, effectiveTime, 'effectiveTime');
    const [row] = await tx.sql<ContractRow[]>`
      UPDATE contracts SET ended_time = ${effectiveTime}
      WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId} AND id = ${id}
      RETURNING *`;
    const amendments = (await loadAmendmentRows(tx, customerId, [id])).get(id)!;
    return toContract(row!, amendments, ctx.clock.now());
  });
}
