/** The contract a subscription belongs to, as its verbs check against it. */
import { ApiError, invalidField, parseName } from '@billing/core';
import type { Context } from '../context.ts';
import { loadAmendmentRows, loadContractRow } from '../contracts/get.ts';
import { contractHistory } from '../contracts/histories.ts';
import { amendmentTermsSource, type ContractRow, contractTermsSource } from '../contracts/resource.ts';

export interface SubscriptionContract {
  row: ContractRow;
  /** The contract's end after every amendment not canceled and `:end`; null: open-ended. */
  endTime: Date | null;
}

/** The contract with its end as amended. */
export async function loadSubscriptionContract(
  ctx: Context,
  customerId: string,
  contractId: string,
): Promise<SubscriptionContract> {
  const row = await loadContractRow(ctx, customerId, contractId);
  const amendments = (await loadAmendmentRows(ctx, customerId, [contractId])).get(contractId)!;
  const history = contractHistory(
    `customers/${customerId}/contracts/${contractId}`,
    contractTermsSource(row),
    amendments.map(amendmentTermsSource),
  );
  return { row, endTime: history.endTime };
}

/**
 * The contract named by `value` (`customers/{customer}/contracts/{contract}`), which must be the customer's
 * own: another customer's, another organization's or a missing one is INVALID_ARGUMENT "does not exist", so
 * nothing about them is revealed.
 */
export async function loadNamedContract(
  ctx: Context,
  customerId: string,
  value: unknown,
  field: string,
): Promise<SubscriptionContract> {
  const ids = parseName(value, 'customers/{customer}/contracts/{contract}', field);
  const name = `customers/${ids.customer}/contracts/${ids.contract}`;
  if (ids.customer !== customerId) throw invalidField(field, `${name} does not exist`);
  try {
    return await loadSubscriptionContract(ctx, customerId, ids.contract!);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NOT_FOUND')
      throw invalidField(field, `${name} does not exist`);
    throw error;
  }
}

/** Which invoices a past time of the subscription must not reach: its contract's (`checkPastTime`). */
export function pastTimeTerms(contract: ContractRow, customerId: string) {
  return { customerId, contractId: contract.id };
}
