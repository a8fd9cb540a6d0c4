import { compileFilterToSql, type FilterFields, parseFilter } from '@billing/core';
import type { Context } from '../context.ts';
import { loadCustomerRow } from '../customers/get.ts';
import { type Page, type PageRequest, paginate } from '../shared/paging.ts';
import { loadInvoiceLines } from './get.ts';
import { type InvoiceRow, toInvoice } from './resource.ts';
import { INVOICE_STATUSES, type InvoiceJson } from './schema.ts';

/** docs/api-conventions.md: invoices filter on `status contract periodStartTime periodEndTime createTime`. */
export const INVOICE_FILTER: FilterFields = {
  fields: {
    status: { column: 'status', type: 'enum', enumValues: INVOICE_STATUSES },
    contract: { column: "'customers/' || customer_id || '/contracts/' || contract_id", type: 'string' },
    periodStartTime: { column: 'period_start', type: 'timestamp' },
    periodEndTime: { column: 'period_end', type: 'timestamp' },
    createTime: { column: 'create_time', type: 'timestamp' },
  },
};

/** `GET customers/{customer}/invoices`: oldest first (creation order), with AIP-160 `filter`. */
export async function listInvoices(
  ctx: Context,
  customerId: string,
  request: PageRequest & { filter?: string | undefined },
): Promise<Page<InvoiceJson>> {
  await loadCustomerRow(ctx, customerId);
  const filter = request.filter?.trim() ?? '';
  const expr = parseFilter(filter);
  const page = await paginate(
    ctx,
    request,
    { collection: 'invoices', customer: customerId, filter },
    (after, limit) => {
      const params: unknown[] = [ctx.organization, customerId, after, limit];
      const clause = expr ? ` AND (${compileFilterToSql(expr, INVOICE_FILTER, params)})` : '';
      return ctx.sql.unsafe<InvoiceRow[]>(
        `SELECT * FROM invoices WHERE organization_id = $1 AND customer_id = $2 AND seq > $3${clause}
         ORDER BY seq LIMIT $4`,
        params as never[],
      );
    },
    (row) => row,
  );
  const lines = await loadInvoiceLines(
    ctx,
    customerId,
    page.items.map((row) => row.id),
  );
  return {
    items: page.items.map((row) => toInvoice(row, lines.get(row.id)!)),
    nextPageToken: page.nextPageToken,
  };
}
