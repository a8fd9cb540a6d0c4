export { isSupportedLocale } from './formatting.ts';
export type * from './invoice-document.ts';
export { renderInvoiceHtml } from './render-html.ts';
export { renderInvoicePdf } from './render-pdf.ts';
