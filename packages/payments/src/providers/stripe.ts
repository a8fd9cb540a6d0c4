/**
 * The Stripe adapter over stripe-node: a payment method is a Stripe PaymentMethod (`pm_...` from Stripe.js,
 * attached to a Stripe Customer for off-session use), a charge is a PaymentIntent confirmed at once, created
 * with our attempt's idempotency key and the invoice, payment and attempt in its metadata; an attempt whose
 * outcome we never learned is found again by that metadata (docs/payments.md, Stripe).
 */
import { invalidField, minorUnits } from '@billing/core';
import Stripe from 'stripe';
import type { PaymentFailureCategory, PaymentMethodType } from '../schema.ts';
import {
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
  type ProviderCharge,
  ProviderTimeout,
  type SetupResult,
} from './provider.ts';

/** Where stripe-node sends its requests: Stripe itself unless a test or stripe-mock says otherwise. */
export interface StripeEndpoint {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** A call that takes longer is UNKNOWN (reconciled later). */
  timeoutMs?: number;
}

/** Issuer declines worth another try later; any other decline is final for the card. */
const SOFT_DECLINES = new Set([
  'insufficient_funds',
  'generic_decline',
  'processing_error',
  'try_again_later',
  'issuer_not_available',
  'card_velocity_exceeded',
  'withdrawal_count_limit_exceeded',
  'reenter_transaction',
  'approve_with_id',
]);

const TYPES: Record<string, PaymentMethodType> = {
  card: 'CARD',
  sepa_debit: 'SEPA_DEBIT',
  us_bank_account: 'ACH_DEBIT',
};

/** `12.30` USD is 1230: Stripe takes integers in the currency's minor unit. */
export function toMinorUnits(amount: string, currencyCode: string): number {
  const digits = minorUnits(currencyCode);
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0'));
}

export function fromMinorUnits(amount: number, currencyCode: string): string {
  const digits = minorUnits(currencyCode);
  const text = String(amount).padStart(digits + 1, '0');
  return digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

function declineCategory(code: string | undefined): PaymentFailureCategory {
  if (code === 'authentication_required') return 'AUTHENTICATION_REQUIRED';
  return code !== undefined && SOFT_DECLINES.has(code) ? 'SOFT_DECLINE' : 'HARD_DECLINE';
}

function fromIntent(intent: Stripe.PaymentIntent): ChargeResult {
  switch (intent.status) {
    case 'succeeded':
      return { outcome: 'SUCCEEDED', reference: intent.id };
    // A debit settles days later: not an answer yet (the attempt stays UNKNOWN and is asked about again).
    case 'processing':
      throw new ProviderTimeout('the PaymentIntent is processing');
    case 'requires_action':
    case 'requires_confirmation':
      return {
        outcome: 'FAILED',
        category: 'AUTHENTICATION_REQUIRED',
        message: 'the customer must authenticate this payment',
        reference: intent.id,
      };
    default: {
      const error = intent.last_payment_error;
      return {
        outcome: 'FAILED',
        category: declineCategory(error?.decline_code ?? error?.code),
        message: error?.message ?? `the PaymentIntent is ${intent.status}`,
        reference: intent.id,
      };
    }
  }
}

interface StripeErrorLike {
  type?: string;
  code?: string;
  decline_code?: string;
  message?: string;
  raw?: { payment_intent?: Stripe.PaymentIntent };
}

/**
 * A failure stripe-node reports: declines and refusals are final answers; a 5xx, a lost connection or an
 * idempotency conflict may hide a charge, so they leave the attempt UNKNOWN rather than inviting a new key.
 */
function fromError(error: unknown): ChargeResult {
  const e = error as StripeErrorLike;
  const reference = e.raw?.payment_intent?.id ?? '';
  switch (e.type) {
    case 'StripeCardError':
      return {
        outcome: 'FAILED',
        category: declineCategory(e.decline_code ?? e.code),
        message: e.message ?? 'declined',
        reference,
      };
    case 'StripeInvalidRequestError':
      return {
        outcome: 'FAILED',
        category: 'INVALID_REQUEST',
        message: e.message ?? 'invalid request',
        reference,
      };
    // Refused before anything was done: the connection, not the payment, is at fault.
    case 'StripeAuthenticationError':
    case 'StripePermissionError':
    case 'StripeRateLimitError':
      return { outcome: 'FAILED', category: 'PROVIDER_ERROR', message: e.message ?? 'refused', reference };
    default:
      throw new ProviderTimeout(`Stripe gave no answer (${e.type ?? 'error'})`);
  }
}

export class StripeProvider implements PaymentProvider {
  private readonly stripe: Stripe;

  constructor(secretKey: string, endpoint: StripeEndpoint = {}) {
    this.stripe = new Stripe(secretKey, {
      ...(endpoint.host ? { host: endpoint.host } : {}),
      ...(endpoint.port ? { port: endpoint.port } : {}),
      ...(endpoint.protocol ? { protocol: endpoint.protocol } : {}),
      timeout: endpoint.timeoutMs ?? 30_000,
      // The engine retries under the same key itself, after asking what happened: one place for that rule.
      maxNetworkRetries: 0,
      telemetry: false,
    });
  }

  async setup(setupToken: string): Promise<SetupResult> {
    if (!/^pm_[A-Za-z0-9_]{1,250}$/.test(setupToken)) {
      throw invalidField('setupToken', 'must be a Stripe PaymentMethod id (pm_...)');
    }
    let method: Stripe.PaymentMethod;
    try {
      method = await this.stripe.paymentMethods.retrieve(setupToken);
    } catch (error) {
      if ((error as StripeErrorLike).type === 'StripeInvalidRequestError') {
        throw invalidField('setupToken', 'is not a payment method of this Stripe account');
      }
      throw error;
    }
    const customer = typeof method.customer === 'string' ? method.customer : method.customer?.id;
    const card = method.card;
    return {
      // Off-session charges need the Customer the method is attached to.
      reference: customer ? `${customer}/${method.id}` : method.id,
      ...(TYPES[method.type] ? { type: TYPES[method.type] } : {}),
      ...(card?.country || method.billing_details?.address?.country
        ? { countryCode: (card?.country ?? method.billing_details.address!.country)! }
        : {}),
      displayName: card ? `${card.brand} ${card.last4}` : method.type,
    };
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const [customer, paymentMethod] = request.methodReference.includes('/')
      ? request.methodReference.split('/')
      : [undefined, request.methodReference];
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: toMinorUnits(request.amount, request.currencyCode),
          currency: request.currencyCode.toLowerCase(),
          payment_method: paymentMethod!,
          ...(customer ? { customer } : {}),
          confirm: true,
          off_session: request.offSession,
          // Automatic payment methods are on by default (API 2023-08-16): without this, a confirm that is not
          // off-session needs a return_url. The server confirms with no customer to redirect, and the method
          // types it takes (card, SEPA and ACH debits) never redirect.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          metadata: {
            invoice: request.invoice,
            payment: request.payment,
            attempt: request.idempotencyKey,
            organization: request.organization,
          },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return fromIntent(intent);
    } catch (error) {
      if (error instanceof ProviderTimeout) throw error;
      return fromError(error);
    }
  }

  async *listCharges(organization: string, since: Date): AsyncIterable<ProviderCharge> {
    const list = this.stripe.paymentIntents.list({
      created: { gte: Math.floor(since.getTime() / 1000) },
      limit: 100,
    });
    for await (const intent of list) {
      // Only ours: charges made for another system on the same account carry no invoice of this organization.
      if (intent.metadata?.organization !== organization || !intent.metadata.invoice) continue;
      yield {
        reference: intent.id,
        idempotencyKey: intent.metadata.attempt ?? '',
        invoice: intent.metadata.invoice,
        succeeded: intent.status === 'succeeded',
        amount: fromMinorUnits(intent.amount, intent.currency.toUpperCase()),
        currencyCode: intent.currency.toUpperCase(),
      };
    }
  }

  async refund(reference: string, idempotencyKey: string): Promise<void> {
    await this.stripe.refunds.create({ payment_intent: reference }, { idempotencyKey });
  }

  async retrieve(request: ChargeRequest): Promise<ChargeResult | undefined> {
    let found: Stripe.PaymentIntent | undefined;
    try {
      const page = await this.stripe.paymentIntents.search({
        query: `metadata['attempt']:'${request.idempotencyKey.replaceAll("'", "\\'")}'`,
        limit: 1,
      });
      found = page.data[0];
    } catch (error) {
      const result = fromError(error);
      // A search refused is no answer about the charge: ask again later.
      throw new ProviderTimeout(result.outcome === 'FAILED' ? result.message : 'no answer');
    }
    return found ? fromIntent(found) : undefined;
  }
}
