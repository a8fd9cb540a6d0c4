import { canonicalDecimal, Decimal, formatTimestamp } from '@billing/core';
import { reachedThresholds } from '@billing/rating';
import type { Context } from '../context.ts';
import { outboxEvent } from '../outbox/events.ts';
import { writeOutboxEvents } from '../outbox/write-event.ts';
import { type AlertRow, alertName, toAlert } from './resource.ts';

/** What a DRAFT's computation found for one alert watching its customer. */
export interface AlertObservation {
  alert: AlertRow;
  customerId: string;
  contractId: string;
  invoiceId: string;
  periodStart: Date;
  periodEnd: Date;
  /** SPEND: the invoice total (after credits); USAGE: the meter's aggregate over the period. Exact decimal. */
  value: string;
  /** SPEND: the invoice's currency (an alert in another currency does not watch it); USAGE: ''. */
  currencyCode: string;
}

/**
 * Fires the thresholds the observed values reach (>=) that have not fired in that billing period: one
 * `alert_firings` row each, whose primary key lets exactly one of two racing refreshes insert it, and one
 * `alert.triggered` event per row inserted, in the caller's transaction (the one writing the DRAFT). A value that
 * went down (a correction, a void) fires nothing: what it reached before stays fired until the period ends.
 * No statement at all when no threshold is reached.
 */
export async function fireAlerts(ctx: Context, observations: readonly AlertObservation[]): Promise<number> {
  const candidates = observations.flatMap((o) => {
    if (o.alert.type === 'SPEND' && o.alert.currency_code !== o.currencyCode) return [];
    return reachedThresholds(new Decimal(o.value), o.alert.thresholds).map((index) => ({
      o,
      threshold: o.alert.thresholds[index]!,
      index,
    }));
  });
  if (candidates.length === 0) return 0;
  const { sql } = ctx;
  const now = ctx.clock.now();
  const inserted = await sql<
    {
      alert_customer_id: string;
      alert_id: string;
      customer_id: string;
      contract_id: string;
      period_start: Date;
      threshold: string;
    }[]
  >`
    INSERT INTO alert_firings (organization_id, alert_customer_id, alert_id, customer_id, contract_id, period_start,
      threshold, value, fire_time)
    SELECT ${ctx.organization}, c.alert_customer_id, c.alert_id, c.customer_id, c.contract_id, c.period_start,
      c.threshold, c.value, ${now}
    FROM unnest(
      ${sql.array(candidates.map((c) => c.o.alert.customer_id))}::text[],
      ${sql.array(candidates.map((c) => c.o.alert.id))}::text[],
      ${sql.array(candidates.map((c) => c.o.customerId))}::text[],
      ${sql.array(candidates.map((c) => c.o.contractId))}::text[],
      ${sql.array(candidates.map((c) => c.o.periodStart.toISOString()))}::timestamptz[],
      ${sql.array(candidates.map((c) => c.threshold))}::text[],
      ${sql.array(candidates.map((c) => c.o.value))}::text[]
    ) AS c(alert_customer_id, alert_id, customer_id, contract_id, period_start, threshold, value)
    -- Only alerts still there and ACTIVE: one deleted or disabled since the values were read fires nothing (and
    -- its missing row fails no DRAFT write). Looked up by key for each candidate: OFFSET 0 keeps this from being
    -- flattened into a join, which without statistics on alerts was planned as a loop over every alert of the
    -- organization times every candidate (a 33 s statement at 100,000 alerts, bench/README.md).
    CROSS JOIN LATERAL (
      SELECT 1 FROM alerts a
      WHERE a.organization_id = ${ctx.organization} AND a.customer_id = c.alert_customer_id
        AND a.id = c.alert_id AND a.status = 'ACTIVE'
      OFFSET 0
    ) AS active
    ON CONFLICT DO NOTHING
    RETURNING alert_customer_id, alert_id, customer_id, contract_id, period_start, threshold`;
  if (inserted.length === 0) return 0;
  const fired = new Set(
    inserted.map((r) =>
      [
        r.alert_customer_id,
        r.alert_id,
        r.customer_id,
        r.contract_id,
        r.period_start.getTime(),
        r.threshold,
      ].join('|'),
    ),
  );
  const events = candidates
    .filter(({ o, threshold }) =>
      fired.has(
        [
          o.alert.customer_id,
          o.alert.id,
          o.customerId,
          o.contractId,
          o.periodStart.getTime(),
          threshold,
        ].join('|'),
      ),
    )
    .map(({ o, index }) => {
      // lastTriggerTime is the latest firing's: this one (alertColumns reads it the same way).
      const alert = toAlert({ ...o.alert, last_trigger_time: now });
      const value =
        o.alert.type === 'SPEND'
          ? { amount: { value: o.value }, currencyCode: o.currencyCode }
          : { value: canonicalDecimal(o.value) };
      return outboxEvent('alert.triggered', alertName({ customerId: o.alert.customer_id }, o.alert.id), {
        alert,
        customer: `customers/${o.customerId}`,
        invoice: `customers/${o.customerId}/invoices/${o.invoiceId}`,
        threshold: alert.thresholds[index]!,
        value,
        period: { startTime: formatTimestamp(o.periodStart), endTime: formatTimestamp(o.periodEnd) },
      });
    });
  await writeOutboxEvents(ctx, events);
  return events.length;
}
