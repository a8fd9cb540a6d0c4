import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/errors.ts';
import {
  checkJsonText,
  decodeUtf8,
  MAX_JSON_DEPTH,
  MAX_NUMBER_EXPONENT,
  MAX_NUMBER_LENGTH,
} from '../src/json-text.ts';

const refused = (text: string) => {
  try {
    checkJsonText(text);
    return false;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('INVALID_ARGUMENT');
    return true;
  }
};

describe('request bodies checked as text (docs/limits.md)', () => {
  it('accepts nesting exactly 64 deep and refuses 65, arrays and objects alike', () => {
    const arrays = (n: number) => '['.repeat(n) + ']'.repeat(n);
    const objects = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
    expect(refused(arrays(MAX_JSON_DEPTH))).toBe(false);
    expect(refused(arrays(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(refused(objects(MAX_JSON_DEPTH))).toBe(false);
    expect(refused(objects(MAX_JSON_DEPTH + 1))).toBe(true);
    // Depth comes back down: siblings do not add up.
    expect(refused(`[${Array.from({ length: 100 }, () => arrays(60)).join(',')}]`)).toBe(false);
  });

  it('does not count brackets or digits inside strings, escaped quotes included', () => {
    expect(refused(JSON.stringify({ a: '['.repeat(1000), b: `"${'9'.repeat(500)}\\"[[[` }))).toBe(false);
  });

  it('bounds number literals in length and exponent', () => {
    expect(refused(`{"a": ${'9'.repeat(MAX_NUMBER_LENGTH)}}`)).toBe(false);
    expect(refused(`{"a": ${'9'.repeat(MAX_NUMBER_LENGTH + 1)}}`)).toBe(true);
    expect(refused(`{"a": 1e-${MAX_NUMBER_EXPONENT}}`)).toBe(false);
    expect(refused(`{"a": 1e-${MAX_NUMBER_EXPONENT + 1}}`)).toBe(true);
    expect(refused('{"a": 1E+000300}')).toBe(false);
    expect(refused(`{"a": 0.000001e${MAX_NUMBER_EXPONENT + 1}}`)).toBe(true);
    expect(refused('{"a": 1e999999999}')).toBe(true);
    // Past a double's range: it would be stored as null.
    expect(refused('[1.7e308]')).toBe(false);
    expect(refused('[1.8e308]')).toBe(true);
    expect(refused('[-1e309]')).toBe(true);
    expect(refused('[5e-324]')).toBe(false);
  });

  it('accepts what JSON.stringify writes of ordinary values', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 10 }), (value) => {
        checkJsonText(JSON.stringify(value));
      }),
    );
  });

  it('decodes UTF-8 strictly', () => {
    expect(decodeUtf8(new TextEncoder().encode('{"a":"é€😀"}'))).toBe('{"a":"é€😀"}');
    for (const bad of [
      [0xff],
      [0xc3],
      [0xed, 0xa0, 0x80],
      [0x7b, 0x22, 0x61, 0x22, 0x3a, 0xff, 0xfe, 0x7d],
    ]) {
      expect(() => decodeUtf8(new Uint8Array(bad))).toThrow(/UTF-8/);
    }
  });
});
