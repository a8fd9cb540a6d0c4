export { isSupportedLocale } from './formatting.ts';
export type * from './invoice-document.ts';
export { renderInvoiceHtml } from './render-html.ts';
export { renderInvoicePdf } from './render-pdf.ts';
export {
  createRenderPool,
  DEFAULT_RENDER_QUEUE,
  type DocumentRenderer,
  defaultRenderThreads,
  inThisThread,
  RenderPool,
  type RenderPoolOptions,
} from './render-pool.ts';
