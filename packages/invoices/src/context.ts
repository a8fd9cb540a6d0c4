import type { UsageReadContext } from '@billing/usage';

/** What bill runs and the invoice verbs run with: one organization's context and the event store. */
export type BillingContext = UsageReadContext;
