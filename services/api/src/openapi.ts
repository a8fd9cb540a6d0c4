import { systemClock } from '@billing/core';
import type { Sql } from '@billing/db';
import { unlimited } from '@billing/redis';
import pino from 'pino';
import { buildApiApp } from './app.ts';
import { withIngestOperations } from './ingest-operations.ts';
import { describeDocument } from './openapi/describe-document.ts';
import { routes } from './routes/index.ts';
import { withWebhooks } from './webhook-operations.ts';

/**
 * The OpenAPI document, built from the route schemas without any store (nothing is called), with the ingest
 * edge's two operations.
 */
export async function generateOpenApiDocument(): Promise<Record<string, unknown>> {
  const noStore = new Proxy(
    {},
    {
      get: () => {
        throw new Error('no store while generating the document');
      },
    },
  );
  const app = await buildApiApp({
    config: { baseDomain: 'billing.localhost' },
    sql: noStore as Sql,
    clock: systemClock,
    pageSecret: 'unused',
    rateLimiter: unlimited,
    authenticate: async () => undefined,
    logger: pino({ level: 'silent' }),
  });
  await app.ready();
  const document = app.swagger() as unknown as Record<string, unknown>;
  await app.close();
  return describeDocument(withWebhooks(withIngestOperations(document)), routes);
}
