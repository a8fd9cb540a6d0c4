export * from './computed.ts';
export * from './drafts.ts';
export * from './freeze.ts';
export { getInvoice, loadInvoiceRow, readInvoice } from './get.ts';
export * from './list.ts';
export * from './period-lock.ts';
export { contractName, type InvoiceRow, invoiceName, toInvoice } from './resource.ts';
export * from './schema.ts';
export * from './void.ts';
