import { failedPrecondition } from '@billing/core';
import type { Context } from '../context.ts';
import { checkString } from '../shared/inputs.ts';
import { loadAmendmentRow } from './get-amendment.ts';
import { type AmendmentRow, type ContractAmendment, toAmendment } from './resource.ts';
import type { CancelAmendmentInput } from './schema.ts';

/**
 * `:cancel {reason}`: a SCHEDULED amendment becomes CANCELED. An APPLIED one (the clock reached its
 * effectiveTime) is immutable: FAILED_PRECONDITION. Canceling a CANCELED amendment again changes nothing
 * and returns it (a retried cancel succeeds, as a repeated DELETE would).
 */
export async function cancelContractAmendment(
  ctx: Context,
  customerId: string,
  contractId: string,
  id: string,
  body: CancelAmendmentInput,
): Promise<ContractAmendment> {
  const reason = checkString(body.reason, 'reason', 500);
  const now = ctx.clock.now();
  // The condition in the UPDATE makes the check and the change one step (no race with the clock or a retry).
  const [row] = await ctx.sql<AmendmentRow[]>`
    UPDATE contract_amendments SET canceled_time = ${now}, cancel_reason = ${reason}
    WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId}
      AND contract_id = ${contractId} AND id = ${id}
      AND canceled_time IS NULL AND effective_time > ${now}
    RETURNING *`;
  if (row) return toAmendment(row, now);
  const current = await loadAmendmentRow(ctx, customerId, contractId, id);
  if (current.canceled_time !== null) return toAmendment(current, now);
  throw failedPrecondition(
    `customers/${customerId}/contracts/${contractId}/amendments/${id} was applied at its effectiveTime and can no longer be canceled`,
  );
}
