import type { Context } from '../context.ts';
import { cancelAmendmentOf } from '../shared/amendments.ts';
import { checkString } from '../shared/inputs.ts';
import { CONTRACT_AMENDMENTS } from './get-amendment.ts';
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
  const row = await cancelAmendmentOf<AmendmentRow>(
    ctx,
    CONTRACT_AMENDMENTS,
    customerId,
    contractId,
    id,
    reason,
  );
  return toAmendment(row, ctx.clock.now());
}
