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

  it('gives what a plain character-by-character scan gives, on any text', () => {
    // The scan as first written (one character at a time, a slice per literal): the reference.
    const reference = (text: string): { refused: string | undefined; long: boolean } => {
      let depth = 0;
      let long = false;
      try {
        for (let i = 0; i < text.length; i++) {
          const c = text[i]!;
          if (c === '"') {
            for (i++; i < text.length; i++) {
              if (text[i] === '\\') i++;
              else if (text[i] === '"') break;
            }
          } else if (c === '{' || c === '[') {
            if (++depth > MAX_JSON_DEPTH) throw new Error('depth');
          } else if (c === '}' || c === ']') depth--;
          else if (/[-0-9]/.test(c)) {
            const literal = /^[-+.eE0-9]+/.exec(text.slice(i))![0];
            i += literal.length - 1;
            if (/[0-9][0-9.]{15}/.test(literal)) long = true;
            if (literal.length > MAX_NUMBER_LENGTH) throw new Error('length');
            const e = literal.search(/[eE]/);
            const exponent =
              e < 0
                ? ''
                : literal
                    .slice(e + 1)
                    .replace(/^[+-]/, '')
                    .replace(/^0+/, '');
            if (exponent.length > 3 || Number(exponent) > MAX_NUMBER_EXPONENT) throw new Error('exponent');
            if (!Number.isFinite(Number(literal)) && /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(literal))
              throw new Error('range');
          }
        }
      } catch (error) {
        return { refused: (error as Error).message, long };
      }
      return { refused: undefined, long };
    };
    const piece = fc.oneof(
      fc.constantFrom('"', '\\', '{', '}', '[', ']', ',', ':', ' ', 'e', 'E', '+', '-', '.', '0', '9', 'x'),
      fc.stringMatching(/^[0-9]{1,20}$/),
      fc.stringMatching(/^-?[0-9]{1,3}(\.[0-9]{1,20})?([eE][+-]?[0-9]{1,4})?$/),
      fc.string({ maxLength: 4 }),
      fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 40 }).map((parts) => parts.join('')),
        (text) => {
          const expected = reference(text);
          let refusedNow = false;
          let long = false;
          try {
            long = checkJsonText(text);
          } catch (error) {
            expect(error).toBeInstanceOf(ApiError);
            refusedNow = true;
          }
          expect(refusedNow).toBe(expected.refused !== undefined);
          if (!refusedNow) expect(long).toBe(expected.long);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('tells a number literal JSON.parse could round, and nothing else', () => {
    expect(checkJsonText('{"a":1234567890123456}')).toBe(true);
    expect(checkJsonText('{"a":-0.12345678901234}')).toBe(true);
    expect(checkJsonText('{"a":123456789012345}')).toBe(false);
    expect(checkJsonText('{"a":1.5e-300,"b":[1,2,3]}')).toBe(false);
    // Digits in a string are not a number.
    expect(checkJsonText('{"eventId":"12345678901234567890"}')).toBe(false);
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
