import { open } from '@billing/core';
import type { Context } from '@billing/domain';
import type { PaymentProvider } from '../providers/provider.ts';
import type { PaymentServices } from '../services.ts';
import { credentialContext, type ProviderConnectionRow } from './resource.ts';

/** The adapter of a connection, with its credential opened for this use only. */
export function providerFor(
  ctx: Context,
  services: PaymentServices,
  row: Pick<ProviderConnectionRow, 'id' | 'provider_type' | 'credential_ciphertext'>,
): PaymentProvider {
  if (!services.keyring) throw new Error('PAYMENT_MASTER_KEY is not configured');
  const plain = open(
    services.keyring,
    row.credential_ciphertext,
    credentialContext(ctx.organization, row.id),
  );
  return services.providers({
    organization: ctx.organization,
    id: row.id,
    providerType: row.provider_type,
    credential: JSON.parse(plain) as Record<string, unknown>,
  });
}
