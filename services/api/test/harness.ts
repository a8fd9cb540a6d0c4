/**
 * An api app over a fresh database (real PostgreSQL or embedded PGlite), with two organizations and keys,
 * driven through fastify's inject (no network).
 */
import { type Clock, systemClock } from '@billing/core';
import { createTestPglite, createTestPostgres, type TestDatabase } from '@billing/db';
import {
  ChangeFeed,
  createApiKey,
  createOrganization,
  PrincipalCache,
  pageTokenSecret,
} from '@billing/domain';
import { MemoryRateLimiter, unlimited } from '@billing/redis';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pino from 'pino';
import { buildApiApp } from '../src/app.ts';

export type Backend = 'postgres' | 'pglite';
export const BACKENDS: Backend[] = ['postgres', 'pglite'];

export interface Harness {
  app: FastifyInstance;
  db: TestDatabase;
  /** The change feed of the app's key cache; `poll()` delivers pending changes at once. */
  feed: ChangeFeed;
  /** Organization `acme`'s all-permission key, and organization `globex`'s. */
  keyA: string;
  keyB: string;
  call(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    key?: string,
    headers?: Record<string, string>,
  ): Promise<{
    status: number;
    body: any;
    headers: Record<string, unknown>;
  }>;
  close(): Promise<void>;
}

export async function startHarness(
  backend: Backend,
  options: { clock?: Clock; rateLimitPerSecond?: number } = {},
): Promise<Harness> {
  const db = backend === 'postgres' ? await createTestPostgres() : await createTestPglite();
  const clock = options.clock ?? systemClock;
  const system = { sql: db.sql, clock };
  await createOrganization(system, { id: 'acme', displayName: 'Acme' });
  await createOrganization(system, { id: 'globex', displayName: 'Globex', defaultCurrencyCode: 'EUR' });
  const keyA = (await createApiKey(system, { organization: 'acme', permissions: ['*'] })).secret;
  const keyB = (await createApiKey(system, { organization: 'globex', permissions: ['*'] })).secret;
  const feed = new ChangeFeed(db.sql, 100);
  await feed.start();
  const principals = new PrincipalCache({ sql: db.sql, clock }, feed);
  const app = await buildApiApp({
    config: { baseDomain: 'billing.test' },
    sql: db.sql,
    clock,
    pageSecret: await pageTokenSecret(db.sql, undefined),
    rateLimiter: options.rateLimitPerSecond ? new MemoryRateLimiter(options.rateLimitPerSecond) : unlimited,
    authenticate: (secret) => principals.authenticate(secret),
    logger: pino({ level: 'silent' }),
  });
  await app.ready();
  return {
    app,
    db,
    feed,
    keyA,
    keyB,
    async call(method, url, body, key = keyA, headers = {}) {
      const response = await app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${key}`, ...headers },
        ...(body === undefined
          ? {}
          : typeof body === 'string'
            ? { payload: body }
            : { payload: body as object }),
      });
      let parsed: unknown = response.body;
      try {
        parsed = JSON.parse(response.body);
      } catch {
        // not JSON: keep the text
      }
      return { status: response.statusCode, body: parsed, headers: response.headers };
    },
    async close() {
      await feed.stop();
      await app.close();
      await db.close();
    },
  };
}
