import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compileFilterToSql,
  FILTER_LIMITS,
  type FilterComparator,
  type FilterExpr,
  type FilterFields,
  type FilterLiteral,
  parseFilter,
} from '../src/filter/index.ts';
import { filterErrorOf } from './filter-error-of.ts';
import { filterTrees } from './filter-trees.ts';

const FIELDS: FilterFields = {
  fields: {
    displayName: { column: 'display_name', type: 'string' },
    archived: { column: 'archived', type: 'boolean' },
    amount: { column: 'amount', type: 'number' },
    createTime: { column: 'create_time', type: 'timestamp' },
    status: { column: 'status', type: 'enum', enumValues: ['DRAFT', 'OPEN', 'PAID'] },
    'billingProfile.country': { column: 'country', type: 'string' },
  },
  maps: { metadata: { column: 'metadata' } },
};

const KEYWORDS = new Set(['AND', 'OR', 'NOT']);
const OPERATORS: FilterComparator[] = ['=', '!=', '<', '<=', '>', '>=', ':'];
const BARE_SEGMENT = /^[A-Za-z0-9_-]+$/;

function showSegment(segment: string): string {
  return BARE_SEGMENT.test(segment) ? segment : JSON.stringify(segment);
}

function showLiteral(literal: FilterLiteral): string {
  return literal.kind === 'string' ? JSON.stringify(literal.value) : String(literal.value);
}

/** The tree as a compact string without positions: `and(a=1, or(b="x", not(c:"*")))`. */
function show(expr: FilterExpr | undefined): string {
  if (expr === undefined) return 'undefined';
  switch (expr.kind) {
    case 'compare':
      return `${expr.field.map(showSegment).join('.')}${expr.op}${showLiteral(expr.value)}`;
    case 'not':
      return `not(${show(expr.arg)})`;
    default:
      return `${expr.kind}(${expr.args.map(show).join(', ')})`;
  }
}

const parsed = (text: string) => show(parseFilter(text));

/** Nested AND in AND (and OR in OR) merged, as the parser builds them. */
function flatten(expr: FilterExpr): FilterExpr {
  switch (expr.kind) {
    case 'compare':
      return expr;
    case 'not':
      return { kind: 'not', arg: flatten(expr.arg) };
    default: {
      const args = expr.args.map(flatten).flatMap((arg) => (arg.kind === expr.kind ? arg.args : [arg]));
      return { kind: expr.kind, args };
    }
  }
}

function compile(text: string, params: unknown[] = []) {
  const sql = compileFilterToSql(parseFilter(text)!, FIELDS, params);
  return { sql, params };
}

describe('parseFilter: structure', () => {
  it('returns undefined for an empty or blank filter', () => {
    expect(parseFilter('')).toBeUndefined();
    expect(parseFilter('  \n\t ')).toBeUndefined();
  });

  it('parses every comparison operator', () => {
    for (const op of OPERATORS) expect(parsed(`a ${op} 1`)).toBe(`a${op}1`);
    expect(parsed('a<=1')).toBe('a<=1');
    expect(parsed('a>=-1')).toBe('a>=-1');
    expect(parsed('a!=x')).toBe('a!="x"');
  });

  it('makes OR bind tighter than AND (AIP-160)', () => {
    expect(parsed('a = 1 AND b = 2 OR c = 3')).toBe('and(a=1, or(b=2, c=3))');
    expect(parsed('a = 1 OR b = 2 AND c = 3')).toBe('and(or(a=1, b=2), c=3)');
    expect(parsed('a = 1 OR b = 2 OR c = 3')).toBe('or(a=1, b=2, c=3)');
  });

  it('reads juxtaposition as AND, looser than OR', () => {
    expect(parsed('a = 1 b = 2')).toBe('and(a=1, b=2)');
    expect(parsed('a = 1 b = 2 OR c = 3')).toBe('and(a=1, or(b=2, c=3))');
    expect(parsed('a = 1 b = 2 AND c = 3')).toBe('and(a=1, b=2, c=3)');
  });

  it('groups with parentheses and merges nested groups of the same operator', () => {
    expect(parsed('(a = 1 AND b = 2) OR c = 3')).toBe('or(and(a=1, b=2), c=3)');
    expect(parsed('((a = 1)) AND (b = 2 AND c = 3)')).toBe('and(a=1, b=2, c=3)');
    expect(parsed('(a = 1 OR b = 2)(c = 3)')).toBe('and(or(a=1, b=2), c=3)');
  });

  it('negates with NOT and with a leading minus, binding to one term', () => {
    expect(parsed('NOT a = 1')).toBe('not(a=1)');
    expect(parsed('-a = 1')).toBe('not(a=1)');
    expect(parsed('NOT a = 1 OR b = 2')).toBe('or(not(a=1), b=2)');
    expect(parsed('-(a = 1 OR b = 2) c = 3')).toBe('and(not(or(a=1, b=2)), c=3)');
    expect(parsed('NOT(a = 1)')).toBe('not(a=1)');
    expect(parsed('a = -1 -b = 2')).toBe('and(a=-1, not(b=2))');
  });

  it('treats keywords case-sensitively and only as whole words', () => {
    expect(parsed('NOTE = 1 ANDROID = 2 ORDER = 3')).toBe('and(NOTE=1, ANDROID=2, ORDER=3)');
    expect(parsed('a = 1 AND(b = 2)')).toBe('and(a=1, b=2)');
  });

  it('reads literals by their form', () => {
    expect(parsed('a = "x y"')).toBe('a="x y"');
    expect(parsed("a = 'x y'")).toBe('a="x y"');
    expect(parsed('a = 12 b = -3.25 c = 1.')).toBe('and(a=12, b=-3.25, c="1.")');
    expect(parsed('a = true b = false c = "true"')).toBe('and(a=true, b=false, c="true")');
    expect(parsed('status = DRAFT')).toBe('status="DRAFT"');
    expect(parsed('t > 2026-01-31T00:00:00.5+01:00')).toBe('t>"2026-01-31T00:00:00.5+01:00"');
    expect(parsed('t > "2026-01-31T00:00:00Z"')).toBe('t>"2026-01-31T00:00:00Z"');
    expect(parsed('email = a+b@example.com name = Ac*')).toBe('and(email="a+b@example.com", name="Ac*")');
    expect(parsed('a = "AND"')).toBe('a="AND"');
  });

  it('decodes backslash escapes in quoted strings', () => {
    expect(parseFilter(String.raw`a = "say \"hi\" \\ o/"`)).toMatchObject({
      value: { value: 'say "hi" \\ o/' },
    });
    expect(parseFilter(String.raw`a = 'it\'s'`)).toMatchObject({ value: { value: "it's" } });
    expect(parseFilter(String.raw`a = "\n\t\r\x\*"`)).toMatchObject({ value: { value: '\n\t\rx*' } });
    expect(parseFilter(`a = "it's" b = 'say "hi"'`)).toMatchObject({
      args: [{ value: { value: "it's" } }, { value: { value: 'say "hi"' } }],
    });
  });

  it('splits dotted fields, with quoted map keys', () => {
    expect(parseFilter('metadata.tier = "gold"')).toMatchObject({ field: ['metadata', 'tier'] });
    expect(parseFilter('metadata."a b".c = 1')).toMatchObject({ field: ['metadata', 'a b', 'c'] });
    expect(parseFilter("metadata.'x.y':*")).toMatchObject({ field: ['metadata', 'x.y'], op: ':' });
    expect(parseFilter('metadata.cost-center = 1')).toMatchObject({ field: ['metadata', 'cost-center'] });
    expect(parseFilter('metadata:tier')).toMatchObject({ field: ['metadata'], value: { value: 'tier' } });
  });

  it('records code point positions of fields and values', () => {
    expect(parseFilter('a = "😀" b = "x"')).toMatchObject({
      kind: 'and',
      args: [{ position: 0 }, { position: 8, value: { position: 12 } }],
    });
  });
});

describe('parseFilter: errors name the position', () => {
  const cases: Array<[string, string]> = [
    ['a = 1)', 'unexpected ")" at position 5'],
    ['(a = 1', 'unexpected end of filter at position 6 (expected ")")'],
    ['()', 'unexpected ")" at position 1 (expected a field name)'],
    ['a', 'unexpected end of filter at position 1 (expected a comparison operator)'],
    ['a b = 1', 'unexpected "b" at position 2 (expected a comparison operator)'],
    ['a = 1 and b = 2', 'unexpected "b" at position 10 (expected a comparison operator)'],
    ['= 1', 'unexpected "=" at position 0 (expected a field name)'],
    ['1a = 1', 'unexpected "1a" at position 0 (expected a field name)'],
    ['a =', 'unexpected end of filter at position 3 (expected a value)'],
    ['a == 1', 'unexpected "=" at position 3 (expected a value)'],
    ['a = (1)', 'unexpected "(" at position 4 (expected a value)'],
    ['a = AND', 'unexpected "AND" at position 4 (expected a value)'],
    ['a = b!', 'unexpected "!" at position 5 (expected a field name)'],
    ['a = "x', 'unterminated string at position 4'],
    [String.raw`a = 'x\'`, 'unterminated string at position 4'],
    ['a = 1 AND', 'unexpected end of filter at position 9 (expected a field name)'],
    ['a = 1 OR OR b = 1', 'unexpected "OR" at position 9 (expected a field name)'],
    ['a = 1 AND OR b = 1', 'unexpected "OR" at position 10 (expected a field name)'],
    ['NOT NOT a = 1', 'unexpected "NOT" at position 4 (expected a field name)'],
    ['-', 'unexpected end of filter at position 1 (expected a field name)'],
    ['metadata. = 1', 'unexpected " " at position 9 (expected a field name after ".")'],
    ['😀 = 1', 'unexpected "😀" at position 0 (expected a field name)'],
    ['a = "😀😀" )', 'unexpected ")" at position 9'],
    ['a = "\0"', 'invalid character at position 5'],
    ['a = "\uD800"', 'invalid character at position 5'],
  ];
  for (const [text, description] of cases) {
    it(JSON.stringify(text), () => {
      expect(filterErrorOf(() => parseFilter(text))).toBe(description);
    });
  }

  it(`rejects more than ${FILTER_LIMITS.maxLength} characters, counting code points`, () => {
    const fits = `a = "${'x'.repeat(FILTER_LIMITS.maxLength - 6)}"`;
    expect(fits).toHaveLength(FILTER_LIMITS.maxLength);
    expect(parseFilter(fits)).toBeDefined();
    expect(parseFilter(`a = "${'😀'.repeat(FILTER_LIMITS.maxLength - 6)}"`)).toBeDefined();
    expect(filterErrorOf(() => parseFilter(`${fits} `))).toBe(
      'filter is longer than 2000 characters at position 2000',
    );
    expect(filterErrorOf(() => parseFilter('x'.repeat(1_000_000)))).toMatch(/at position 2000$/);
  });

  it(`rejects parentheses nested deeper than ${FILTER_LIMITS.maxDepth}`, () => {
    const nested = (depth: number) => `${'('.repeat(depth)}a = 1${')'.repeat(depth)}`;
    expect(parsed(nested(32))).toBe('a=1');
    expect(filterErrorOf(() => parseFilter(nested(33)))).toBe(
      'parentheses nest deeper than 32 levels at position 32',
    );
    expect(filterErrorOf(() => parseFilter(`NOT ${nested(33)}`))).toMatch(/at position 36$/);
  });

  it(`rejects more than ${FILTER_LIMITS.maxComparisons} comparisons`, () => {
    const many = (count: number) => Array.from({ length: count }, () => 'a = 1').join(' ');
    expect(parseFilter(many(100))).toMatchObject({ kind: 'and' });
    expect(filterErrorOf(() => parseFilter(many(101)))).toBe(
      'filter has more than 100 comparisons at position 600',
    );
  });
});

describe('compileFilterToSql', () => {
  it('binds every value as a parameter, numbering after the existing ones', () => {
    expect(compile('displayName = "Acme"', ['org'])).toEqual({
      sql: '(display_name = $2)',
      params: ['org', 'Acme'],
    });
    expect(compile('displayName = "x\'; DROP TABLE t; --"').params).toEqual(["x'; DROP TABLE t; --"]);
  });

  it('compiles string wildcards to LIKE with its metacharacters escaped', () => {
    expect(compile(String.raw`displayName = "10%_off\\*"`)).toEqual({
      sql: '(display_name LIKE $1)',
      params: [String.raw`10\%\_off\\%`],
    });
    expect(compile('displayName = A*e')).toEqual({ sql: '(display_name LIKE $1)', params: ['A%e'] });
    expect(compile('displayName != "A*"').sql).toBe('((display_name LIKE $1) IS NOT TRUE)');
    expect(compile('displayName:A*').sql).toBe('(display_name LIKE $1)');
    expect(compile('displayName < "b*"')).toEqual({ sql: '(display_name < $1)', params: ['b*'] });
  });

  it('compiles each operator on a string field; `:` is equality, `:*` presence', () => {
    expect(compile('displayName:Acme').sql).toBe('(display_name = $1)');
    expect(compile('displayName != Acme').sql).toBe('(display_name IS DISTINCT FROM $1)');
    for (const op of ['<', '<=', '>', '>='])
      expect(compile(`displayName ${op} m`).sql).toBe(`(display_name ${op} $1)`);
    expect(compile('displayName:*')).toEqual({ sql: '(display_name IS NOT NULL)', params: [] });
    expect(compile('displayName = 12').params).toEqual(['12']);
    expect(compile('billingProfile.country = FR').sql).toBe('(country = $1)');
  });

  it('casts numbers, booleans and timestamps', () => {
    expect(compile('amount >= -1.50')).toEqual({ sql: '(amount >= $1::numeric)', params: ['-1.50'] });
    expect(compile('amount = "7"').params).toEqual(['7']);
    expect(compile('archived = true')).toEqual({ sql: '(archived = $1::boolean)', params: [true] });
    expect(compile('archived != "false"')).toEqual({
      sql: '(archived IS DISTINCT FROM $1::boolean)',
      params: [false],
    });
    expect(compile('createTime > 2024-01-01T05:00:00.123456+05:00')).toEqual({
      sql: '(create_time > $1::text::timestamptz)',
      params: ['2024-01-01T00:00:00.123456Z'],
    });
    expect(compile('createTime:*').sql).toBe('(create_time IS NOT NULL)');
  });

  it('checks enum values', () => {
    expect(compile('status = PAID')).toEqual({ sql: '(status = $1)', params: ['PAID'] });
    expect(compile("status != 'DRAFT'").sql).toBe('(status IS DISTINCT FROM $1)');
  });

  it('refuses every value of an enum field that lists none', () => {
    const spec: FilterFields = { fields: { kind: { column: 'kind', type: 'enum' } } };
    expect(filterErrorOf(() => compileFilterToSql(parseFilter('kind = A')!, spec, []))).toBe(
      'invalid value for field "kind" at position 7 (expected one of no values)',
    );
  });

  it('refuses an unknown field of a spec without maps', () => {
    const spec: FilterFields = { fields: { name: { column: 'name', type: 'string' } } };
    expect(filterErrorOf(() => compileFilterToSql(parseFilter('nope.x = 1')!, spec, []))).toBe(
      'unknown field "nope.x" at position 0',
    );
  });

  it('reads map keys from the jsonb column', () => {
    expect(compile('metadata.tier = "gold"')).toEqual({
      sql: '((metadata ->> $1::text) = $2)',
      params: ['tier', 'gold'],
    });
    expect(compile('metadata.tier != go*').sql).toBe('(((metadata ->> $1::text) LIKE $2) IS NOT TRUE)');
    // Only `:*` tests presence; `!= "*"` is a pattern no present key escapes.
    expect(compile('metadata.tier != "*"')).toEqual({
      sql: '(((metadata ->> $1::text) LIKE $2) IS NOT TRUE)',
      params: ['tier', '%'],
    });
    expect(compile('metadata:tier')).toEqual({ sql: '(metadata ? $1::text)', params: ['tier'] });
    expect(compile('metadata.tier:*')).toEqual({ sql: '(metadata ? $1::text)', params: ['tier'] });
    expect(compile('metadata."a b" > x').params).toEqual(['a b', 'x']);
  });

  it('keeps NOT two-valued and parenthesizes every operand', () => {
    expect(compile('NOT archived = true OR amount > 1 displayName = x').sql).toBe(
      '((((archived = $1::boolean) IS NOT TRUE) OR (amount > $2::numeric)) AND (display_name = $3))',
    );
  });

  const errors: Array<[string, string]> = [
    ['nope = 1', 'unknown field "nope" at position 0'],
    ['archived = true AND foo.bar = 1', 'unknown field "foo.bar" at position 20'],
    ['metadata.a.b = 1', 'unknown field "metadata.a.b" at position 0'],
    ['constructor = 1', 'unknown field "constructor" at position 0'],
    ['__proto__ = 1', 'unknown field "__proto__" at position 0'],
    ['amount = abc', 'invalid value for field "amount" at position 9 (expected a number)'],
    ['amount = 1e5', 'invalid value for field "amount" at position 9 (expected a number)'],
    ['archived = yes', 'invalid value for field "archived" at position 11 (expected true or false)'],
    ['archived < true', 'operator "<" is not supported on field "archived" at position 0 (use =, != or :)'],
    ['status >= OPEN', 'operator ">=" is not supported on field "status" at position 0 (use =, != or :)'],
    ['status = VOID', 'invalid value for field "status" at position 9 (expected one of DRAFT, OPEN, PAID)'],
    ['status = "paid"', 'invalid value for field "status" at position 9 (expected one of DRAFT, OPEN, PAID)'],
    [
      'createTime > 2024-13-01T00:00:00Z',
      'invalid value for field "createTime" at position 13 (expected an RFC 3339 timestamp such as 2026-01-31T00:00:00Z)',
    ],
    [
      'createTime > 2024-01-01',
      'invalid value for field "createTime" at position 13 (expected an RFC 3339 timestamp such as 2026-01-31T00:00:00Z)',
    ],
    [
      'metadata = gold',
      'operator "=" is not supported on map field "metadata" at position 0 (compare one key, as in metadata.tier = "gold", or test a key with metadata:tier)',
    ],
    [
      'metadata:*',
      'invalid value for field "metadata" at position 9 (name one key; wildcards are not supported)',
    ],
  ];
  for (const [text, description] of errors) {
    it(`rejects ${JSON.stringify(text)}`, () => {
      expect(filterErrorOf(() => compile(text))).toBe(description);
    });
  }
});

// ---- property tests ----

/** Either a filter compiles, or it is an INVALID_ARGUMENT on `filter` naming a position inside the text. */
function acceptsOrRejectsCleanly(text: string): void {
  try {
    const expr = parseFilter(text);
    if (expr !== undefined) compileFilterToSql(expr, FIELDS, []);
  } catch (error) {
    const description = filterErrorOf(() => {
      throw error;
    });
    const position = Number(/at position (\d+)/.exec(description)?.[1]);
    expect(position).toBeGreaterThanOrEqual(0);
    expect(position).toBeLessThanOrEqual(Math.min([...text].length, FILTER_LIMITS.maxLength));
  }
}

const TOKENS = [
  'a',
  'displayName',
  'amount',
  'archived',
  'status',
  'createTime',
  'metadata',
  'metadata.tier',
  '.',
  '"x"',
  "'y'",
  '"',
  "'",
  '\\',
  '=',
  '!=',
  '<',
  '<=',
  '>',
  '>=',
  ':',
  '*',
  '(',
  ')',
  'AND',
  'OR',
  'NOT',
  '-',
  '1',
  '-2.5',
  'true',
  'false',
  'DRAFT',
  '2024-01-01T00:00:00Z',
  '😀',
  'é',
  '\n',
];
const tokenSoup = fc
  .array(fc.tuple(fc.constantFrom(...TOKENS), fc.constantFrom('', ' ', '  ')), { maxLength: 60 })
  .map((parts) => parts.map(([token, space]) => token + space).join(''));

describe('fuzzing: any input is a filter or an INVALID_ARGUMENT', () => {
  it('arbitrary strings', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), acceptsOrRejectsCleanly), {
      numRuns: 2000,
    });
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 200 }), acceptsOrRejectsCleanly), {
      numRuns: 1000,
    });
  });

  it('strings made of filter tokens', () => {
    fc.assert(fc.property(tokenSoup, acceptsOrRejectsCleanly), { numRuns: 5000 });
  });

  it('pathological inputs do bounded work: the limits refuse them, else the scan is linear', () => {
    // Work is counted, not timed: every token the scanner reads is one RegExp exec (sticky patterns), so a
    // parser that backtracked or rescanned would show as many more execs than characters.
    let steps = 0;
    const exec = RegExp.prototype.exec;
    const counted = function (this: RegExp, input: string) {
      steps++;
      return exec.call(this, input);
    };
    const stepsOf = (text: string) => {
      steps = 0;
      RegExp.prototype.exec = counted;
      try {
        acceptsOrRejectsCleanly(text);
      } finally {
        RegExp.prototype.exec = exec;
      }
      return steps;
    };
    for (const unit of ['(', ')', '"', '\\', '-', 'NOT ', 'a.', 'a = 1 ', 'a = (', '😀', 'a=1 OR ', 'x']) {
      const text = unit
        .repeat(Math.ceil(FILTER_LIMITS.maxLength / unit.length))
        .slice(0, FILTER_LIMITS.maxLength);
      expect(stepsOf(text), JSON.stringify(unit)).toBeLessThanOrEqual(8 * FILTER_LIMITS.maxLength);
      // Past the length limit nothing is scanned: the length check refuses the text first.
      const long = unit.repeat(100_000);
      expect(filterErrorOf(() => parseFilter(long))).toBe(
        `filter is longer than ${FILTER_LIMITS.maxLength} characters at position ${FILTER_LIMITS.maxLength}`,
      );
    }
    expect(filterErrorOf(() => parseFilter('('.repeat(FILTER_LIMITS.maxLength)))).toMatch(
      `parentheses nest deeper than ${FILTER_LIMITS.maxDepth} levels`,
    );
    expect(filterErrorOf(() => parseFilter('a = 1 '.repeat(FILTER_LIMITS.maxComparisons + 1)))).toMatch(
      `filter has more than ${FILTER_LIMITS.maxComparisons} comparisons`,
    );
  });
});

// ---- round trip: any tree, printed in any of the accepted styles, parses back to itself ----

interface Style {
  and: ' AND ' | ' ';
  not: 'NOT ' | '-';
  quote: '"' | "'";
  space: ' ' | '';
}

const BARE_VALUE = /^[A-Za-z_][A-Za-z0-9_.*:@+-]*$/;

function quote(text: string, q: string): string {
  const escaped = text.replace(/[\\"']/g, (c) => (c === q || c === '\\' ? `\\${c}` : c));
  return q + escaped.replace(/\n/g, '\\n').replace(/\t/g, '\\t').replace(/\r/g, '\\r') + q;
}

function printLiteral(literal: FilterLiteral, style: Style): string {
  if (literal.kind !== 'string') return String(literal.value);
  const { value } = literal;
  const bare = BARE_VALUE.test(value) && !KEYWORDS.has(value) && value !== 'true' && value !== 'false';
  return bare ? value : quote(value, style.quote);
}

/** A group needs parentheses only where the precedence would otherwise regroup it. */
function printOperand(expr: FilterExpr, style: Style, bareKinds: string[]): string {
  const text = print(expr, style);
  return bareKinds.includes(expr.kind) ? text : `(${text})`;
}

function print(expr: FilterExpr, style: Style): string {
  switch (expr.kind) {
    case 'compare': {
      const field = expr.field.map((s, i) => (i === 0 || BARE_SEGMENT.test(s) ? s : quote(s, style.quote)));
      return `${field.join('.')}${style.space}${expr.op}${style.space}${printLiteral(expr.value, style)}`;
    }
    case 'not':
      return style.not + printOperand(expr.arg, style, ['compare']);
    case 'or':
      return expr.args.map((arg) => printOperand(arg, style, ['compare', 'not', 'or'])).join(' OR ');
    case 'and':
      return expr.args
        .map((arg) => printOperand(arg, style, ['compare', 'not', 'or', 'and']))
        .join(style.and);
  }
}

const text = fc.string({ unit: 'grapheme', maxLength: 8 }).filter((s) => !s.includes('\0'));
const literal: fc.Arbitrary<FilterLiteral> = fc.oneof(
  fc
    .oneof(text, fc.constantFrom('AND', 'true', '12', '*', 'a*b', 'x:y', '2026-01-31T00:00:00Z', 'é'))
    .map((value): FilterLiteral => ({ kind: 'string', value, position: 0 })),
  fc
    .stringMatching(/^-?\d{1,6}(\.\d{1,4})?$/)
    .map((value): FilterLiteral => ({ kind: 'number', value, position: 0 })),
  fc.boolean().map((value): FilterLiteral => ({ kind: 'boolean', value, position: 0 })),
);
const fieldPath = fc.tuple(
  fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,6}$/).filter((s) => !KEYWORDS.has(s)),
  fc.array(fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,6}$/), text), { maxLength: 2 }),
);
const comparison = fc.record({ path: fieldPath, op: fc.constantFrom(...OPERATORS), value: literal }).map(
  ({ path: [head, rest], op, value }): FilterExpr => ({
    kind: 'compare',
    field: [head, ...rest],
    op,
    value,
    position: 0,
  }),
);

const filterTree = filterTrees(comparison);

const style: fc.Arbitrary<Style> = fc.record({
  and: fc.constantFrom(' AND ' as const, ' ' as const),
  not: fc.constantFrom('NOT ' as const, '-' as const),
  quote: fc.constantFrom('"' as const, "'" as const),
  space: fc.constantFrom(' ' as const, '' as const),
});

describe('fuzzing near well-formed filters', () => {
  it('a well-formed filter with one token spliced in is a filter or an INVALID_ARGUMENT', () => {
    const spliced = fc
      .tuple(filterTree, style, fc.nat(), fc.nat({ max: 3 }), fc.constantFrom(...TOKENS))
      .map(([tree, printStyle, at, cut, token]) => {
        const printed = print(tree, printStyle);
        const index = at % (printed.length + 1);
        return printed.slice(0, index) + token + printed.slice(index + cut);
      });
    fc.assert(fc.property(spliced, acceptsOrRejectsCleanly), { numRuns: 2000 });
  });
});

describe('round trip', () => {
  it('print then parse gives back an equivalent tree', () => {
    fc.assert(
      fc.property(filterTree, style, (tree, printStyle) => {
        const printed = print(tree, printStyle);
        expect(show(parseFilter(printed))).toBe(show(flatten(tree)));
      }),
      { numRuns: 1000 },
    );
  });
});
