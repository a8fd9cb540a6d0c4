/**
 * The values the alerts watching a batch of computed DRAFTs look at (docs/alerts.md): SPEND is the DRAFT's total
 * as just computed; USAGE is the meter's aggregate over the DRAFT's billing period, read for every customer of the
 * batch that has a USAGE alert in one ClickHouse query per distinct period. Customers without an alert cost
 * nothing beyond the one indexed read of the alerts table per batch; an alert whose thresholds all fired in the
 * DRAFT's period costs its read of the firings and nothing more.
 */
import {
  type AlertObservation,
  type AlertRow,
  type ComputedInvoice,
  readFiredThresholds,
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
 * The alerts watching a batch's DRAFTs (readWatchingAlerts: by customer) and, for each DRAFT's billing period and
 * alert, the thresholds fired in it already (`fired`, by firedKey).
 */
export interface WatchingAlerts {
  alerts: Map<string, AlertRow[]>;
  fired: Map<string, ReadonlySet<string>>;
}

const periodKey = (row: InvoiceRow) => `${row.customer_id}/${row.contract_id}/${row.period_start.getTime()}`;
const firedKey = (alertSeq: string, row: InvoiceRow) => `${alertSeq}/${periodKey(row)}`;

/**
 * Two statements for the batch: its customers' alerts, then what fired in the periods of the DRAFTs an alert
 * watches (one primary key descent per period, readFiredThresholds); none of the second when no alert watches.
 * A customer who stays past its thresholds all period is then observed for nothing, and fireAlerts sends nothing
 * for it. Neither needs the DRAFTs' computation: refreshDrafts sends them beside it.
 */
export async function readAlertsWatching(
  ctx: BillingContext,
  rows: readonly InvoiceRow[],
): Promise<WatchingAlerts> {
  const alerts = await readWatchingAlerts(
    ctx,
    rows.map((r) => r.customer_id),
  );
  const periods = new Map<string, InvoiceRow>();
  for (const row of rows) if (alerts.has(row.customer_id)) periods.set(periodKey(row), row);
  const watched = [...periods.values()];
  const found = await readFiredThresholds(
    ctx,
    watched.map((row) => ({
      customerId: row.customer_id,
      contractId: row.contract_id,
      periodStart: row.period_start,
    })),
  );
  const fired = new Map<string, Set<string>>();
  for (const [i, row] of watched.entries()) {
    for (const { alertSeq, threshold } of found[i]!) {
      const key = firedKey(alertSeq, row);
      fired.set(key, (fired.get(key) ?? new Set()).add(threshold));
    }
  }
  return { alerts, fired };
}

/**
 * The values of the alerts watching `drafts`, but of those whose every threshold fired in the DRAFT's period
 * already (no ClickHouse read for such a USAGE alert). `watchingRead`: readAlertsWatching of the drafts' rows when
 * the caller read it already, beside the computation of the DRAFTs (refreshDrafts: round trips on another
 * connection while the DRAFTs' usage is read, not more after it); read here otherwise.
 */
export async function observeAlerts(
  ctx: BillingContext,
  drafts: readonly ComputedDraft[],
  watchingRead?: WatchingAlerts,
): Promise<AlertObservation[]> {
  if (drafts.length === 0) return [];
  const { alerts: watching, fired } =
    watchingRead ??
    (await readAlertsWatching(
      ctx,
      drafts.map((d) => d.row),
    ));
  if (watching.size === 0) return [];
  const observations: AlertObservation[] = [];
  const usageDrafts: { draft: ComputedDraft; alerts: (typeof observations)[number]['alert'][] }[] = [];
  for (const draft of drafts) {
    const alerts = (watching.get(draft.row.customer_id) ?? []).filter((a) => {
      const done = fired.get(firedKey(a.seq, draft.row));
      return !done || a.thresholds.some((t) => !done.has(t));
    });
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
        fired: fired.get(firedKey(alert.seq, draft.row)),
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
          fired: fired.get(firedKey(alert.seq, draft.row)),
        });
      }
    }
  }
  return observations;
}
