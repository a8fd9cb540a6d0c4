/**
 * One pass from an ingest body's text to its validated events, for the shape producers send: the body
 * `{"events":[...]}` (or `{"event":{...}}`), each event an object of `eventId`, `customer`, `eventType`,
 * `eventTime` and `properties` whose strings hold no escape, and properties a flat object of strings without
 * escapes, integers of at most 15 digits, booleans and nulls. Such an event needs no JSON.parse, no object of its
 * own parsed JSON, and no walk of its properties: the properties' JSON text is its text without whitespace,
 * their canonical text is that with the keys sorted, and their values are the literals themselves.
 *
 * Anything else is left to the general path (JSON.parse and validateEvent), so that every answer is the one the
 * general path gives (scan-events.test.ts compares both on random bodies):
 * - an event outside that shape, or failing a check (it is then rejected, and the rejection's wording is
 *   validateEvent's), is parsed alone (`JSON.parse` of its text) and validated the general way;
 * - a body not of that shape at the top, with more than MAX_EVENTS events, or with a number literal that needs
 *   the lossless parser: `undefined`, the caller parses the whole body.
 *
 * The caller runs checkJsonText first (depth, number bounds), as for any body.
 */
import {
  BACKSLASH,
  CLOSE_ARRAY,
  CLOSE_OBJECT,
  COLON,
  COMMA,
  EVENT_ID,
  isResourceId,
  MINUS,
  NINE,
  OPEN_ARRAY,
  OPEN_OBJECT,
  QUOTE,
  ZERO,
} from '@billing/core';
import { PATH_KEY } from './property-values.ts';
import {
  EVENT_TYPE,
  MAX_PROPERTIES_BYTES,
  parseEventTime,
  payloadHash,
  type RejectedEvent,
  type TimeWindow,
  type ValidEvent,
  validateEvent,
} from './validate.ts';

/** Integers of more digits are not plain: a double may not hold them exactly, JSON.parse decides. */
export const MAX_PLAIN_INTEGER_DIGITS = 15;
const CUSTOMER_PREFIX = 'customers/';

function skipWhitespace(text: string, i: number): number {
  for (;;) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) return i;
    i++;
  }
}

/**
 * The end (after the closing quote) of the string starting at `i`, or -1 when it is unterminated or holds an
 * escape, a control character or a surrogate: a string JSON.parse would read differently from its text or
 * refuse, or JSON.stringify would write differently (a lone surrogate; pairs are left to the general path too).
 */
function plainStringEnd(text: string, i: number): number {
  PLAIN_STRING.lastIndex = i;
  return PLAIN_STRING.test(text) ? PLAIN_STRING.lastIndex : -1;
}

/** A string from its opening quote, matched natively (sticky: at `lastIndex` only). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: raw control characters are what a JSON string may not hold.
const PLAIN_STRING = /"[^"\\\u0000-\u001f\ud800-\udfff]*"/y;

/** The end of any string starting at `i` (escapes skipped, not checked), or -1. */
function stringEnd(text: string, i: number): number {
  for (let j = i + 1; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === QUOTE) return j + 1;
    if (c === BACKSLASH) j++;
  }
  return -1;
}

/**
 * The end of the JSON value starting at `i`, found by brackets outside strings, without checking it (JSON.parse
 * of the value's text does), or -1.
 */
function valueEnd(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === QUOTE) return stringEnd(text, i);
  if (c !== OPEN_OBJECT && c !== OPEN_ARRAY) {
    let j = i;
    for (; j < text.length; j++) {
      const d = text.charCodeAt(j);
      if (
        d === COMMA ||
        d === CLOSE_ARRAY ||
        d === CLOSE_OBJECT ||
        d === 0x20 ||
        d === 0x0a ||
        d === 0x0d ||
        d === 0x09
      )
        break;
    }
    return j === i ? -1 : j;
  }
  let depth = 0;
  for (let j = i; j < text.length; j++) {
    const d = text.charCodeAt(j);
    if (d === QUOTE) {
      j = stringEnd(text, j) - 1;
      if (j < 0) return -1;
    } else if (d === OPEN_OBJECT || d === OPEN_ARRAY) depth++;
    else if (d === CLOSE_OBJECT || d === CLOSE_ARRAY) {
      if (--depth === 0) return j + 1;
    }
  }
  return -1;
}

/** The end of an integer literal of 1 to MAX_PLAIN_INTEGER_DIGITS digits (not `-0`) starting at `i`, or -1 for any other number. */
function smallIntegerEnd(text: string, i: number): number {
  let j = i;
  if (text.charCodeAt(j) === MINUS) j++;
  const first = j;
  while (j < text.length) {
    const c = text.charCodeAt(j);
    if (c < ZERO || c > NINE) break;
    j++;
  }
  const digits = j - first;
  if (digits === 0 || digits > MAX_PLAIN_INTEGER_DIGITS) return -1;
  // A leading zero is only the number 0 (and -0 prints as 0).
  if (text.charCodeAt(first) === ZERO && (digits > 1 || first > i)) return -1;
  const next = text.charCodeAt(j);
  // A fraction or an exponent: a number whose JSON text may not be its literal.
  if (next === 0x2e || next === 0x65 || next === 0x45) return -1;
  return j;
}

/** Scratch of the properties of the event being scanned: key and value texts (as in the body), reused. */
const keys: string[] = [];
const valueTexts: string[] = [];
const order: number[] = [];
/** What the scan of an event found; module state, so that an event costs no object until it is valid. */
let eventId = '';
let customer = '';
let eventType = '';
let eventTime = '';
/** The properties object's text, and whether it holds no whitespace between its tokens. */
let propertiesText = '';
let propertiesCompact = true;

/** Reads the flat properties object at `i` into `keys` and `valueTexts`; its end, or -1 when not flat. */
function scanProperties(text: string, i: number): number {
  let compact = true;
  let j = skipWhitespace(text, i + 1);
  if (j !== i + 1) compact = false;
  if (text.charCodeAt(j) !== CLOSE_OBJECT) {
    for (;;) {
      if (text.charCodeAt(j) !== QUOTE) return -1;
      const keyEnd = plainStringEnd(text, j);
      if (keyEnd < 0) return -1;
      const key = text.slice(j + 1, keyEnd - 1);
      // Keys that are array indexes come first in an object, whatever the text says; `__proto__` is special.
      const first = key.charCodeAt(0);
      if ((first >= ZERO && first <= NINE) || key === '__proto__') return -1;
      const colon = skipWhitespace(text, keyEnd);
      if (text.charCodeAt(colon) !== COLON) return -1;
      const valueStart = skipWhitespace(text, colon + 1);
      if (colon !== keyEnd || valueStart !== colon + 1) compact = false;
      const c = text.charCodeAt(valueStart);
      let end: number;
      if (c === QUOTE) end = plainStringEnd(text, valueStart);
      else if (c === MINUS || (c >= ZERO && c <= NINE)) end = smallIntegerEnd(text, valueStart);
      else if (text.startsWith('true', valueStart)) end = valueStart + 4;
      else if (text.startsWith('false', valueStart)) end = valueStart + 5;
      else if (text.startsWith('null', valueStart)) end = valueStart + 4;
      else return -1;
      if (end < 0) return -1;
      keys.push(key);
      valueTexts.push(text.slice(valueStart, end));
      j = skipWhitespace(text, end);
      if (j !== end) compact = false;
      const d = text.charCodeAt(j);
      if (d === CLOSE_OBJECT) break;
      if (d !== COMMA) return -1;
      const next = skipWhitespace(text, j + 1);
      if (next !== j + 1) compact = false;
      j = next;
    }
  }
  propertiesText = text.slice(i, j + 1);
  propertiesCompact = compact;
  return j + 1;
}

/** Whether a key repeats (JSON.parse keeps the last value, at the first key's place). */
function hasRepeatedKey(): boolean {
  const n = keys.length;
  if (n > 16) return new Set(keys).size !== n;
  for (let a = 1; a < n; a++) for (let b = 0; b < a; b++) if (keys[a] === keys[b]) return true;
  return false;
}

/** Scans the event object at `i` into the module state; its end, or -1 when it is not of the plain shape. */
function scanEvent(text: string, i: number): number {
  eventId = customer = eventType = eventTime = '';
  propertiesText = '{}';
  propertiesCompact = true;
  keys.length = 0;
  valueTexts.length = 0;
  let seen = 0;
  let j = skipWhitespace(text, i + 1);
  for (;;) {
    if (text.charCodeAt(j) !== QUOTE) return -1;
    const keyEnd = plainStringEnd(text, j);
    if (keyEnd < 0) return -1;
    const keyLength = keyEnd - j - 2;
    let field = 0;
    if (keyLength === 7 && text.startsWith('eventId"', j + 1)) field = 1;
    else if (keyLength === 8 && text.startsWith('customer"', j + 1)) field = 2;
    else if (keyLength === 9 && text.startsWith('eventType"', j + 1)) field = 4;
    else if (keyLength === 9 && text.startsWith('eventTime"', j + 1)) field = 8;
    else if (keyLength === 10 && text.startsWith('properties"', j + 1)) field = 16;
    // Another key (snake_case names, unknown keys) or a key twice: the general path decides.
    if (field === 0 || (seen & field) !== 0) return -1;
    seen |= field;
    const colon = skipWhitespace(text, keyEnd);
    if (text.charCodeAt(colon) !== COLON) return -1;
    const valueStart = skipWhitespace(text, colon + 1);
    const quoted = text.charCodeAt(valueStart) === QUOTE;
    let end: number;
    if (field === 16) {
      if (text.charCodeAt(valueStart) !== OPEN_OBJECT) return -1;
      end = scanProperties(text, valueStart);
    } else {
      end = quoted ? plainStringEnd(text, valueStart) : -1;
      if (end < 0) return -1;
      const value = text.slice(valueStart + 1, end - 1);
      if (field === 1) eventId = value;
      else if (field === 2) customer = value;
      else if (field === 4) eventType = value;
      else eventTime = value;
    }
    if (end < 0) return -1;
    const k = skipWhitespace(text, end);
    const d = text.charCodeAt(k);
    // The four strings are required; properties are optional ({}).
    if (d === CLOSE_OBJECT) return (seen & 15) === 15 ? k + 1 : -1;
    if (d !== COMMA) return -1;
    j = skipWhitespace(text, k + 1);
  }
}

/** The properties' JSON text as JSON.stringify writes it: their text, or rebuilt without the whitespace. */
function propertiesJson(): string {
  if (propertiesCompact) return propertiesText;
  let out = '{';
  for (let n = 0; n < keys.length; n++) out += `${n === 0 ? '' : ','}"${keys[n]}":${valueTexts[n]}`;
  return `${out}}`;
}

/** The canonical payload text (validate.ts eventPayload) of the scanned event. */
function canonicalText(customerId: string, time: number): string {
  let out = `["${customerId}","${eventType}",${time},{`;
  const n = keys.length;
  if (n === 1) out += `"${keys[0]}":${valueTexts[0]}`;
  else if (n > 1) {
    // The key indexes in code unit order (Array#sort's default order of strings): an insertion sort without a
    // closure for the usual handful of keys, a real sort past that (64 KiB of properties hold ~10,000 keys).
    order.length = 0;
    if (n <= 16) {
      for (let a = 0; a < n; a++) {
        let b = a;
        while (b > 0 && keys[order[b - 1]!]! > keys[a]!) {
          order[b] = order[b - 1]!;
          b--;
        }
        order[b] = a;
      }
    } else {
      for (let a = 0; a < n; a++) order[a] = a;
      order.sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0));
    }
    for (let a = 0; a < n; a++) out += `${a === 0 ? '' : ','}"${keys[order[a]!]}":${valueTexts[order[a]!]}`;
  }
  return `${out}}]`;
}

/** The meter values of the scanned properties: the literals themselves (null is absent). */
function scannedValues(): [string, string][] {
  const out: [string, string][] = [];
  for (let n = 0; n < keys.length; n++) {
    const value = valueTexts[n]!;
    if (value === 'null' || !PATH_KEY.test(keys[n]!)) continue;
    out.push([keys[n]!, value.charCodeAt(0) === QUOTE ? value.slice(1, -1) : value]);
  }
  return out;
}

/** The scanned event, when every check of validateEvent passes; else undefined. */
function validScanned(index: number, window: TimeWindow): ValidEvent | undefined {
  if (!EVENT_ID.test(eventId) || !customer.startsWith(CUSTOMER_PREFIX)) return undefined;
  const customerId = customer.slice(CUSTOMER_PREFIX.length);
  if (!isResourceId(customerId) || !EVENT_TYPE.test(eventType)) return undefined;
  const time = parseEventTime(eventTime);
  if (time === undefined || time < window.now - window.pastMs || time > window.now + window.futureMs)
    return undefined;
  const properties = propertiesJson();
  if (properties.length * 3 > MAX_PROPERTIES_BYTES) return undefined;
  if (hasRepeatedKey()) return undefined;
  return {
    index,
    eventId,
    customerId,
    eventType,
    eventTime: time,
    properties,
    values: scannedValues(),
    hash: payloadHash(canonicalText(customerId, time)),
  };
}

/** Thrown inside the scan when the body turns out not to be of the plain shape (or not JSON). */
const NOT_PLAIN = Symbol('not plain');

/** The event at `i`, scanned, or parsed alone and validated the general way, added to `out`; its end. */
function eventAt(
  text: string,
  i: number,
  window: TimeWindow,
  out: Array<ValidEvent | RejectedEvent>,
): number {
  const index = out.length;
  if (text.charCodeAt(i) === OPEN_OBJECT) {
    const end = scanEvent(text, i);
    const valid = end >= 0 ? validScanned(index, window) : undefined;
    if (valid) {
      out.push(valid);
      return end;
    }
  }
  const end = valueEnd(text, i);
  if (end < 0) throw NOT_PLAIN;
  let value: unknown;
  try {
    value = JSON.parse(text.slice(i, end));
  } catch {
    throw NOT_PLAIN;
  }
  out.push(validateEvent(value, index, window, JSON.stringify));
  return end;
}

/**
 * The validated events of a body `{"events":[...]}` (`batch`) or `{"event":{...}}`, or undefined when the body
 * is of another shape (the caller then parses it whole, and gives its errors). `long`: checkJsonText found a
 * number literal that needs the lossless parser.
 */
export function scanEventsBody(
  text: string,
  batch: boolean,
  window: TimeWindow,
  long: boolean,
  maxEvents: number,
): Array<ValidEvent | RejectedEvent> | undefined {
  if (long) return undefined;
  const head = batch ? '"events"' : '"event"';
  let i = skipWhitespace(text, 0);
  if (text.charCodeAt(i) !== OPEN_OBJECT) return undefined;
  i = skipWhitespace(text, i + 1);
  if (!text.startsWith(head, i)) return undefined;
  i = skipWhitespace(text, i + head.length);
  if (text.charCodeAt(i) !== COLON) return undefined;
  i = skipWhitespace(text, i + 1);
  const out: Array<ValidEvent | RejectedEvent> = [];
  try {
    if (batch) {
      if (text.charCodeAt(i) !== OPEN_ARRAY) return undefined;
      i = skipWhitespace(text, i + 1);
      if (text.charCodeAt(i) !== CLOSE_ARRAY) {
        for (;;) {
          // Past the limit: the general path refuses the request.
          if (out.length === maxEvents) return undefined;
          i = skipWhitespace(text, eventAt(text, i, window, out));
          const c = text.charCodeAt(i);
          if (c === CLOSE_ARRAY) break;
          if (c !== COMMA) return undefined;
          i = skipWhitespace(text, i + 1);
        }
      }
      i = skipWhitespace(text, i + 1);
    } else {
      // `{"event": null}` and other non-objects: the general path's "event is required" and its kin.
      if (text.charCodeAt(i) !== OPEN_OBJECT) return undefined;
      i = skipWhitespace(text, eventAt(text, i, window, out));
    }
    if (text.charCodeAt(i) !== CLOSE_OBJECT || skipWhitespace(text, i + 1) !== text.length) return undefined;
    return out;
  } catch (error) {
    if (error === NOT_PLAIN) return undefined;
    throw error;
  }
}
