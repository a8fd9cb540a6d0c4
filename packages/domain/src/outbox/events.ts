/**
 * The events the service announces (docs/webhooks.md): one payload schema per event type, the only place an
 * outbox writer learns what to write. Each payload's `object` is the resource as the API returns it at the
 * moment of the change; a few carry beside it what the change moved (an amount, the invoice it applied to).
 * The events API and webhooks serve the payload as the event's `data`, and OpenAPI lists these schemas.
 */
import { DecimalValue, Enum, MoneyValue, Timestamp } from '@billing/core';
import { type Static, type TObject, Type } from '@sinclair/typebox';
import { Alert } from '../alerts/schema.ts';
import { Commitment } from '../commitments/schema.ts';
import { CreditGrant } from '../credits/schema.ts';
import { OrganizationDomain } from '../domains/schema.ts';
import { Invoice } from '../invoices/schema.ts';
import { WebhookEndpoint } from '../webhooks/schema.ts';
import { Payment } from './payment-object.ts';

const invoice = Type.String({ description: 'The invoice the change concerns' });
const moved = (what: string) => ({ ...MoneyValue, description: what }) as typeof MoneyValue;
const data = <T extends TObject>(schema: T, description: string) =>
  Type.Object({ object: schema }, { description });
/** A change that moved what was left of a grant or commitment: the resource and that amount. */
const withLeft = <T extends TObject>(schema: T, description: string, amount: string) =>
  Type.Object({ object: schema, amount: moved(amount) }, { description });
const withInvoice = <T extends TObject>(schema: T, description: string, amount: string) =>
  Type.Object({ object: schema, invoice, amount: moved(amount) }, { description });

/** Each event type's `data`, with what it announces. */
export const EVENT_DATA = {
  'invoice.created': data(Invoice, 'A DRAFT invoice was created for a billing period'),
  'invoice.finalized': data(Invoice, 'An invoice was finalized: numbered, its lines frozen'),
  'invoice.paid': data(Invoice, 'An invoice became PAID (a payment succeeded, or it owed nothing)'),
  'invoice.voided': data(Invoice, 'A FINALIZED invoice was voided; a new DRAFT replaces it'),
  'invoice.deleted': data(Invoice, 'A DRAFT was removed: its contract no longer has that period'),
  'invoice.payment_failed': Type.Object(
    {
      object: Invoice,
      reason: Type.String({ description: 'Why no payment was made: NO_PAYMENT_METHOD' }),
      message: Type.String({ description: 'The reason in words' }),
    },
    { description: 'A finalized invoice to be charged automatically could not be charged' },
  ),
  'invoice.overdue': data(Invoice, 'A FINALIZED invoice was still unpaid at its dueTime (once per invoice)'),
  'credit_grant.created': data(CreditGrant, 'A credit grant was created'),
  'credit_grant.applied': withInvoice(
    CreditGrant,
    'Credit was applied to a finalized invoice',
    'What it applied',
  ),
  'credit_grant.expired': withLeft(
    CreditGrant,
    'A credit grant ended with credit left',
    'What was left and expired',
  ),
  'credit_grant.voided': withLeft(CreditGrant, 'A credit grant was voided', 'What was left and voided'),
  'commitment.created': data(Commitment, 'A commitment was created'),
  'commitment.applied': Type.Object(
    {
      object: Commitment,
      invoice,
      entryType: Object.assign(
        Enum('COMMITMENT_ENTRY_TYPE', ['COMMITMENT_APPLIED', 'COMMITMENT_TRUE_UP'] as const),
        { description: 'COMMITMENT_APPLIED: spend drawn down; COMMITMENT_TRUE_UP: the shortfall billed' },
      ),
      amount: moved('What the entry took from the commitment'),
    },
    { description: 'A commitment was drawn down or trued up by a finalized invoice' },
  ),
  'commitment.expired': withLeft(
    Commitment,
    'A commitment ended with an amount left',
    'What was left and expired',
  ),
  'commitment.voided': withLeft(Commitment, 'A commitment was voided', 'What was left and voided'),
  'payment.created': data(Payment, 'A payment of an invoice was created'),
  'payment.succeeded': data(Payment, 'A payment succeeded'),
  'payment.failed': data(Payment, 'A payment failed for good (no retry left)'),
  'payment.discrepancy': Type.Object(
    {
      kind: Type.String({
        description: 'What the sweep found (a charge without an attempt, a second charge)',
      }),
      invoice,
      providerConnection: Type.String({ description: 'The connection the charge was made through' }),
      providerTransactionReference: Type.String({ description: "The provider's reference of the charge" }),
      amount: moved('What the charge took'),
    },
    { description: 'The sweep found a charge at the provider that our records do not account for' },
  ),
  'payment.discrepancy_refunded': Type.Object(
    {
      invoice,
      providerTransactionReference: Type.String({ description: "The provider's reference of the charge" }),
    },
    { description: 'A charge found by the sweep was refunded' },
  ),
  'domain.verified': data(OrganizationDomain, 'A custom hostname was verified'),
  'domain.record_missing': data(OrganizationDomain, 'A verified hostname lost its DNS record (grace begins)'),
  'domain.deactivated': data(
    OrganizationDomain,
    'A hostname missing its record past the grace was deactivated',
  ),
  'domain.deleted': data(OrganizationDomain, 'A custom hostname was deleted'),
  'alert.triggered': Type.Object(
    {
      alert: Alert,
      customer: Type.String({ description: 'The customer whose spend or usage reached the threshold' }),
      invoice: Type.String({ description: 'The DRAFT invoice of the billing period the value is of' }),
      threshold: Type.Union([MoneyValue, DecimalValue], { description: 'The threshold reached' }),
      value: Type.Union([MoneyValue, DecimalValue], {
        description: 'SPEND: the invoice total after credits; USAGE: the meter aggregate over the period',
      }),
      period: Type.Object(
        { startTime: Timestamp, endTime: Timestamp },
        { description: 'The billing period: each threshold fires once in it' },
      ),
    },
    { description: "An alert's threshold was reached in the current billing period (once per period)" },
  ),
  'webhook_endpoint.disabled': data(WebhookEndpoint, 'An endpoint whose deliveries all failed was disabled'),
} as const;

export type EventType = keyof typeof EVENT_DATA;
export const EVENT_TYPES = Object.keys(EVENT_DATA) as EventType[];
export type EventData<T extends EventType> = Static<(typeof EVENT_DATA)[T]>;

/** An event to write: its type, the full name of the resource it is about, its data. */
export type OutboxEvent = {
  [T in EventType]: { type: T; subject: string; payload: EventData<T> };
}[EventType];

/** An event of `type`, typed by it (so a writer cannot put another type's payload under it). */
export function outboxEvent<T extends EventType>(
  type: T,
  subject: string,
  payload: EventData<T>,
): OutboxEvent {
  return { type, subject, payload } as OutboxEvent;
}
