/**
 * A subscription's item schedules (pure): what `subscriptionLines` prices, from the subscription as rating
 * reads it (docs/subscriptions.md "The rules"). Each distinct (product, dimensions) gets one schedule of
 * quantity changes: the start with the items as created, each amendment replacing the whole item set (an item
 * it leaves out drops to 0), and the end (cancel or end given at creation) dropping everything to 0.
 */
import { Decimal } from '@billing/core';
import type { SubscriptionHistory, SubscriptionItemTerms } from '@billing/domain';
import type { QuantityChange, SubscriptionItemSchedule, TimeRange } from '@billing/rating';

/** What the schedule reads of a subscription; a `SubscriptionHistory` is one. */
export type SubscriptionTimeline = Pick<
  SubscriptionHistory,
  'startTime' | 'endTime' | 'items' | 'amendments'
>;

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** One key per item identity: the same dimensions in any key order are the same item. */
function itemKey(item: SubscriptionItemTerms): string {
  const dimensions = Object.entries(item.dimensions).sort(([a], [b]) => compareStrings(a, b));
  return JSON.stringify([item.product, dimensions]);
}

function quantities(items: readonly SubscriptionItemTerms[]): Map<string, Decimal> {
  return new Map(items.map((item) => [itemKey(item), new Decimal(item.quantity)]));
}

/**
 * The schedules of one subscription, in the order items first appear. Amendments must be the applicable
 * ones (not canceled) in the order they apply. An amendment at or before the start changes the start's items
 * (the start always counts from its time, whatever the amendment's proration); one at or after the end
 * changes nothing. The end's change prorates (charges stop at the end). Items never held above 0 are left out.
 */
export function itemSchedules(subscription: SubscriptionTimeline): SubscriptionItemSchedule[] {
  const { startTime, endTime } = subscription;
  const start = startTime.getTime();
  const end = endTime?.getTime() ?? Number.POSITIVE_INFINITY;
  const identities = new Map<string, SubscriptionItemTerms>();
  const note = (items: readonly SubscriptionItemTerms[]) => {
    for (const item of items) if (!identities.has(itemKey(item))) identities.set(itemKey(item), item);
  };
  let initial = subscription.items;
  note(initial);
  const later: Array<{
    effectiveTime: Date;
    held: Map<string, Decimal>;
    behavior: QuantityChange['prorationBehavior'];
  }> = [];
  for (const amendment of subscription.amendments) {
    const at = amendment.effectiveTime.getTime();
    if (at >= end) continue;
    note(amendment.items);
    if (at <= start) {
      initial = amendment.items;
    } else {
      later.push({
        effectiveTime: amendment.effectiveTime,
        held: quantities(amendment.items),
        behavior: amendment.prorationBehavior,
      });
    }
  }
  const atStart = quantities(initial);
  const zero = new Decimal(0);
  return [...identities].flatMap(([key, item]) => {
    const changes: QuantityChange[] = [{ effectiveTime: startTime, quantity: atStart.get(key) ?? zero }];
    for (const change of later) {
      changes.push({
        effectiveTime: change.effectiveTime,
        quantity: change.held.get(key) ?? zero,
        ...(change.behavior ? { prorationBehavior: change.behavior } : {}),
      });
    }
    if (endTime !== null) {
      changes.push({ effectiveTime: endTime, quantity: zero, prorationBehavior: 'CREATE_PRORATIONS' });
    }
    if (changes.every((c) => c.quantity.isZero())) return [];
    return [{ product: item.product, dimensions: { ...item.dimensions }, changes }];
  });
}

/**
 * The schedules as one piece of a billing period must see them. `prorateQuantities` defers a NONE change
 * made after the start of the period it is given; a piece that starts inside a billing period (the period is
 * cut where the contract's terms change) would take a NONE change made earlier in that billing period as
 * already in effect. Such changes wait for the next billing period, so they are left out here. The first
 * change (the start) always counts.
 */
export function schedulesForPiece(
  schedules: readonly SubscriptionItemSchedule[],
  piece: TimeRange & { fullPeriod: TimeRange },
): SubscriptionItemSchedule[] {
  const billingStart = piece.fullPeriod.startTime.getTime();
  const pieceStart = piece.startTime.getTime();
  if (pieceStart <= billingStart) return [...schedules];
  return schedules.map((schedule) => ({
    ...schedule,
    changes: schedule.changes.filter((change, i) => {
      const at = change.effectiveTime.getTime();
      const deferred = i > 0 && change.prorationBehavior === 'NONE' && at > billingStart && at <= pieceStart;
      return !deferred;
    }),
  }));
}
