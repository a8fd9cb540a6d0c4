import { Enum, EnumInput, Timestamp } from '@billing/core';
import { type Static, Type } from '@sinclair/typebox';

/** AGGREGATION_TYPE (docs/usage.md "The rules of meters") without its UNSPECIFIED zero value. */
export const AGGREGATION_TYPES = ['SUM', 'COUNT', 'MIN', 'MAX', 'AVERAGE', 'UNIQUE_COUNT', 'LATEST'] as const;
export type AggregationType = (typeof AGGREGATION_TYPES)[number];

export const Meter = Type.Object(
  {
    name: Type.String(),
    displayName: Type.String(),
    eventType: Type.String(),
    valueProperty: Type.String(),
    aggregation: Enum('AGGREGATION_TYPE', AGGREGATION_TYPES),
    groupKeys: Type.Array(Type.String()),
    createTime: Timestamp,
    updateTime: Timestamp,
  },
  { title: 'Meter' },
);
export type Meter = Static<typeof Meter>;

export const MeterInput = Type.Partial(
  Type.Object({
    displayName: Type.String(),
    eventType: Type.String(),
    valueProperty: Type.String(),
    aggregation: EnumInput('AGGREGATION_TYPE', AGGREGATION_TYPES),
    groupKeys: Type.Array(Type.String()),
  }),
);
export type MeterInput = Static<typeof MeterInput>;
