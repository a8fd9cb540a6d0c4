/**
 * A DRAFT for every billing period of every contract up to the one containing `asOf` (docs/invoices.md "DRAFTs: created, kept current": the current
 * period's, and each past period's of a contract that started in the past). Periods that have an invoice keep
 * it; the unique index makes two bill runs at once insert one. A period whose issued invoice was cut at an
 * earlier contract end gets a DRAFT for the rest of it ("An end moved past an issued, cut period").
 */
import {
  type DraftPeriod,
  getOrganization,
  insertDrafts,
  issuedRemainders,
  readOrganizationContracts,
} from '@billing/domain';
import type { InvoiceRow } from '@billing/domain/invoice-store';
import { billingPeriods } from '@billing/rating';
import type { BillingContext } from './context.ts';

export async function ensureDrafts(
  ctx: BillingContext,
  asOf: Date,
  only: { customerId?: string; contractId?: string } = {},
): Promise<InvoiceRow[]> {
  const { timeZone } = await getOrganization(ctx);
  const contracts = await readOrganizationContracts(ctx, only);
  const at = asOf.getTime();
  const periods: DraftPeriod[] = [];
  for (const contract of contracts) {
    const { origin } = contract;
    if (origin.startTime.getTime() > at) continue;
    for (const period of billingPeriods(
      origin.billingAnchorDay,
      timeZone,
      origin.startTime,
      contract.endTime,
      origin.startTime,
      at + 1,
    )) {
      periods.push({
        customerId: contract.customerId,
        contractId: contract.contractId,
        periodStart: period.startTime,
        periodEnd: period.endTime,
      });
    }
  }
  const created: InvoiceRow[] = [];
  // Bounded statements: 5 arrays of 5,000 a batch.
  for (let i = 0; i < periods.length; i += 5000) {
    let batch = periods.slice(i, i + 5000);
    // A remainder's own invoice may be issued cut too (the end moved twice): each round looks one step further.
    while (batch.length > 0) {
      created.push(...(await insertDrafts(ctx, batch)));
      batch = await issuedRemainders(ctx, batch);
    }
  }
  return created;
}
