/**
 * TypeBox schemas of the API. They validate input (ajv), serialize output and generate the OpenAPI document.
 * Input schemas describe types only; the domain checks meaning (ids, currencies, decimals).
 */
import { type Static, type TSchema, Type } from '@sinclair/typebox';

export const Timestamp = Type.String({ format: 'date-time' });
export const StringMap = Type.Record(Type.String(), Type.String());

export function StringEnum<const T extends readonly string[]>(values: T, description?: string) {
  return Type.Unsafe<T[number]>({
    type: 'string',
    enum: [...values],
    ...(description ? { description } : {}),
  });
}

export const DecimalValue = Type.Object({
  value: Type.String({ description: 'A decimal string such as "12.5"' }),
});
export const Money = Type.Object(
  { amount: DecimalValue, currencyCode: Type.Optional(Type.String()) },
  { description: 'An amount in a currency; `amount.value` is a decimal string.' },
);
export const Quantity = DecimalValue;

export const Period = Type.Object({ startTime: Timestamp, endTime: Type.Optional(Timestamp) });

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

export const PageQuery = {
  pageSize: Type.Optional(Type.Integer({ format: 'int32', description: 'Default 50, at most 1000' })),
  pageToken: Type.Optional(Type.String()),
};

export function listOf<T extends TSchema>(field: string, item: T) {
  return Type.Object({ [field]: Type.Array(item), nextPageToken: Type.String() });
}

export type StaticOf<T extends TSchema> = Static<T>;
