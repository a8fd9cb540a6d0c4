import { Enum, EnumInput, Timestamp } from '@billing/core';
import { type Static, Type } from '@sinclair/typebox';

/** PRODUCT_TYPE (docs/catalog.md "Products and rates") without its UNSPECIFIED zero value. */
export const PRODUCT_TYPES = ['USAGE', 'SUBSCRIPTION'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const Product = Type.Object(
  {
    name: Type.String(),
    displayName: Type.String(),
    meter: Type.String(),
    type: Enum('PRODUCT_TYPE', PRODUCT_TYPES),
    presentationGroupKeys: Type.Array(Type.String()),
    pricingGroupKeys: Type.Array(Type.String()),
    tags: Type.Array(Type.String()),
    createTime: Timestamp,
  },
  { title: 'Product' },
);
export type Product = Static<typeof Product>;

export const ProductInput = Type.Partial(
  Type.Object({
    displayName: Type.String(),
    meter: Type.String(),
    type: EnumInput('PRODUCT_TYPE', PRODUCT_TYPES),
    presentationGroupKeys: Type.Array(Type.String()),
    pricingGroupKeys: Type.Array(Type.String()),
    tags: Type.Array(Type.String()),
  }),
);
export type ProductInput = Static<typeof ProductInput>;
