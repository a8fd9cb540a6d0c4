/** TabSeparated encoding: the cheapest text format to build in JS and for ClickHouse to parse. */
const SPECIAL = /[\\\t\n\r\0]/;

export function escapeTsv(value: string): string {
  if (!SPECIAL.test(value)) return value;
  return value.replace(/[\\\t\n\r\0]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : c === '\r' ? '\\r' : '\\0',
  );
}

export function tsvRow(values: readonly string[]): string {
  let row = '';
  for (let i = 0; i < values.length; i++) row += (i === 0 ? '' : '\t') + escapeTsv(values[i]!);
  return row;
}

const QUOTED_SPECIAL = /[\\'\t\n\r\0]/g;
const HAS_QUOTED_SPECIAL = /[\\'\t\n\r\0]/;

/** A string inside a quoted TSV value (an element of an Array or Map): backslash escapes, single quotes. */
function quoted(value: string): string {
  if (!HAS_QUOTED_SPECIAL.test(value)) return `'${value}'`;
  return `'${value.replace(QUOTED_SPECIAL, (c) =>
    c === '\\'
      ? '\\\\'
      : c === "'"
        ? "\\'"
        : c === '\t'
          ? '\\t'
          : c === '\n'
            ? '\\n'
            : c === '\r'
              ? '\\r'
              : '\\0',
  )}'`;
}

/**
 * A Map(String, String) field: `{'k':'v',...}`. It holds no raw tab or newline, so the row's own escaping
 * leaves it alone (tsvRow only rewrites backslashes, which quoted() already doubled: do not pass it twice).
 */
export function mapLiteral(entries: readonly (readonly [string, string])[]): string {
  let out = '{';
  for (let i = 0; i < entries.length; i++) {
    out += `${i === 0 ? '' : ','}${quoted(entries[i]![0])}:${quoted(entries[i]![1])}`;
  }
  return `${out}}`;
}
