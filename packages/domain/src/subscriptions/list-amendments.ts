import type { Context } from '../context.ts';
import { listAmendmentsOf } from '../shared/amendments.ts';
import type { Page, PageRequest } from '../shared/paging.ts';
import { SUBSCRIPTION_AMENDMENTS } from './get-amendment.ts';
import {
  type SubscriptionAmendment,
  type SubscriptionAmendmentRow,
  toSubscriptionAmendment,
} from './resource.ts';

/** A subscription's amendments in creation order, canceled ones included. */
export function listSubscriptionAmendments(
  ctx: Context,
  customerId: string,
  subscriptionId: string,
  request: PageRequest,
): Promise<Page<SubscriptionAmendment>> {
  return listAmendmentsOf<SubscriptionAmendmentRow, SubscriptionAmendment>(
    ctx,
    SUBSCRIPTION_AMENDMENTS,
    customerId,
    subscriptionId,
    request,
    toSubscriptionAmendment,
  );
}
