import { Timestamp } from '@billing/core';
import { type Static, Type } from '@sinclair/typebox';

export const Organization = Type.Object(
  {
    name: Type.String(),
    displayName: Type.String(),
    defaultCurrencyCode: Type.String(),
    timeZone: Type.String(),
    createTime: Timestamp,
    updateTime: Timestamp,
  },
  { title: 'Organization' },
);
export type Organization = Static<typeof Organization>;

export const OrganizationInput = Type.Partial(
  Type.Object({
    displayName: Type.String(),
    defaultCurrencyCode: Type.String(),
    timeZone: Type.String(),
  }),
);
export type OrganizationInput = Static<typeof OrganizationInput>;
