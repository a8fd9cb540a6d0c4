/**
 * Expensive reads (previews, usage queries) on the request path go through one pool per api process, and each
 * of their ClickHouse queries carries time and memory limits (docs/limits.md): an organization alone uses every
 * slot, and once others wait the slots go round them in turn, so one organization's previews cannot keep the
 * event store from the others. Workers (bill runs) read without it: their work is scheduled, not requested,
 * and they must finish.
 */
import { FairPool, type FairPoolOptions } from '@billing/core';
import { type ClickHouseClient, type ReadLimits, readLimitError, withReadLimits } from '@billing/events';
import type { ExpensiveReads, UsageReadContext } from '../context.ts';

export function createExpensiveReads(
  readClients: readonly ClickHouseClient[],
  pool: FairPoolOptions,
  limits: ReadLimits,
  overShareThreadPriority = limits.threadPriority ?? 0,
): ExpensiveReads {
  const events = readClients.map((client) => withReadLimits(client, limits));
  const overShare = { ...limits, threadPriority: overShareThreadPriority };
  const overShareEvents = readClients.map((client) => withReadLimits(client, overShare));
  return { pool: new FairPool(pool), events, overShareEvents, limits };
}

/**
 * Runs `read` in a slot of the context's organization with the limited client; past the organization's queue or
 * the server's it is RESOURCE_EXHAUSTED with Retry-After, and a query stopped by a limit is the client's error,
 * not a 500.
 */
export async function expensiveRead<T>(
  ctx: UsageReadContext,
  read: (ctx: UsageReadContext) => Promise<T>,
): Promise<T> {
  const reads = ctx.reads;
  if (!reads) return read(ctx);
  return reads.pool.run(ctx.organization, async ({ slot, overShare }) => {
    try {
      // Without `reads` inside: a nested expensive read runs in this slot instead of waiting for a second one
      // of the same organization, which behind its own queued reads could never come.
      const clients = overShare ? reads.overShareEvents : reads.events;
      const events = clients[slot % clients.length]!;
      return await read({ ...ctx, events, reads: undefined });
    } catch (error) {
      throw readLimitError(error, reads.limits, reads.pool.options.retryAfterSeconds) ?? error;
    }
  });
}
