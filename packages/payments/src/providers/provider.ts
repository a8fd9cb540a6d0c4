/**
 * What the payment engine asks of a provider. A provider de-duplicates charges by idempotency key (as Stripe
 * does): the engine relies on it to re-drive an attempt whose outcome it never learned without charging twice.
 */
import type { Capabilities, PaymentFailureCategory, PaymentMethodType, ProviderType } from '../schema.ts';

export interface ChargeRequest {
  organization: string;
  idempotencyKey: string;
  /** Decimal string with the currency's minor digits. */
  amount: string;
  currencyCode: string;
  /** The payment method's reference at the provider. */
  methodReference: string;
  /** The invoice's full name, stored with the charge as metadata (the reconciliation sweep matches on it). */
  invoice: string;
  payment: string;
  offSession: boolean;
}

export type ChargeResult =
  | { outcome: 'SUCCEEDED'; reference: string }
  | { outcome: 'FAILED'; category: PaymentFailureCategory; message: string; reference: string };

/** The provider did not answer in time: the charge may or may not have happened (the attempt is UNKNOWN). */
export class ProviderTimeout extends Error {
  constructor(message = 'the provider did not answer in time') {
    super(message);
    this.name = 'ProviderTimeout';
  }
}

export interface SetupResult {
  reference: string;
  type?: PaymentMethodType;
  countryCode?: string;
  displayName?: string;
}

/** A charge as the provider lists it, for the reconciliation sweep. */
export interface ProviderCharge {
  reference: string;
  /** The idempotency key it was made with, as its metadata says (our attempt's). */
  idempotencyKey: string;
  /** The invoice named in its metadata; charges without one are not ours. */
  invoice: string;
  succeeded: boolean;
  amount: string;
  currencyCode: string;
}

export interface PaymentProvider {
  /** Exchanges a setup token for a reusable payment method; an unusable token is INVALID_ARGUMENT. */
  setup(setupToken: string): Promise<SetupResult>;
  /** Charges once per idempotency key; throws ProviderTimeout when the outcome is unknown. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The outcome of the charge made with this key, or undefined when the provider never received it. */
  retrieve(request: ChargeRequest): Promise<ChargeResult | undefined>;
  /** The organization's charges made since `since`, oldest first. */
  listCharges(organization: string, since: Date): AsyncIterable<ProviderCharge>;
  /** Refunds a charge in full, once per key. */
  refund(reference: string, idempotencyKey: string): Promise<void>;
}

export interface ConnectionForProvider {
  organization: string;
  id: string;
  providerType: ProviderType;
  /** The decrypted credential: held in memory for the call, never stored or logged. */
  credential: Record<string, unknown>;
}

export type ProviderFactory = (connection: ConnectionForProvider) => PaymentProvider;

/** Provider types whose charges the reconciliation sweep may refund. */
export const PROVIDER_REFUNDS: Record<ProviderType, boolean> = { sandbox: true, stripe: true };

const ALL_TYPES: PaymentMethodType[] = ['CARD', 'SEPA_DEBIT', 'ACH_DEBIT', 'BANK_TRANSFER'];

/** What each provider type can do; empty country and currency lists mean any. */
export const PROVIDER_CAPABILITIES: Record<ProviderType, Capabilities> = {
  sandbox: {
    countryCodes: [],
    currencyCodes: [],
    paymentMethodTypes: ALL_TYPES,
    supportsOffSession: true,
    supportsRecurring: true,
  },
  // PaymentIntents take cards and the two debits; bank transfers are pushed by the customer, not pulled.
  stripe: {
    countryCodes: [],
    currencyCodes: [],
    paymentMethodTypes: ['CARD', 'SEPA_DEBIT', 'ACH_DEBIT'],
    supportsOffSession: true,
    supportsRecurring: true,
  },
};
