import type { Clock } from '@billing/core';
import type { Sql } from '@billing/db';
import type { ClickHouseClient } from '@billing/events';
import type { PaymentServices } from '@billing/payments';
import type { Registry } from 'prom-client';

/** What the usage-event job handlers run with. */
export interface UsageJobDeps {
  sql: Sql;
  clock: Clock;
  /** The event store, whose rollups the handlers recompute. */
  events: ClickHouseClient;
  /** The payment engine's keys and adapters; without them this process does not consume payment jobs. */
  payments?: PaymentServices | undefined;
  /** Where the payment handlers count what they find (discrepancies); the process's /metrics registry. */
  registry?: Registry | undefined;
}
