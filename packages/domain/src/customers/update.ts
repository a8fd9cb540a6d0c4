import { ApiError, alreadyExists, applyUpdateMask, parseUpdateMask } from '@billing/core';
import type { Context } from '../context.ts';
import { isUniqueViolation } from '../shared/postgres-errors.ts';
import { CUSTOMER_MASK, checkCustomerFields } from './fields.ts';
import { loadCustomerRow } from './get.ts';
import { type Customer, type CustomerRow, toCustomer } from './resource.ts';
import type { CustomerInput } from './schema.ts';

export async function updateCustomer(
  ctx: Context,
  id: string,
  patch: CustomerInput,
  updateMask: string | undefined,
): Promise<Customer> {
  const paths = parseUpdateMask(updateMask, CUSTOMER_MASK);
  const current = toCustomer(await loadCustomerRow(ctx, id));
  const next = applyUpdateMask(current, patch, paths);
  const fields = checkCustomerFields(next, current.currencyCode);
  try {
    const [row] = await ctx.sql<CustomerRow[]>`
      UPDATE customers SET display_name = ${fields.displayName}, email = ${fields.email},
        external_id = ${fields.externalId}, currency_code = ${fields.currencyCode},
        billing_profile = ${ctx.sql.json(fields.billingProfile as never)}, metadata = ${ctx.sql.json(fields.metadata)},
        update_time = ${ctx.clock.now()}
      WHERE organization_id = ${ctx.organization} AND id = ${id} RETURNING *`;
    return toCustomer(row!);
  } catch (error) {
    if (isUniqueViolation(error, 'customers_external_id')) {
      throw new ApiError('ALREADY_EXISTS', 'another customer has this externalId');
    }
    if (isUniqueViolation(error)) throw alreadyExists(`customers/${id}`);
    throw error;
  }
}
