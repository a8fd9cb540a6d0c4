import { alreadyExists, checkResourceId, failedPrecondition, generateId, invalidField } from '@billing/core';
import type { Context } from '@billing/domain';
import { checkString, isUniqueViolation, requireCustomer, requireWrappedResource } from '@billing/domain';
import { providerFor } from '../connections/provider-for.ts';
import type { ProviderConnectionRow } from '../connections/resource.ts';
import { PROVIDER_CAPABILITIES } from '../providers/provider.ts';
import {
  type CreatePaymentMethodInput,
  PAYMENT_METHOD_TYPES,
  type PaymentMethod,
  type PaymentMethodType,
} from '../schema.ts';
import type { PaymentServices } from '../services.ts';
import { type PaymentMethodRow, paymentMethodName, toPaymentMethod } from './resource.ts';

const CONNECTION_NAME = /^providerConnections\/([a-z]([a-z0-9-]{0,61}[a-z0-9])?)$/;

/**
 * `POST customers/{customer}/paymentMethods`: the provider turns the setup token into a reusable method on the
 * named (ACTIVE) connection. Type and country come from the request, else from what the provider reports.
 */
export async function createPaymentMethod(
  ctx: Context,
  services: PaymentServices,
  customerId: string,
  body: CreatePaymentMethodInput,
): Promise<PaymentMethod> {
  const id =
    body.paymentMethodId === undefined
      ? generateId('pm')
      : checkResourceId(body.paymentMethodId, 'paymentMethodId');
  await requireCustomer(ctx, customerId);
  requireWrappedResource(
    body,
    'paymentMethod',
    ['providerConnection', 'type', 'displayName', 'countryCode', 'offSessionEnabled', 'recurringEnabled'],
    {
      paymentMethodId: 'card',
      setupToken: 'tok_success',
      paymentMethod: { providerConnection: 'providerConnections/sandbox' },
    },
  );
  const input = body.paymentMethod ?? {};
  const match = CONNECTION_NAME.exec(String(input.providerConnection ?? ''));
  if (!match) {
    throw invalidField(
      'paymentMethod.providerConnection',
      'must be providerConnections/{providerConnection}',
    );
  }
  const setupToken = checkString(body.setupToken, 'setupToken', 500);
  if (setupToken === '') throw invalidField('setupToken', 'is required');
  if (input.type !== undefined && !(PAYMENT_METHOD_TYPES as readonly string[]).includes(input.type)) {
    throw invalidField('paymentMethod.type', `must be one of ${PAYMENT_METHOD_TYPES.join(', ')}`);
  }
  const countryInput = checkString(input.countryCode, 'paymentMethod.countryCode', 2);
  if (countryInput !== '' && !/^[A-Z]{2}$/.test(countryInput)) {
    throw invalidField('paymentMethod.countryCode', 'must be an ISO 3166-1 alpha-2 code');
  }
  const displayName = checkString(input.displayName, 'paymentMethod.displayName', 200);
  const [connection] = await ctx.sql<ProviderConnectionRow[]>`
    SELECT * FROM provider_connections WHERE organization_id = ${ctx.organization} AND id = ${match[1]!}`;
  if (!connection) throw invalidField('paymentMethod.providerConnection', 'does not exist');
  if (connection.status !== 'ACTIVE') {
    throw failedPrecondition(
      `${input.providerConnection} is disabled: payment methods cannot be added to it`,
    );
  }
  const setup = await providerFor(ctx, services, connection).setup(setupToken);
  const type: PaymentMethodType = (input.type as PaymentMethodType | undefined) ?? setup.type ?? 'CARD';
  if (!PROVIDER_CAPABILITIES[connection.provider_type].paymentMethodTypes.includes(type)) {
    throw invalidField('paymentMethod.type', `${connection.provider_type} does not take ${type}`);
  }
  const now = ctx.clock.now();
  try {
    const [row] = await ctx.sql<PaymentMethodRow[]>`
      INSERT INTO payment_methods (organization_id, customer_id, id, display_name, country_code,
        provider_connection_id, provider_reference, type, status, off_session_enabled, recurring_enabled,
        create_time, update_time)
      VALUES (${ctx.organization}, ${customerId}, ${id}, ${displayName || setup.displayName || ''},
        ${countryInput || setup.countryCode || ''}, ${connection.id}, ${setup.reference}, ${type}, 'ACTIVE',
        ${input.offSessionEnabled ?? true}, ${input.recurringEnabled ?? true}, ${now}, ${now})
      RETURNING *`;
    return toPaymentMethod(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists(paymentMethodName(customerId, id));
    throw error;
  }
}
