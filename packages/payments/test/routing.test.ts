/**
 * Candidate selection and the order of attempts (docs/payments.md "The rules") as pure functions: properties
 * over random policies with fast-check, and examples with the expected candidates written out by hand.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Capabilities,
  type ConnectionForSelection,
  type FinishedAttempt,
  isCapable,
  nextAttempt,
  PAYMENT_METHOD_TYPES,
  type PlannedAttempt,
  type RouteQuery,
  type RuleForSelection,
  roundFailure,
  ruleMatches,
  selectCandidates,
} from '../src/index.ts';

const COUNTRIES = ['US', 'DE', 'FR'];
const CURRENCIES = ['USD', 'EUR'];
const CONNECTIONS = ['a', 'b', 'c', 'd'];

const subset = <T>(values: readonly T[]) => fc.subarray([...values]);
const capabilities: fc.Arbitrary<Capabilities> = fc.record({
  countryCodes: subset(COUNTRIES),
  currencyCodes: subset(CURRENCIES),
  paymentMethodTypes: subset(PAYMENT_METHOD_TYPES),
  supportsOffSession: fc.boolean(),
  supportsRecurring: fc.boolean(),
});
const connections = fc
  .tuple(
    ...CONNECTIONS.map(() =>
      fc.option(fc.record({ active: fc.boolean(), capabilities }), { nil: undefined }),
    ),
  )
  .map((list) => {
    const map = new Map<string, ConnectionForSelection>();
    list.forEach((c, i) => {
      if (c) map.set(CONNECTIONS[i]!, c);
    });
    return map;
  });
const rule: fc.Arbitrary<RuleForSelection> = fc.record({
  connection: fc.constantFrom(...CONNECTIONS, 'gone'),
  countryCodes: subset(COUNTRIES),
  currencyCodes: subset(CURRENCIES),
  paymentMethodTypes: subset(PAYMENT_METHOD_TYPES),
  requireOffSession: fc.boolean(),
  requireRecurring: fc.boolean(),
});
const query: fc.Arbitrary<RouteQuery> = fc.record({
  countryCode: fc.constantFrom(...COUNTRIES),
  currencyCode: fc.constantFrom(...CURRENCIES),
  methodType: fc.constantFrom(...PAYMENT_METHOD_TYPES),
  offSession: fc.boolean(),
  recurring: fc.boolean(),
});

describe('selectCandidates', () => {
  it('returns exactly the ACTIVE, capable connections of matching rules, once each, in rule order', () => {
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 8 }), connections, query, (rules, conns, q) => {
        const out = selectCandidates(rules, conns, q);
        expect(new Set(out).size).toBe(out.length);
        const eligible = (r: RuleForSelection) => {
          const c = conns.get(r.connection);
          return c?.active === true && isCapable(c.capabilities, q) && ruleMatches(r, c, q);
        };
        // The expected list, by a second reading: first eligible rule of each connection, in rule order.
        const expected: string[] = [];
        for (const r of rules)
          if (eligible(r) && !expected.includes(r.connection)) expected.push(r.connection);
        expect(out).toEqual(expected);
        for (const id of out) expect(conns.get(id)!.active).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('does not depend on rules that cannot match, and never selects a connection it does not know', () => {
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 8 }), connections, query, (rules, conns, q) => {
        const out = selectCandidates(rules, conns, q);
        const withNoise = rules.flatMap((r) => [r, { ...r, countryCodes: ['ZZ'] }]);
        expect(selectCandidates(withNoise, conns, q)).toEqual(out);
        expect(out.every((id) => conns.has(id))).toBe(true);
      }),
    );
  });

  it('selects as the examples say', () => {
    const any: Capabilities = {
      countryCodes: [],
      currencyCodes: [],
      paymentMethodTypes: ['CARD', 'SEPA_DEBIT'],
      supportsOffSession: true,
      supportsRecurring: false,
    };
    const conns = new Map<string, ConnectionForSelection>([
      ['eu', { active: true, capabilities: { ...any, currencyCodes: ['EUR'] } }],
      ['us', { active: true, capabilities: any }],
      ['off', { active: false, capabilities: any }],
    ]);
    const base = {
      countryCodes: [],
      currencyCodes: [],
      paymentMethodTypes: [],
      requireOffSession: false,
      requireRecurring: false,
    };
    const rules: RuleForSelection[] = [
      { ...base, connection: 'off' },
      { ...base, connection: 'eu', countryCodes: ['DE', 'FR'] },
      { ...base, connection: 'us', requireRecurring: true },
      { ...base, connection: 'us', paymentMethodTypes: ['CARD'] },
      { ...base, connection: 'eu' },
    ];
    const q: RouteQuery = {
      countryCode: 'DE',
      currencyCode: 'EUR',
      methodType: 'CARD',
      offSession: true,
      recurring: false,
    };
    expect(selectCandidates(rules, conns, q)).toEqual(['eu', 'us']);
    expect(selectCandidates(rules, conns, { ...q, currencyCode: 'USD' })).toEqual(['us']);
    expect(selectCandidates(rules, conns, { ...q, methodType: 'SEPA_DEBIT', currencyCode: 'USD' })).toEqual(
      [],
    );
    // A recurring payment: no connection supports it.
    expect(selectCandidates(rules, conns, { ...q, recurring: true })).toEqual([]);
    expect(selectCandidates([], conns, q)).toEqual([]);
  });
});

const CATEGORIES = [
  'SOFT_DECLINE',
  'PROVIDER_ERROR',
  'HARD_DECLINE',
  'AUTHENTICATION_REQUIRED',
  'INVALID_REQUEST',
] as const;

describe('nextAttempt', () => {
  const plan = fc
    .array(fc.tuple(fc.constantFrom('m1', 'm2', 'm3'), fc.constantFrom('a', 'b', 'c')), { maxLength: 9 })
    .map((pairs) => {
      const seen = new Set<string>();
      return pairs
        .filter(([m, c]) => !seen.has(`${m}${c}`) && seen.add(`${m}${c}`))
        .map(([methodId, connectionId]) => ({ methodId, connectionId }));
    });

  it('walks the plan in order, never twice, skipping methods after a failure that is not soft', () => {
    fc.assert(
      fc.property(
        plan,
        fc.array(fc.constantFrom(...CATEGORIES), { minLength: 10, maxLength: 10 }),
        (p, outcomes) => {
          const done: FinishedAttempt[] = [];
          let next: PlannedAttempt | undefined;
          let i = 0;
          // biome-ignore lint/suspicious/noAssignInExpressions: the loop reads the next attempt each turn.
          while ((next = nextAttempt(p, done))) {
            const hard = done.filter((a) => !['SOFT_DECLINE', 'PROVIDER_ERROR'].includes(a.failureCategory!));
            expect(hard.map((a) => a.methodId)).not.toContain(next.methodId);
            expect(
              done.some((a) => a.methodId === next!.methodId && a.connectionId === next!.connectionId),
            ).toBe(false);
            // Nothing earlier in the plan was left untried, unless its method was given up.
            const index = p.findIndex(
              (x) => x.methodId === next!.methodId && x.connectionId === next!.connectionId,
            );
            for (const earlier of p.slice(0, index)) {
              const tried = done.some(
                (a) => a.methodId === earlier.methodId && a.connectionId === earlier.connectionId,
              );
              expect(tried || hard.some((a) => a.methodId === earlier.methodId)).toBe(true);
            }
            done.push({ ...next, failureCategory: outcomes[i++ % outcomes.length]! });
          }
          expect(done.length).toBeLessThanOrEqual(p.length);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('falls back as docs/payments.md "The rules" says, and names the failure of the round', () => {
    const p = [
      { methodId: 'm1', connectionId: 'a' },
      { methodId: 'm1', connectionId: 'b' },
      { methodId: 'm2', connectionId: 'a' },
    ];
    expect(nextAttempt(p, [])).toEqual(p[0]);
    expect(nextAttempt(p, [{ ...p[0]!, failureCategory: 'PROVIDER_ERROR' }])).toEqual(p[1]);
    expect(nextAttempt(p, [{ ...p[0]!, failureCategory: 'SOFT_DECLINE' }])).toEqual(p[1]);
    expect(nextAttempt(p, [{ ...p[0]!, failureCategory: 'HARD_DECLINE' }])).toEqual(p[2]);
    expect(roundFailure([])).toBe('NO_ROUTE');
    expect(
      roundFailure([
        { ...p[0]!, failureCategory: 'SOFT_DECLINE' },
        { ...p[2]!, failureCategory: 'HARD_DECLINE' },
      ]),
    ).toBe('SOFT_DECLINE');
    expect(roundFailure([{ ...p[2]!, failureCategory: 'AUTHENTICATION_REQUIRED' }])).toBe(
      'AUTHENTICATION_REQUIRED',
    );
  });
});
