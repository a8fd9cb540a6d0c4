/**
 * The typed client of the billing API, generated from its OpenAPI document.
 *
 *   const billing = createBillingClient({ baseUrl: 'http://127.0.0.1:8080', apiKey });
 *   const { data, error } = await billing.GET('/v1/customers/{customer}', { params: { path: { customer: 'acme' } } });
 */
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './generated/schema.ts';

export type { components, operations, paths } from './generated/schema.ts';
export type BillingClient = Client<paths>;

export interface BillingClientOptions {
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  headers?: Record<string, string>;
}

export function createBillingClient(options: BillingClientOptions): BillingClient {
  return createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { authorization: `Bearer ${options.apiKey}`, ...options.headers },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

export {
  batchBodyBytes,
  createProducer,
  type IngestResult,
  PRODUCER_DEFAULTS,
  type Producer,
  ProducerError,
  type ProducerErrorCode,
  type ProducerEvent,
  type ProducerOptions,
  type ProducerTimers,
  parseRetryAfter,
  retryDelayMs,
  systemTimers,
} from './producer.ts';
