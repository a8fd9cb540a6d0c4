/**
 * A query's `{name:Type}` parameters written into its text as literals, for chdb's read connections.
 *
 * Why: chdb's binding runs every parameterized query of the process in one first-come chain (its guard against
 * a race in the engine's parameter state), whatever the connection, while queries without parameters run on
 * their connections in parallel. Bound, a quiet organization's preview queued behind each query of a noisy
 * one's (docs/limits.md, "Expensive reads"); inlined, each read slot's connection runs beside the others.
 *
 * Safety: values never become SQL. A string is a quoted literal in which the only two characters ClickHouse's
 * lexer treats specially inside quotes, the backslash and the quote, are escaped (control characters too, for
 * readable logs); every other value is validated for its type first (integers as integers, times as the text
 * of a time) and parsed by the engine through CAST, as a bound parameter would be. A type not listed here is
 * refused rather than guessed: the caller's SQL is fixed text, so that is a programming error.
 */

export type QueryParams = Record<string, unknown>;

/** `{name:Type}`, as ClickHouse reads it; a type holds no brace. */
const PLACEHOLDER = /\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*:\s*([^{}]+?)\s*\}/g;
const INTEGER_TYPE = /^U?Int(8|16|32|64|128|256)$/;
const TIME_TYPE =
  /^(DateTime64\(\s*\d\s*(,\s*'[A-Za-z0-9_/+-]+'\s*)?\)|DateTime(\(\s*'[A-Za-z0-9_/+-]+'\s*\))?|Date|Date32)$/;
const INTEGER_TEXT = /^-?\d{1,80}$/;
/** The text of a date or time, as ClickHouse's own parameters take it: digits, separators, a fraction. */
const TIME_TEXT = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}:\d{2}(\.\d{1,9})?)?Z?$/;

/** The query with every placeholder replaced by its value's literal; one pass, so no value is read as SQL. */
export function inlineParams(query: string, params: QueryParams | undefined): string {
  if (!params || Object.keys(params).length === 0) return query;
  return query.replace(PLACEHOLDER, (_, name: string, type: string) => {
    if (!Object.hasOwn(params, name)) throw new Error(`query parameter ${name} is not set`);
    return literal(params[name], type, name);
  });
}

/** A ClickHouse string literal holding exactly `value`. */
export function stringLiteral(value: string): string {
  let out = "'";
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0x27) out += "\\'";
    else if (c === 0x5c) out += '\\\\';
    else if (c < 0x20 || c === 0x7f) out += `\\x${c.toString(16).padStart(2, '0')}`;
    else out += value[i];
  }
  return `${out}'`;
}

function literal(value: unknown, type: string, name: string): string {
  if (type === 'String') {
    if (typeof value !== 'string') throw badValue(name, type);
    return stringLiteral(value);
  }
  if (INTEGER_TYPE.test(type)) return `CAST(${stringLiteral(integerText(value, name, type))} AS ${type})`;
  if (TIME_TYPE.test(type)) return `CAST(${stringLiteral(timeText(value, name, type))} AS ${type})`;
  const array = /^Array\((.+)\)$/.exec(type);
  if (array) {
    if (!Array.isArray(value)) throw badValue(name, type);
    // One CAST of an array of quoted texts, each checked as its element type: an element's own CAST would more
    // than double the text of the long arrays of a year's read (its days and hours), which must stay within
    // the read connections' query size.
    const items = value.map((item) => stringLiteral(elementText(item, array[1]!, name)));
    return `CAST([${items.join(', ')}] AS ${type})`;
  }
  throw new Error(`query parameter ${name}: type ${type} cannot be inlined`);
}

/** The text of an array's element, checked for its type as a value of its own would be. */
function elementText(value: unknown, type: string, name: string): string {
  if (type === 'String') {
    if (typeof value !== 'string') throw badValue(name, `Array(${type})`);
    return value;
  }
  if (INTEGER_TYPE.test(type)) return integerText(value, name, type);
  if (TIME_TYPE.test(type)) return timeText(value, name, type);
  throw new Error(`query parameter ${name}: type Array(${type}) cannot be inlined`);
}

function timeText(value: unknown, name: string, type: string): string {
  const text = value instanceof Date ? value.toISOString().replace('T', ' ').replace('Z', '') : value;
  if (typeof text !== 'string' || !TIME_TEXT.test(text)) throw badValue(name, type);
  return text;
}

function integerText(value: unknown, name: string, type: string): string {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string' && INTEGER_TEXT.test(value)) return value;
  throw badValue(name, type);
}

function badValue(name: string, type: string): Error {
  return new Error(`query parameter ${name} is not a value of type ${type}`);
}
