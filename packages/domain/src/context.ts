import type { Clock } from '@billing/core';
import type { Queryable } from '@billing/db';

/** What every domain function runs with: the organization it acts for, the clock and the stores. */
export interface Context {
  organization: string;
  clock: Clock;
  /** The pool, or the transaction this call runs in (`withTransaction` opens or joins one). */
  sql: Queryable;
  /** Signs page tokens. */
  pageSecret: string;
}

/** The context of system work that belongs to no organization (the command line, start-up). */
export interface SystemContext {
  clock: Clock;
  sql: Queryable;
}
