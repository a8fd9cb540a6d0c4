import type { Clock } from '@billing/core';
import type { Sql } from '@billing/db';
import type { ProviderFactory } from './provider.ts';
import { SandboxProvider } from './sandbox.ts';
import { type StripeEndpoint, StripeProvider } from './stripe.ts';

/** The adapter of each provider type; `stripe` says where stripe-node sends requests (Stripe by default). */
export function createProviderFactory(sql: Sql, clock: Clock, stripe: StripeEndpoint = {}): ProviderFactory {
  return (connection) => {
    switch (connection.providerType) {
      case 'sandbox':
        return new SandboxProvider(sql, connection.organization, connection.id, () => clock.now());
      case 'stripe':
        return new StripeProvider(String(connection.credential.secretKey), stripe);
    }
  };
}

/** `STRIPE_API_URL` (`http://127.0.0.1:12111` for stripe-mock) as stripe-node's host, port and protocol. */
export function stripeEndpoint(url: string | undefined): StripeEndpoint {
  if (!url) return {};
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return {
    host: parsed.hostname,
    protocol,
    port: parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443,
  };
}
