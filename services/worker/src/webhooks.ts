/**
 * The webhook dispatcher (docs/webhooks.md): each pass fans new events out to deliveries and leases the due
 * ones, at most `perEndpoint` in flight per endpoint, then sends them without waiting for one another, so a slow
 * or failing endpoint holds only its own slots and delays no other endpoint or organization. What is due is
 * read from the injected clock: tests run passes and travel instead of waiting for the retry schedule.
 */
import type { Clock } from '@billing/core';
import type { Sql } from '@billing/db';
import { attemptDelivery, dispatchPass, loadEndpoints, type WebhookServices } from '@billing/domain';
import type { Logger } from 'pino';
import { type Loop, startLoop } from './loop.ts';

export interface WebhookDeps {
  sql: Sql;
  clock: Clock;
  services: WebhookServices;
  logger?: Logger;
}

export interface WebhookOptions {
  /** Deliveries leased per pass. */
  limit: number;
  /** Deliveries in flight per endpoint. */
  perEndpoint: number;
}

export const DEFAULT_WEBHOOK_OPTIONS: WebhookOptions = { limit: 500, perEndpoint: 16 };

export interface WebhookPassSummary {
  fannedOut: number;
  attempted: number;
  succeeded: number;
}

export class WebhookDispatcher {
  private readonly inFlight = new Set<Promise<void>>();
  succeeded = 0;
  failed = 0;

  constructor(
    private readonly deps: WebhookDeps,
    private readonly options: WebhookOptions = DEFAULT_WEBHOOK_OPTIONS,
  ) {}

  /** Fans out, leases and starts the due deliveries; resolves once they are started, not finished. */
  async pass(): Promise<{ fannedOut: number; started: number }> {
    const { sql, clock, services } = this.deps;
    const { fannedOut, claimed } = await dispatchPass({ sql, clock }, this.options);
    const endpoints = await loadEndpoints({ sql }, claimed);
    for (const delivery of claimed) {
      const attempt: Promise<void> = attemptDelivery({ sql, clock }, services, delivery, endpoints)
        .then((outcome) => {
          if (outcome.ok) this.succeeded++;
          else this.failed++;
        })
        .catch((err) =>
          this.deps.logger?.error({ err, endpoint: delivery.endpoint_id }, 'webhook attempt failed'),
        )
        .finally(() => this.inFlight.delete(attempt));
      this.inFlight.add(attempt);
    }
    return { fannedOut, started: claimed.length };
  }

  /** Waits for the attempts in flight. */
  async settle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }
}

/** One pass whose attempts are awaited (tests: what is due now is sent and recorded). */
export async function runWebhookPass(
  deps: WebhookDeps,
  options = DEFAULT_WEBHOOK_OPTIONS,
): Promise<WebhookPassSummary> {
  const dispatcher = new WebhookDispatcher(deps, options);
  const { fannedOut, started } = await dispatcher.pass();
  await dispatcher.settle();
  return { fannedOut, attempted: started, succeeded: dispatcher.succeeded };
}

export function startWebhookLoop(
  deps: WebhookDeps,
  options: { intervalMs: number } & Partial<WebhookOptions>,
): Loop & { dispatcher: WebhookDispatcher } {
  const dispatcher = new WebhookDispatcher(deps, { ...DEFAULT_WEBHOOK_OPTIONS, ...options });
  const loop = startLoop(
    options.intervalMs,
    async () => {
      try {
        await dispatcher.pass();
      } catch (err) {
        deps.logger?.error({ err }, 'webhook dispatch failed');
      }
    },
    true,
  );
  return {
    dispatcher,
    async close() {
      await loop.close();
      await dispatcher.settle();
    },
  };
}
