/**
 * The ClickHouse compilation of filters: the SQL text and named parameters of each operator, wildcard and
 * connective, written out by hand, and the refusals of unknown fields and bad values.
 */
import { describe, expect, it } from 'vitest';
import { type ClickHouseFilterField, compileFilterToClickHouse, parseFilter } from '../src/filter/index.ts';
import { filterErrorOf } from './filter-error-of.ts';

const FIELDS: Record<string, ClickHouseFilterField> = {
  customer: { column: "concat('customers/', e.customer_id)", type: 'string' },
  eventType: { column: 'e.event_type', type: 'string' },
  eventTime: { column: 'e.event_time', type: 'timestamp' },
  'dimensions.region': { column: "e.dimensions['region']", type: 'string' },
};

function compile(text: string) {
  return compileFilterToClickHouse(parseFilter(text)!, FIELDS);
}

describe('compileFilterToClickHouse: string fields', () => {
  it('compiles every comparison operator with the value as a String parameter', () => {
    expect(compile('eventType = "api_call"')).toEqual({
      sql: '(e.event_type = {f0:String})',
      params: { f0: 'api_call' },
    });
    expect(compile('eventType != api_call')).toEqual({
      sql: '(e.event_type != {f0:String})',
      params: { f0: 'api_call' },
    });
    expect(compile('eventType < b')).toEqual({ sql: '(e.event_type < {f0:String})', params: { f0: 'b' } });
    expect(compile('eventType <= b')).toEqual({ sql: '(e.event_type <= {f0:String})', params: { f0: 'b' } });
    expect(compile('eventType > b')).toEqual({ sql: '(e.event_type > {f0:String})', params: { f0: 'b' } });
    expect(compile('eventType >= b')).toEqual({ sql: '(e.event_type >= {f0:String})', params: { f0: 'b' } });
  });

  it('reads `:` with a value as equality', () => {
    expect(compile('eventType:api_call')).toEqual({
      sql: '(e.event_type = {f0:String})',
      params: { f0: 'api_call' },
    });
  });

  it('uses the column expression it is given, and dotted field names', () => {
    expect(compile('customer = "customers/c_1"')).toEqual({
      sql: "(concat('customers/', e.customer_id) = {f0:String})",
      params: { f0: 'customers/c_1' },
    });
    expect(compile('dimensions.region = eu')).toEqual({
      sql: "(e.dimensions['region'] = {f0:String})",
      params: { f0: 'eu' },
    });
  });

  it('compares numbers and booleans as the text they were written as', () => {
    expect(compile('eventType = -12.50')).toEqual({
      sql: '(e.event_type = {f0:String})',
      params: { f0: '-12.50' },
    });
    expect(compile('eventType = true')).toEqual({
      sql: '(e.event_type = {f0:String})',
      params: { f0: 'true' },
    });
    expect(compile('eventType != false')).toEqual({
      sql: '(e.event_type != {f0:String})',
      params: { f0: 'false' },
    });
  });

  it('turns `*` under = and : into LIKE, escaping the LIKE metacharacters of the rest', () => {
    expect(compile('eventType = "api*"')).toEqual({
      sql: '(e.event_type LIKE {f0:String})',
      params: { f0: 'api%' },
    });
    expect(compile('eventType:"*_call"')).toEqual({
      sql: '(e.event_type LIKE {f0:String})',
      params: { f0: '%\\_call' },
    });
    expect(compile('eventType = "100%*a\\\\b"')).toEqual({
      sql: '(e.event_type LIKE {f0:String})',
      params: { f0: '100\\%%a\\\\b' },
    });
    // `=` with a lone `*` is a pattern that matches every string, not the presence test of `:*`.
    expect(compile('eventType = "*"')).toEqual({
      sql: '(e.event_type LIKE {f0:String})',
      params: { f0: '%' },
    });
  });

  it('turns `*` under != into NOT LIKE', () => {
    expect(compile('eventType != "api*"')).toEqual({
      sql: '(NOT (e.event_type LIKE {f0:String}))',
      params: { f0: 'api%' },
    });
  });

  it('keeps `*` literal under the ordering operators', () => {
    expect(compile('eventType < "a*"')).toEqual({
      sql: '(e.event_type < {f0:String})',
      params: { f0: 'a*' },
    });
    expect(compile('eventType >= "*"')).toEqual({
      sql: '(e.event_type >= {f0:String})',
      params: { f0: '*' },
    });
  });

  it('makes `field:*` true for every event, binding nothing', () => {
    expect(compile('eventType:*')).toEqual({ sql: '1', params: {} });
    expect(compile('eventTime:*')).toEqual({ sql: '1', params: {} });
  });
});

describe('compileFilterToClickHouse: timestamp fields', () => {
  it('compiles every comparison operator through parseDateTime64BestEffort in UTC', () => {
    const at = (op: string) => `(e.event_time ${op} parseDateTime64BestEffort({f0:String}, 6, 'UTC'))`;
    for (const op of ['=', '!=', '<', '<=', '>', '>=']) {
      expect(compile(`eventTime ${op} "2026-01-31T00:00:00Z"`)).toEqual({
        sql: at(op),
        params: { f0: '2026-01-31T00:00:00Z' },
      });
    }
    expect(compile('eventTime:"2026-01-31T00:00:00Z"')).toEqual({
      sql: at('='),
      params: { f0: '2026-01-31T00:00:00Z' },
    });
  });

  it('moves an offset to UTC and keeps every fraction digit', () => {
    expect(compile('eventTime >= "2026-03-01T01:30:00.123456+02:00"').params).toEqual({
      f0: '2026-02-28T23:30:00.123456Z',
    });
    expect(compile('eventTime < "2025-12-31T22:15:00-01:45"').params).toEqual({ f0: '2026-01-01T00:00:00Z' });
  });

  it('refuses a value that is not an RFC 3339 timestamp, naming its position', () => {
    expect(filterErrorOf(() => compile('eventTime > yesterday'))).toBe(
      'invalid value for field "eventTime" at position 12 (expected an RFC 3339 timestamp such as 2026-01-31T00:00:00Z)',
    );
    expect(filterErrorOf(() => compile('eventTime = 12'))).toMatch(/^invalid value for field "eventTime"/);
    expect(filterErrorOf(() => compile('eventTime = "2026-01-31*"'))).toMatch(/^invalid value for field/);
  });
});

describe('compileFilterToClickHouse: connectives', () => {
  it('parenthesizes AND, OR and NOT and numbers the parameters in the order written', () => {
    expect(compile('eventType = a AND (customer = b OR NOT eventTime < "2026-01-01T00:00:00Z")')).toEqual({
      sql:
        "((e.event_type = {f0:String}) AND ((concat('customers/', e.customer_id) = {f1:String}) OR " +
        "(NOT (e.event_time < parseDateTime64BestEffort({f2:String}, 6, 'UTC')))))",
      params: { f0: 'a', f1: 'b', f2: '2026-01-01T00:00:00Z' },
    });
  });

  it('reads juxtaposition as AND and `-` as NOT', () => {
    expect(compile('eventType = a -eventType = "b*" eventType:*')).toEqual({
      sql: '((e.event_type = {f0:String}) AND (NOT (e.event_type LIKE {f1:String})) AND 1)',
      params: { f0: 'a', f1: 'b%' },
    });
  });

  it('binds a repeated value once per place it is used', () => {
    expect(compile('eventType = x OR customer = x')).toEqual({
      sql: "((e.event_type = {f0:String}) OR (concat('customers/', e.customer_id) = {f1:String}))",
      params: { f0: 'x', f1: 'x' },
    });
  });
});

describe('compileFilterToClickHouse: refusals', () => {
  it('refuses an unknown field, naming its position and the known fields', () => {
    expect(filterErrorOf(() => compile('eventType = a AND nope = 1'))).toBe(
      'unknown field "nope" at position 18 (fields: customer, eventType, eventTime, dimensions.region)',
    );
    expect(filterErrorOf(() => compile('dimensions.tier = gold'))).toMatch(
      /^unknown field "dimensions.tier" at/,
    );
    expect(filterErrorOf(() => compile('dimensions:*'))).toMatch(/^unknown field "dimensions" at position 0/);
  });

  it('does not take the properties every object inherits for fields', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(filterErrorOf(() => compile(`${name} = x`))).toMatch(/^unknown field/);
    }
  });

  it('names no field when it is given none', () => {
    expect(filterErrorOf(() => compileFilterToClickHouse(parseFilter('a = 1')!, {}))).toBe(
      'unknown field "a" at position 0 (fields: )',
    );
  });
});
