/**
 * The checks `promtool check metrics` makes of a scrape, over a Prometheus exposition parser: the text must
 * parse, and each family's name must suit its type (a counter ends in `_total`; nothing else does; the
 * suffixes a histogram or summary writes are theirs alone; names are snake_case with HELP).
 */
import parsePrometheusTextFormat from 'parse-prometheus-text-format';

const SNAKE_CASE = /^[a-z_:][a-z0-9_:]*$/;
const RESERVED = /_(count|sum|bucket)$/;
/**
 * A sample line: name, optional labels (quoted values with escapes), a float as Go parses it (NaN and Inf in any
 * case), an optional timestamp.
 */
const SAMPLE =
  /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="([^"\\\n]|\\[\\"n])*",?)*\})? ([+-]?([Nn][Aa][Nn]|[Ii][Nn][Ff]([Ii][Nn][Ii][Tt][Yy])?)|[+-]?[0-9.]+([eE][+-]?[0-9]+)?)( -?[0-9]+)?$/;
const COMMENT = /^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* /;

/** The problems of one scrape, each `name: what`; throws when the text is not exposition text at all. */
export function lintMetrics(text: string): string[] {
  const problems: string[] = [];
  // The parser skips some lines it does not understand: every line is checked against the format too.
  for (const line of text.split('\n')) {
    if (line === '' || COMMENT.test(line) || SAMPLE.test(line)) continue;
    problems.push(`not exposition text: ${line}`);
  }
  for (const family of parsePrometheusTextFormat(text)) {
    const { name, type } = family;
    if (!SNAKE_CASE.test(name)) problems.push(`${name}: not snake_case`);
    if (!family.help) problems.push(`${name}: no help text`);
    if (type === 'COUNTER' && !name.endsWith('_total'))
      problems.push(`${name}: a counter should end in _total`);
    if (type !== 'COUNTER' && name.endsWith('_total')) {
      problems.push(`${name}: a ${type.toLowerCase()} should not end in _total`);
    }
    if ((type === 'GAUGE' || type === 'COUNTER') && RESERVED.test(name)) {
      problems.push(`${name}: a ${type.toLowerCase()} should not end in _count, _sum or _bucket`);
    }
  }
  return problems;
}
