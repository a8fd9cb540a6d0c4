/**
 * The render pool (`render-pool.ts`): PDFs drawn in worker threads are the bytes drawn in this thread; renders
 * beyond the threads wait, beyond the queue are refused RESOURCE_EXHAUSTED; a failed render is INTERNAL and the
 * thread goes on; closing refuses what waits.
 */
import { ApiError } from '@billing/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createRenderPool, type InvoiceDocument, type RenderPool, renderInvoicePdf } from '../src/index.ts';

function invoice(n: number, extra: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    status: 'FINALIZED',
    number: `INV-${n}`,
    currencyCode: 'EUR',
    locale: 'fr-FR',
    timeZone: 'Europe/Paris',
    issueTime: new Date('2026-02-02T15:00:00Z'),
    periodStart: new Date('2026-01-01T00:00:00Z'),
    periodEnd: new Date('2026-02-01T00:00:00Z'),
    issuer: { legalName: 'Énergie SAS', email: 'factures@energie.example' },
    customer: { legalName: `Kunde ${n} Müller & Söhne GmbH`, countryCode: 'DE' },
    lines: Array.from({ length: 1 + (n % 5) }, (_, i) => ({
      description: `Appels API région ${i + 1}`,
      quantity: String(1000 * (i + 1)),
      unitPrice: '0.0025',
      amount: (2.5 * (i + 1)).toFixed(2),
      credit: '0.00',
    })),
    subtotal: '2.50',
    credit: '0.00',
    taxes: [{ label: '', amount: '0.00' }],
    total: '2.50',
    amountPaid: '0.00',
    amountDue: '2.50',
    footer: 'IBAN FR76 3000 6000 0112 3456 7890 189',
    creationDate: new Date('2026-02-02T15:00:00Z'),
    ...extra,
  };
}

let pool: RenderPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('render pool', () => {
  it('draws in its threads the same bytes as this thread, all threads at once', async () => {
    pool = createRenderPool({ threads: 2, queue: 64 });
    expect(pool.load.threads).toBe(0);
    const documents = Array.from({ length: 6 }, (_, n) => invoice(n));
    const pooled = await Promise.all(documents.map((document) => pool!.renderPdf(document)));
    expect(pool.load).toEqual({ waiting: 0, running: 0, threads: 2 });
    for (const [n, document] of documents.entries()) {
      const here = await renderInvoicePdf(document);
      expect(pooled[n]!.subarray(0, 5).toString()).toBe('%PDF-');
      expect(Buffer.compare(pooled[n]!, here)).toBe(0);
    }
    // And again: the same document, the same bytes, whichever thread draws it.
    const again = await Promise.all([pool.renderPdf(documents[3]!), pool.renderPdf(documents[3]!)]);
    expect(Buffer.compare(again[0]!, pooled[3]!)).toBe(0);
    expect(Buffer.compare(again[1]!, pooled[3]!)).toBe(0);
  });

  it('queues renders past its threads and refuses one past the queue', async () => {
    pool = createRenderPool({ threads: 1, queue: 2, retryAfterSeconds: 3 });
    const accepted = [pool.renderPdf(invoice(1)), pool.renderPdf(invoice(2)), pool.renderPdf(invoice(3))];
    expect(pool.load).toEqual({ waiting: 2, running: 1, threads: 1 });
    const refused = await refusal(pool.renderPdf(invoice(4)));
    expect(refused.code).toBe('RESOURCE_EXHAUSTED');
    expect(refused.httpStatus).toBe(429);
    expect(refused.retryAfter).toBe(3);
    const pdfs = await Promise.all(accepted);
    expect(pdfs.map((pdf) => pdf.subarray(0, 5).toString())).toEqual(['%PDF-', '%PDF-', '%PDF-']);
    // Room again once the queue drained.
    expect((await pool.renderPdf(invoice(4))).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers a render that throws INTERNAL, and the thread goes on', async () => {
    pool = createRenderPool({ threads: 1, queue: 4 });
    const failed = await refusal(pool.renderPdf(invoice(1, { locale: 'not a locale!' })));
    expect(failed.code).toBe('INTERNAL');
    expect(failed.httpStatus).toBe(500);
    expect(String((failed.cause as Error).message)).toMatch(/Incorrect locale|invalid|language/i);
    expect((await pool.renderPdf(invoice(2))).subarray(0, 5).toString()).toBe('%PDF-');
    expect(pool.load.threads).toBe(1);
  });

  it('fails only the render of a thread that dies, and starts another for what waits', async () => {
    pool = createRenderPool({ threads: 1, queue: 4 });
    await pool.renderPdf(invoice(1));
    // Thousands of lines, hundreds of pages: the thread is still drawing when it is ended (a short document could
    // be drawn and answered before the termination took effect, and the test then failed).
    const long = invoice(2, {
      lines: Array.from({ length: 5000 }, (_, i) => ({
        description: `Appels API région ${i + 1}`,
        quantity: '1000',
        unitPrice: '0.0025',
        amount: '2.50',
        credit: '0.00',
      })),
    });
    const lost = refusal(pool.renderPdf(long));
    const waiting = pool.renderPdf(invoice(3));
    // The thread dies while drawing (as a crash of its own would end it).
    const [thread] = (pool as unknown as { threads: { worker: { terminate(): Promise<number> } }[] }).threads;
    await thread!.worker.terminate();
    const error = await lost;
    expect(error.code).toBe('INTERNAL');
    expect((await waiting).subarray(0, 5).toString()).toBe('%PDF-');
    expect(pool.load).toEqual({ waiting: 0, running: 0, threads: 1 });
  });

  it('refuses what waits, and any later render, once closed', async () => {
    pool = createRenderPool({ threads: 1, queue: 4 });
    const running = refusal(pool.renderPdf(invoice(1)));
    const waiting = refusal(pool.renderPdf(invoice(2)));
    await pool.close();
    expect((await waiting).code).toBe('UNAVAILABLE');
    expect((await running).code).toBe('UNAVAILABLE');
    expect((await refusal(pool.renderPdf(invoice(3)))).code).toBe('UNAVAILABLE');
  });
});
