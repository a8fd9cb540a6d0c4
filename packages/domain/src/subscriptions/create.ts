import {
  alreadyExists,
  checkResourceId,
  failedPrecondition,
  generateId,
  invalidField,
  parseTimestamp,
} from '@billing/core';
import { withTransaction } from '@billing/db';
import type { Context } from '../context.ts';
import { checkPastTime } from '../contracts/terms.ts';
import { loadCustomerRow } from '../customers/get.ts';
import { isJsonObject } from '../shared/json-fields.ts';
import { isUniqueViolation } from '../shared/postgres-errors.ts';
import { loadNamedContract, pastTimeTerms } from './contract.ts';
import { checkItems } from './items.ts';
import { type Subscription, type SubscriptionRow, toSubscription } from './resource.ts';
import type { SubscriptionInput } from './schema.ts';

/**
 * Creates a subscription of a customer under one of its contracts (docs/subscriptions.md): SUBSCRIPTION products with
 * quantities, over an effectivePeriod inside the contract's. A start in the past is allowed only where
 * `checkPastTime` allows it (the period's invoice is still a draft).
 */
export async function createSubscription(
  ctx: Context,
  customerId: string,
  body: SubscriptionInput,
  subscriptionId: string | undefined,
): Promise<Subscription> {
  const id =
    subscriptionId === undefined ? generateId('sub') : checkResourceId(subscriptionId, 'subscriptionId');
  await loadCustomerRow(ctx, customerId);
  const period: unknown = body.effectivePeriod;
  if (!isJsonObject(period)) throw invalidField('effectivePeriod', 'is required, with a startTime');
  const startTime = parseTimestamp(period.startTime, 'effectivePeriod.startTime');
  const endTime =
    period.endTime === undefined || period.endTime === null || period.endTime === ''
      ? null
      : parseTimestamp(period.endTime, 'effectivePeriod.endTime');
  if (endTime && endTime <= startTime)
    throw invalidField('effectivePeriod.endTime', 'must be after startTime');
  try {
    return await withTransaction(ctx, async (tx) => {
      const contract = await loadNamedContract(tx, customerId, body.contract, 'contract');
      const items = await checkItems(tx, body.items, 'items', 1);
      if (startTime < contract.row.start_time) {
        throw invalidField('effectivePeriod.startTime', "must not be before the contract's start");
      }
      if (contract.endTime !== null && startTime >= contract.endTime) {
        throw failedPrecondition('the contract has ended by effectivePeriod.startTime');
      }
      if (contract.endTime !== null && endTime !== null && endTime > contract.endTime) {
        throw failedPrecondition("effectivePeriod.endTime is after the contract's end");
      }
      const past = pastTimeTerms(contract.row, customerId);
      await checkPastTime(tx, past, startTime, 'effectivePeriod.startTime');
      const [row] = await tx.sql<SubscriptionRow[]>`
        INSERT INTO subscriptions (organization_id, customer_id, id, contract_id, start_time, end_time, items,
          create_time)
        VALUES (${ctx.organization}, ${customerId}, ${id}, ${contract.row.id}, ${startTime}, ${endTime},
          ${tx.sql.json(items as never)}, ${ctx.clock.now()})
        RETURNING *`;
      return toSubscription(row!, [], ctx.clock.now());
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists(`customers/${customerId}/subscriptions/${id}`);
    throw error;
  }
}
