/**
 * `@billing/domain/invoice-store`: the invoice store's rows, for its one workflow layer (`packages/invoices`:
 * compute a DRAFT from its row, finalize, void and regenerate). Every other package reads invoices through the
 * package root (the API form, `readInvoicesForPayment`) and changes them through the store's verbs.
 */
export { loadInvoiceRow } from './get.ts';
export type { InvoiceRow } from './resource.ts';
