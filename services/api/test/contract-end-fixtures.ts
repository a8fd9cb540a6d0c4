/**
 * What the tests of a contract end moved (contract-end-moved, contract-end-grace) share: the dates of their
 * October-to-December story and the invoice fields they compare.
 */

export const at = (month: number, d: number, hour = 0) =>
  new Date(Date.UTC(2026, month - 1, d, hour)).toISOString();
export const OCT = at(10, 1);
export const NOV = at(11, 1);
export const NOV15 = at(11, 15);
export const DEC = at(12, 1);
export const DEC10 = at(12, 10);

export interface Money {
  amount: { value: string };
}
export interface InvoiceBody {
  name: string;
  status: string;
  periodStartTime: string;
  periodEndTime: string;
  subtotal: Money;
  total: Money;
  lines: Array<{ product: string; quantity: { value: string }; subtotal: Money }>;
}

export const v = (m: Money) => m.amount.value;
/** An invoice as [start, end, status, total]. */
export const brief = (i: InvoiceBody) => [i.periodStartTime, i.periodEndTime, i.status, v(i.total)];
/** Its lines as [product, quantity, subtotal], commitment lines with product "". */
export const linesOf = (i: { lines: InvoiceBody['lines'] }) =>
  i.lines.map((l) => [l.product, l.quantity.value, v(l.subtotal)]);
