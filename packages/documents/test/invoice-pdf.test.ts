/**
 * The renderers on their own: amounts and dates as each locale writes them (expected strings written by hand),
 * the same bytes for the same invoice, and a 1,000-line invoice over many pages with its header repeated and
 * its totals on the last page only (read back with pdftotext and pdfinfo).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentFormat } from '../src/formatting.ts';
import { type InvoiceDocument, renderInvoiceHtml, renderInvoicePdf } from '../src/index.ts';
import { renderInvoicePdfWrappingEveryText } from '../src/render-pdf.ts';

const run = promisify(execFile);
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

function invoice(lines: number, extra: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    status: 'FINALIZED',
    number: 'INV-42',
    currencyCode: 'USD',
    locale: 'en-US',
    timeZone: 'America/New_York',
    issueTime: new Date('2026-02-02T15:00:00Z'),
    periodStart: new Date('2026-01-01T05:00:00Z'),
    periodEnd: new Date('2026-02-01T05:00:00Z'),
    issuer: { legalName: 'Initech LLC', email: 'billing@initech.example' },
    customer: { legalName: 'Zoë Łukasiewicz-Ørsted', countryCode: 'PL' },
    lines: Array.from({ length: lines }, (_, i) => ({
      description: `Line ${i + 1}`,
      quantity: '3',
      unitPrice: '0.5',
      amount: '1.50',
      credit: '0.00',
    })),
    // 1.50 per line, by hand: 1,000 lines are 1,500.00.
    subtotal: lines === 1000 ? '1500.00' : '1.50',
    credit: '0.00',
    taxes: [{ label: '', amount: '0.00' }],
    total: lines === 1000 ? '1500.00' : '1.50',
    amountPaid: '0.00',
    amountDue: lines === 1000 ? '1500.00' : '1.50',
    footer: 'Pay by wire: ACH routing 021000021, account 1234567890',
    creationDate: new Date('2026-02-02T15:00:00Z'),
    ...extra,
  };
}

describe('document formats', () => {
  it('writes amounts with the currency minor digits as the locale does', () => {
    const cases: [string, string, string, string][] = [
      ['en-US', 'USD', '1234567.89', '$1,234,567.89'],
      ['fr-FR', 'EUR', '1234567.89', '1 234 567,89 €'],
      ['de-DE', 'EUR', '-5.00', '-5,00 €'],
      ['en-US', 'JPY', '1234', '¥1,234'],
      ['en-US', 'KWD', '1.234', 'KWD 1.234'],
      // More digits than a double holds: every one is kept.
      ['en-US', 'USD', '12345678901234567.89', '$12,345,678,901,234,567.89'],
    ];
    for (const [locale, currency, value, expected] of cases) {
      expect(spaced(new DocumentFormat(locale, currency, 'UTC').money(value)), `${locale} ${value}`).toBe(
        expected,
      );
    }
  });

  it('writes unit prices to six significant digits, quantities and credits as they are', () => {
    const usd = new DocumentFormat('en-US', 'USD', 'UTC');
    expect(usd.price('0.0025')).toBe('$0.0025');
    // 3,086.42 / 1,234,567 does not end.
    expect(usd.price('0.002500002025001478251079')).toBe('$0.0025');
    expect(usd.price('0.00123456789')).toBe('$0.00123457');
    expect(usd.price('3')).toBe('$3.00');
    expect(usd.price('1234567.891')).toBe('$1,234,567.89');
    expect(usd.quantity('1000.5')).toBe('1,000.5');
    expect(usd.credit('100.00')).toBe('-$100.00');
    expect(usd.credit('0.00')).toBe('$0.00');
  });

  it('writes a period by its first and last days in the time zone', () => {
    const ny = new DocumentFormat('en-US', 'USD', 'America/New_York');
    expect(ny.period(new Date('2026-01-01T05:00:00Z'), new Date('2026-02-01T05:00:00Z'))).toBe(
      'January 1, 2026 – January 31, 2026',
    );
    const paris = new DocumentFormat('fr-FR', 'EUR', 'Europe/Paris');
    expect(paris.date(new Date('2026-02-28T23:30:00Z'))).toBe('1 mars 2026');
  });
});

describe('invoice PDF', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'invoice-pdf-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function read(pdf: Buffer, name: string) {
    const file = join(dir, `${name}.pdf`);
    await writeFile(file, pdf);
    const text = spaced((await run('pdftotext', ['-layout', file, '-'])).stdout);
    // In the order written, blanks made one space: a name wrapped over two lines reads whole.
    const flow = spaced((await run('pdftotext', ['-raw', file, '-'])).stdout).replace(/\s+/g, ' ');
    const info = (await run('pdfinfo', [file])).stdout;
    return { text, flow, pages: Number(/Pages:\s+(\d+)/.exec(info)![1]), info };
  }

  it('gives the same bytes for the same invoice, and other bytes for another', async () => {
    const a = await renderInvoicePdf(invoice(3));
    const b = await renderInvoicePdf(invoice(3));
    expect(Buffer.compare(a, b)).toBe(0);
    const other = await renderInvoicePdf(invoice(3, { number: 'INV-43' }));
    expect(Buffer.compare(a, other)).not.toBe(0);
    const { info } = await read(a, 'same');
    // The creation date is the invoice's, not the clock's.
    expect(info).toMatch(/CreationDate:\s+Mon Feb\s+2 15:00:00 2026 (UTC|GMT)/);
  });

  it("places one-line texts exactly as pdfkit's line wrapping does: the same bytes", async () => {
    const cases: InvoiceDocument[] = [
      invoice(3),
      invoice(1000),
      invoice(45, { status: 'VOID', locale: 'de-DE', currencyCode: 'EUR' }),
      invoice(1, {
        status: 'DRAFT',
        number: '',
        lines: [
          // Wraps, is empty, breaks a line, is a long unbroken word, nearly fills its column: pdfkit's path.
          {
            description: 'A description long enough to wrap over several lines of its column in the table',
            quantity: '1',
            unitPrice: '1',
            amount: '1.00',
            credit: '0.00',
          },
          {
            description: '',
            quantity: '123456789012345678901234.5678',
            unitPrice: '0.5',
            amount: '99999999999999999.99',
            credit: '0.00',
          },
          { description: 'Two\nlines', quantity: '2', unitPrice: '0.5', amount: '1.00', credit: '1.00' },
          {
            description: 'Supercalifragilisticexpialidocious-with-no-space-to-break-on-at-all',
            quantity: '1',
            unitPrice: '1',
            amount: '1.00',
            credit: '0.00',
          },
        ],
      }),
    ];
    for (const document of cases) {
      const quick = await renderInvoicePdf(document);
      const wrapped = await renderInvoicePdfWrappingEveryText(document);
      expect(Buffer.compare(quick, wrapped), `${document.lines.length} lines, ${document.status}`).toBe(0);
    }
  });

  it('prints names in any European script and the euro sign', async () => {
    const pdf = await renderInvoicePdf(
      invoice(1, {
        currencyCode: 'EUR',
        locale: 'de-DE',
        customer: { legalName: 'Zoë Łukasiewicz-Ørsted · Ελληνικά · Кириллица' },
      }),
    );
    const { text, flow } = await read(pdf, 'scripts');
    expect(flow).toContain('Zoë Łukasiewicz-Ørsted · Ελληνικά · Кириллица');
    expect(text).toMatch(/Gesamt\s+1,50 €/);
  });

  it('spreads 1,000 lines over pages, repeating the header, with the totals on the last page', async () => {
    const pdf = await renderInvoicePdf(invoice(1000));
    const { text, pages } = await read(pdf, 'long');
    expect(pages).toBeGreaterThan(15);
    const pageTexts = text.split('\f').filter((page) => page.trim() !== '');
    expect(pageTexts).toHaveLength(pages);
    for (const [i, page] of pageTexts.entries()) {
      expect(page, `page ${i + 1}`).toMatch(/Description\s+Quantity\s+Unit price\s+Amount\s+Credit/);
      expect(page, `page ${i + 1}`).toContain(`Page ${i + 1} of ${pages}`);
      if (i > 0) expect(page, `page ${i + 1}`).toContain('Initech LLC · Invoice INV-42 (continued)');
      if (i < pages - 1) expect(page, `page ${i + 1}`).not.toContain('Amount due');
    }
    // Every line once, in order; the totals after the last.
    const lines = [...text.matchAll(/Line (\d+)\s+3\s+\$0\.50\s+\$1\.50/g)].map((m) => Number(m[1]));
    expect(lines).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
    const last = pageTexts.at(-1)!;
    expect(last).toMatch(/Subtotal\s+\$1,500\.00/);
    expect(last).toMatch(/Amount due\s+\$1,500\.00/);
    expect(last.indexOf('Line 1000')).toBeLessThan(last.indexOf('Subtotal'));
  });

  it('escapes every value in the HTML form', () => {
    const html = renderInvoiceHtml(
      invoice(1, {
        customer: { legalName: '<script>alert(1)</script> & "Co"' },
        status: 'DRAFT',
        number: '',
      }),
    );
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<div class="mark" data-status="DRAFT">DRAFT</div>');
  });
});
