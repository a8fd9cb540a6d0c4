/**
 * Request bodies are checked as text before any parser sees them (docs/limits.md): strict UTF-8, nesting at most
 * `MAX_JSON_DEPTH` deep (recursive parsers and validators overflow the stack on deeper documents: a 500 and
 * a stalled process, never a client error), and number literals short enough and with exponents small enough to
 * be read exactly and fast (a huge exponent stalls exact decimal parsing; one past a double's range silently
 * becomes null in JSON.stringify).
 */
import { invalidField } from './errors.ts';

export const MAX_JSON_DEPTH = 64;
/** Characters of one number literal: 100 digits is more than any quantity or price needs. */
export const MAX_NUMBER_LENGTH = 100;
/**
 * |exponent| of a number literal: enough for every double JavaScript writes (down to 5e-324), small enough that
 * exact decimal parsing stays cheap.
 */
export const MAX_NUMBER_EXPONENT = 400;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The bytes as UTF-8 text; INVALID_ARGUMENT when they are not valid UTF-8 (no silent replacement characters). */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw invalidField('body', 'must be valid UTF-8');
  }
}

/** JSON's structural characters as char codes (this scan's and the ingest edge's event scanner's). */
export const QUOTE = 0x22;
export const BACKSLASH = 0x5c;
export const COMMA = 0x2c;
export const COLON = 0x3a;
export const OPEN_OBJECT = 0x7b;
export const CLOSE_OBJECT = 0x7d;
export const OPEN_ARRAY = 0x5b;
export const CLOSE_ARRAY = 0x5d;
export const MINUS = 0x2d;
export const ZERO = 0x30;
export const NINE = 0x39;

function isNumberStart(c: number): boolean {
  return c === MINUS || (c >= ZERO && c <= NINE);
}

function checkNumber(literal: string): void {
  if (literal.length > MAX_NUMBER_LENGTH) {
    throw invalidField('body', `a number must be at most ${MAX_NUMBER_LENGTH} characters long`);
  }
  const e = literal.search(/[eE]/);
  if (e >= 0) {
    const exponent = literal
      .slice(e + 1)
      .replace(/^[+-]/, '')
      .replace(/^0+/, '');
    if (exponent.length > 3 || Number(exponent) > MAX_NUMBER_EXPONENT) {
      throw invalidField('body', `a number's exponent must be at most ${MAX_NUMBER_EXPONENT} in size`);
    }
  }
  // Past a double's range JSON.parse gives Infinity, which JSON.stringify writes as null: refused, not stored.
  if (!Number.isFinite(Number(literal)) && /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(literal)) {
    throw invalidField('body', 'a number must be within the range of a double (about 1.8e308)');
  }
}

/** Digits and points in a row from which JSON.parse may round a number (16 significant digits or more). */
const LONG_NUMBER_RUN = 16;

/**
 * Checks the nesting depth and the number literals of JSON `text` in one pass, skipping strings. Malformed JSON
 * is left to the parser: this only refuses what a parser would accept at too high a cost. Returns whether a
 * number literal holds 16 or more digits and points in a row: one JSON.parse could round, to be read losslessly.
 *
 * This pass runs over every byte of every ingest body, so it allocates nothing on the common path: strings are
 * skipped with indexOf, and a literal is only sliced for checkNumber when it has an exponent (a literal without
 * one, at most MAX_NUMBER_LENGTH characters long, is always within a double's range).
 */
export function checkJsonText(text: string): boolean {
  let depth = 0;
  let long = false;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // The closing quote is the next one not escaped, i.e. not after an odd number of backslashes.
      for (;;) {
        const close = text.indexOf('"', i + 1);
        if (close === -1) return long;
        let backslashes = 0;
        while (text.charCodeAt(close - 1 - backslashes) === BACKSLASH) backslashes++;
        i = close;
        if (backslashes % 2 === 0) break;
      }
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > MAX_JSON_DEPTH) {
        throw invalidField('body', `must not nest objects and arrays more than ${MAX_JSON_DEPTH} deep`);
      }
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth--;
    } else if (isNumberStart(c)) {
      const start = i;
      let exponent = false;
      let run = c === 0x2d ? 0 : 1;
      while (i + 1 < n) {
        const d = text.charCodeAt(i + 1);
        if ((d >= 0x30 && d <= 0x39) || d === 0x2e) {
          if (++run >= LONG_NUMBER_RUN) long = true;
        } else if (d === 0x65 || d === 0x45 || d === 0x2b || d === 0x2d) {
          exponent ||= d === 0x65 || d === 0x45;
          run = 0;
        } else break;
        i++;
      }
      if (exponent || i + 1 - start > MAX_NUMBER_LENGTH) checkNumber(text.slice(start, i + 1));
    }
  }
  return long;
}
