import { checkResourceId, generateId, invalidField } from '@billing/core';
import type { Context } from '../context.ts';
import { loadOrganizationRow } from '../organizations/get.ts';
import { checkCustomerFields } from './fields.ts';
import { type Customer, type CustomerRow, customerConflict, toCustomer } from './resource.ts';
import type { CustomerInput } from './schema.ts';

export async function createCustomer(
  ctx: Context,
  body: CustomerInput,
  customerId: string | undefined,
): Promise<Customer> {
  const id = customerId === undefined ? generateId('cus') : checkResourceId(customerId, 'customerId');
  const org = await loadOrganizationRow(ctx);
  const fields = checkCustomerFields(body, org.default_currency_code, id);
  // A new customer has no payment methods yet: a default can only be named by PATCH.
  if (fields.defaultPaymentMethod !== null) throw invalidField('defaultPaymentMethod', 'does not exist');
  const now = ctx.clock.now();
  try {
    const [row] = await ctx.sql<CustomerRow[]>`
      INSERT INTO customers (organization_id, id, display_name, email, external_id, currency_code,
        billing_profile, metadata, collection_method, net_terms_days, tax_exempt, create_time, update_time)
      VALUES (${ctx.organization}, ${id}, ${fields.displayName}, ${fields.email}, ${fields.externalId},
        ${fields.currencyCode}, ${ctx.sql.json(fields.billingProfile as never)}, ${ctx.sql.json(fields.metadata)},
        ${fields.collectionMethod}, ${fields.netTermsDays}, ${fields.taxExempt}, ${now}, ${now})
      RETURNING *`;
    return toCustomer(row!);
  } catch (error) {
    throw customerConflict(error, id);
  }
}
