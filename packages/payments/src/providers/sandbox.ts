/**
 * The built-in sandbox provider (docs/payments.md "The rules"): deterministic outcomes by setup token. Its ledger is a table of
 * its own written outside our transactions, as a real provider's would be, so that what it charged survives a
 * worker killed before our commit, and every process sees the same charges. The charges one adapter is asked for
 * in the same turn of the event loop (a batch's calls in flight at once) share one ledger insert: the provider's
 * own bookkeeping, which a real provider does on its side, should not cost the engine a statement per charge.
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

/** A charge waiting for the next ledger insert, and its caller. */
interface PendingCharge {
  request: ChargeRequest;
  token: string;
  reference: string;
  category: PaymentFailureCategory | null;
  resolve: (row: SandboxRow) => void;
  reject: (error: unknown) => void;
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
  private pending: PendingCharge[] = [];

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
    // Recorded (or, for a repeated key, the first result read) before the answer, as a provider's ledger is.
    const stored = await new Promise<SandboxRow>((resolve, reject) => {
      this.pending.push({ request, token, reference, category: behaviour.category ?? null, resolve, reject });
      if (this.pending.length === 1) setImmediate(() => this.record());
    });
    if (token === 'tok_timeout') throw new ProviderTimeout();
    return result(stored);
  }

  /**
   * Writes the waiting charges in one statement; a key already charged keeps its first row (read back for its
   * caller). Should the statement fail, every caller of it gets the error, as a provider's 500 would be.
   */
  private async record(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    try {
      const column = <T>(f: (c: PendingCharge) => T) => this.sql.array(batch.map(f) as never[]);
      const inserted = await this.sql<(SandboxRow & { idempotency_key: string })[]>`
        INSERT INTO sandbox_charges (organization_id, provider_connection_id, idempotency_key, reference, token,
          amount, currency_code, invoice, succeeded, failure_category, create_time)
        SELECT c.organization_id, ${this.connectionId}, c.idempotency_key, c.reference, c.token, c.amount,
          c.currency_code, c.invoice, c.failure_category IS NULL, c.failure_category, ${this.now()}
        FROM unnest(${column((c) => c.request.organization)}::text[],
          ${column((c) => c.request.idempotencyKey)}::text[], ${column((c) => c.reference)}::text[],
          ${column((c) => c.token)}::text[], ${column((c) => c.request.amount)}::numeric[],
          ${column((c) => c.request.currencyCode)}::text[], ${column((c) => c.request.invoice)}::text[],
          ${column((c) => c.category)}::text[])
          AS c(organization_id, idempotency_key, reference, token, amount, currency_code, invoice, failure_category)
        ON CONFLICT (organization_id, provider_connection_id, idempotency_key) DO NOTHING
        RETURNING idempotency_key, reference, succeeded, failure_category, token`;
      const rows = new Map(inserted.map((r) => [r.idempotency_key, r]));
      const repeated = batch.filter((c) => !rows.has(c.request.idempotencyKey));
      if (repeated.length > 0) {
        const found = await this.sql<(SandboxRow & { idempotency_key: string })[]>`
          SELECT idempotency_key, reference, succeeded, failure_category, token FROM sandbox_charges
          WHERE organization_id = ${this.organization} AND provider_connection_id = ${this.connectionId}
            AND idempotency_key = ANY(${this.sql.array(repeated.map((c) => c.request.idempotencyKey))}::text[])`;
        for (const r of found) rows.set(r.idempotency_key, r);
      }
      for (const c of batch) {
        const row = rows.get(c.request.idempotencyKey);
        if (row) c.resolve(row);
        else c.reject(new Error('the sandbox did not record the charge'));
      }
    } catch (error) {
      for (const c of batch) c.reject(error);
    }
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
