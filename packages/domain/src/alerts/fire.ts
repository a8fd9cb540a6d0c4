import { canonicalDecimal, Decimal, formatTimestamp } from '@billing/core';
import { lateralEach } from '@billing/db';
import { reachedThresholds } from '@billing/rating';
import type { Context } from '../context.ts';
import { outboxEvent } from '../outbox/events.ts';
import { outboxInsert } from '../outbox/write-event.ts';
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
  /**
   * The alert's thresholds that had fired in this billing period when the alerts were read
   * (readFiredThresholds): left out before anything is built or sent. One that fires after the read is still
   * kept from firing twice by the firings' primary key.
   */
  fired?: ReadonlySet<string>;
}

/** One billing period of one customer's contract: the primary key of `alert_firings` up to the alert. */
export interface FiringPeriod {
  customerId: string;
  contractId: string;
  periodStart: Date;
}

/** A threshold of an alert (by its `seq`) fired in a period. */
export interface FiredThreshold {
  alertSeq: string;
  threshold: string;
}

/**
 * What fired in each of `periods` (in their order), for any alert, in one statement: one descent of the firings'
 * primary key per period, never a walk of the organization's firings. A customer past its thresholds is refreshed
 * all period long; knowing what fired lets fireAlerts send nothing for it. The lookup names no alert, so only the
 * primary key can answer it: looked up by alert and period, the planner without statistics took
 * `alert_firings_latest` (organization_id, alert_seq) and filtered the rest, walking an organization-wide alert's
 * firings of every customer per period (migration 0028).
 */
export async function readFiredThresholds(
  ctx: Pick<Context, 'sql' | 'organization'>,
  periods: readonly FiringPeriod[],
): Promise<FiredThreshold[][]> {
  const out = periods.map((): FiredThreshold[] => []);
  if (periods.length === 0) return out;
  const { sql } = ctx;
  const rows = await sql<{ n: string; alert_seq: string; threshold: string }[]>`
    SELECT k.n, t.alert_seq, t.threshold
    FROM ${lateralEach(
      sql,
      sql`unnest(
        ${sql.array(periods.map((p) => p.customerId))}::text[],
        ${sql.array(periods.map((p) => p.contractId))}::text[],
        ${sql.array(periods.map((p) => p.periodStart.toISOString()))}::timestamptz[]
      ) WITH ORDINALITY AS k(customer_id, contract_id, period_start, n)`,
      sql`
        SELECT f.alert_seq, f.threshold FROM alert_firings f
        WHERE f.organization_id = ${ctx.organization} AND f.customer_id = k.customer_id
          AND f.contract_id = k.contract_id AND f.period_start = k.period_start`,
    )}`;
  for (const r of rows) out[Number(r.n) - 1]!.push({ alertSeq: r.alert_seq, threshold: r.threshold });
  return out;
}

/** The thresholds the observed values reach that had not fired at the read: what fireAlerts sends. */
function firingCandidates(observations: readonly AlertObservation[]) {
  return observations.flatMap((o) => {
    if (o.alert.type === 'SPEND' && o.alert.currency_code !== o.currencyCode) return [];
    return reachedThresholds(new Decimal(o.value), o.alert.thresholds).flatMap((index) => {
      const threshold = o.alert.thresholds[index]!;
      return o.fired?.has(threshold) ? [] : [{ o, threshold, index }];
    });
  });
}

/**
 * Whether fireAlerts would send a statement for `observations`: false when no threshold is reached that had not
 * fired at the read (then a caller need not open a transaction for it).
 */
export function anyAlertToFire(observations: readonly AlertObservation[]): boolean {
  return firingCandidates(observations).length > 0;
}

/**
 * Fires the thresholds the observed values reach (>=) that have not fired in that billing period: one
 * `alert_firings` row each, whose primary key lets exactly one of two racing refreshes insert it, and one
 * `alert.triggered` event per row inserted, in the caller's transaction (the one writing the DRAFT). A value that
 * went down (a correction, a void) fires nothing: what it reached before stays fired until the period ends.
 * One statement (the firings, then the events of the rows it inserted); none at all when no threshold is reached
 * that had not fired when the alerts were read (AlertObservation.fired).
 */
export async function fireAlerts(ctx: Context, observations: readonly AlertObservation[]): Promise<number> {
  const candidates = firingCandidates(observations);
  if (candidates.length === 0) return 0;
  const { sql } = ctx;
  const now = ctx.clock.now();
  // An event for every candidate, written only for those whose firing row is inserted: which ones a racing
  // refresh fired first (after the read of `fired`) is known only in the statement, and a second round trip cost
  // more than the payloads of the few that did (bench/README.md, "alerts").
  const events = candidates.map(({ o, index }) => {
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
  const written = await sql`
    WITH c AS (
      SELECT * FROM unnest(
        ${sql.array(candidates.map((c) => c.o.alert.seq))}::bigint[],
        ${sql.array(candidates.map((c) => c.o.alert.customer_id))}::text[],
        ${sql.array(candidates.map((c) => c.o.alert.id))}::text[],
        ${sql.array(candidates.map((c) => c.o.customerId))}::text[],
        ${sql.array(candidates.map((c) => c.o.contractId))}::text[],
        ${sql.array(candidates.map((c) => c.o.periodStart.toISOString()))}::timestamptz[],
        ${sql.array(candidates.map((c) => c.threshold))}::text[],
        ${sql.array(candidates.map((c) => c.o.value))}::text[]
      ) WITH ORDINALITY
        AS c(alert_seq, alert_customer_id, alert_id, customer_id, contract_id, period_start, threshold, value, n)
    ), fired AS (
      INSERT INTO alert_firings (organization_id, alert_seq, customer_id, contract_id, period_start, threshold,
        value, fire_time)
      SELECT ${ctx.organization}, c.alert_seq, c.customer_id, c.contract_id, c.period_start, c.threshold, c.value,
        ${now}
      FROM c
      -- Only alerts still there and ACTIVE, the very alert read (its seq: one deleted and made again with the same
      -- id is another): one deleted or disabled since the values were read fires nothing. No foreign key and no
      -- lock of the alert row (migration 0028): a firing of an alert deleted meanwhile is named by a seq no alert
      -- has again. Looked up by key for each candidate: OFFSET 0 keeps this from being flattened into a join,
      -- which without statistics on alerts was planned as a loop over every alert of the organization times every
      -- candidate (a 33 s statement at 100,000 alerts, bench/README.md).
      CROSS JOIN LATERAL (
        SELECT 1 FROM alerts a
        WHERE a.organization_id = ${ctx.organization} AND a.customer_id = c.alert_customer_id
          AND a.id = c.alert_id AND a.seq = c.alert_seq AND a.status = 'ACTIVE'
        OFFSET 0
      ) AS active
      ON CONFLICT DO NOTHING
      RETURNING alert_seq, customer_id, contract_id, period_start, threshold
    )
    ${outboxInsert(
      ctx,
      events,
      sql`SELECT c.n FROM c JOIN fired USING (alert_seq, customer_id, contract_id, period_start, threshold)`,
    )}`;
  return written.count;
}
