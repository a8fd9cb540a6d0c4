/**
 * An invoice as one self-contained HTML page: the same view as the PDF, styles inline, no script, no image and
 * no external resource (the API serves it with a Content-Security-Policy that forbids any). Every value from
 * the invoice is escaped.
 */
import { documentTitle, invoiceFacts, partyLines, statusMark, totalRows } from './document-view.ts';
import { DocumentFormat } from './formatting.ts';
import type { DocumentParty, InvoiceDocument } from './invoice-document.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const STYLE = `
body { font-family: 'DejaVu Sans', 'Helvetica Neue', Arial, sans-serif; font-size: 13px; color: #111;
  max-width: 820px; margin: 24px auto; padding: 0 16px; position: relative; }
header { display: flex; justify-content: space-between; gap: 24px; }
h1 { font-size: 26px; margin: 0 0 8px; text-align: right; }
h2 { font-size: 20px; margin: 0 0 4px; }
.party { white-space: pre-line; }
dl { display: grid; grid-template-columns: auto auto; gap: 2px 16px; margin: 0; }
dt { color: #555; } dd { margin: 0; text-align: right; }
.bill-to { margin: 24px 0; } .bill-to h3 { color: #555; font-size: 13px; margin: 0 0 4px; }
table { width: 100%; border-collapse: collapse; }
th { color: #555; text-align: right; border-bottom: 1px solid #bbb; padding: 4px; }
td { text-align: right; padding: 4px; vertical-align: top; }
th:first-child, td:first-child { text-align: left; }
.totals { margin-left: auto; margin-top: 12px; width: 340px; border-top: 1px solid #111; }
.totals .strong td { font-weight: bold; }
.footer { white-space: pre-line; color: #555; margin-top: 24px; }
.mark { position: fixed; top: 40%; left: 0; right: 0; text-align: center; font-size: 120px; font-weight: bold;
  color: rgba(204, 0, 0, 0.18); pointer-events: none; }
`;

function party(value: DocumentParty): string {
  return `<div class="party">${escapeHtml(partyLines(value).join('\n'))}</div>`;
}

export function renderInvoiceHtml(invoice: InvoiceDocument): string {
  const format = new DocumentFormat(invoice.locale, invoice.currencyCode, invoice.timeZone);
  const labels = format.labels;
  const title = documentTitle(invoice, format);
  const mark = statusMark(invoice, format);
  const rows = invoice.lines.map(
    (line) =>
      `<tr><td>${escapeHtml(line.description)}</td><td>${escapeHtml(format.quantity(line.quantity))}</td>` +
      `<td>${escapeHtml(format.price(line.unitPrice))}</td><td>${escapeHtml(format.money(line.amount))}</td>` +
      `<td>${escapeHtml(format.credit(line.credit))}</td></tr>`,
  );
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(invoice.locale)}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>`,
    mark ? `<div class="mark" data-status="${invoice.status}">${escapeHtml(mark)}</div>` : '',
    '<header><div class="issuer">',
    `<h2>${escapeHtml(invoice.issuer.legalName)}</h2>${party(invoice.issuer)}</div>`,
    `<div><h1>${escapeHtml(labels.invoice)}</h1><dl>`,
    ...invoiceFacts(invoice, format).map(
      ([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`,
    ),
    '</dl></div></header>',
    `<section class="bill-to"><h3>${escapeHtml(labels.billTo)}</h3>`,
    `<strong>${escapeHtml(invoice.customer.legalName)}</strong>${party(invoice.customer)}</section>`,
    '<table class="lines"><thead><tr>',
    ...[labels.description, labels.quantity, labels.unitPrice, labels.amount, labels.credit].map(
      (label) => `<th>${escapeHtml(label)}</th>`,
    ),
    `</tr></thead><tbody>${rows.join('')}</tbody></table>`,
    '<table class="totals"><tbody>',
    ...totalRows(invoice, format).map(
      ({ label, value, strong }) =>
        `<tr${strong ? ' class="strong"' : ''}><td>${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</tbody></table>',
    invoice.footer.trim() === '' ? '' : `<div class="footer">${escapeHtml(invoice.footer)}</div>`,
    '</body></html>',
    '',
  ].join('\n');
}
