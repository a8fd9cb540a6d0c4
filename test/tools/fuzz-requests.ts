/**
 * Requests for the fuzz suites (services/api/test/fuzz.test.ts, services/ingest/test/document-fuzz.test.ts),
 * built from the OpenAPI document: for an operation, its path with parameters filled, its query and its body
 * generated from the document's schemas, then mutated the ways a hostile or careless client would (wrong types,
 * deep nesting, huge and odd number literals, invalid UTF-8, oversized fields, duplicate and odd headers, other
 * organizations and keys).
 */
import { request } from 'node:http';
import fc from 'fast-check';

/** The part of a JSON schema (as the document holds it, inline) the generators read. */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  items?: Schema;
  enum?: unknown[];
  format?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  method: string;
  /** The public path, `{name}` for each parameter (`/v1/customers/{customer}:archive`). */
  path: string;
  operationId: string;
  parameters: Parameter[];
  body: Schema | undefined;
  /** The operation's own servers, when it is not served where the document's are (the ingest edge). */
  servers: unknown[] | undefined;
}

/** Every operation of an OpenAPI document. */
interface DocumentOperation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  servers?: unknown[];
}

export function operationsOf(document: {
  paths: Record<string, Record<string, DocumentOperation>>;
}): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      out.push({
        method: method.toUpperCase(),
        path,
        operationId: op.operationId,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
        servers: op.servers,
      });
    }
  }
  return out;
}

/** What the generators draw ids and names from: both organizations' resources, by path parameter name. */
export interface Universe {
  /** Per organization (`acme`, `globex`), the ids of its resources by parameter name. */
  ids: Record<string, Record<string, string>>;
  keys: Record<string, string>;
}

/** Raw JSON text spliced into a body where the value is a marker string (see `toBody`). */
const RAW = '\u0000raw:';

/** Number literals no JSON.stringify writes: huge exponents, past a double, long, negative zero, odd forms. */
const ODD_NUMBERS = [
  '1e999999999',
  '-1e999999999',
  '1e309',
  '-2e308',
  '1e-400',
  '1e-401',
  '5e-324',
  '-0',
  '0.1e1',
  '1E+2',
  '9007199254740993',
  '-9007199254740993',
  '123456789012345678901234567890.123456789',
  '9'.repeat(99),
  '9'.repeat(101),
  `0.${'0'.repeat(300)}1`,
  '2147483648',
  '-2147483649',
  '1.0',
];

const rawNumber = fc.constantFrom(...ODD_NUMBERS).map((text) => `${RAW}${text}`);

/** Nesting around a value: 63 (accepted), 64 (the limit), 65 and far past it. */
const deepNesting = fc
  .record({ depth: fc.constantFrom(10, 63, 64, 65, 200, 5_000, 50_000), arrays: fc.boolean() })
  .map(({ depth, arrays }) =>
    arrays
      ? `${RAW}${'['.repeat(depth)}${']'.repeat(depth)}`
      : `${RAW}${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

/** Strings a field may hold: plausible, hostile, and sized past any field's limit. */
function strings(universe: Universe): fc.Arbitrary<string> {
  const ids = Object.values(universe.ids).flatMap((byName) => Object.entries(byName));
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ids.map(([, id]) => id)) },
    {
      weight: 4,
      arbitrary: fc.constantFrom(...ids).map(([collection, id]) => `${collection}s/${id}`),
    },
    { weight: 2, arbitrary: fc.constantFrom('USD', 'EUR', 'JPY', 'XXX', '10', '0.5', '-1', '1e3', '', ' ') },
    {
      weight: 2,
      arbitrary: fc.constantFrom('2026-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '0000-01-01T00:00:00Z'),
    },
    { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('\u0000', '\ud800', 'a\udc00b', '\uffff', '../..', '%00', "';--"),
    },
    { weight: 1, arbitrary: fc.constantFrom(1_000, 70_000, 1_100_000).map((n) => 'x'.repeat(n)) },
  );
}

/** A value of the schema, mostly well-typed: what the mutations below start from. */
export function schemaValue(
  schema: Schema | undefined,
  universe: Universe,
  depth = 0,
): fc.Arbitrary<unknown> {
  const text = strings(universe);
  if (!schema || depth > 4) return fc.jsonValue({ maxDepth: 2 });
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => schemaValue(s, universe, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const props = Object.entries(schema.properties ?? {});
      const known = fc.record(
        Object.fromEntries(props.map(([k, s]) => [k, schemaValue(s, universe, depth + 1)])),
        { requiredKeys: [] },
      );
      if (props.length > 0) return known;
      const values =
        typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
      return fc.dictionary(fc.string({ maxLength: 10 }), schemaValue(values, universe, depth + 1), {
        maxKeys: 4,
      });
    }
    case 'array':
      return fc.array(schemaValue(schema.items, universe, depth + 1), { maxLength: 4 });
    case 'string':
      return text;
    case 'integer':
    case 'number':
      return fc.oneof(fc.integer(), fc.double(), rawNumber);
    case 'boolean':
      return fc.boolean();
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Any JSON-ish value of any type, to put where another type belongs. */
const wrongValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  rawNumber,
  deepNesting,
  fc.constantFrom(null, [], {}, '', 0, true),
);

/** A body with one of its fields (at any depth) replaced by `replacement`. */
function replaceSomewhere(value: unknown, path: number[], replacement: unknown): unknown {
  if (value === null || typeof value !== 'object' || path.length === 0) return replacement;
  const keys = Object.keys(value);
  if (keys.length === 0) return Array.isArray(value) ? [replacement] : { x: replacement };
  const key = keys[path[0]! % keys.length]!;
  const copy: Record<string, unknown> = Array.isArray(value) ? { ...value } : { ...value };
  copy[key] = replaceSomewhere(copy[key], path.slice(1), replacement);
  return Array.isArray(value) ? Object.assign([...value], copy) : copy;
}

/** Invalid UTF-8 sequences: a stray continuation byte, a truncated sequence, an overlong form, a surrogate. */
const BAD_UTF8 = [
  [0xff],
  [0xc3, 0x28],
  [0xe2, 0x82],
  [0xc0, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
];

export interface BodyPlan {
  value: unknown;
  /** Splice this invalid UTF-8 into the text, inside the first string. */
  badUtf8?: number[] | undefined;
  /** Send this text instead (malformed JSON, wrong top level). */
  text?: string | undefined;
}

export function bodyOf(op: Operation, universe: Universe, base: unknown): fc.Arbitrary<BodyPlan> {
  const generated = schemaValue(op.body, universe);
  const start = base === undefined ? generated : fc.oneof(fc.constant(base), generated);
  return fc.oneof(
    { weight: 5, arbitrary: start.map((value) => ({ value })) },
    {
      weight: 4,
      arbitrary: fc
        .tuple(start, fc.array(fc.nat(), { maxLength: 4 }), wrongValue)
        .map(([value, path, wrong]) => ({ value: replaceSomewhere(value, path, wrong) })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(start, fc.constantFrom(...BAD_UTF8))
        .map(([value, badUtf8]) => ({ value: value ?? { displayName: 'x' }, badUtf8 })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('', '{', 'null', '[]', '"x"', '{"a":1}{', '\u0000', '{"__proto__":{"x":1}}')
        .map((text) => ({ value: undefined, text })),
    },
  );
}

/** The bytes of a planned body. */
export function toBody(plan: BodyPlan): Buffer | undefined {
  if (plan.text !== undefined) return Buffer.from(plan.text);
  if (plan.value === undefined) return undefined;
  let text = JSON.stringify(plan.value) ?? 'null';
  // Markers become the raw text they carry (a number literal, nesting).
  text = text.replace(/"\\u0000raw:((?:[^"\\]|\\.)*)"/g, (_m, raw: string) => JSON.parse(`"${raw}"`));
  const bytes = Buffer.from(text);
  if (!plan.badUtf8) return bytes;
  const quote = bytes.indexOf(0x22);
  if (quote < 0) return Buffer.concat([bytes, Buffer.from(plan.badUtf8)]);
  return Buffer.concat([bytes.subarray(0, quote + 1), Buffer.from(plan.badUtf8), bytes.subarray(quote + 1)]);
}

/** Any text as URL text: its UTF-8 bytes percent-encoded but for unreserved ones (a lone surrogate is U+FFFD). */
export function encode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value)) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9._~-]/.test(c) ? c : `%${byte.toString(16).padStart(2, '0')}`;
  }
  return out;
}

/** Values of a path parameter: either organization's ids, and ids no resource has or no router likes. */
export function pathValue(name: string, universe: Universe, own: string): fc.Arbitrary<string> {
  const organizations = Object.keys(universe.ids);
  const idOf = (organization: string) =>
    name === 'organization' ? organization : (universe.ids[organization]![name] ?? 'nope');
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant(idOf(own)) },
    { weight: 2, arbitrary: fc.constantFrom(...organizations.filter((o) => o !== own)).map(idOf) },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.string({ maxLength: 30 }),
          fc.constantFrom('..', '.', 'a'.repeat(600), '\u0000', 'ü', 'a:b', '-1', '0', '1e3', ' '),
        )
        .map(encode),
    },
    { weight: 1, arbitrary: fc.constantFrom('%ZZ', '%', '%ED%A0%80', '%C0%AF', '%FF', 'a%2Fb', '%2E%2E') },
  );
}

/** A query parameter's value, as URL text: well-formed for its type, or not. */
export function queryValue(
  param: Parameter,
  universe: Universe,
  op: Operation,
  own: string,
): fc.Arbitrary<string[]> {
  const name = param.name;
  const ids = universe.ids[own]!;
  const plausible: fc.Arbitrary<string> =
    name === 'meters'
      ? fc.constantFrom(`meters/${ids.meter}`, ids.meter!, 'meters/nope', `meters/${ids.customer}`)
      : name === 'period.startTime'
        ? fc.constantFrom(new Date(Date.now() - 86_400_000).toISOString(), '2026-01-01T00:00:00Z', 'x')
        : name === 'period.endTime'
          ? fc.constantFrom(new Date(Date.now() + 3_600_000).toISOString(), '2026-01-01T00:00:00Z', '')
          : // A fresh id makes a create succeed (an existing one is ALREADY_EXISTS).
            /^[a-z]+Id$/i.test(name) && name !== 'requestId'
            ? fc.oneof(fc.stringMatching(/^[a-z][a-z0-9-]{0,12}[a-z0-9]$/), strings(universe))
            : name === 'pageSize'
              ? fc.constantFrom(
                  '1',
                  '2',
                  '50',
                  '1000',
                  '1001',
                  '0',
                  '-1',
                  '1e1',
                  '0x10',
                  '+5',
                  ' 5',
                  '5.0',
                  '99999999999',
                )
              : name === 'updateMask'
                ? fc
                    .subarray(Object.keys(op.body?.properties ?? {}).concat(['*', 'nope', 'name']), {
                      minLength: 1,
                    })
                    .map((fields) => fields.join(','))
                : name === 'filter'
                  ? fc.constantFrom(
                      'displayName = "x"',
                      'archived = true',
                      'status = "DRAFT"',
                      `${'('.repeat(300)}a${')'.repeat(300)}`,
                      'metadata.tier:*',
                      'createTime > "2026-01-01T00:00:00Z" OR NOT archived',
                      '"',
                    )
                  : name.startsWith('period.') || name.endsWith('Time')
                    ? fc.constantFrom(
                        '2026-01-01T00:00:00Z',
                        new Date(Date.now() - 86_400_000).toISOString(),
                        new Date(Date.now() + 3_600_000).toISOString(),
                        '1970-01-01T00:00:00Z',
                        '9999-12-31T23:59:59.999999999Z',
                        'yesterday',
                        '2026-02-30T00:00:00Z',
                      )
                    : strings(universe);
  const one = fc.oneof(
    { weight: 5, arbitrary: plausible },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  );
  const encoded = one.map(encode);
  return fc.oneof(
    { weight: 6, arbitrary: encoded.map((v): string[] => [v]) },
    // Given twice, or many times (`meters` is an array).
    { weight: 1, arbitrary: fc.array(encoded, { minLength: 2, maxLength: name === 'meters' ? 60 : 3 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<string[]>(['%'], ['%ZZ'], ['%ED%A0%80'], ['%00'], ['x'.repeat(5_000)]),
    },
  );
}

/** Headers as name and value pairs: a name may repeat. */
export type Headers = Array<[string, string]>;

export function headersOf(universe: Universe, own: string): fc.Arbitrary<Headers> {
  const keys = Object.values(universe.keys);
  const auth = fc.oneof(
    { weight: 30, arbitrary: fc.constant([['authorization', `Bearer ${universe.keys[own]}`]] as Headers) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...keys).map((k): Headers => [['authorization', `Bearer ${k}`]]),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(fc.constantFrom(...keys), fc.constantFrom(...keys, 'sk_nope')).map(
        ([a, b]): Headers => [
          ['authorization', `Bearer ${a}`],
          ['authorization', `Bearer ${b}`],
        ],
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '',
          'Bearer',
          'Bearer ',
          'Basic dXNlcjpwYXNz',
          `bearer ${keys[0]}`,
          'Bearer sk_x',
          'x'.repeat(9_000),
        )
        .map((v): Headers => [['authorization', v]]),
    },
    { weight: 1, arbitrary: fc.constant([] as Headers) },
  );
  const extra = fc.array(
    fc.oneof(
      fc.constantFrom<[string, string]>(
        ['content-type', 'application/json'],
        ['content-type', 'text/plain'],
        ['content-type', 'application/json; charset=latin1'],
        ['content-type', 'multipart/form-data; boundary=x'],
        ['content-encoding', 'gzip'],
        ['accept', 'application/xml'],
        ['x-request-id', 'fuzz'],
        ['x-request-id', 'x'.repeat(2_000)],
        ['host', 'acme.billing.test'],
        ['host', 'globex.billing.test'],
        ['host', 'nowhere.example.com'],
        ['idempotency-key', 'k'],
      ),
      fc.tuple(
        fc.constantFrom('x-fuzz', 'x-forwarded-for', 'forwarded'),
        fc.string({ maxLength: 30 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
      ),
    ),
    { maxLength: 3 },
  );
  return fc.tuple(auth, extra).map(([a, e]) => [...a, ...e]);
}

export interface FuzzRequest {
  op: Operation;
  method: string;
  path: string;
  headers: Headers;
  body: Buffer | undefined;
}

export interface Answer {
  status: number;
  text: string;
}

export function send(port: number, req: FuzzRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const grouped = new Map<string, string[]>();
    for (const [name, value] of req.headers) grouped.set(name, [...(grouped.get(name) ?? []), value]);
    // A connection per request: the server may close one after an error (413), as it is free to.
    const outgoing = request({ host: '127.0.0.1', port, method: req.method, path: req.path, agent: false });
    // An array value is sent as that many header lines.
    for (const [name, values] of grouped) outgoing.setHeader(name, values.length === 1 ? values[0]! : values);
    if (req.body) outgoing.setHeader('content-length', req.body.length);
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(req.body);
  });
}

/** The HTTP status of each google.rpc code (docs/api-conventions.md); an oversize body is 413 RESOURCE_EXHAUSTED. */
const HTTP_OF: Record<string, number> = {
  INVALID_ARGUMENT: 400,
  FAILED_PRECONDITION: 400,
  OUT_OF_RANGE: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  ABORTED: 409,
  RESOURCE_EXHAUSTED: 429,
};

/** HTTP statuses of their own for a code: a body or head too large, a head too slow (docs/limits.md). */
const FRAMING: Record<number, string> = {
  413: 'RESOURCE_EXHAUSTED',
  431: 'RESOURCE_EXHAUSTED',
  408: 'DEADLINE_EXCEEDED',
};

/** What is wrong with an answer's status and shape: no answer, a 5xx, an error that is not a google.rpc.Status. */
export function statusProblems(answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.status === 0) problems.push(`no answer (${answer.text.slice(0, 100)})`);
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  if (answer.status < 400) return problems;
  let body: { error?: { code?: unknown; status?: unknown; message?: unknown; details?: unknown } } = {};
  try {
    body = JSON.parse(answer.text);
  } catch {
    problems.push('an error body that is not JSON');
  }
  const error = body?.error;
  const shaped =
    error &&
    Object.keys(body).length === 1 &&
    error.code === answer.status &&
    typeof error.status === 'string' &&
    typeof error.message === 'string' &&
    Array.isArray(error.details);
  if (!shaped) problems.push('an error that is not a google.rpc.Status');
  else if (
    FRAMING[answer.status] !== undefined
      ? error.status !== FRAMING[answer.status]
      : HTTP_OF[String(error.status)] !== answer.status
  ) {
    problems.push(`${error.status} answered with HTTP ${answer.status}`);
  }
  return problems;
}

/** A request as a failure shows it: short. */
export function describeRequest(req: FuzzRequest): string {
  const headers = req.headers.map(([n, v]) => `${n}: ${v.slice(0, 60)}`).join('; ');
  const body = req.body ? req.body.subarray(0, 300).toString('latin1') : '';
  return `${req.method} ${req.path.slice(0, 300)} [${headers}] ${body}`;
}
