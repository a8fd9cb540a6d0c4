export * from './balance.ts';
export * from './credit-states.ts';
export type { LedgerAccount, LedgerEntry } from './entries.ts';
export * from './invoice-commitments.ts';
export type { InvoiceLedgerEntry } from './invoice-entries.ts';
export * from './invoice-ref.ts';
export * from './list-transactions.ts';
export * from './lock.ts';
export * from './schema.ts';
