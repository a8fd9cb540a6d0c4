/**
 * Tax on stored invoices (docs/tax.md): after credits, each line's tax is asked of the tax calculator, and the
 * line's and the invoice's totals become subtotal - credit + tax. DRAFTs get it at every computation, and the
 * finalizing computation freezes it with the rest.
 */
import { taxCalculator } from '@billing/charges';
import { Decimal, formatAmount } from '@billing/core';
import type { ComputedInvoice } from '@billing/domain';
import type { InvoiceRow } from '@billing/domain/invoice-store';
import type { BillingContext } from './context.ts';

export async function taxComputedInvoices(
  ctx: BillingContext,
  invoices: readonly { row: InvoiceRow; computed: ComputedInvoice }[],
): Promise<void> {
  if (invoices.length === 0) return;
  const answers = await taxCalculator.calculate(
    ctx,
    invoices.map(({ row, computed }) => ({
      customerId: row.customer_id,
      currencyCode: row.currency_code,
      periodEnd: computed.periodEnd,
      lines: computed.lines.map((line) => ({
        product: line.product,
        subtotal: new Decimal(line.subtotal),
        credit: new Decimal(line.credit),
      })),
    })),
  );
  invoices.forEach(({ row, computed }, i) => {
    const answer = answers[i]!;
    const amount = (value: Decimal) => formatAmount(value, row.currency_code);
    computed.lines.forEach((line, k) => {
      const { tax, rate } = answer.lines[k]!;
      line.tax = amount(tax);
      line.total = amount(new Decimal(line.subtotal).minus(line.credit).plus(tax));
      if (rate)
        line.taxRate = {
          name: rate.name,
          displayName: rate.displayName,
          percentage: rate.percentage.toFixed(),
        };
    });
    computed.tax = amount(answer.tax);
    computed.total = amount(new Decimal(computed.subtotal).plus(answer.tax).minus(computed.credit));
  });
}
