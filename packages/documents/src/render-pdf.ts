/**
 * An invoice as a PDF (A4), drawn with pdfkit in process. Deterministic: the creation date is the document's
 * own (the finalize time), pdfkit derives the file id and the font subset tags from the content, and nothing
 * reads the clock or a random source, so the same invoice gives the same bytes. Text is real text in embedded
 * fonts (with their Unicode maps), so it extracts cleanly. Long invoices continue on further pages, each
 * repeating the header and the table's column titles; the totals and the footer come after the last line.
 */
import PDFDocument from 'pdfkit';
import { documentTitle, invoiceFacts, partyLines, statusMark, totalRows } from './document-view.ts';
import { documentFonts } from './fonts.ts';
import { DocumentFormat } from './formatting.ts';
import type { DocumentParty, InvoiceDocument } from './invoice-document.ts';

type Pdf = PDFKit.PDFDocument;
type TextOptions = PDFKit.Mixins.TextOptions;

/** pdfkit's own placing of one line of text (untyped): what its line wrapping calls for each line. */
interface PdfkitText {
  _fragment(text: string, x: number, y: number, options: Record<string, unknown>): void;
}

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Where content stops: room below for the page number. */
const CONTENT_BOTTOM = PAGE.height - PAGE.margin - 20;
const REGULAR = 'regular';
const BOLD = 'bold';
const TEXT_SIZE = 9;
const GRAY = '#555555';
/** Points between lines of a paragraph. */
const LINE_GAP = 1;
/** A cell narrower than its column by this much is on one line (pdfkit rounds each word's width). */
const FIT_MARGIN = 1;
/** What may make pdfkit break a line or print something else than the text: line breaks, soft hyphens. */
const BREAKS = /[\n\r\v\f\u0085\u2028\u2029\u00ad]/;
const RULE = '#bbbbbb';

/** Table columns: description takes what the four figures leave. */
const COLUMNS = (() => {
  const figure = 82;
  const description = CONTENT_WIDTH - 4 * figure;
  const x = PAGE.margin;
  return [
    { key: 'description', x, width: description - 6, align: 'left' },
    { key: 'quantity', x: x + description, width: figure - 6, align: 'right' },
    { key: 'unitPrice', x: x + description + figure, width: figure - 6, align: 'right' },
    { key: 'amount', x: x + description + 2 * figure, width: figure - 6, align: 'right' },
    { key: 'credit', x: x + description + 3 * figure, width: figure, align: 'right' },
  ] as const;
})();

type Cells = Record<(typeof COLUMNS)[number]['key'], string>;

/**
 * pdfkit lays out each word once per document and keeps it in its font object; the fonts are the same parsed
 * fonts in every document, so a word's layout is the same too. Sharing it across documents saves most of the
 * text's cost (amounts, labels, names recur). Started afresh every few hundred documents, so it stays small.
 */
const sharedLayouts = new Map<string, object>();
const LAYOUTS_KEPT_FOR = 500;
let documentsSinceFresh = 0;

function shareLayouts(doc: Pdf, fonts: readonly string[]): void {
  if (++documentsSinceFresh > LAYOUTS_KEPT_FOR) {
    sharedLayouts.clear();
    documentsSinceFresh = 1;
  }
  for (const name of fonts) {
    doc.font(name);
    // pdfkit's own per-font cache of word layouts; without it (another pdfkit) documents are only slower.
    const font = (doc as unknown as { _font?: { layoutCache?: object } })._font;
    if (!font || typeof font.layoutCache !== 'object') continue;
    let layouts = sharedLayouts.get(name);
    if (!layouts) {
      layouts = Object.create(null) as object;
      sharedLayouts.set(name, layouts);
    }
    font.layoutCache = layouts;
  }
}

class InvoicePdf {
  private readonly doc: Pdf;
  private readonly format: DocumentFormat;
  private y = PAGE.margin;

  constructor(
    private readonly invoice: InvoiceDocument,
    /** False: every text through pdfkit's own wrapping and measuring (what the one-line placing must equal). */
    private readonly oneLinePlacing = true,
  ) {
    this.format = new DocumentFormat(invoice.locale, invoice.currencyCode, invoice.timeZone);
    this.doc = new PDFDocument({
      size: 'A4',
      margin: PAGE.margin,
      bufferPages: true,
      // No default font: pdfkit would load Helvetica's metrics for nothing.
      font: null as unknown as string,
      info: {
        Title: documentTitle(invoice, this.format),
        Author: invoice.issuer.legalName,
        CreationDate: invoice.creationDate,
      },
    });
    const fonts = documentFonts();
    this.doc.registerFont(REGULAR, fonts.regular);
    this.doc.registerFont(BOLD, fonts.bold);
    shareLayouts(this.doc, [REGULAR, BOLD]);
  }

  render(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    this.firstPage();
    this.tableHeader();
    for (const line of this.invoice.lines) {
      this.row({
        description: line.description,
        quantity: this.format.quantity(line.quantity),
        unitPrice: this.format.price(line.unitPrice),
        amount: this.format.money(line.amount),
        credit: this.format.credit(line.credit),
      });
    }
    this.totals();
    this.footer();
    this.finishPages();
    this.doc.end();
    return done;
  }

  /**
   * Text at (x, y). A text in a `width`, aligned left or right, that fits on one line is placed as pdfkit's line
   * wrapping places a text of one line: the same fragment (pdfkit's own `_fragment`, which aligns it in the line's
   * width), at the same place, then the position a line lower and back at its left. The wrapping's word-by-word
   * measuring, most of what text costs, is skipped; the bytes are the same (the documents' hashes did not
   * change). pdfkit's `text` draws anything else: other options, several lines, and a line that would end near
   * the page's bottom (where pdfkit would open a page).
   */
  private text(value: string, x: number, y: number, options: TextOptions = {}): void {
    const { width, align = 'left', ...others } = options;
    const doc = this.doc as Pdf & PdfkitText;
    const lineHeight = doc.currentLineHeight(true);
    if (
      !this.oneLinePlacing ||
      width === undefined ||
      (align !== 'left' && align !== 'right') ||
      Object.keys(others).length > 0 ||
      y + lineHeight > doc.page.maxY() - FIT_MARGIN ||
      !this.fitsOnOneLine(value, width)
    ) {
      doc.text(value, x, y, { lineGap: LINE_GAP, ...options });
      return;
    }
    doc.x = x;
    doc.y = y;
    doc._fragment(value, x, y, {
      lineGap: LINE_GAP,
      width,
      align,
      columns: 0,
      columnGap: 18,
      rotation: 0,
      // The line width as pdfkit's wrapping works it out (no scaling, one column).
      lineWidth: ((width * 100) / 100 - 18 * (1 - 1)) / 1,
      textWidth: doc.widthOfString(value),
      wordCount: value.trim().split(/\s+/).length,
    });
    doc.y += lineHeight + LINE_GAP;
    doc.x = x;
  }

  /** Whether `value` is one line in `width` with room to spare: what pdfkit's line wrapping finds too. */
  private fitsOnOneLine(value: string, width: number): boolean {
    return value !== '' && !BREAKS.test(value) && this.doc.widthOfString(value) <= width - FIT_MARGIN;
  }

  /**
   * The height `value` takes in a column `width` wide. Most cells (amounts, quantities, short descriptions) fit
   * on one line with room to spare; for them the height is one line's, added and taken off the current position
   * as pdfkit's `heightOfString` does (so the very same number), without laying the text out a second time.
   * Anything else (a line break, a soft hyphen, an empty or nearly full cell) is measured by pdfkit.
   */
  private heightOf(value: string, width: number): number {
    const { doc } = this;
    if (this.oneLinePlacing && this.fitsOnOneLine(value, width)) {
      const y = doc.y;
      return y + (doc.currentLineHeight(true) + LINE_GAP) - y;
    }
    return doc.heightOfString(value, { width, lineGap: LINE_GAP });
  }

  private firstPage(): void {
    const { invoice, format, doc } = this;
    const labels = format.labels;
    const rightX = PAGE.margin + CONTENT_WIDTH / 2;
    const half = CONTENT_WIDTH / 2;
    doc.font(BOLD).fontSize(16).fillColor('black');
    this.text(invoice.issuer.legalName, PAGE.margin, PAGE.margin, { width: half - 10 });
    let left = doc.y + 4;
    doc.font(REGULAR).fontSize(TEXT_SIZE);
    left = this.party(invoice.issuer, PAGE.margin, left, half - 10);

    doc.font(BOLD).fontSize(20);
    this.text(labels.invoice, rightX, PAGE.margin, { width: half, align: 'right' });
    let right = doc.y + 6;
    for (const [label, value] of invoiceFacts(invoice, format)) {
      doc.font(REGULAR).fontSize(TEXT_SIZE).fillColor(GRAY);
      this.text(label, rightX, right, { width: 100 });
      doc.fillColor('black');
      this.text(value, rightX + 100, right, { width: half - 100, align: 'right' });
      right = Math.max(doc.y, right + 12) + 2;
    }

    let y = Math.max(left, right) + 18;
    doc.font(BOLD).fontSize(TEXT_SIZE).fillColor(GRAY);
    this.text(labels.billTo, PAGE.margin, y, { width: half });
    doc.fillColor('black').fontSize(11);
    this.text(invoice.customer.legalName, PAGE.margin, doc.y + 2, { width: half });
    doc.font(REGULAR).fontSize(TEXT_SIZE);
    y = this.party(invoice.customer, PAGE.margin, doc.y + 2, half);
    this.y = y + 18;
  }

  /** The party's address, email and tax id under its name; returns where it ends. */
  private party(party: DocumentParty, x: number, y: number, width: number): number {
    const lines = partyLines(party);
    if (lines.length === 0) return y;
    this.doc.fillColor('black');
    this.text(lines.join('\n'), x, y, { width });
    return this.doc.y;
  }

  /** The top of a continuation page: who issued which invoice, then the column titles again. */
  private continuationPage(): void {
    const { doc, invoice, format } = this;
    doc.addPage();
    doc.font(BOLD).fontSize(TEXT_SIZE).fillColor('black');
    const title = [invoice.issuer.legalName, `${format.labels.invoice} ${invoice.number}`.trim()].join(' · ');
    this.text(`${title} (${format.labels.continued})`, PAGE.margin, PAGE.margin, { width: CONTENT_WIDTH });
    this.y = doc.y + 12;
    this.tableHeader();
  }

  private tableHeader(): void {
    const { doc, format } = this;
    const labels = format.labels;
    doc.font(BOLD).fontSize(TEXT_SIZE).fillColor(GRAY);
    const titles: Cells = {
      description: labels.description,
      quantity: labels.quantity,
      unitPrice: labels.unitPrice,
      amount: labels.amount,
      credit: labels.credit,
    };
    let height = 0;
    for (const column of COLUMNS) {
      this.text(titles[column.key], column.x, this.y, { width: column.width, align: column.align });
      height = Math.max(height, doc.y - this.y);
    }
    this.y += height + 3;
    this.rule();
    doc.font(REGULAR).fillColor('black');
  }

  private rule(color = RULE): void {
    this.doc
      .moveTo(PAGE.margin, this.y)
      .lineTo(PAGE.margin + CONTENT_WIDTH, this.y)
      .lineWidth(0.5)
      .strokeColor(color)
      .stroke();
    this.y += 4;
  }

  private row(cells: Cells): void {
    const { doc } = this;
    doc.font(REGULAR).fontSize(TEXT_SIZE).fillColor('black');
    const height = Math.max(...COLUMNS.map((c) => this.heightOf(cells[c.key], c.width)));
    if (this.y + height > CONTENT_BOTTOM) this.continuationPage();
    for (const column of COLUMNS) {
      this.text(cells[column.key], column.x, this.y, { width: column.width, align: column.align });
    }
    this.y += height + 4;
  }

  private totals(): void {
    const { invoice, format, doc } = this;
    const rows = totalRows(invoice, format);
    const rowHeight = 15;
    if (this.y + 8 + rows.length * rowHeight > CONTENT_BOTTOM) this.continuationPage();
    this.y += 4;
    this.rule('black');
    const labelX = PAGE.margin + CONTENT_WIDTH - 260;
    for (const { label, value, strong } of rows) {
      doc
        .font(strong ? BOLD : REGULAR)
        .fontSize(strong ? 10 : TEXT_SIZE)
        .fillColor('black');
      this.text(label, labelX, this.y, { width: 140 });
      this.text(value, labelX + 140, this.y, { width: 120, align: 'right' });
      this.y += rowHeight;
    }
  }

  private footer(): void {
    const { doc, invoice } = this;
    if (invoice.footer.trim() === '') return;
    doc.font(REGULAR).fontSize(TEXT_SIZE);
    const height = this.heightOf(invoice.footer, CONTENT_WIDTH);
    if (this.y + 16 + height > CONTENT_BOTTOM) this.continuationPage();
    this.y += 16;
    doc.fillColor(GRAY);
    this.text(invoice.footer, PAGE.margin, this.y, { width: CONTENT_WIDTH });
    this.y = doc.y;
  }

  /** Page numbers on every page, and the DRAFT or VOID mark across each. */
  private finishPages(): void {
    const { doc, invoice, format } = this;
    const range = doc.bufferedPageRange();
    const mark = statusMark(invoice, format);
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      // Writing under the bottom margin would make pdfkit open a page.
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.font(REGULAR).fontSize(8).fillColor(GRAY);
      this.text(format.labels.page(i + 1, range.count), PAGE.margin, PAGE.height - PAGE.margin - 10, {
        width: CONTENT_WIDTH,
        align: 'right',
      });
      if (mark) {
        // Level, not slanted: a slanted word extracts as scattered letters.
        doc.save();
        doc.font(BOLD).fontSize(96).fillColor('#cc0000').fillOpacity(0.18);
        this.text(mark, 0, PAGE.height / 2 - 60, { width: PAGE.width, align: 'center', lineBreak: false });
        doc.restore();
      }
      doc.page.margins.bottom = bottom;
    }
  }
}

export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  return new InvoicePdf(invoice).render();
}

/** The same document with every text wrapped and measured by pdfkit: the reference the tests compare with. */
export function renderInvoicePdfWrappingEveryText(invoice: InvoiceDocument): Promise<Buffer> {
  return new InvoicePdf(invoice, false).render();
}
