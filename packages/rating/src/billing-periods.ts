/**
 * Billing periods of a contract (docs/contracts.md): [start, end) intervals from one anchor day to the next, each
 * starting 00:00 local time in the organization's time zone. Pure: every instant is an input.
 *
 * Month arithmetic is done on a month index (year * 12 + month - 1) so that a period is always "the anchor
 * of month m to the anchor of month m + 1", whatever the lengths of the months and the DST changes between.
 */
import type { TimeRange } from '@billing/core';
import { DAY_MS } from '@billing/core';
import { IANAZone } from 'luxon';

export type { TimeRange };

/** An instant as epoch milliseconds or a Date. */
export type Instant = Date | number;

export interface BillingPeriod extends TimeRange {
  /**
   * The anchor-to-anchor period this one is part of. It differs from [startTime, endTime) only for a short
   * first period (contract starting between anchors) or a truncated last one (contract end): flat fees and
   * subscriptions are prorated against it.
   */
  fullStartTime: Date;
  fullEndTime: Date;
}

export function toMillis(instant: Instant): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError(`invalid instant ${String(instant)}`);
  return ms;
}

/** Anchor days are "1".."31" in the API; here the parsed integer. */
export function checkAnchorDay(anchorDay: number): number {
  if (!Number.isInteger(anchorDay) || anchorDay < 1 || anchorDay > 31) {
    throw new RangeError(`billing anchor day must be an integer in 1..31, got ${anchorDay}`);
  }
  return anchorDay;
}

/** A zone's offset in minutes at an instant. */
interface Zone {
  offset(ms: number): number;
}

/**
 * Offsets already asked for, per zone: IANAZone#offset formats the instant in the zone each time (~10 us), and a
 * bill run asks for the same few month starts of every contract. Bounded: cleared when it grows past 100,000.
 */
const offsets = new Map<string, Map<number, number>>();
let cachedOffsets = 0;

function zoneOf(timeZone: string): Zone {
  const zone = IANAZone.create(timeZone);
  if (!zone.isValid) throw new RangeError(`unknown IANA time zone ${timeZone}`);
  const cache = offsets.get(timeZone) ?? new Map<number, number>();
  offsets.set(timeZone, cache);
  return {
    offset(ms) {
      let offset = cache.get(ms);
      if (offset === undefined) {
        if (cachedOffsets >= 100_000) {
          offsets.clear();
          cachedOffsets = 0;
        }
        offset = zone.offset(ms);
        cache.set(ms, offset);
        cachedOffsets++;
      }
      return offset;
    },
  };
}

/**
 * The instant a local day starts: its 00:00. Written out rather than left to a library because DST can move
 * midnight itself (America/Santiago, America/Havana): when 00:00 happens twice the day starts at the first
 * one; when it is skipped the day starts where the skipped hour ends. A DST change never sits within a day
 * of another, so the offsets a day before and after are the two candidates.
 */
function startOfLocalDay(zone: Zone, year: number, month: number, day: number): number {
  const wall = Date.UTC(year, month - 1, day);
  const candidates = [wall - DAY_MS, wall + DAY_MS].map((t) => wall - zone.offset(t) * 60_000);
  const exact = candidates.filter((t) => t + zone.offset(t) * 60_000 === wall);
  return exact.length > 0 ? Math.min(...exact) : Math.max(...candidates);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Start of the anchor day of month index `month`: 00:00 local on min(anchorDay, last day of the month). */
function anchorStart(anchorDay: number, zone: Zone, month: number): number {
  const year = Math.floor(month / 12);
  const monthOfYear = (month % 12) + 1;
  return startOfLocalDay(zone, year, monthOfYear, Math.min(anchorDay, daysInMonth(year, monthOfYear)));
}

/** The month index whose anchor starts the anchor-to-anchor period containing `ms`. */
function anchorMonthAtOrBefore(anchorDay: number, zone: Zone, ms: number): number {
  // The local wall time, as luxon computes it: the instant shifted by the zone's offset then.
  const local = new Date(ms + zone.offset(ms) * 60_000);
  const month = local.getUTCFullYear() * 12 + local.getUTCMonth();
  // This month's anchor may still be ahead (e.g. the 5th when the anchor is the 20th): then last month's.
  return anchorStart(anchorDay, zone, month) <= ms ? month : month - 1;
}

function periodOf(
  anchorDay: number,
  zone: Zone,
  month: number,
  contractStart: number,
  contractEnd: number,
): BillingPeriod {
  const fullStart = anchorStart(anchorDay, zone, month);
  const fullEnd = anchorStart(anchorDay, zone, month + 1);
  return {
    startTime: new Date(Math.max(fullStart, contractStart)),
    endTime: new Date(Math.min(fullEnd, contractEnd)),
    fullStartTime: new Date(fullStart),
    fullEndTime: new Date(fullEnd),
  };
}

/**
 * The billing periods of a contract on [contractStart, contractEnd) (null: open-ended) that overlap
 * [from, to), in order. `to` (or the contract end) must be finite so the list is.
 */
export function billingPeriods(
  anchorDay: number,
  timeZone: string,
  contractStart: Instant,
  contractEnd: Instant | null,
  from: Instant,
  to: Instant,
): BillingPeriod[] {
  checkAnchorDay(anchorDay);
  const zone = zoneOf(timeZone);
  const start = toMillis(contractStart);
  const end = contractEnd === null ? Number.POSITIVE_INFINITY : toMillis(contractEnd);
  const low = Math.max(toMillis(from), start);
  const high = Math.min(toMillis(to), end);
  const periods: BillingPeriod[] = [];
  if (low >= high) return periods;
  for (let month = anchorMonthAtOrBefore(anchorDay, zone, low); ; month++) {
    const period = periodOf(anchorDay, zone, month, start, end);
    if (period.startTime.getTime() >= high) return periods;
    periods.push(period);
  }
}

/** The billing period of the contract containing `instant`, or null outside [contractStart, contractEnd). */
export function periodContaining(
  anchorDay: number,
  timeZone: string,
  contractStart: Instant,
  contractEnd: Instant | null,
  instant: Instant,
): BillingPeriod | null {
  const at = toMillis(instant);
  return billingPeriods(anchorDay, timeZone, contractStart, contractEnd, at, at + 1)[0] ?? null;
}
