/**
 * One thread of the render pool (`render-pool.ts`): draws the PDFs it is sent, one at a time, and sends back
 * their bytes (moved, not copied). A failed render is answered with its message; the thread carries on.
 */
import { parentPort } from 'node:worker_threads';
import { documentFonts } from './fonts.ts';
import type { InvoiceDocument } from './invoice-document.ts';
import { renderInvoicePdf } from './render-pdf.ts';

export interface RenderRequest {
  id: number;
  document: InvoiceDocument;
}

export type RenderReply = { id: number; pdf: Uint8Array } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread of the render pool');

// Parsing the fonts is the slowest part of a first render: done when the thread starts, before any request.
documentFonts();

port.on('message', async ({ id, document }: RenderRequest) => {
  try {
    const pdf = await renderInvoicePdf(document);
    const owned = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength;
    const bytes = owned ? new Uint8Array(pdf.buffer) : new Uint8Array(pdf);
    port.postMessage({ id, pdf: bytes } satisfies RenderReply, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    port.postMessage({
      id,
      error: error instanceof Error ? error.message : String(error),
    } satisfies RenderReply);
  }
});
