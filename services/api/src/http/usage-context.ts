import { ApiError } from '@billing/core';
import type { Context } from '@billing/domain';
import type { UsageContext } from '@billing/usage';
import type { RouteServices } from './route-spec.ts';

/** The context of a route that reads the event store; a process without it answers UNAVAILABLE. */
export function usageContext(
  ctx: Context,
  services: RouteServices,
  unavailable = 'usage is not served by this process',
): UsageContext {
  if (!services.usage) throw new ApiError('UNAVAILABLE', unavailable);
  return { ...ctx, ...services.usage };
}
