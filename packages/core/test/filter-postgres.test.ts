/**
 * Compiled filters against a real PostgreSQL: explicit cases, and a property that random filters select
 * exactly the rows an in-memory evaluation of the same tree selects.
 */
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal } from '../src/decimal.ts';
import {
  compileFilterToSql,
  type FilterComparator,
  type FilterComparison,
  type FilterExpr,
  type FilterFields,
  type FilterLiteral,
  parseFilter,
} from '../src/filter/index.ts';
import { filterTrees } from './filter-trees.ts';

const SERVER_URL = 'postgres://postgres@127.0.0.1:5432';
const DATABASE = `filter_test_${randomBytes(6).toString('hex')}`;

interface Row {
  id: number;
  name: string | null;
  status: string | null;
  archived: boolean | null;
  created: string | null;
  amount: string | null;
  metadata: Record<string, string> | null;
}

const ROWS: Row[] = [
  {
    id: 1,
    name: 'Acme',
    status: 'PAID',
    archived: false,
    created: '2024-01-01T00:00:00.000Z',
    amount: '10.50',
    metadata: { tier: 'gold', region: 'eu' },
  },
  {
    id: 2,
    name: 'Acme Europe',
    status: 'OPEN',
    archived: true,
    created: '2024-02-15T08:30:00.250Z',
    amount: '200',
    metadata: { tier: 'silver', 'cost center': 'R&D' },
  },
  {
    id: 3,
    name: 'Beta 100%_off',
    status: 'DRAFT',
    archived: null,
    created: '2024-03-01T12:00:00.000Z',
    amount: '-3',
    metadata: {},
  },
  { id: 4, name: null, status: null, archived: false, created: null, amount: null, metadata: null },
  {
    id: 5,
    name: 'back\\slash*star',
    status: 'OPEN',
    archived: true,
    created: '2023-12-31T23:59:59.999Z',
    amount: '0',
    metadata: { tier: 'gold*', note: 'a_b%c' },
  },
  {
    id: 6,
    name: 'zed',
    status: 'DRAFT',
    archived: false,
    created: '2024-06-30T00:00:00.000Z',
    amount: '1000000.001',
    metadata: { tier: 'Gold', region: 'us' },
  },
  {
    id: 7,
    name: 'ÉLAN 😀',
    status: 'PAID',
    archived: true,
    created: '2025-01-01T00:00:00.000Z',
    amount: '99.99',
    metadata: { tier: 'bronze', 'a.b': 'dot' },
  },
  {
    id: 8,
    name: '',
    status: 'OPEN',
    archived: null,
    created: '2024-01-01T00:00:00.000Z',
    amount: '10.5',
    metadata: { region: 'eu', tier: '' },
  },
];

const STATUSES = ['DRAFT', 'OPEN', 'PAID'];

const FIELDS: FilterFields = {
  fields: {
    displayName: { column: 'name', type: 'string' },
    status: { column: 'status', type: 'enum', enumValues: STATUSES },
    archived: { column: 'archived', type: 'boolean' },
    createTime: { column: 'created', type: 'timestamp' },
    amount: { column: 'amount', type: 'number' },
  },
  maps: { metadata: { column: 'metadata' } },
};

/** The row property each filter field reads. */
const COLUMNS = {
  displayName: 'name',
  status: 'status',
  archived: 'archived',
  createTime: 'created',
  amount: 'amount',
} as const satisfies Record<string, keyof Row>;

let admin: postgres.Sql;
let sql: postgres.Sql;

beforeAll(async () => {
  admin = postgres(`${SERVER_URL}/postgres`, { max: 1, onnotice: () => {} });
  // Collation "C" orders text by code point, as the in-memory evaluator does.
  await admin.unsafe(
    `CREATE DATABASE ${DATABASE} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'`,
  );
  sql = postgres(`${SERVER_URL}/${DATABASE}`, { max: 2, onnotice: () => {} });
  await sql.unsafe(`CREATE TABLE t (
    id integer PRIMARY KEY, name text, status text, archived boolean, created timestamptz, amount numeric,
    metadata jsonb)`);
  for (const row of ROWS) {
    await sql`INSERT INTO t VALUES (${row.id}, ${row.name}, ${row.status}, ${row.archived},
      ${row.created}::text::timestamptz, ${row.amount}::text::numeric, ${row.metadata === null ? null : JSON.stringify(row.metadata)}::text::jsonb)`;
  }
});

afterAll(async () => {
  await sql?.end();
  await admin?.unsafe(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin?.end();
});

async function selectIds(expr: FilterExpr): Promise<number[]> {
  const params: unknown[] = [];
  const clause = compileFilterToSql(expr, FIELDS, params);
  const rows = await sql.unsafe(`SELECT id FROM t WHERE ${clause} ORDER BY id`, params as never[]);
  return rows.map((row) => row.id as number);
}

const select = (filter: string) => selectIds(parseFilter(filter)!);

describe('compiled filters in PostgreSQL', () => {
  const cases: Array<[string, number[]]> = [
    ['displayName = "Acme"', [1]],
    ['displayName:Acme', [1]],
    ['displayName = "Acme*"', [1, 2]],
    ['displayName = A*e', [1, 2]],
    ['displayName = "*100%*"', [3]],
    ['displayName = "*%*"', [3]],
    ['displayName = "*_*"', [3]],
    [String.raw`displayName = "back\\slash*"`, [5]],
    ['displayName = "*😀"', [7]],
    ['displayName = ""', [8]],
    ['displayName != "Acme"', [2, 3, 4, 5, 6, 7, 8]],
    ['displayName != "Acme*"', [3, 4, 5, 6, 7, 8]],
    ['displayName < "B"', [1, 2, 8]],
    // Code point order: É (U+00C9) sorts after z.
    ['displayName >= "z"', [6, 7]],
    ['displayName:*', [1, 2, 3, 5, 6, 7, 8]],
    ['status = PAID', [1, 7]],
    ['status != PAID', [2, 3, 4, 5, 6, 8]],
    ['NOT (status = PAID OR status = OPEN)', [3, 4, 6]],
    ['archived = true', [2, 5, 7]],
    ['archived = false', [1, 4, 6]],
    ['archived != true', [1, 3, 4, 6, 8]],
    ['NOT archived = true', [1, 3, 4, 6, 8]],
    ['-archived:*', [3, 8]],
    ['amount > 10.5', [2, 6, 7]],
    ['amount = 10.5', [1, 8]],
    ['amount <= -1', [3]],
    ['amount != 0', [1, 2, 3, 4, 6, 7, 8]],
    ['amount >= 1000000.001', [6]],
    ['createTime >= 2024-01-01T00:00:00Z AND createTime < "2024-03-01T00:00:00Z"', [1, 2, 8]],
    ['createTime = 2024-01-01T00:00:00Z', [1, 8]],
    ['createTime < 2024-01-01T01:00:00+01:00', [5]],
    ['createTime >= 2024-12-31T19:00:00-05:00', [7]],
    ['createTime > 2024-12-31T19:00:00-05:00', []],
    // Rounding the literal to milliseconds would flip both of these.
    ['createTime < 2024-03-01T12:00:00.0001Z AND createTime > 2024-03-01T11:00:00Z', [3]],
    ['createTime = 2024-03-01T12:00:00.0001Z', []],
    ['metadata.tier = "gold"', [1]],
    ['metadata.tier = gold*', [1, 5]],
    ['metadata.tier != gold', [2, 3, 4, 5, 6, 7, 8]],
    ['metadata.tier > "g"', [1, 2, 5]],
    ['metadata:tier', [1, 2, 5, 6, 7, 8]],
    ['metadata.tier:*', [1, 2, 5, 6, 7, 8]],
    ['-metadata:tier', [3, 4]],
    ['metadata."cost center" = "R&D"', [2]],
    ['metadata."a.b" = dot', [7]],
    ['metadata.note = "a_b%c"', [5]],
    ['metadata.note = "a*c"', [5]],
    ['metadata.note = "a_*"', [5]],
    ['metadata.note = "ab*"', []],
    ['metadata.region = eu status = OPEN', [8]],
    ['status = PAID AND archived = true OR amount > 100', [7]],
    ['(status = PAID AND archived = true) OR amount > 100', [2, 6, 7]],
  ];
  for (const [filter, ids] of cases) {
    it(filter, async () => {
      expect(await select(filter)).toEqual(ids);
    });
  }
});

// ---- property: PostgreSQL agrees with an in-memory evaluation ----

function holds(op: FilterComparator, order: number): boolean {
  switch (op) {
    case '=':
    case ':':
      return order === 0;
    case '!=':
      return order !== 0;
    case '<':
      return order < 0;
    case '<=':
      return order <= 0;
    case '>':
      return order > 0;
    case '>=':
      return order >= 0;
  }
}

function matchesWildcard(actual: string, pattern: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\s\\S]*');
  return new RegExp(`^${source}$`, 'u').test(actual);
}

/** NULL (or a missing key) makes every comparison false except `!=`. */
function compareText(actual: string | null | undefined, op: FilterComparator, text: string): boolean {
  if (actual === null || actual === undefined) return op === '!=';
  if ((op === '=' || op === '!=' || op === ':') && text.includes('*')) {
    return matchesWildcard(actual, text) === (op !== '!=');
  }
  // Code point order, as collation "C" compares UTF-8 bytes.
  return holds(op, Buffer.compare(Buffer.from(actual), Buffer.from(text)));
}

const literalText = (literal: FilterLiteral) => String(literal.value);
const isPresenceTest = (cmp: FilterComparison) => cmp.op === ':' && literalText(cmp.value) === '*';

function compareMap(cmp: FilterComparison, row: Row): boolean {
  const [, key] = cmp.field;
  const map = row.metadata;
  if (key === undefined) return map !== null && Object.hasOwn(map, literalText(cmp.value));
  const actual = map !== null && Object.hasOwn(map, key) ? map[key] : undefined;
  if (isPresenceTest(cmp)) return actual !== undefined;
  return compareText(actual, cmp.op, literalText(cmp.value));
}

function compareColumn(cmp: FilterComparison, row: Row): boolean {
  const name = cmp.field[0] as keyof typeof COLUMNS;
  const actual = row[COLUMNS[name]];
  if (isPresenceTest(cmp)) return actual !== null;
  const text = literalText(cmp.value);
  if (actual === null) return cmp.op === '!=';
  switch (name) {
    case 'displayName':
    case 'status':
      return compareText(actual as string, cmp.op, text);
    case 'archived':
      return holds(cmp.op, String(actual) === text ? 0 : 1);
    case 'amount':
      return holds(cmp.op, new Decimal(actual as string).cmp(text));
    case 'createTime':
      return holds(cmp.op, Math.sign(Date.parse(actual as string) - Date.parse(text)));
  }
}

function evaluate(expr: FilterExpr, row: Row): boolean {
  switch (expr.kind) {
    case 'and':
      return expr.args.every((arg) => evaluate(arg, row));
    case 'or':
      return expr.args.some((arg) => evaluate(arg, row));
    case 'not':
      return !evaluate(expr.arg, row);
    case 'compare':
      return expr.field[0] === 'metadata' ? compareMap(expr, row) : compareColumn(expr, row);
  }
}

// Generators of well-typed comparisons over the table, with values near the rows' so that filters select
// something.

const ALL_OPERATORS: FilterComparator[] = ['=', '!=', '<', '<=', '>', '>=', ':'];
const EQUALITY: FilterComparator[] = ['=', '!=', ':'];

const stringLiteral = (value: string): FilterLiteral => ({ kind: 'string', value, position: 0 });
const cmpOf = (field: string[], op: FilterComparator, value: FilterLiteral): FilterExpr => ({
  kind: 'compare',
  field,
  op,
  value,
  position: 0,
});

const rowStrings = ROWS.flatMap((row) => [row.name ?? 'x', ...Object.values(row.metadata ?? {})]);
const textValue = fc.oneof(
  fc.constantFrom(...rowStrings, 'A*', '*e', '*%*', '*_*', '*', '', 'gold', 'g', 'Gold*', '*\\*', 'Z'),
  fc.string({ unit: 'grapheme', maxLength: 4 }).filter((s) => !s.includes('\0')),
  fc
    .constantFrom(...rowStrings)
    .map((s) => [...s])
    .chain((chars) => fc.nat(chars.length).map((n) => `${chars.slice(0, n).join('')}*`)),
);

const numberValue = fc.oneof(
  fc.constantFrom(...ROWS.flatMap((row) => (row.amount === null ? [] : [row.amount]))),
  fc.stringMatching(/^-?\d{1,7}(\.\d{1,3})?$/),
);

const timestampValue = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(...ROWS.flatMap((row) => (row.created === null ? [] : [Date.parse(row.created)]))),
      fc.integer({ min: Date.parse('2023-12-01T00:00:00Z'), max: Date.parse('2025-02-01T00:00:00Z') }),
    ),
    fc.integer({ min: -14 * 60, max: 14 * 60 }),
  )
  .map(([ms, offsetMinutes]) => {
    // The same instant written in another zone: local wall time plus its offset.
    const local = new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, -1);
    const sign = offsetMinutes < 0 ? '-' : '+';
    const abs = Math.abs(offsetMinutes);
    const zone = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
    return offsetMinutes === 0 ? `${local}Z` : `${local}${zone}`;
  });

const comparison: fc.Arbitrary<FilterExpr> = fc.oneof(
  fc
    .tuple(fc.constantFrom(...ALL_OPERATORS), textValue)
    .map(([op, v]) => cmpOf(['displayName'], op, stringLiteral(v))),
  fc
    .tuple(fc.constantFrom(...EQUALITY), fc.constantFrom(...STATUSES))
    .map(([op, v]) => cmpOf(['status'], op, stringLiteral(v))),
  fc
    .tuple(fc.constantFrom(...EQUALITY), fc.boolean())
    .map(([op, value]) => cmpOf(['archived'], op, { kind: 'boolean', value, position: 0 })),
  fc
    .tuple(fc.constantFrom(...ALL_OPERATORS), numberValue)
    .map(([op, value]) => cmpOf(['amount'], op, { kind: 'number', value, position: 0 })),
  fc
    .tuple(fc.constantFrom(...ALL_OPERATORS), timestampValue)
    .map(([op, v]) => cmpOf(['createTime'], op, stringLiteral(v))),
  fc
    .tuple(
      fc.constantFrom('tier', 'region', 'note', 'cost center', 'a.b', 'missing'),
      fc.constantFrom(...ALL_OPERATORS),
      textValue,
    )
    .map(([key, op, v]) => cmpOf(['metadata', key], op, stringLiteral(v))),
  fc
    .constantFrom('tier', 'region', 'note', 'cost center', 'a.b', 'missing')
    .map((key) => cmpOf(['metadata'], ':', stringLiteral(key))),
  fc
    .constantFrom('displayName', 'status', 'archived', 'createTime', 'amount')
    .map((field) => cmpOf([field], ':', stringLiteral('*'))),
);

const filterTree = filterTrees(comparison);

const quote = (text: string) => `"${text.replace(/[\\"]/g, '\\$&')}"`;

/** Canonical filter text: every string quoted, every group in parentheses. */
function print(expr: FilterExpr): string {
  switch (expr.kind) {
    case 'compare': {
      const [head, ...keys] = expr.field;
      const field = [head, ...keys.map(quote)].join('.');
      const value = expr.value.kind === 'string' ? quote(expr.value.value) : String(expr.value.value);
      return `${field} ${expr.op} ${value}`;
    }
    case 'not':
      return `NOT (${print(expr.arg)})`;
    default:
      return expr.args.map((arg) => `(${print(arg)})`).join(expr.kind === 'and' ? ' AND ' : ' OR ');
  }
}

describe('property: PostgreSQL and the in-memory evaluation agree', () => {
  it('on the rows random filters select', async () => {
    await fc.assert(
      fc.asyncProperty(filterTree, async (tree) => {
        const expected = ROWS.filter((row) => evaluate(tree, row)).map((row) => row.id);
        expect(await selectIds(parseFilter(print(tree))!)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});
