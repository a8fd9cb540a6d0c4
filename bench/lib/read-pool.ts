/**
 * The read pool's settings as the service started by a benchmark reads them (it inherits this process's
 * environment), so that `READ_POOL_SIZE=... npm run <benchmark> -w bench` runs are told apart in their output.
 */
import { loadConfig } from '@billing/core';

export function readPoolSettings() {
  const config = loadConfig();
  return {
    size: config.readPoolSize,
    reserve: config.readPoolReserve,
    orgShare: config.readPoolOrgShare,
    orgQueue: config.readPoolOrgQueue,
    queue: config.readPoolQueue,
    retryAfterSeconds: config.readRetryAfterSeconds,
    refusalDelayMs: config.readRefusalDelayMs,
    maxExecutionSeconds: config.readMaxExecutionSeconds,
    maxMemoryBytes: config.readMaxMemoryBytes,
    maxThreads: config.readMaxThreads,
    threadPriority: config.readThreadPriority,
    overShareThreadPriority: config.readOverShareThreadPriority,
  };
}
