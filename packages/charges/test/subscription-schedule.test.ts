/** A subscription's item schedules (pure): expected changes written out by hand. */
import { Decimal } from '@billing/core';
import type { SubscriptionAmendmentTerms, SubscriptionItemTerms } from '@billing/domain';
import { prorateQuantities, type SubscriptionItemSchedule } from '@billing/rating';
import { describe, expect, it } from 'vitest';
import { itemSchedules, type SubscriptionTimeline, schedulesForPiece } from '../src/index.ts';

const t = (iso: string) => new Date(iso);
const APR = t('2026-04-01T00:00:00Z');
const APR11 = t('2026-04-11T00:00:00Z');
const APR21 = t('2026-04-21T00:00:00Z');
const MAY = t('2026-05-01T00:00:00Z');
const JUN = t('2026-06-01T00:00:00Z');

const item = (
  product: string,
  quantity: string,
  dimensions: Record<string, string> = {},
): SubscriptionItemTerms => ({
  product: `products/${product}`,
  quantity,
  dimensions,
});
const amendment = (
  effectiveTime: Date,
  items: SubscriptionItemTerms[],
  prorationBehavior: SubscriptionAmendmentTerms['prorationBehavior'] = 'CREATE_PRORATIONS',
): SubscriptionAmendmentTerms => ({ effectiveTime, items, prorationBehavior });

/** Schedules as [product, dimensions, [[time, quantity, behavior]...]]. */
function plain(schedules: SubscriptionItemSchedule[]) {
  return schedules.map((s) => [
    s.product.replace('products/', ''),
    s.dimensions,
    s.changes.map((c) => [
      c.effectiveTime.toISOString().slice(0, 10),
      c.quantity.toFixed(),
      c.prorationBehavior,
    ]),
  ]);
}

function timeline(extra: Partial<SubscriptionTimeline>): SubscriptionTimeline {
  return { startTime: APR, endTime: null, items: [item('seats', '5')], amendments: [], ...extra };
}

describe('itemSchedules', () => {
  it('starts with the created items and holds them while nothing changes', () => {
    expect(plain(itemSchedules(timeline({})))).toEqual([['seats', {}, [['2026-04-01', '5', undefined]]]]);
  });

  it('replaces the whole item set at each amendment: an item left out drops to 0, a new one starts at 0', () => {
    const schedules = itemSchedules(
      timeline({
        items: [item('seats', '5'), item('support', '1')],
        amendments: [amendment(APR21, [item('seats', '8'), item('addon', '2')], 'NONE')],
      }),
    );
    expect(plain(schedules)).toEqual([
      [
        'seats',
        {},
        [
          ['2026-04-01', '5', undefined],
          ['2026-04-21', '8', 'NONE'],
        ],
      ],
      [
        'support',
        {},
        [
          ['2026-04-01', '1', undefined],
          ['2026-04-21', '0', 'NONE'],
        ],
      ],
      [
        'addon',
        {},
        [
          ['2026-04-01', '0', undefined],
          ['2026-04-21', '2', 'NONE'],
        ],
      ],
    ]);
  });

  it('drops everything to 0 at the end, prorated, and ignores amendments at or after it', () => {
    const schedules = itemSchedules(
      timeline({
        endTime: MAY,
        amendments: [amendment(APR21, [item('seats', '8')]), amendment(MAY, [item('x', '1')])],
      }),
    );
    expect(plain(schedules)).toEqual([
      [
        'seats',
        {},
        [
          ['2026-04-01', '5', undefined],
          ['2026-04-21', '8', 'CREATE_PRORATIONS'],
          ['2026-05-01', '0', 'CREATE_PRORATIONS'],
        ],
      ],
    ]);
  });

  it('folds amendments at the start into the starting items, whatever their proration', () => {
    const schedules = itemSchedules(timeline({ amendments: [amendment(APR, [item('seats', '7')], 'NONE')] }));
    expect(plain(schedules)).toEqual([['seats', {}, [['2026-04-01', '7', undefined]]]]);
  });

  it('tells items apart by dimensions, in any key order, and leaves out items never held above 0', () => {
    const schedules = itemSchedules(
      timeline({
        items: [
          item('seats', '1', { tier: 'a', team: 'x' }),
          item('seats', '2', { tier: 'b' }),
          item('idle', '0'),
        ],
        amendments: [amendment(APR21, [item('seats', '3', { team: 'x', tier: 'a' })])],
      }),
    );
    expect(plain(schedules)).toEqual([
      [
        'seats',
        { tier: 'a', team: 'x' },
        [
          ['2026-04-01', '1', undefined],
          ['2026-04-21', '3', 'CREATE_PRORATIONS'],
        ],
      ],
      [
        'seats',
        { tier: 'b' },
        [
          ['2026-04-01', '2', undefined],
          ['2026-04-21', '0', 'CREATE_PRORATIONS'],
        ],
      ],
    ]);
  });

  it('feeds prorateQuantities the docs/subscriptions.md example: 5 then 8 seats from Apr 21', () => {
    const [seats] = itemSchedules(timeline({ amendments: [amendment(APR21, [item('seats', '8')])] }));
    const held = prorateQuantities(seats!.changes, APR, MAY);
    expect(held.map((h) => [h.quantity.toFixed(), h.fraction.toFixed(4)])).toEqual([
      ['5', '0.6667'],
      ['8', '0.3333'],
    ]);
  });
});

describe('schedulesForPiece', () => {
  const april = { startTime: APR, endTime: MAY };
  const schedules = itemSchedules(
    timeline({
      startTime: t('2026-03-10T00:00:00Z'),
      amendments: [amendment(APR11, [item('seats', '8')], 'NONE')],
    }),
  );

  it('leaves the schedules as they are for a piece starting at its billing period', () => {
    expect(schedulesForPiece(schedules, { startTime: APR, endTime: APR21, fullPeriod: april })).toEqual(
      schedules,
    );
  });

  it('leaves out a NONE change made earlier in the billing period of a piece that starts inside it', () => {
    const piece = { startTime: APR21, endTime: MAY, fullPeriod: april };
    const [seats] = schedulesForPiece(schedules, piece);
    expect(seats!.changes.map((c) => c.quantity.toFixed())).toEqual(['5']);
    // So the piece is charged at 5 seats, as the whole of April is; May holds 8.
    const held = prorateQuantities(seats!.changes, APR21, MAY, 'CREATE_PRORATIONS', april);
    expect(held.map((h) => h.quantity)).toEqual([new Decimal(5)]);
    const may = { startTime: MAY, endTime: JUN, fullPeriod: { startTime: MAY, endTime: JUN } };
    const [inMay] = schedulesForPiece(schedules, may);
    expect(prorateQuantities(inMay!.changes, MAY, JUN).map((h) => h.quantity.toFixed())).toEqual(['8']);
  });
});
