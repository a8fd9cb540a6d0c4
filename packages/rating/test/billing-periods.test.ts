import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { type BillingPeriod, billingPeriods, periodContaining } from '../src/index.ts';

const HOUR = 3_600_000;
const iso = (date: Date) => date.toISOString();
const starts = (periods: BillingPeriod[]) => periods.map((p) => iso(p.startTime));
/** A period's start and end, as `iso` writes them. */
const span = (p: { startTime: Date; endTime: Date }) => [iso(p.startTime), iso(p.endTime)];
const hours = (p: { startTime: Date; endTime: Date }) => (p.endTime.getTime() - p.startTime.getTime()) / HOUR;
const ms = (value: string) => Date.parse(value);
const LONG_AGO = ms('2000-01-01T00:00:00Z');
/** The instants of 00:00 UTC on each of `days` (YYYY-MM-DD), as `iso` writes them. */
const midnights = (...days: string[]) => days.map((day) => `${day}T00:00:00.000Z`);

/** Periods of an open-ended contract that started long ago, overlapping [from, to). */
const periods = (anchor: number, zone: string, from: string, to: string) =>
  billingPeriods(anchor, zone, LONG_AGO, null, ms(from), ms(to));

describe('billingPeriods: anchor days at month ends', () => {
  it('anchor 31 uses the last day of shorter months (Jan 31, Feb 29 in 2024, Mar 31, Apr 30)', () => {
    expect(starts(periods(31, 'UTC', '2024-01-31T00:00:00Z', '2024-06-01T00:00:00Z'))).toEqual(
      midnights('2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30', '2024-05-31'),
    );
  });

  it('anchor 31 in a common year: Feb 28', () => {
    expect(starts(periods(31, 'UTC', '2023-02-01T00:00:00Z', '2023-03-31T00:00:00Z'))).toEqual(
      midnights('2023-01-31', '2023-02-28'),
    );
  });

  it('anchor 30: Jan 30, Feb 29 (2024), Mar 30', () => {
    expect(starts(periods(30, 'UTC', '2024-01-30T00:00:00Z', '2024-04-01T00:00:00Z'))).toEqual(
      midnights('2024-01-30', '2024-02-29', '2024-03-30'),
    );
  });

  it('anchor 29: Feb 29 in 2024, Feb 28 in 2025', () => {
    expect(starts(periods(29, 'UTC', '2024-02-01T00:00:00Z', '2024-03-30T00:00:00Z'))).toEqual(
      midnights('2024-01-29', '2024-02-29', '2024-03-29'),
    );
    expect(starts(periods(29, 'UTC', '2025-02-01T00:00:00Z', '2025-03-01T00:00:00Z'))).toEqual(
      midnights('2025-01-29', '2025-02-28'),
    );
  });

  it('2100 is not a leap year (divisible by 100), 2000 is (divisible by 400)', () => {
    expect(starts(periods(29, 'UTC', '2100-02-10T00:00:00Z', '2100-03-01T00:00:00Z'))).toEqual(
      midnights('2100-01-29', '2100-02-28'),
    );
    expect(starts(periods(31, 'UTC', '2000-02-10T00:00:00Z', '2000-03-01T00:00:00Z'))).toEqual(
      midnights('2000-01-31', '2000-02-29'),
    );
  });

  it('the period after a clamped month goes back to the anchor day (Feb 28 -> Mar 31, not Mar 28)', () => {
    const [feb] = periods(31, 'UTC', '2023-03-01T00:00:00Z', '2023-03-02T00:00:00Z');
    expect(span(feb!)).toEqual(['2023-02-28T00:00:00.000Z', '2023-03-31T00:00:00.000Z']);
    expect(hours(feb!)).toBe(31 * 24);
  });

  it('anchor 1 in December rolls over to January of the next year', () => {
    const [dec, jan] = periods(1, 'UTC', '2024-12-15T00:00:00Z', '2025-01-15T00:00:00Z');
    expect([iso(dec!.startTime), iso(dec!.endTime), iso(jan!.endTime)]).toEqual(
      midnights('2024-12-01', '2025-01-01', '2025-02-01'),
    );
  });
});

describe('billingPeriods: time zones and DST', () => {
  it('Europe/Paris: periods start at local midnight; March is 743 hours, October 745', () => {
    const list = periods(1, 'Europe/Paris', '2024-03-01T00:00:00+01:00', '2024-11-01T00:00:00+01:00');
    expect(iso(list[0]!.startTime)).toBe('2024-02-29T23:00:00.000Z');
    expect(iso(list[1]!.startTime)).toBe('2024-03-31T22:00:00.000Z');
    expect(list.map(hours)).toEqual([743, 720, 744, 720, 744, 744, 720, 745]);
  });

  it('America/New_York: March 2024 is 743 hours, Oct 15 -> Nov 15 2024 is 745', () => {
    const [march] = periods(1, 'America/New_York', '2024-03-05T00:00:00Z', '2024-03-06T00:00:00Z');
    expect(span(march!)).toEqual(['2024-03-01T05:00:00.000Z', '2024-04-01T04:00:00.000Z']);
    expect(hours(march!)).toBe(743);
    const [october] = periods(15, 'America/New_York', '2024-10-20T00:00:00Z', '2024-10-21T00:00:00Z');
    expect(span(october!)).toEqual(['2024-10-15T04:00:00.000Z', '2024-11-15T05:00:00.000Z']);
    expect(hours(october!)).toBe(745);
  });

  it('a zone east of UTC: the local day starts the evening before in UTC (Asia/Tokyo)', () => {
    const [p] = periods(31, 'Asia/Tokyo', '2024-02-10T00:00:00Z', '2024-02-11T00:00:00Z');
    expect(span(p!)).toEqual(['2024-01-30T15:00:00.000Z', '2024-02-28T15:00:00.000Z']);
  });

  it('midnight skipped by DST (America/Santiago, Sep 8 2024): the period starts when the day does', () => {
    const [p] = periods(8, 'America/Santiago', '2024-09-10T00:00:00Z', '2024-09-11T00:00:00Z');
    // 00:00 -04 does not exist: the clock jumps to 01:00 -03, the same instant.
    expect(span(p!)).toEqual(['2024-09-08T04:00:00.000Z', '2024-10-08T03:00:00.000Z']);
    expect(hours(p!)).toBe(719);
  });

  it('midnight happening twice (America/Havana, Nov 3 2024): the period starts at the first one', () => {
    const [p] = periods(3, 'America/Havana', '2024-11-05T00:00:00Z', '2024-11-06T00:00:00Z');
    expect(iso(p!.startTime)).toBe('2024-11-03T04:00:00.000Z');
    const [before] = periods(3, 'America/Havana', '2024-10-05T00:00:00Z', '2024-10-06T00:00:00Z');
    expect(hours(before!)).toBe(744);
  });
});

describe('billingPeriods: contract start and end', () => {
  it('a contract starting between anchors begins with a short first period', () => {
    const list = billingPeriods(1, 'UTC', ms('2024-01-15T10:30:00Z'), null, 0, ms('2024-03-01T00:00:00Z'));
    expect(
      list.map((p) => [iso(p.startTime), iso(p.endTime), iso(p.fullStartTime), iso(p.fullEndTime)]),
    ).toEqual([
      [
        '2024-01-15T10:30:00.000Z',
        '2024-02-01T00:00:00.000Z',
        '2024-01-01T00:00:00.000Z',
        '2024-02-01T00:00:00.000Z',
      ],
      [
        '2024-02-01T00:00:00.000Z',
        '2024-03-01T00:00:00.000Z',
        '2024-02-01T00:00:00.000Z',
        '2024-03-01T00:00:00.000Z',
      ],
    ]);
  });

  it('a contract starting on an anchor has a full first period', () => {
    const [first] = billingPeriods(
      20,
      'UTC',
      ms('2024-01-20T00:00:00Z'),
      null,
      0,
      ms('2024-02-01T00:00:00Z'),
    );
    expect(iso(first!.startTime)).toBe('2024-01-20T00:00:00.000Z');
    expect(first!.fullStartTime).toEqual(first!.startTime);
  });

  it('a contract end truncates the last period; an end on an anchor adds no empty period', () => {
    const start = ms('2024-01-01T00:00:00Z');
    const truncated = billingPeriods(
      1,
      'UTC',
      start,
      ms('2024-03-10T12:00:00Z'),
      0,
      ms('2030-01-01T00:00:00Z'),
    );
    expect(truncated.map((p) => iso(p.endTime))).toEqual([
      '2024-02-01T00:00:00.000Z',
      '2024-03-01T00:00:00.000Z',
      '2024-03-10T12:00:00.000Z',
    ]);
    expect(iso(truncated[2]!.fullEndTime)).toBe('2024-04-01T00:00:00.000Z');
    const onAnchor = billingPeriods(
      1,
      'UTC',
      start,
      ms('2024-03-01T00:00:00Z'),
      0,
      ms('2030-01-01T00:00:00Z'),
    );
    expect(onAnchor).toHaveLength(2);
  });

  it('a contract inside one period has a single period, short at both ends', () => {
    const list = billingPeriods(
      1,
      'UTC',
      ms('2024-05-03T00:00:00Z'),
      ms('2024-05-20T00:00:00Z'),
      0,
      ms('2025-01-01T00:00:00Z'),
    );
    expect(list).toHaveLength(1);
    expect(hours(list[0]!)).toBe(17 * 24);
    expect(hours({ startTime: list[0]!.fullStartTime, endTime: list[0]!.fullEndTime })).toBe(31 * 24);
  });

  it('returns only periods overlapping [from, to): touching ends do not overlap', () => {
    const list = periods(1, 'UTC', '2024-02-01T00:00:00Z', '2024-04-01T00:00:00Z');
    expect(starts(list)).toEqual(['2024-02-01T00:00:00.000Z', '2024-03-01T00:00:00.000Z']);
    expect(starts(periods(1, 'UTC', '2024-02-29T23:59:59Z', '2024-03-01T00:00:01Z'))).toEqual(
      midnights('2024-02-01', '2024-03-01'),
    );
  });

  it('empty when the window is empty or outside the contract', () => {
    expect(periods(1, 'UTC', '2024-02-01T00:00:00Z', '2024-02-01T00:00:00Z')).toEqual([]);
    expect(billingPeriods(1, 'UTC', ms('2024-02-01T00:00:00Z'), null, 0, ms('2024-02-01T00:00:00Z'))).toEqual(
      [],
    );
    const ended = billingPeriods(
      1,
      'UTC',
      0,
      ms('2024-02-01T00:00:00Z'),
      ms('2024-03-01T00:00:00Z'),
      ms('2024-04-01T00:00:00Z'),
    );
    expect(ended).toEqual([]);
  });

  it('accepts Dates and epoch milliseconds alike', () => {
    const a = billingPeriods(
      5,
      'UTC',
      new Date(LONG_AGO),
      null,
      new Date('2024-01-01T00:00:00Z'),
      new Date('2024-03-01T00:00:00Z'),
    );
    expect(a).toEqual(periods(5, 'UTC', '2024-01-01T00:00:00Z', '2024-03-01T00:00:00Z'));
  });

  it('rejects bad anchors, zones and instants', () => {
    for (const anchor of [0, 32, 1.5, Number.NaN]) {
      expect(() => periods(anchor, 'UTC', '2024-01-01T00:00:00Z', '2024-02-01T00:00:00Z')).toThrow(
        RangeError,
      );
    }
    expect(() => periods(1, 'Mars/Olympus', '2024-01-01T00:00:00Z', '2024-02-01T00:00:00Z')).toThrow(
      RangeError,
    );
    expect(() => billingPeriods(1, 'UTC', 0, null, 0, Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => billingPeriods(1, 'UTC', new Date('nope'), null, 0, 1)).toThrow(RangeError);
  });
});

describe('periodContaining', () => {
  const start = ms('2024-01-15T00:00:00Z');
  const end = ms('2024-04-10T00:00:00Z');
  const containing = (instant: string) => periodContaining(1, 'UTC', start, end, ms(instant));

  it('an anchor instant belongs to the period it starts', () => {
    expect(iso(containing('2024-02-01T00:00:00Z')!.startTime)).toBe('2024-02-01T00:00:00.000Z');
    expect(iso(containing('2024-01-31T23:59:59.999Z')!.startTime)).toBe('2024-01-15T00:00:00.000Z');
  });

  it('null before the contract start and from its end on', () => {
    expect(containing('2024-01-14T23:59:59Z')).toBeNull();
    expect(containing('2024-04-10T00:00:00Z')).toBeNull();
    expect(iso(containing('2024-04-09T23:59:59Z')!.endTime)).toBe('2024-04-10T00:00:00.000Z');
  });

  it('open-ended contracts go on', () => {
    const p = periodContaining(31, 'Europe/Paris', start, null, ms('2031-02-28T12:00:00Z'));
    expect(span(p!)).toEqual(['2031-02-27T23:00:00.000Z', '2031-03-30T22:00:00.000Z']);
  });
});

const ZONES = [
  'UTC',
  'Europe/Paris',
  'America/New_York',
  'Asia/Tokyo',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
];
/** Zones where DST moves midnight itself: a period starts at the first instant of its day, not always 00:00. */
const MIDNIGHT_DST_ZONES = ['America/Santiago', 'America/Havana'];
const instantArb = fc.integer({ min: ms('1990-01-01T00:00:00Z'), max: ms('2110-01-01T00:00:00Z') });
const DAY = 24 * HOUR;

describe('properties of billingPeriods', () => {
  const caseArb = fc.record({
    anchor: fc.integer({ min: 1, max: 31 }),
    zone: fc.constantFrom(...ZONES, ...MIDNIGHT_DST_ZONES),
    contractStart: instantArb,
    contractLength: fc.option(fc.integer({ min: 1, max: 1500 * DAY }), { nil: null }),
    fromOffset: fc.integer({ min: -100 * DAY, max: 800 * DAY }),
    window: fc.integer({ min: 1, max: 800 * DAY }),
  });
  /** The periods of case `c`'s contract left open-ended, over the window that starts with it. */
  const openFromStart = (c: { anchor: number; zone: string; contractStart: number; window: number }) =>
    billingPeriods(c.anchor, c.zone, c.contractStart, null, c.contractStart, c.contractStart + c.window);

  it('periods tile the overlap of the window and the contract: no gap, no overlap, in order', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const end = c.contractLength === null ? null : c.contractStart + c.contractLength;
        const from = c.contractStart + c.fromOffset;
        const list = billingPeriods(c.anchor, c.zone, c.contractStart, end, from, from + c.window);
        list.forEach((p, i) => {
          expect(p.startTime.getTime()).toBeLessThan(p.endTime.getTime());
          if (i > 0) expect(p.startTime).toEqual(list[i - 1]!.endTime);
        });
        const low = Math.max(from, c.contractStart);
        const high = Math.min(from + c.window, end ?? Number.POSITIVE_INFINITY);
        if (low >= high) {
          expect(list).toEqual([]);
          return;
        }
        expect(list[0]!.startTime.getTime()).toBeLessThanOrEqual(low);
        expect(list.at(-1)!.endTime.getTime()).toBeGreaterThanOrEqual(high);
      }),
    );
  });

  it('every period starts at local midnight of its anchor day (clamped to the month) unless the contract starts it', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const list = openFromStart(c);
        for (const p of list) {
          expect(p.fullStartTime.getTime()).toBeLessThanOrEqual(p.startTime.getTime());
          expect(p.fullEndTime.getTime()).toBeGreaterThanOrEqual(p.endTime.getTime());
          if (p.startTime.getTime() === c.contractStart) continue;
          expect(p.startTime).toEqual(p.fullStartTime);
          expectAnchorStart(p.startTime, c.anchor, c.zone);
        }
        for (const p of list) expectAnchorStart(p.fullEndTime, c.anchor, c.zone);
      }),
    );
  });

  it('a full period lasts one month: 28 to 31 days, give or take the DST hour', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const list = openFromStart(c);
        for (const p of list) {
          const length = p.fullEndTime.getTime() - p.fullStartTime.getTime();
          expect(length).toBeGreaterThanOrEqual(28 * DAY - 2 * HOUR);
          expect(length).toBeLessThanOrEqual(31 * DAY + 2 * HOUR);
        }
      }),
    );
  });

  it('periodContaining returns the listed period that holds the instant', () => {
    fc.assert(
      fc.property(caseArb, fc.integer({ min: 0, max: 800 * DAY }), (c, offset) => {
        const end = c.contractLength === null ? null : c.contractStart + c.contractLength;
        const instant = c.contractStart + offset;
        const p = periodContaining(c.anchor, c.zone, c.contractStart, end, instant);
        if (end !== null && instant >= end) {
          expect(p).toBeNull();
          return;
        }
        expect(p!.startTime.getTime()).toBeLessThanOrEqual(instant);
        expect(p!.endTime.getTime()).toBeGreaterThan(instant);
        const listed = billingPeriods(c.anchor, c.zone, c.contractStart, end, c.contractStart, instant + 1);
        expect(listed.at(-1)).toEqual(p);
      }),
    );
  });
});

/** `instant` is the first instant of local day min(anchor, days in month) in `zone`, at 00:00 where it exists. */
function expectAnchorStart(instant: Date, anchor: number, zone: string) {
  const local = DateTime.fromMillis(instant.getTime(), { zone });
  expect(local.day).toBe(Math.min(anchor, local.daysInMonth!));
  const before = DateTime.fromMillis(instant.getTime() - 1, { zone });
  expect(before.toISODate()).not.toBe(local.toISODate());
  if (!MIDNIGHT_DST_ZONES.includes(zone)) expect([local.hour, local.minute, local.second]).toEqual([0, 0, 0]);
}
