import {
  ApiError,
  alreadyExists,
  checkResourceId,
  generateId,
  invalidField,
  notFound,
  seal,
} from '@billing/core';
import type { Context } from '@billing/domain';
import { checkString, isUniqueViolation, requireWrappedResource } from '@billing/domain';
import {
  type CreateProviderConnectionInput,
  PROVIDER_TYPES,
  type ProviderConnection,
  type ProviderType,
} from '../schema.ts';
import type { PaymentServices } from '../services.ts';
import {
  credentialContext,
  type ProviderConnectionRow,
  providerConnectionName,
  toProviderConnection,
} from './resource.ts';

const MAX_CREDENTIAL_CHARS = 4096;

export function checkProviderType(value: unknown, field: string): ProviderType {
  if (typeof value !== 'string' || !(PROVIDER_TYPES as readonly string[]).includes(value)) {
    throw invalidField(field, `must be one of ${PROVIDER_TYPES.join(', ')}`);
  }
  return value as ProviderType;
}

/**
 * What each provider type needs in its credential. Field names only in messages: the values are secrets.
 */
function checkCredential(type: ProviderType, credential: unknown): string {
  if (credential === undefined || credential === null) {
    if (type === 'sandbox') return '{}';
    throw invalidField('credential', 'is required');
  }
  if (typeof credential !== 'object' || Array.isArray(credential)) {
    throw invalidField('credential', 'must be an object');
  }
  if (type === 'stripe') {
    const key = (credential as Record<string, unknown>).secretKey;
    if (typeof key !== 'string' || !/^(sk|rk)_[A-Za-z0-9_]{8,250}$/.test(key)) {
      throw invalidField(
        'credential.secretKey',
        'must be a Stripe secret or restricted key (sk_..., rk_...)',
      );
    }
  }
  const text = JSON.stringify(credential);
  if (text.length > MAX_CREDENTIAL_CHARS) {
    throw invalidField('credential', `must be at most ${MAX_CREDENTIAL_CHARS} characters of JSON`);
  }
  return text;
}

/**
 * `POST providerConnections`: the credential is sealed (AES-256-GCM, docs/payments.md) before it reaches the
 * database, and nothing returns or logs it.
 */
export async function createProviderConnection(
  ctx: Context,
  services: PaymentServices,
  body: CreateProviderConnectionInput,
): Promise<ProviderConnection> {
  if (
    body.parent !== undefined &&
    body.parent !== '' &&
    body.parent !== `organizations/${ctx.organization}`
  ) {
    throw notFound(String(body.parent));
  }
  const id =
    body.providerConnectionId === undefined
      ? generateId('conn')
      : checkResourceId(body.providerConnectionId, 'providerConnectionId');
  requireWrappedResource(body, 'providerConnection', ['providerType', 'displayName'], {
    providerConnectionId: 'sandbox',
    providerConnection: { providerType: 'sandbox', displayName: 'Sandbox' },
    credential: {},
  });
  const input = body.providerConnection ?? {};
  const type = checkProviderType(input.providerType, 'providerConnection.providerType');
  const displayName = checkString(input.displayName, 'providerConnection.displayName', 200);
  const credential = checkCredential(type, body.credential);
  if (!services.keyring) {
    throw new ApiError('UNAVAILABLE', 'PAYMENT_MASTER_KEY is not configured: credentials cannot be stored');
  }
  const sealed = seal(services.keyring, credential, credentialContext(ctx.organization, id));
  const now = ctx.clock.now();
  try {
    const [row] = await ctx.sql<ProviderConnectionRow[]>`
      INSERT INTO provider_connections (organization_id, id, display_name, provider_type, status,
        credential_ciphertext, create_time, update_time)
      VALUES (${ctx.organization}, ${id}, ${displayName}, ${type}, 'ACTIVE', ${sealed}, ${now}, ${now})
      RETURNING *`;
    return toProviderConnection(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists(providerConnectionName(id));
    throw error;
  }
}
