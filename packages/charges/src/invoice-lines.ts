/** The id and description of a computed invoice line: deterministic, so a recomputation names it the same. */

import { createHash } from 'node:crypto';
import { idFromName } from '@billing/core';
import { commitmentLineDescription, isCommitmentLine } from './commitment-lines.ts';
import { invoiceLineToJson } from './line-json.ts';
import type { ContractLine } from './rate-customer.ts';

/**
 * `line-` and 20 hex digits of a hash of what makes the line one (docs/invoices.md): contract, product, rate, rate
 * segment start and dimension values, and the subscription of a subscription's line (two subscriptions of a
 * contract may hold the same item). The same usage line keeps its id as usage grows.
 */
export function lineId(line: ContractLine): string {
  const key = JSON.stringify([
    line.contract,
    line.product,
    line.rateId,
    line.startTime.toISOString(),
    Object.entries(line.dimensions),
    // Appended only when set, so usage lines keep the ids they had before subscriptions.
    ...(line.subscription === undefined ? [] : [line.subscription]),
  ]);
  return `line-${createHash('sha256').update(key).digest('hex').slice(0, 20)}`;
}

/** One formatter per time zone: building an Intl.DateTimeFormat costs ~0.1 ms, a bill run formats every line. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** YYYY-MM-DD of an instant in the organization's time zone. */
function localDate(time: Date, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  return format.format(time);
}

/**
 * "{product display name} ({key}={value}, ...) {first day} - {last day}": the dimension part only when the line
 * has dimensions; the days are those the segment covers, in the organization's time zone. A commitment's line
 * names no product: its own description.
 */
export function lineDescription(
  line: ContractLine,
  product: { displayName: string } | undefined,
  timeZone: string,
) {
  if (isCommitmentLine(line)) return commitmentLineDescription(line);
  const name = product?.displayName || idFromName(line.product, 'products', 'product');
  const dimensions = Object.entries(line.dimensions).map(([k, v]) => `${k}=${v}`);
  const first = localDate(line.startTime, timeZone);
  const last = localDate(new Date(line.endTime.getTime() - 1), timeZone);
  const days = first === last ? first : `${first} - ${last}`;
  return dimensions.length > 0 ? `${name} (${dimensions.join(', ')}) ${days}` : `${name} ${days}`;
}

/** `products`: every product a line may name (`lineProducts(terms)`), for the descriptions. */
export function invoiceLineJson(
  line: ContractLine,
  products: ReadonlyMap<string, { displayName: string }>,
  timeZone: string,
  currencyCode: string,
) {
  return {
    id: lineId(line),
    description: lineDescription(line, products.get(line.product), timeZone),
    ...invoiceLineToJson(line, currencyCode),
  };
}
