/**
 * A customer's metered usage (SPEC 4.11, SEMANTICS 5): one row per meter and group values over
 * [period.startTime, period.endTime). Needs the event store (`ApiDeps.usage`); without it, UNAVAILABLE.
 */
import { ApiError } from '@billing/core';
import { getCustomerUsage } from '@billing/usage';
import { Type } from '@sinclair/typebox';
import { route } from '../http/route-spec.ts';
import { Quantity, StringMap, Timestamp } from '../schemas/common.ts';

const UsageRow = Type.Object(
  {
    meter: Type.String({ description: '`meters/{meter}`' }),
    dimensions: StringMap,
    quantity: Quantity,
  },
  { title: 'UsageRow' },
);

export const usageRoutes = [
  route({
    method: 'GET',
    path: '/customers/{customer}/usage',
    operationId: 'getCustomerUsage',
    summary: "A customer's usage per meter and group values over [period.startTime, period.endTime)",
    tag: 'Usage',
    permission: 'usage:read',
    params: Type.Object({ customer: Type.String() }),
    query: Type.Object({
      'period.startTime': Timestamp,
      'period.endTime': Timestamp,
      meters: Type.Optional(
        Type.Array(Type.String(), { description: 'Meter names (`meters/{meter}`); absent: every meter' }),
      ),
    }),
    response: Type.Object({ usage: Type.Array(UsageRow) }),
    handler: async (ctx, { params, query }, services) => {
      if (!services.usage) throw new ApiError('UNAVAILABLE', 'usage is not served by this process');
      return getCustomerUsage({ ...ctx, ...services.usage }, params.customer!, {
        startTime: query['period.startTime'],
        endTime: query['period.endTime'],
        meters: query.meters as string[] | undefined,
      });
    },
  }),
];
