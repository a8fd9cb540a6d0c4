/**
 * The built-in sandbox provider (docs/payments.md "The rules"): deterministic outcomes by setup token. Its ledger is a table of
 * its own written outside our transactions, as a real provider's would be, so that what it charged survives a
 * worker killed before our commit, and every process sees the same charges.
 */
import { invalidField } from '@billing/core';
import type { Sql } from '@billing/db';
import type { PaymentFailureCategory } from '../schema.ts';
import {
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
  type ProviderCharge,
  ProviderTimeout,
  type SetupResult,
} from './provider.ts';

/** Each token's outcome; `tok_timeout` charges, then fails to answer. */
export const SANDBOX_TOKENS: Record<string, { category?: PaymentFailureCategory; message: string }> = {
  tok_success: { message: '' },
  tok_insufficient_funds: { category: 'SOFT_DECLINE', message: 'insufficient funds' },
  tok_lost_card: { category: 'HARD_DECLINE', message: 'the card was reported lost' },
  tok_authentication_required: {
    category: 'AUTHENTICATION_REQUIRED',
    message: 'the customer must authenticate this payment',
  },
  tok_provider_error: { category: 'PROVIDER_ERROR', message: 'the provider answered 500' },
  tok_timeout: { message: '' },
};

const REFERENCE_PREFIX = 'pm_sandbox_';

interface SandboxRow {
  reference: string;
  succeeded: boolean;
  failure_category: PaymentFailureCategory | null;
  token: string;
}

function result(row: SandboxRow): ChargeResult {
  if (row.succeeded) return { outcome: 'SUCCEEDED', reference: row.reference };
  const category = row.failure_category ?? 'PROVIDER_ERROR';
  return {
    outcome: 'FAILED',
    category,
    message: SANDBOX_TOKENS[row.token]?.message ?? '',
    reference: row.reference,
  };
}

export class SandboxProvider implements PaymentProvider {
  constructor(
    private readonly sql: Sql,
    private readonly organization: string,
    private readonly connectionId: string,
    private readonly now: () => Date,
  ) {}

  async setup(setupToken: string): Promise<SetupResult> {
    if (!(setupToken in SANDBOX_TOKENS)) {
      throw invalidField('setupToken', `is not a sandbox token (${Object.keys(SANDBOX_TOKENS).join(', ')})`);
    }
    return {
      reference: `${REFERENCE_PREFIX}${setupToken}`,
      type: 'CARD',
      countryCode: 'US',
      displayName: setupToken,
    };
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const token = request.methodReference.slice(REFERENCE_PREFIX.length);
    const behaviour = SANDBOX_TOKENS[token];
    if (!behaviour) {
      return {
        outcome: 'FAILED',
        category: 'INVALID_REQUEST',
        message: 'unknown payment method',
        reference: '',
      };
    }
    // A 500 that records nothing: the same key may be sent again.
    if (behaviour.category === 'PROVIDER_ERROR') {
      return { outcome: 'FAILED', category: 'PROVIDER_ERROR', message: behaviour.message, reference: '' };
    }
    const reference = `ch_sandbox_${request.idempotencyKey.replace(/[^A-Za-z0-9]/g, '_')}`;
    // One statement when the key is new; a repeated key reads the first result.
    const [inserted] = await this.sql<SandboxRow[]>`
      INSERT INTO sandbox_charges (organization_id, provider_connection_id, idempotency_key, reference, token,
        amount, currency_code, invoice, succeeded, failure_category, create_time)
      VALUES (${request.organization}, ${this.connectionId}, ${request.idempotencyKey}, ${reference}, ${token},
        ${request.amount}, ${request.currencyCode}, ${request.invoice}, ${behaviour.category === undefined},
        ${behaviour.category ?? null}, ${this.now()})
      ON CONFLICT (organization_id, provider_connection_id, idempotency_key) DO NOTHING
      RETURNING reference, succeeded, failure_category, token`;
    const stored = inserted ?? (await this.find(request));
    if (token === 'tok_timeout') throw new ProviderTimeout();
    return result(stored!);
  }

  async retrieve(request: ChargeRequest): Promise<ChargeResult | undefined> {
    const row = await this.find(request);
    return row ? result(row) : undefined;
  }

  async *listCharges(organization: string, since: Date): AsyncIterable<ProviderCharge> {
    const rows = await this.sql<
      {
        reference: string;
        idempotency_key: string;
        invoice: string;
        succeeded: boolean;
        amount: string;
        currency_code: string;
      }[]
    >`
      SELECT reference, idempotency_key, invoice, succeeded, amount, currency_code FROM sandbox_charges
      WHERE organization_id = ${organization} AND provider_connection_id = ${this.connectionId}
        AND create_time >= ${since}
      ORDER BY create_time, idempotency_key`;
    for (const r of rows) {
      yield {
        reference: r.reference,
        idempotencyKey: r.idempotency_key,
        invoice: r.invoice,
        succeeded: r.succeeded,
        amount: r.amount,
        currencyCode: r.currency_code,
      };
    }
  }

  async refund(reference: string, _idempotencyKey: string): Promise<void> {
    // Keyed by the charge: refunding twice refunds once.
    await this.sql`
      UPDATE sandbox_charges SET refunded = true
      WHERE organization_id = ${this.organization} AND provider_connection_id = ${this.connectionId}
        AND reference = ${reference}`;
  }

  private async find(request: ChargeRequest): Promise<SandboxRow | undefined> {
    const [row] = await this.sql<SandboxRow[]>`
      SELECT reference, succeeded, failure_category, token FROM sandbox_charges
      WHERE organization_id = ${request.organization} AND provider_connection_id = ${this.connectionId}
        AND idempotency_key = ${request.idempotencyKey}`;
    return row;
  }
}
