import { checkResourceId, failedPrecondition, generateId, invalidField, parseTimestamp } from '@billing/core';
import type { Context } from '../context.ts';
import { checkPastTime } from '../contracts/terms.ts';
import { scheduleAmendmentOf } from '../shared/amendments.ts';
import { checkString } from '../shared/inputs.ts';
import { isJsonObject } from '../shared/json-fields.ts';
import { loadSubscriptionContract, pastTimeTerms } from './contract.ts';
import { loadSubscriptionRow } from './get.ts';
import { SUBSCRIPTION_AMENDMENTS } from './get-amendment.ts';
import { checkItems } from './items.ts';
import {
  type SubscriptionAmendment,
  type SubscriptionAmendmentRow,
  subscriptionEnd,
  toSubscriptionAmendment,
} from './resource.ts';
import {
  PRORATION_BEHAVIORS,
  type ProrationBehavior,
  type ScheduleSubscriptionAmendmentInput,
} from './schema.ts';

/** Absent: the default, CREATE_PRORATIONS. The UNSPECIFIED zero value is refused, as every enum's is. */
function checkProrationBehavior(value: unknown, field: string): ProrationBehavior {
  if (value === undefined || value === null) return 'CREATE_PRORATIONS';
  if (!PRORATION_BEHAVIORS.includes(value as ProrationBehavior)) {
    throw invalidField(field, `must be one of ${PRORATION_BEHAVIORS.join(', ')}`);
  }
  return value as ProrationBehavior;
}

/**
 * `:scheduleAmendment {amendment}`: from its effectiveTime the amendment's items replace the subscription's
 * whole item set (an item left out is held at quantity 0 from then on; an empty list holds nothing). The
 * effectiveTime must lie inside the subscription (at or after its start, before its end) and in the past
 * only where `checkPastTime` allows it. `amendmentId` names it as a create's id does (else one is generated);
 * an id the subscription already has is ALREADY_EXISTS.
 */
export async function scheduleSubscriptionAmendment(
  ctx: Context,
  customerId: string,
  subscriptionId: string,
  body: ScheduleSubscriptionAmendmentInput,
  amendmentId?: string,
): Promise<SubscriptionAmendment> {
  const id = amendmentId === undefined ? generateId('amd') : checkResourceId(amendmentId, 'amendmentId');
  const a: unknown = body.amendment;
  if (!isJsonObject(a)) throw invalidField('amendment', 'is required, with an effectiveTime and items');
  const effectiveTime = parseTimestamp(a.effectiveTime, 'amendment.effectiveTime');
  const reason = checkString(a.reason, 'amendment.reason', 500);
  const behavior = checkProrationBehavior(a.prorationBehavior, 'amendment.prorationBehavior');
  return scheduleAmendmentOf(ctx, SUBSCRIPTION_AMENDMENTS, customerId, subscriptionId, id, async (tx) => {
    const subscription = await loadSubscriptionRow(tx, customerId, subscriptionId, true);
    const items = await checkItems(tx, a.items, 'amendment.items', 0);
    if (effectiveTime < subscription.start_time) {
      throw invalidField('amendment.effectiveTime', "must not be before the subscription's start");
    }
    const end = subscriptionEnd(subscription);
    if (end !== null && effectiveTime >= end) {
      throw failedPrecondition('the subscription has ended by the amendment.effectiveTime');
    }
    const contract = await loadSubscriptionContract(tx, customerId, subscription.contract_id);
    const past = pastTimeTerms(contract.row, customerId);
    await checkPastTime(tx, past, effectiveTime, 'amendment.effectiveTime');
    const [row] = await tx.sql<SubscriptionAmendmentRow[]>`
      INSERT INTO subscription_amendments (organization_id, customer_id, subscription_id, id, reason,
        effective_time, items, proration_behavior, create_time)
      VALUES (${ctx.organization}, ${customerId}, ${subscriptionId}, ${id}, ${reason},
        ${effectiveTime}, ${tx.sql.json(items as never)}, ${behavior}, ${ctx.clock.now()})
      RETURNING *`;
    return toSubscriptionAmendment(row!, ctx.clock.now());
  });
}
