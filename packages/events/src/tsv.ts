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
