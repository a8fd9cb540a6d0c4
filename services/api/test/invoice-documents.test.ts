/**
 * Invoice documents (docs/documents.md) through the API, read as a reader would: the PDF's text through
 * pdftotext, its first page through pdftoppm, the HTML page printed by headless Chromium. Every expected string
 * is worked out by hand. The organization invoices in euros with French settings:
 *
 *   1,234,567 tokens at 0.0025 € = 3,086.4175 € -> line 3 086,42 €; a grant of 100 € covers 100,00 €;
 *   total 3 086,42 - 100,00 = 2 986,42 €; nothing paid, 2 986,42 € due. March's invoice is the organization's
 *   first: number "SGE-" + "1". Finalized by the bill run at April 1 + 24 h: issue date 2 avril 2026.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ManualClock } from '@billing/core';
import { createRenderPool, type InvoiceDocument } from '@billing/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldViolation, ok } from './assertions.ts';
import { type BillingDriver, billingDriver } from './billing.ts';
import { type Harness, startHarness } from './harness.ts';

const run = promisify(execFile);

const MAR = '2026-03-01T00:00:00.000Z';
const day = (month: number, d: number, hour = 12) =>
  new Date(Date.UTC(2026, month - 1, d, hour)).toISOString();

/** pdftotext writes the locale's narrow and plain no-break spaces as they are: read them as spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/**
 * The PDF's text twice: as laid out (a table row reads across its columns) and, after it, in the order it was
 * written with each run of blanks made one space (a name wrapped over two lines reads whole).
 */
async function pdfText(pdf: Buffer, dir: string, name = 'doc'): Promise<string> {
  const file = join(dir, `${name}.pdf`);
  await writeFile(file, pdf);
  const layout = (await run('pdftotext', ['-layout', file, '-'])).stdout;
  const raw = (await run('pdftotext', ['-raw', file, '-'])).stdout;
  return spaced(`${layout}\n${raw.replace(/\s+/g, ' ')}`);
}

const SETTINGS = {
  legalName: "Société Générale d'Électricité SAS",
  address: { addressLines: ['12 rue de la Paix'], postalCode: '75002', locality: 'Paris', regionCode: 'FR' },
  email: 'factures@sge.example',
  numberPrefix: 'SGE-',
  footer: 'Virement : IBAN FR76 3000 6000 0112 3456 7890 189\nBIC AGRIFRPP',
  locale: 'fr-FR',
};

/** A long document to keep the render thread busy (the route's own documents take a few milliseconds). */
const LONG: InvoiceDocument = {
  status: 'DRAFT',
  number: '',
  currencyCode: 'EUR',
  locale: 'fr-FR',
  timeZone: 'Europe/Paris',
  periodStart: new Date(MAR),
  periodEnd: new Date(day(4, 1, 0)),
  issuer: { legalName: 'Busy SAS' },
  customer: { legalName: 'Busy GmbH' },
  lines: Array.from({ length: 1000 }, (_, i) => ({
    description: `Line ${i + 1}`,
    quantity: '1',
    unitPrice: '1.00',
    amount: '1.00',
    credit: '0.00',
  })),
  subtotal: '1000.00',
  credit: '0.00',
  taxes: [{ label: '', amount: '0.00' }],
  total: '1000.00',
  amountPaid: '0.00',
  amountDue: '1000.00',
  footer: '',
  creationDate: new Date(MAR),
};

describe('invoice documents', () => {
  const clock = new ManualClock(day(3, 10));
  // The route's pool, small enough to fill: one thread, one render waiting.
  const pool = createRenderPool({ threads: 1, queue: 1 });
  let h: Harness;
  let billing: BillingDriver;
  let dir: string;
  let march: string;

  const post = async (path: string, body: unknown = {}) => ok(await h.call('POST', `/v1/${path}`, body));
  const documentOf = (invoice: string, query = '') => h.call('GET', `/v1/${invoice}/document${query}`);

  async function invoiceOf(status: string) {
    const { invoices } = ok(await h.call('GET', '/v1/customers/c1/invoices'));
    return (invoices as { name: string; status: string }[]).filter((i) => i.status === status);
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'invoice-documents-'));
    h = await startHarness('postgres', { clock, documents: pool });
    billing = await billingDriver(h, clock);
    ok(await h.call('PATCH', '/v1/organization?updateMask=invoiceSettings', { invoiceSettings: SETTINGS }));
    await post('meters?meterId=tokens', { eventType: 'tokens', aggregation: 'SUM', valueProperty: 'tokens' });
    await post('products?productId=api', {
      type: 'USAGE',
      displayName: 'API tokens',
      meter: 'meters/tokens',
    });
    await post('rateCards?rateCardId=card', {
      currencyCode: 'EUR',
      displayName: 'Card',
      rates: [
        {
          id: 'r-api',
          product: 'products/api',
          effectivePeriod: { startTime: MAR },
          unit: { unitPrice: { amount: { value: '0.0025' } } },
        },
      ],
    });
    await post('customers?customerId=c1', {
      currencyCode: 'EUR',
      displayName: 'Müller',
      billingProfile: {
        legalName: 'Müller & Söhne GmbH',
        address: {
          addressLines: ['Hauptstraße 5'],
          postalCode: '10115',
          locality: 'Berlin',
          regionCode: 'DE',
        },
        billingEmail: 'ap@mueller.example',
        countryCode: 'DE',
      },
    });
    await post('customers/c1/contracts?contractId=k', {
      rateCard: 'rateCards/card',
      billingAnchorDay: '1',
      effectivePeriod: { startTime: MAR },
    });
    await post('customers/c1/credits?creditId=welcome', {
      amount: { amount: { value: '100' }, currencyCode: 'EUR' },
      effectivePeriod: { startTime: MAR },
      reason: 'welcome',
    });
    const [result] = await h.ingest('acme', [
      {
        customer: 'customers/c1',
        eventId: 'e1',
        eventType: 'tokens',
        eventTime: day(3, 5),
        properties: { tokens: '1234567' },
      },
    ]);
    expect(result!.status).toBe('ACCEPTED');
    await billing.travel(day(4, 2, 0));
    const [finalized] = await invoiceOf('FINALIZED');
    march = finalized!.name;
  });

  afterAll(async () => {
    await billing?.close();
    await h?.close();
    await pool.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps the invoice settings on the organization, checked', async () => {
    const organization = ok(await h.call('GET', '/v1/organization'));
    expect(organization.invoiceSettings).toEqual(SETTINGS);
    const bad = (invoiceSettings: unknown) =>
      h.call('PATCH', '/v1/organization?updateMask=invoiceSettings', { invoiceSettings });
    expectFieldViolation(await bad({ footer: 'x'.repeat(2001) }), 'invoiceSettings.footer');
    expectFieldViolation(await bad({ locale: 'not a locale!' }), 'invoiceSettings.locale');
    expectFieldViolation(await bad({ numberPrefix: '<script>' }), 'invoiceSettings.numberPrefix');
    expectFieldViolation(await bad({ email: 'nobody' }), 'invoiceSettings.email');
    expectFieldViolation(
      await bad({ address: { regionCode: 'France' } }),
      'invoiceSettings.address.regionCode',
    );
    // A footer of exactly 2,000 characters is accepted; one field is updated alone.
    const footer = ok(
      await h.call('PATCH', '/v1/organization?updateMask=invoiceSettings.footer', {
        invoiceSettings: { footer: 'y'.repeat(2000) },
      }),
    );
    expect(footer.invoiceSettings).toEqual({ ...SETTINGS, footer: 'y'.repeat(2000) });
    ok(await h.call('PATCH', '/v1/organization?updateMask=invoiceSettings', { invoiceSettings: SETTINGS }));
  });

  it('prints the finalized invoice as a PDF whose text a reader extracts', async () => {
    const response = await documentOf(march);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.raw!;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf, dir);
    for (const expected of [
      "Société Générale d'Électricité SAS",
      '12 rue de la Paix',
      '75002 Paris',
      'factures@sge.example',
      'Facture',
      'Numéro de facture',
      'SGE-1',
      "Date d'émission",
      '2 avril 2026',
      '1 mars 2026 – 31 mars 2026',
      'Facturé à',
      'Müller & Söhne GmbH',
      'Hauptstraße 5',
      '10115 Berlin',
      'ap@mueller.example',
      'Virement : IBAN FR76 3000 6000 0112 3456 7890 189',
      'BIC AGRIFRPP',
    ]) {
      expect(text).toContain(expected);
    }
    // The line: description (the product and the dates it covers), quantity, unit price, amount, credit.
    expect(text).toContain('API tokens 2026-03-01 - 2026-03-31 1 234 567 0,0025 € 3 086,42 € -100,00 €');
    expect(text).toMatch(/Sous-total\s+3 086,42 €/);
    expect(text).toMatch(/Crédit\s+-100,00 €/);
    expect(text).toMatch(/TVA\s+0,00 €/);
    expect(text).toMatch(/Total\s+2 986,42 €/);
    expect(text).toMatch(/Montant payé\s+0,00 €/);
    expect(text).toMatch(/Montant dû\s+2 986,42 €/);
    expect(text).toContain('Page 1 sur 1');
    expect(text).not.toContain('BROUILLON');
  });

  it('renders the same bytes every time, whatever is edited after it was issued', async () => {
    const first = (await documentOf(march)).raw!;
    clock.set(day(4, 3));
    ok(
      await h.call('PATCH', '/v1/customers/c1?updateMask=billingProfile.legalName', {
        billingProfile: { legalName: 'Someone Else Ltd' },
      }),
    );
    ok(
      await h.call(
        'PATCH',
        '/v1/organization?updateMask=invoiceSettings.numberPrefix,invoiceSettings.locale',
        {
          invoiceSettings: { numberPrefix: 'NEW-', locale: 'en-US' },
        },
      ),
    );
    const again = await documentOf(march);
    expect(Buffer.compare(again.raw!, first)).toBe(0);
    expect(again.headers.etag).toBe((await documentOf(march)).headers.etag);
    // The database itself refuses to change what an issued invoice kept.
    const [, , invoiceId] = march.split('/').slice(1);
    await expect(
      h.db
        .sql`UPDATE invoices SET document_snapshot = '{}' WHERE organization_id = 'acme' AND id = ${invoiceId!}`,
    ).rejects.toThrow(/document snapshot is frozen/);
  });

  it('draws through the render pool, which refuses a PDF past its queue: 429 with Retry-After', async () => {
    const first = (await documentOf(march)).raw!;
    // The thread busy with a long document and the queue's one place taken: the route's render is refused.
    const busy = [pool.renderPdf(LONG), pool.renderPdf(LONG)];
    expect(pool.load).toMatchObject({ running: 1, waiting: 1 });
    const refused = await documentOf(march);
    expectError(refused, 429, 'RESOURCE_EXHAUSTED');
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.body.error.details).toContainEqual({
      '@type': 'type.googleapis.com/google.rpc.RetryInfo',
      retryDelay: '1s',
    });
    // The HTML form draws nothing: served meanwhile.
    expect((await documentOf(march, '?format=html')).status).toBe(200);
    await Promise.all(busy);
    // Once the queue drained, the same bytes as before.
    const after = await documentOf(march);
    expect(Buffer.compare(after.raw!, first)).toBe(0);
  });

  it('marks a DRAFT, which has no number and shows the customer as it is now', async () => {
    const [april] = await invoiceOf('DRAFT');
    const text = await pdfText((await documentOf(april!.name)).raw!, dir, 'draft');
    expect(text).toContain('DRAFT');
    expect(text).toContain('Someone Else Ltd');
    expect(text).not.toContain('NEW-');
    expect(text).not.toContain('Invoice number');
    expect(text).toContain('April 1, 2026 – April 30, 2026');
    // Nothing used in April: an amount of nothing, in the new locale.
    expect(text).toMatch(/Amount due\s+€0\.00/);
  });

  it('marks a VOID invoice, which keeps its number and owes nothing', async () => {
    ok(await h.call('POST', `/v1/${march}:void`, { reason: 'wrong address' }));
    const text = await pdfText((await documentOf(march)).raw!, dir, 'void');
    expect(text).toContain('ANNULÉE');
    expect(text).toContain('SGE-1');
    expect(text).toMatch(/Total\s+2 986,42 €/);
    expect(text).toMatch(/Montant dû\s+0,00 €/);
  });

  it('renders page 1 to an image with pdftoppm', async () => {
    const file = join(dir, 'page.pdf');
    await writeFile(file, (await documentOf(march)).raw!);
    await run('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', '-singlefile', file, join(dir, 'page')]);
    const png = await readFile(join(dir, 'page.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // A4 at 50 dpi: 595.28 x 841.89 points of 1/72 inch, rounded up.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([414, 585]);
    // Not blank: the page is drawn (a white A4 page compresses to far less).
    expect(png.length).toBeGreaterThan(10_000);
  });

  it('serves the HTML form, which headless Chromium prints with the same figures', async () => {
    const response = await documentOf(march, '?format=html');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const page = join(dir, 'invoice.html');
    await writeFile(page, response.raw!);
    const printed = join(dir, 'printed.pdf');
    await run('chromium', [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-pdf-header-footer',
      `--print-to-pdf=${printed}`,
      `file://${page}`,
    ]);
    const text = await pdfText(await readFile(printed), dir, 'printed');
    for (const expected of [
      "Société Générale d'Électricité SAS",
      'Müller & Söhne GmbH',
      'SGE-1',
      '2 avril 2026',
      '3 086,42 €',
      '-100,00 €',
      '2 986,42 €',
      'ANNULÉE',
      'IBAN FR76 3000 6000 0112 3456 7890 189',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('refuses an unknown format, and another organization sees nothing', async () => {
    expectError(await documentOf(march, '?format=docx'), 400, 'INVALID_ARGUMENT');
    expectError(await h.call('GET', `/v1/${march}/document`, undefined, h.keyB), 404, 'NOT_FOUND');
    expectError(await documentOf('customers/c1/invoices/inv-none'), 404, 'NOT_FOUND');
  });
});
