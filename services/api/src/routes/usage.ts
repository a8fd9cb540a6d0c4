/**
 * A customer's metered usage (docs/usage.md "The rules of meters"): one row per meter and group values over
 * [period.startTime, period.endTime). Needs the event store (`ApiDeps.usage`); without it, UNAVAILABLE.
 */
import { CustomerUsage, CustomerUsageQuery, getCustomerUsage } from '@billing/usage';
import { route } from '../http/route-spec.ts';
import { usageContext } from '../http/usage-context.ts';
import { CustomerParams } from './params.ts';

export const usageRoutes = [
  route({
    method: 'GET',
    path: '/customers/{customer}/usage',
    operationId: 'getCustomerUsage',
    summary: "A customer's usage per meter and group values over [period.startTime, period.endTime)",
    tag: 'Usage',
    permission: 'usage:read',
    params: CustomerParams,
    query: CustomerUsageQuery,
    response: CustomerUsage,
    handler: (ctx, { params, query }, services) =>
      getCustomerUsage(usageContext(ctx, services), params.customer, {
        startTime: query['period.startTime'],
        endTime: query['period.endTime'],
        meters: query.meters,
      }),
  }),
];
