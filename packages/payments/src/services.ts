import type { Keyring } from '@billing/core';
import type { ProviderFactory } from './providers/provider.ts';

/** What the payment verbs need beyond the context: the credentials' keys and the providers' adapters. */
export interface PaymentServices {
  /** Unset when PAYMENT_MASTER_KEY is not configured on the production profile. */
  keyring: Keyring | undefined;
  providers: ProviderFactory;
}
