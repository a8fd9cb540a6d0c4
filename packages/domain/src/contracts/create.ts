import { alreadyExists, checkResourceId, generateId, invalidField, parseTimestamp } from '@billing/core';
import { withTransaction } from '@billing/db';
import type { Context } from '../context.ts';
import { loadCustomerRow } from '../customers/get.ts';
import { isUniqueViolation } from '../shared/postgres-errors.ts';
import { type Contract, type ContractRow, toContract } from './resource.ts';
import type { ContractInput } from './schema.ts';
import { checkAnchorDayString, checkRateOverrides, loadContractRateCard } from './terms.ts';

/** Creates a contract of a customer on a rate card in the customer's currency (docs/contracts.md). */
export async function createContract(
  ctx: Context,
  customerId: string,
  body: ContractInput,
  contractId: string | undefined,
): Promise<Contract> {
  const id = contractId === undefined ? generateId('con') : checkResourceId(contractId, 'contractId');
  const customer = await loadCustomerRow(ctx, customerId);
  const anchorDay = checkAnchorDayString(body.billingAnchorDay, 'billingAnchorDay');
  const periodInput = body.effectivePeriod;
  if (periodInput === null || typeof periodInput !== 'object' || Array.isArray(periodInput)) {
    throw invalidField('effectivePeriod', 'is required, with a startTime');
  }
  const p = periodInput as Record<string, unknown>;
  const startTime = parseTimestamp(p.startTime, 'effectivePeriod.startTime');
  const endTime =
    p.endTime === undefined || p.endTime === null || p.endTime === ''
      ? null
      : parseTimestamp(p.endTime, 'effectivePeriod.endTime');
  if (endTime && endTime <= startTime)
    throw invalidField('effectivePeriod.endTime', 'must be after startTime');
  try {
    return await withTransaction(ctx, async (tx) => {
      const card = await loadContractRateCard(tx, body.rateCard, 'rateCard', customer.currency_code);
      const overrides = await checkRateOverrides(tx, card, body.rateOverrides, 'rateOverrides');
      const [row] = await tx.sql<ContractRow[]>`
        INSERT INTO contracts (organization_id, customer_id, id, rate_card_id, billing_anchor_day, start_time,
          end_time, rate_overrides, create_time)
        VALUES (${ctx.organization}, ${customerId}, ${id}, ${card.id}, ${anchorDay}, ${startTime}, ${endTime},
          ${tx.sql.json(overrides as never)}, ${ctx.clock.now()})
        RETURNING *`;
      return toContract(row!, [], ctx.clock.now());
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists(`customers/${customerId}/contracts/${id}`);
    throw error;
  }
}
