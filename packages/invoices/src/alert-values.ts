/**
 * The values the alerts watching a batch of computed DRAFTs look at (docs/alerts.md): SPEND is the DRAFT's total
 * as just computed; USAGE is the meter's aggregate over the DRAFT's billing period, read for every customer of the
 * batch that has a USAGE alert in one ClickHouse query per distinct period. Customers without an alert cost
 * nothing beyond the one indexed read of the alerts table per batch.
 */
import {
  type AlertObservation,
  type AlertRow,
  type ComputedInvoice,
  readMeters,
  readWatchingAlerts,
} from '@billing/domain';
import type { InvoiceRow } from '@billing/domain/invoice-store';
import { watchedQuantity } from '@billing/rating';
import { meterUsagesForCustomers } from '@billing/usage';
import type { BillingContext } from './context.ts';

export interface ComputedDraft {
  row: InvoiceRow;
  computed: ComputedInvoice;
}

/**
 * `watching`: the alerts of the drafts' customers (readWatchingAlerts) when the caller read them already, beside
 * the computation of the DRAFTs (refreshDrafts: a round trip on another connection while the DRAFTs' usage is
 * read, not one more after it); read here otherwise.
 */
export async function observeAlerts(
  ctx: BillingContext,
  drafts: readonly ComputedDraft[],
  watchingRead?: Map<string, AlertRow[]>,
): Promise<AlertObservation[]> {
  if (drafts.length === 0) return [];
  const watching =
    watchingRead ??
    (await readWatchingAlerts(
      ctx,
      drafts.map((d) => d.row.customer_id),
    ));
  if (watching.size === 0) return [];
  const observations: AlertObservation[] = [];
  const usageDrafts: { draft: ComputedDraft; alerts: (typeof observations)[number]['alert'][] }[] = [];
  for (const draft of drafts) {
    const alerts = watching.get(draft.row.customer_id) ?? [];
    const base = {
      customerId: draft.row.customer_id,
      contractId: draft.row.contract_id,
      invoiceId: draft.row.id,
      periodStart: draft.row.period_start,
      periodEnd: draft.computed.periodEnd,
    };
    for (const alert of alerts.filter((a) => a.type === 'SPEND')) {
      observations.push({
        ...base,
        alert,
        value: draft.computed.total,
        currencyCode: draft.row.currency_code,
      });
    }
    const usage = alerts.filter((a) => a.type === 'USAGE');
    if (usage.length > 0) usageDrafts.push({ draft, alerts: usage });
  }
  if (usageDrafts.length === 0) return observations;
  const meters = new Map(
    (await readMeters(ctx, [...new Set(usageDrafts.flatMap((u) => u.alerts.map((a) => a.meter_id)))])).map(
      (m) => [m.name.slice('meters/'.length), m],
    ),
  );
  // One read per billing period: the drafts of a bill run or refresh pass mostly share it.
  const byPeriod = new Map<string, typeof usageDrafts>();
  for (const u of usageDrafts) {
    const key = `${u.draft.row.period_start.getTime()}/${u.draft.computed.periodEnd.getTime()}`;
    byPeriod.set(key, [...(byPeriod.get(key) ?? []), u]);
  }
  for (const group of byPeriod.values()) {
    const { period_start: start } = group[0]!.draft.row;
    const end = group[0]!.draft.computed.periodEnd;
    const meterIds = [...new Set(group.flatMap((u) => u.alerts.map((a) => a.meter_id)))].filter((id) =>
      meters.has(id),
    );
    const reads = meterIds.map((id) => ({ meter: meters.get(id)!, cuts: [start, end] }));
    const usage = await meterUsagesForCustomers(
      ctx,
      [...new Set(group.map((u) => u.draft.row.customer_id))],
      reads,
    );
    for (const { draft, alerts } of group) {
      const rows = usage.get(draft.row.customer_id);
      for (const alert of alerts) {
        const i = meterIds.indexOf(alert.meter_id);
        // The meter was checked when the alert was made; a missing one leaves nothing to watch.
        if (i < 0) continue;
        const value = watchedQuantity(
          meters.get(alert.meter_id)!.aggregation,
          rows?.[i] ?? [],
          alert.dimensions,
        );
        observations.push({
          alert,
          customerId: draft.row.customer_id,
          contractId: draft.row.contract_id,
          invoiceId: draft.row.id,
          periodStart: draft.row.period_start,
          periodEnd: end,
          value: value.toFixed(),
          currencyCode: '',
        });
      }
    }
  }
  return observations;
}
