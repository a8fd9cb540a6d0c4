import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeKeys, snakeToCamel } from '../src/case.ts';
import { canonicalDecimal, checkCurrencyCode, Decimal, minorUnits, parseDecimal } from '../src/decimal.ts';
import { ApiError } from '../src/errors.ts';
import { formatAmount } from '../src/money.ts';
import { checkResourceId, EVENT_ID, generateId, idFromName, parseName, RESOURCE_ID } from '../src/names.ts';
import { isTimeZone, parseTimestamp } from '../src/time.ts';

function code(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).code;
  }
  return undefined;
}

describe('resource ids and names', () => {
  it('follows the id rule', () => {
    for (const ok of ['a', 'acme', 'acme-2', 'a1', `a${'b'.repeat(62)}`])
      expect(RESOURCE_ID.test(ok)).toBe(true);
    for (const bad of ['', 'A', '1a', '-a', 'a-', 'a_b', `a${'b'.repeat(63)}`, 'a.b', 'é']) {
      expect(RESOURCE_ID.test(bad)).toBe(false);
    }
    expect(code(() => checkResourceId('Bad', 'customerId'))).toBe('INVALID_ARGUMENT');
  });

  it('generates valid, distinct ids', () => {
    const ids = new Set(Array.from({ length: 200 }, () => generateId('cus')));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(RESOURCE_ID.test(id)).toBe(true);
  });

  it('parses full names against a pattern', () => {
    expect(parseName('customers/a/contracts/b', 'customers/{customer}/contracts/{contract}', 'f')).toEqual({
      customer: 'a',
      contract: 'b',
    });
    expect(idFromName('meters/m1', 'meters', 'meter')).toBe('m1');
    for (const bad of ['meters', 'meters/', 'meter/m1', 'meters/M1', 'meters/m1/x', 42, null]) {
      expect(code(() => idFromName(bad, 'meters', 'meter'))).toBe('INVALID_ARGUMENT');
    }
  });

  it('event ids', () => {
    expect(EVENT_ID.test('evt_1:2.3~4-5')).toBe(true);
    expect(EVENT_ID.test('x'.repeat(129))).toBe(false);
    expect(EVENT_ID.test('a b')).toBe(false);
  });
});

describe('decimals and currencies', () => {
  it('parses strict decimal strings only', () => {
    expect(parseDecimal('12.50', 'f').toFixed()).toBe('12.5');
    for (const bad of ['1e3', ' 1', '+1', '1.', '.5', '', 'NaN', 'Infinity', 12, null, '0x1']) {
      expect(code(() => parseDecimal(bad, 'f'))).toBe('INVALID_ARGUMENT');
    }
    expect(code(() => parseDecimal('-1', 'f'))).toBe('INVALID_ARGUMENT');
    expect(parseDecimal('-1', 'f', { allowNegative: true }).toFixed()).toBe('-1');
    expect(code(() => parseDecimal('0', 'f', { positive: true }))).toBe('INVALID_ARGUMENT');
    expect(code(() => parseDecimal('1.234', 'f', { maxScale: 2 }))).toBe('INVALID_ARGUMENT');
  });

  it('writes canonical decimals: no exponent, no trailing zeros, no negative zero', () => {
    expect(canonicalDecimal('0.10')).toBe('0.1');
    expect(canonicalDecimal('100')).toBe('100');
    expect(canonicalDecimal('-0.000')).toBe('0');
    expect(canonicalDecimal(new Decimal('1e-30'))).toBe('0.000000000000000000000000000001');
    expect(canonicalDecimal(new Decimal('1e30'))).toBe('1000000000000000000000000000000');
  });

  it('round-trips any decimal string exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.nat(20), (units, scale) => {
        const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
        const text = `${units < 0n ? '-' : ''}${scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits}`;
        expect(
          new Decimal(canonicalDecimal(parseDecimal(text, 'f', { allowNegative: true }))).equals(
            new Decimal(text),
          ),
        ).toBe(true);
      }),
    );
  });

  it('knows ISO 4217 minor units and refuses unknown codes', () => {
    expect(minorUnits('USD')).toBe(2);
    expect(minorUnits('JPY')).toBe(0);
    expect(minorUnits('KWD')).toBe(3);
    for (const bad of ['usd', 'XXX', 'XAU', 'ABC', '', 'US'])
      expect(code(() => checkCurrencyCode(bad, 'c'))).toBe('INVALID_ARGUMENT');
  });

  it('formats amounts with exactly the minor digits, rounding half away from zero', () => {
    expect(formatAmount(new Decimal('12.3'), 'USD')).toBe('12.30');
    expect(formatAmount(new Decimal('12.5'), 'JPY')).toBe('13');
    expect(formatAmount(new Decimal('-12.5'), 'JPY')).toBe('-13');
    expect(formatAmount(new Decimal('1.2345'), 'KWD')).toBe('1.235');
    expect(formatAmount(new Decimal('10.005'), 'USD')).toBe('10.01');
    expect(formatAmount(new Decimal('-0.004'), 'USD')).toBe('0.00');
    // docs/invoices.md "Lines and rounding": lines 10.005 and 3.333 -> 10.01 + 3.33 = 13.34
    const lines = ['10.005', '3.333'].map((v) => new Decimal(formatAmount(new Decimal(v), 'USD')));
    expect(lines.reduce((a, b) => a.plus(b)).toFixed(2)).toBe('13.34');
  });
});

describe('timestamps and time zones', () => {
  it('parses RFC 3339 with any offset and refuses the rest', () => {
    expect(parseTimestamp('2026-01-31T10:00:00+01:00', 't').toISOString()).toBe('2026-01-31T09:00:00.000Z');
    expect(parseTimestamp('2024-02-29T00:00:00Z', 't').toISOString()).toBe('2024-02-29T00:00:00.000Z');
    for (const bad of [
      '2026-02-30T00:00:00Z',
      '2025-02-29T00:00:00Z',
      '2026-01-01',
      '2026-01-01 00:00:00Z',
      'now',
      1,
      '1969-12-31T23:59:59Z',
    ]) {
      expect(code(() => parseTimestamp(bad, 't'))).toBe('INVALID_ARGUMENT');
    }
  });

  it('knows IANA zones', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('snake_case input', () => {
  const schema = {
    type: 'object',
    properties: {
      displayName: { type: 'string' },
      billingProfile: { type: 'object', properties: { legalName: { type: 'string' } } },
      metadata: { type: 'object', additionalProperties: { type: 'string' } },
      rates: {
        type: 'array',
        items: {
          type: 'object',
          properties: { dimensionValues: { type: 'object', additionalProperties: { type: 'string' } } },
        },
      },
    },
  };

  it('renames snake_case fields the schema knows, at any depth, and never map keys', () => {
    expect(
      normalizeKeys(
        {
          display_name: 'A',
          billing_profile: { legal_name: 'B' },
          metadata: { tier_level: 'x' },
          rates: [{ dimension_values: { model_name: 'y' } }],
          unknown_field: 1,
        },
        schema,
      ),
    ).toEqual({
      displayName: 'A',
      billingProfile: { legalName: 'B' },
      metadata: { tier_level: 'x' },
      rates: [{ dimensionValues: { model_name: 'y' } }],
      unknown_field: 1,
    });
  });

  it('prefers the lowerCamel field when both are sent', () => {
    expect(normalizeKeys({ display_name: 'snake', displayName: 'camel' }, schema)).toEqual({
      displayName: 'camel',
    });
    expect(snakeToCamel('a_b_c1')).toBe('aBC1');
  });
});
