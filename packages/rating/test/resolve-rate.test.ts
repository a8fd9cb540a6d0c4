import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CardRate,
  type ContractOverride,
  rateChangeTimes,
  rateSegments,
  resolveRate,
} from '../src/index.ts';
import { at, flat, override, rate, unit } from './builders.ts';

const T = at('2026-04-10T00:00:00Z');
const resolvedId = (
  group: Record<string, string>,
  rates: CardRate[],
  overrides: ContractOverride[] = [],
  when = T,
) => resolveRate('p', group, when, rates, overrides)?.rate.id ?? null;

describe('resolveRate: which rate of the card', () => {
  const byDefault = rate('default', unit('1'));
  const eu = rate('eu', unit('2'), { dims: { region: 'eu' } });
  const euGold = rate('eu-gold', unit('3'), { dims: { region: 'eu', tier: 'gold' } });
  const rates = [byDefault, eu, euGold];

  it('the default rate {} prices a group no specific rate matches', () => {
    expect(resolvedId({ region: 'us', tier: 'gold' }, rates)).toBe('default');
    expect(resolvedId({}, rates)).toBe('default');
  });

  it('the rate matching the most keys wins, whatever the list order', () => {
    expect(resolvedId({ region: 'eu', tier: 'gold' }, rates)).toBe('eu-gold');
    expect(resolvedId({ region: 'eu', tier: 'gold' }, [...rates].reverse())).toBe('eu-gold');
    expect(resolvedId({ region: 'eu', tier: 'silver' }, rates)).toBe('eu');
  });

  it('all keys of a rate must match: a rate with a key the group lacks applies only to ""', () => {
    expect(resolvedId({ tier: 'gold' }, rates)).toBe('default');
    const blank = rate('blank', unit('4'), { dims: { region: '' } });
    expect(resolvedId({ tier: 'gold' }, [byDefault, blank])).toBe('blank');
  });

  it('no rate: null (usage the card does not price)', () => {
    expect(resolvedId({ region: 'us' }, [eu])).toBeNull();
    expect(resolvedId({}, [rate('other', unit('1'), { product: 'q' })])).toBeNull();
  });

  it('equally good matches are broken by dimension entries, then id, not by list order', () => {
    const region = rate('z-region', unit('5'), { dims: { region: 'eu' } });
    const tier = rate('a-tier', unit('6'), { dims: { tier: 'gold' } });
    const group = { region: 'eu', tier: 'gold' };
    expect(resolvedId(group, [region, tier])).toBe('z-region');
    expect(resolvedId(group, [tier, region])).toBe('z-region');
  });

  it('a rate applies on [start, end)', () => {
    const old = rate('old', unit('1'), { start: '2026-01-01T00:00:00Z', end: '2026-04-15T00:00:00Z' });
    const next = rate('new', unit('2'), { start: '2026-04-15T00:00:00Z' });
    expect(resolvedId({}, [old, next], [], at('2026-04-14T23:59:59.999Z'))).toBe('old');
    expect(resolvedId({}, [old, next], [], at('2026-04-15T00:00:00Z'))).toBe('new');
    expect(resolvedId({}, [old, next], [], at('2025-12-31T23:59:59Z'))).toBeNull();
  });
});

describe('resolveRate: contract rate overrides', () => {
  const base = rate('base', unit('1'));
  const eu = rate('eu', unit('2'), { dims: { region: 'eu' } });
  const model = (group: Record<string, string>, overrides: ContractOverride[], when = T) =>
    resolveRate('p', group, when, [base, eu], overrides, {
      startTime: at('2026-01-01T00:00:00Z'),
      endTime: at('2027-01-01T00:00:00Z'),
    })?.model;

  const byProduct = override(unit('10'), { product: 'p' });
  const byDims = override(unit('20'), { product: 'p', dims: { region: 'eu' } });
  const byRate = override(unit('30'), { baseRateId: 'eu' });

  it('without overrides the rate model applies', () => {
    const resolved = resolveRate('p', { region: 'eu' }, T, [base, eu], []);
    expect(resolved).toEqual({ rate: eu, override: null, model: eu.model });
  });

  it('baseRateId > product + dimensions > product, in any list order', () => {
    const all = [byProduct, byDims, byRate];
    expect(model({ region: 'eu' }, all)).toBe(byRate.model);
    expect(model({ region: 'eu' }, [...all].reverse())).toBe(byRate.model);
    expect(model({ region: 'eu' }, [byProduct, byDims])).toBe(byDims.model);
    expect(model({ region: 'eu' }, [byDims, byProduct])).toBe(byDims.model);
    expect(model({ region: 'eu' }, [byProduct])).toBe(byProduct.model);
  });

  it('an override applies only where it matches: the rate id, or all of its dimension values', () => {
    const all = [byProduct, byDims, byRate];
    expect(model({ region: 'us' }, all)).toBe(byProduct.model);
    expect(model({}, [byRate, byDims])).toBe(base.model);
    expect(model({}, [override(unit('9'), { product: 'other' })])).toBe(base.model);
  });

  it('among product + dimensions overrides, the one matching more keys wins', () => {
    const narrow = override(unit('40'), { product: 'p', dims: { region: 'eu', tier: 'gold' } });
    expect(model({ region: 'eu', tier: 'gold' }, [narrow, byDims])).toBe(narrow.model);
    expect(model({ region: 'eu', tier: 'gold' }, [byDims, narrow])).toBe(narrow.model);
    expect(model({ region: 'eu', tier: 'silver' }, [byDims, narrow])).toBe(byDims.model);
  });

  it('a product + dimensions override may target a group priced by the default rate', () => {
    const us = override(unit('50'), { product: 'p', dims: { region: 'us' } });
    const resolved = resolveRate('p', { region: 'us' }, T, [base, eu], [us]);
    expect(resolved?.rate.id).toBe('base');
    expect(resolved?.model).toBe(us.model);
  });

  it('an override never prices usage that no rate prices', () => {
    expect(resolveRate('p', {}, T, [], [byProduct])).toBeNull();
    expect(resolveRate('p', { region: 'eu' }, T, [eu], [byRate], undefined)?.model).toBe(byRate.model);
  });

  it("an override's effective period limits it; absent, it is the contract's", () => {
    const april = override(
      unit('60'),
      { product: 'p' },
      { start: '2026-04-01T00:00:00Z', end: '2026-05-01T00:00:00Z' },
    );
    expect(model({}, [april], at('2026-04-30T23:59:59Z'))).toBe(april.model);
    expect(model({}, [april], at('2026-05-01T00:00:00Z'))).toBe(base.model);
    expect(model({}, [april], at('2026-03-31T23:59:59Z'))).toBe(base.model);
    expect(model({}, [byProduct], at('2026-12-31T23:59:59Z'))).toBe(byProduct.model);
    expect(model({}, [byProduct], at('2027-01-01T00:00:00Z'))).toBe(base.model);
    // Without a contract period, an override with none applies whenever its rate does.
    expect(resolveRate('p', {}, at('2030-01-01T00:00:00Z'), [base], [byProduct])?.model).toBe(
      byProduct.model,
    );
  });

  it('a more specific override out of its period gives way to a less specific one', () => {
    const later = override(unit('70'), { baseRateId: 'eu' }, { start: '2026-06-01T00:00:00Z' });
    expect(model({ region: 'eu' }, [later, byProduct])).toBe(byProduct.model);
  });

  it('two equally specific overrides in effect: the later in the list wins', () => {
    const first = override(unit('80'), { product: 'p' });
    const second = override(unit('90'), { product: 'p' });
    expect(model({}, [first, second])).toBe(second.model);
    expect(model({}, [second, first])).toBe(first.model);
  });
});

describe('rateSegments and rateChangeTimes', () => {
  const start = at('2026-04-01T00:00:00Z');
  const end = at('2026-05-01T00:00:00Z');
  const iso = (segments: ReturnType<typeof rateSegments>) =>
    segments.map((s) => [s.startTime.toISOString(), s.endTime.toISOString(), s.rate.id, s.model]);

  it('one segment when nothing changes in the period', () => {
    const only = rate('only', unit('1'));
    expect(iso(rateSegments('p', {}, start, end, [only], []))).toEqual([
      ['2026-04-01T00:00:00.000Z', '2026-05-01T00:00:00.000Z', 'only', only.model],
    ]);
  });

  it('a rate changing inside the period splits it', () => {
    const old = rate('old', unit('1'), { end: '2026-04-21T00:00:00Z' });
    const next = rate('new', unit('2'), { start: '2026-04-21T00:00:00Z' });
    expect(iso(rateSegments('p', {}, start, end, [old, next], []))).toEqual([
      ['2026-04-01T00:00:00.000Z', '2026-04-21T00:00:00.000Z', 'old', old.model],
      ['2026-04-21T00:00:00.000Z', '2026-05-01T00:00:00.000Z', 'new', next.model],
    ]);
  });

  it('an override starting and ending inside the period splits the same rate into three', () => {
    const only = rate('only', unit('1'));
    const mid = override(
      unit('5'),
      { baseRateId: 'only' },
      { start: '2026-04-10T00:00:00Z', end: '2026-04-20T00:00:00Z' },
    );
    const segments = rateSegments('p', {}, start, end, [only], [mid]);
    expect(segments.map((s) => [s.startTime.getUTCDate(), s.endTime.getUTCDate(), s.override])).toEqual([
      [1, 10, null],
      [10, 20, mid],
      [20, 1, null],
    ]);
  });

  it('changes that do not affect the group leave its segment whole', () => {
    const byDefault = rate('default', unit('1'));
    const euOld = rate('eu-old', unit('2'), { dims: { region: 'eu' }, end: '2026-04-15T00:00:00Z' });
    const euNew = rate('eu-new', unit('3'), { dims: { region: 'eu' }, start: '2026-04-15T00:00:00Z' });
    const rates = [byDefault, euOld, euNew];
    expect(rateSegments('p', { region: 'us' }, start, end, rates, [])).toHaveLength(1);
    expect(rateSegments('p', { region: 'eu' }, start, end, rates, [])).toHaveLength(2);
    expect(rateChangeTimes('p', start, end, rates, [])).toEqual([at('2026-04-15T00:00:00Z')]);
  });

  it('times without a rate are left out', () => {
    const late = rate('late', unit('1'), { start: '2026-04-11T00:00:00Z', end: '2026-04-21T00:00:00Z' });
    expect(iso(rateSegments('p', {}, start, end, [late], []))).toEqual([
      ['2026-04-11T00:00:00.000Z', '2026-04-21T00:00:00.000Z', 'late', late.model],
    ]);
    expect(rateSegments('p', {}, start, end, [], [])).toEqual([]);
  });

  it('rateChangeTimes: the interior starts and ends of the product rates and overrides, sorted, once each', () => {
    const rates = [
      rate('a', unit('1'), { end: '2026-04-20T00:00:00Z' }),
      rate('b', unit('1'), { start: '2026-04-20T00:00:00Z' }),
      rate('c', unit('1'), {
        dims: { region: 'eu' },
        start: '2026-04-05T00:00:00Z',
        end: '2026-06-01T00:00:00Z',
      }),
      rate('x', unit('1'), { product: 'other', start: '2026-04-07T00:00:00Z' }),
    ];
    const overrides = [
      override(flat('1'), { baseRateId: 'b' }, { start: '2026-04-25T00:00:00Z' }),
      override(flat('1'), { baseRateId: 'x' }, { start: '2026-04-26T00:00:00Z' }),
      override(flat('1'), { product: 'p' }),
    ];
    const contract = { startTime: at('2026-04-03T00:00:00Z'), endTime: at('2026-04-28T00:00:00Z') };
    expect(rateChangeTimes('p', start, end, rates, overrides, contract).map((d) => d.toISOString())).toEqual([
      '2026-04-03T00:00:00.000Z',
      '2026-04-05T00:00:00.000Z',
      '2026-04-20T00:00:00.000Z',
      '2026-04-25T00:00:00.000Z',
      '2026-04-28T00:00:00.000Z',
    ]);
  });
});

describe('properties of rateSegments', () => {
  const day = (n: number) => new Date(Date.UTC(2026, 3, 1) + n * 86_400_000);
  const rateArb = fc.record({
    dims: fc.constantFrom<Record<string, string>>({}, { region: 'eu' }, { region: 'us' }, { tier: 'gold' }),
    from: fc.integer({ min: -5, max: 35 }),
    length: fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }),
    price: fc.integer({ min: 0, max: 9 }),
  });
  const ratesArb = fc.array(rateArb, { maxLength: 6 }).map((list) =>
    list.map(
      (r, i): CardRate => ({
        id: `r${i}`,
        product: 'p',
        dimensionValues: r.dims,
        effectivePeriod: {
          startTime: day(r.from),
          endTime: r.length === null ? null : day(r.from + r.length),
        },
        model: unit(String(r.price)),
      }),
    ),
  );
  const overridesArb = fc
    .array(
      fc.record({
        target: fc.constantFrom<Partial<ContractOverride>>(
          { baseRateId: 'r0' },
          { baseRateId: 'r1' },
          { product: 'p' },
          { product: 'p', dimensionValues: { region: 'eu' } },
        ),
        from: fc.integer({ min: -5, max: 35 }),
        length: fc.integer({ min: 1, max: 40 }),
      }),
      { maxLength: 4 },
    )
    .map((list) =>
      list.map(
        (o): ContractOverride => ({
          ...o.target,
          effectivePeriod: { startTime: day(o.from), endTime: day(o.from + o.length) },
          model: flat(String(o.from)),
        }),
      ),
    );
  const groupArb = fc.constantFrom<Record<string, string>>(
    {},
    { region: 'eu' },
    { region: 'eu', tier: 'gold' },
    { region: 'us' },
  );

  it('segments are ordered, disjoint, inside the period, and agree with resolveRate at every day', () => {
    fc.assert(
      fc.property(ratesArb, overridesArb, groupArb, (rates, overrides, group) => {
        const segments = rateSegments('p', group, day(0), day(30), rates, overrides);
        segments.forEach((s, i) => {
          expect(s.startTime.getTime()).toBeLessThan(s.endTime.getTime());
          if (i > 0) expect(s.startTime.getTime()).toBeGreaterThanOrEqual(segments[i - 1]!.endTime.getTime());
        });
        expect(segments[0]?.startTime.getTime() ?? day(0).getTime()).toBeGreaterThanOrEqual(day(0).getTime());
        expect(segments.at(-1)?.endTime.getTime() ?? day(30).getTime()).toBeLessThanOrEqual(
          day(30).getTime(),
        );
        for (let n = 0; n < 30; n++) {
          const resolved = resolveRate('p', group, day(n), rates, overrides);
          const s = segments.find((x) => x.startTime <= day(n) && day(n) < x.endTime);
          expect(s?.rate ?? null).toBe(resolved?.rate ?? null);
          expect(s?.model ?? null).toBe(resolved?.model ?? null);
        }
      }),
    );
  });

  it('adjacent segments differ in rate or override (they are maximal)', () => {
    fc.assert(
      fc.property(ratesArb, overridesArb, groupArb, (rates, overrides, group) => {
        const segments = rateSegments('p', group, day(0), day(30), rates, overrides);
        segments.forEach((s, i) => {
          const previous = segments[i - 1];
          if (previous && previous.endTime.getTime() === s.startTime.getTime()) {
            expect(previous.rate !== s.rate || previous.override !== s.override).toBe(true);
          }
        });
      }),
    );
  });
});

describe('resolveRate: ties of three keys', () => {
  // Every rate matches three keys of the group; the smallest sorted entries win, whatever order the keys were
  // written in and whatever the ids: z1's sorted keys are a,b,c; m2's a,b,d; a4's a,d,e.
  const group = { a: 'x', b: 'x', c: 'x', d: 'x', e: 'x' };
  const z1 = rate('z1', unit('1'), { dims: { c: 'x', b: 'x', a: 'x' } });
  const m2 = rate('m2', unit('2'), { dims: { a: 'x', b: 'x', d: 'x' } });
  const a4 = rate('a4', unit('3'), { dims: { e: 'x', d: 'x', a: 'x' } });

  it('compares the entries sorted by key, not as written', () => {
    expect(resolvedId(group, [z1, m2, a4])).toBe('z1');
    expect(resolvedId(group, [a4, m2, z1])).toBe('z1');
    expect(resolvedId(group, [m2, a4])).toBe('m2');
    expect(resolvedId(group, [a4, m2])).toBe('m2');
  });
});
