import { applyUpdateMask, parseUpdateMask } from '@billing/core';
import { withTransaction } from '@billing/db';
import type { Context } from '../context.ts';
import { markDraftsForTax } from '../tax-rates/mark-drafts.ts';
import { CUSTOMER_MASK, checkCustomerFields, checkDefaultPaymentMethod } from './fields.ts';
import { loadCustomerRow } from './get.ts';
import { type Customer, type CustomerRow, customerConflict, toCustomer } from './resource.ts';
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
  const fields = checkCustomerFields(next, current.currencyCode, id);
  if (fields.defaultPaymentMethod !== null && next.defaultPaymentMethod !== current.defaultPaymentMethod)
    await checkDefaultPaymentMethod(ctx, id, fields.defaultPaymentMethod);
  const taxChanged =
    fields.taxExempt !== current.taxExempt ||
    (fields.billingProfile.countryCode ?? '') !== (current.billingProfile.countryCode ?? '');
  try {
    return await withTransaction(ctx, async (tx) => {
      const [row] = await tx.sql<CustomerRow[]>`
      UPDATE customers SET display_name = ${fields.displayName}, email = ${fields.email},
        external_id = ${fields.externalId}, currency_code = ${fields.currencyCode},
        billing_profile = ${tx.sql.json(fields.billingProfile as never)}, metadata = ${tx.sql.json(fields.metadata)},
        collection_method = ${fields.collectionMethod}, net_terms_days = ${fields.netTermsDays},
        default_payment_method = ${fields.defaultPaymentMethod}, tax_exempt = ${fields.taxExempt},
        update_time = ${ctx.clock.now()}
      WHERE organization_id = ${ctx.organization} AND id = ${id} RETURNING *`;
      // Its DRAFTs' tax follows its country and exemption (docs/tax.md).
      if (taxChanged) await markDraftsForTax(tx, id);
      return toCustomer(row!);
    });
  } catch (error) {
    throw customerConflict(error, id);
  }
}
