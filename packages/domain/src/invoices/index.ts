export * from './batch.ts';
export * from './computed.ts';
export * from './contract-periods.ts';
export * from './document.ts';
export * from './drafts.ts';
export * from './for-payment.ts';
export { getInvoice, readInvoice, readInvoices } from './get.ts';
export { ledgerInvoiceOf } from './ledger-bookings.ts';
export * from './list.ts';
export { markDraftsStale, type StaleScope } from './mark-stale.ts';
export * from './period-lock.ts';
export * from './record-finalized.ts';
export {
  type InvoiceRef,
  type RecordPaidOptions,
  recordInvoicePaid,
  recordInvoicesPaid,
} from './record-paid.ts';
export * from './record-void.ts';
export { contractName, invoiceName, toInvoice } from './resource.ts';
export * from './schema.ts';
export { canTransition, type InvoiceTransitionTarget } from './transitions.ts';
