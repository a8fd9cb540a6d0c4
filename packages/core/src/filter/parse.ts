/**
 * A recursive-descent parser for AIP-160 filters. The grammar, loosest binding first:
 *
 *   filter     = [expression]
 *   expression = sequence {"AND" sequence}
 *   sequence   = factor {factor}                 (juxtaposition is an AND)
 *   factor     = term {"OR" term}                (AIP-160: OR binds tighter than AND)
 *   term       = ["NOT" | "-"] simple
 *   simple     = "(" expression ")" | restriction
 *   restriction = field comparator value
 *
 * The scanner works on the text directly rather than on a token list because what a character means depends
 * on where it is: in a value `:` and `-` belong to the word (`2026-01-31T00:00:00Z`), after a field `:` is
 * the has operator.
 */
import { DECIMAL_PATTERN } from '../decimal.ts';
import type { ApiError } from '../errors.ts';
import {
  FILTER_LIMITS,
  type FilterComparator,
  type FilterComparison,
  type FilterExpr,
  type FilterLiteral,
  filterError,
} from './ast.ts';

/** Reserved in upper case only, as in AIP-160: `and` is an ordinary word. */
const KEYWORDS = new Set(['AND', 'OR', 'NOT']);
/** Two-character operators first, so `<=` is not read as `<` followed by `=`. */
const COMPARATORS: readonly FilterComparator[] = ['<=', '>=', '!=', '=', '<', '>', ':'];
const SPACE = /\s*/y;
const FIELD_START = /[A-Za-z_][A-Za-z0-9_]*/y;
/** Below the first segment a key may start with a digit or hold a hyphen (`metadata.cost-center`). */
const KEY_SEGMENT = /[A-Za-z0-9_-]+/y;
const WORD = /[A-Za-z0-9_]+/y;
/** A bare value runs to whitespace, a parenthesis, a quote or a comparison character. */
const BARE_VALUE = /[^\s()"'=<>!]+/y;
const ESCAPES = new Map([
  ['n', '\n'],
  ['t', '\t'],
  ['r', '\r'],
]);
/** PostgreSQL text cannot hold NUL, and a lone surrogate has no UTF-8 form: neither can match anything. */
const INVALID_CHARACTER = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The syntax tree of `text`, `undefined` for a blank filter, or INVALID_ARGUMENT naming the position. */
export function parseFilter(text: string): FilterExpr | undefined {
  checkText(text);
  return new Parser(text).parse();
}

function checkText(text: string): void {
  const max = FILTER_LIMITS.maxLength;
  // A code point is at most two UTF-16 units, so only a string between max and 2 * max needs counting.
  if (text.length > max && (text.length > 2 * max || [...text].length > max)) {
    throw filterError(max, `filter is longer than ${max} characters`);
  }
  const invalid = INVALID_CHARACTER.exec(text);
  if (invalid) throw filterError(codePointIndex(text, invalid.index), 'invalid character');
}

/** Positions in errors count code points, so an emoji before the error counts as one character. */
function codePointIndex(text: string, index: number): number {
  return [...text.slice(0, index)].length;
}

/** One operand is itself; nested nodes of the same kind merge, since AND and OR are associative. */
function combine(kind: 'and' | 'or', args: FilterExpr[]): FilterExpr {
  if (args.length === 1) return args[0]!;
  return { kind, args: args.flatMap((arg) => (arg.kind === kind ? arg.args : [arg])) };
}

class Parser {
  private readonly text: string;
  private pos = 0;
  private depth = 0;
  private comparisons = 0;

  constructor(text: string) {
    this.text = text;
  }

  parse(): FilterExpr | undefined {
    this.skipSpace();
    if (this.atEnd()) return undefined;
    const expr = this.expression();
    // Whatever the expression could not take (a stray `)`) is an error, not silently ignored.
    if (!this.atEnd()) throw this.unexpected();
    return expr;
  }

  private expression(): FilterExpr {
    const args = [this.sequence()];
    while (this.keyword('AND')) args.push(this.sequence());
    return combine('and', args);
  }

  private sequence(): FilterExpr {
    const args = [this.factor()];
    while (this.startsTerm()) args.push(this.factor());
    return combine('and', args);
  }

  private factor(): FilterExpr {
    const args = [this.term()];
    while (this.keyword('OR')) args.push(this.term());
    return combine('or', args);
  }

  private term(): FilterExpr {
    this.skipSpace();
    if (this.keyword('NOT')) return { kind: 'not', arg: this.simple() };
    if (this.peek() === '-') {
      this.pos++;
      return { kind: 'not', arg: this.simple() };
    }
    return this.simple();
  }

  private simple(): FilterExpr {
    this.skipSpace();
    return this.peek() === '(' ? this.composite() : this.restriction();
  }

  private composite(): FilterExpr {
    if (++this.depth > FILTER_LIMITS.maxDepth) {
      throw this.error(this.pos, `parentheses nest deeper than ${FILTER_LIMITS.maxDepth} levels`);
    }
    this.pos++;
    const expr = this.expression();
    if (this.peek() !== ')') throw this.unexpected('expected ")"');
    this.pos++;
    this.depth--;
    return expr;
  }

  private restriction(): FilterComparison {
    const start = this.pos;
    if (++this.comparisons > FILTER_LIMITS.maxComparisons) {
      throw this.error(start, `filter has more than ${FILTER_LIMITS.maxComparisons} comparisons`);
    }
    const field = this.fieldPath();
    this.skipSpace();
    const op = this.comparator();
    this.skipSpace();
    const value = this.literal();
    return { kind: 'compare', field, op, value, position: this.charPosition(start) };
  }

  private fieldPath(): string[] {
    const first = this.peekMatch(FIELD_START);
    if (first === undefined || KEYWORDS.has(first)) throw this.unexpected('expected a field name');
    this.pos += first.length;
    const path = [first];
    while (this.peek() === '.') {
      this.pos++;
      path.push(this.isQuote() ? this.quoted() : this.keySegment());
    }
    return path;
  }

  private keySegment(): string {
    const key = this.peekMatch(KEY_SEGMENT);
    if (key === undefined) throw this.unexpected('expected a field name after "."');
    this.pos += key.length;
    return key;
  }

  private comparator(): FilterComparator {
    const op = COMPARATORS.find((candidate) => this.text.startsWith(candidate, this.pos));
    if (op === undefined) throw this.unexpected('expected a comparison operator');
    this.pos += op.length;
    return op;
  }

  private literal(): FilterLiteral {
    const position = this.charPosition(this.pos);
    if (this.isQuote()) return { kind: 'string', value: this.quoted(), position };
    const word = this.peekMatch(BARE_VALUE);
    // A keyword here is almost surely a forgotten value (`a = AND b = 1`); quote it to mean the word.
    if (word === undefined || KEYWORDS.has(word)) throw this.unexpected('expected a value');
    this.pos += word.length;
    if (word === 'true' || word === 'false') return { kind: 'boolean', value: word === 'true', position };
    // No exponent form (`1e999999`): a number literal can never overflow SQL numeric.
    if (DECIMAL_PATTERN.test(word)) return { kind: 'number', value: word, position };
    return { kind: 'string', value: word, position };
  }

  /** A quoted string; `\n`, `\t`, `\r` are control characters, any other escaped character stands for itself. */
  private quoted(): string {
    const start = this.pos;
    const quote = this.text[start];
    let value = '';
    let i = start + 1;
    while (i < this.text.length) {
      const c = this.text[i]!;
      if (c === quote) {
        this.pos = i + 1;
        return value;
      }
      if (c === '\\') {
        const escaped = this.text[i + 1];
        if (escaped === undefined) break;
        value += ESCAPES.get(escaped) ?? escaped;
        i += 2;
      } else {
        value += c;
        i++;
      }
    }
    throw this.error(start, 'unterminated string');
  }

  /** Consumes `word` when it stands alone here (`AND` but not `ANDROID`). */
  private keyword(word: string): boolean {
    this.skipSpace();
    if (this.peekMatch(WORD) !== word) return false;
    this.pos += word.length;
    return true;
  }

  /** Another term follows by juxtaposition (an implicit AND) unless the group or the input ends. */
  private startsTerm(): boolean {
    this.skipSpace();
    return !this.atEnd() && this.peek() !== ')' && this.peekMatch(WORD) !== 'AND';
  }

  private peekMatch(pattern: RegExp): string | undefined {
    pattern.lastIndex = this.pos;
    return pattern.exec(this.text)?.[0];
  }

  private skipSpace(): void {
    this.pos += this.peekMatch(SPACE)?.length ?? 0;
  }

  private peek(): string | undefined {
    return this.text[this.pos];
  }

  private isQuote(): boolean {
    return this.peek() === '"' || this.peek() === "'";
  }

  private atEnd(): boolean {
    return this.pos >= this.text.length;
  }

  private charPosition(index: number): number {
    return codePointIndex(this.text, index);
  }

  private error(index: number, problem: string, hint?: string): ApiError {
    return filterError(this.charPosition(index), problem, hint);
  }

  /** Names what stands at the current position: a whole word, or one character. */
  private unexpected(hint?: string): ApiError {
    if (this.atEnd()) return this.error(this.pos, 'unexpected end of filter', hint);
    const token =
      this.peekMatch(WORD)?.slice(0, 40) ?? String.fromCodePoint(this.text.codePointAt(this.pos)!);
    return this.error(this.pos, `unexpected ${JSON.stringify(token)}`, hint);
  }
}
