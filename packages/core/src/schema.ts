/**
 * TypeBox building blocks of the API's schemas. A resource's schemas live beside its entity (the domain,
 * usage and charges packages); they validate requests (ajv), type the verbs' inputs, serialize responses and
 * make the OpenAPI document. Input schemas describe types only; the verbs check meaning (ids, currencies,
 * decimals, lengths).
 */
import { type TSchema, Type } from '@sinclair/typebox';

export const Timestamp = Type.String({
  format: 'date-time',
  description: 'An RFC 3339 time',
  examples: ['2026-01-01T00:00:00Z'],
});
export const StringMap = Type.Record(Type.String(), Type.String());

/** A string enumeration, typed as the union of its values. */
export function StringEnum<const T extends readonly string[]>(values: T, description?: string) {
  return Type.Unsafe<T[number]>({
    type: 'string',
    enum: [...values],
    ...(description ? { description } : {}),
  });
}

/** AIP-126: an enumeration's zero value, `{NAME}_UNSPECIFIED`, listed first and never a meaningful value. */
type Unspecified<N extends string> = `${N}_UNSPECIFIED`;

function withUnspecified<const N extends string, const T extends readonly string[]>(name: N, values: T) {
  return [`${name}_UNSPECIFIED` as Unspecified<N>, ...values] as const;
}

/**
 * An AIP-126 enumeration in a response: the schema lists `{NAME}_UNSPECIFIED` and `values`; the type is only
 * `values`, since nothing returns UNSPECIFIED.
 */
export function Enum<const N extends string, const T extends readonly string[]>(name: N, values: T) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: withUnspecified(name, values) });
}

/**
 * The same enumeration in a request: UNSPECIFIED passes validation (the verb refuses it with a field
 * violation naming the field), so the type holds it.
 */
export function EnumInput<const N extends string, const T extends readonly string[]>(name: N, values: T) {
  return StringEnum(withUnspecified(name, values));
}

export const DecimalValue = Type.Object(
  { value: Type.String({ description: 'A decimal string such as "12.5"' }) },
  { description: 'A decimal number as a string, exact', examples: [{ value: '12.5' }] },
);
export const Quantity = DecimalValue;

/** The wire form of Money (docs/api-conventions.md "The rules"); the `Money` class of this package computes with it. */
export const MoneyValue = Type.Object(
  {
    amount: DecimalValue,
    currencyCode: Type.Optional(
      Type.String({ description: 'ISO 4217 code; may be left out where the rate card or customer fixes it' }),
    ),
  },
  {
    description: 'An amount in a currency; `amount.value` is a decimal string.',
    examples: [{ amount: { value: '0.002' }, currencyCode: 'USD' }],
  },
);

export const Period = Type.Object({ startTime: Timestamp, endTime: Type.Optional(Timestamp) });
/** A period as a request sends it: both bounds optional in the schema, the verb says which it requires. */
export const PeriodInput = Type.Object({
  startTime: Type.Optional(Timestamp),
  endTime: Type.Optional(Timestamp),
});

export const Status = Type.Object(
  {
    error: Type.Object({
      code: Type.Integer(),
      status: Type.String(),
      message: Type.String(),
      details: Type.Array(Type.Record(Type.String(), Type.Unknown())),
    }),
  },
  { description: 'A google.rpc.Status error' },
);

export const Empty = Type.Object({});

/** The query fields of a listing (AIP-158). */
export const PageQuery = {
  pageSize: Type.Optional(
    Type.Integer({
      format: 'int32',
      description:
        'Decimal digits only. Absent: 50. At most 1000: a larger value is lowered to 1000. 0 or less is refused.',
    }),
  ),
  pageToken: Type.Optional(Type.String()),
};

/** A page of a listing: the items under the collection's field, and the token of the next page. */
export function listOf<T extends TSchema>(field: string, item: T) {
  return Type.Object({ [field]: Type.Array(item), nextPageToken: Type.String() });
}
