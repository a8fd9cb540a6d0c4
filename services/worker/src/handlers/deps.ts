import type { Clock } from '@billing/core';
import type { Sql } from '@billing/db';

/** What the usage-event job handlers run with. */
export interface UsageJobDeps {
  sql: Sql;
  clock: Clock;
}
