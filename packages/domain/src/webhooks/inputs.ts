import type { Keyring } from '@billing/core';
import { ApiError, invalidField } from '@billing/core';
import { EVENT_TYPES } from '../outbox/events.ts';
import { checkString } from '../shared/inputs.ts';
import type { WebhookServices } from './services.ts';

/** The event types an endpoint asks for: known ones, each once; none means all of them. */
export function checkEventTypes(
  values: readonly string[] | undefined,
  field = 'enabledEventTypes',
): string[] {
  const types = [...new Set(values ?? [])];
  types.forEach((type, i) => {
    if (!(EVENT_TYPES as readonly string[]).includes(type)) {
      throw invalidField(`${field}[${i}]`, `"${type}" is not an event type (docs/webhooks.md lists them)`);
    }
  });
  return types;
}

export const checkDescription = (value: string | undefined) => checkString(value, 'description', 1000);

export function keyringOf(services: WebhookServices): Keyring {
  if (!services.keyring) {
    throw new ApiError('UNAVAILABLE', 'no key to seal webhook secrets with: set PAYMENT_MASTER_KEY');
  }
  return services.keyring;
}
