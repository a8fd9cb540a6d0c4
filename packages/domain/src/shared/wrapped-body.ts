import { invalidField } from '@billing/core';

/**
 * Two creates take the resource inside the body, as `{parent, xId, x: {...}}` (provider connections and payment
 * methods), where every other create takes `?xId=` and the resource's fields as the body. A body sent in the
 * other shape would fail on its first nested field ("x.providerType: must be one of ...") without saying why:
 * it is refused here with the shape this method expects, naming the fields that were sent at the top level.
 */
export function requireWrappedResource(
  body: object,
  wrapper: string,
  resourceFields: readonly string[],
  example: Record<string, unknown>,
): void {
  const sent = body as Record<string, unknown>;
  if (sent[wrapper] !== undefined) return;
  const flat = resourceFields.filter((field) => sent[field] !== undefined);
  const shape = `this method takes the resource inside "${wrapper}", as in ${JSON.stringify(example)}`;
  throw invalidField(
    wrapper,
    flat.length === 0
      ? `is required: ${shape}`
      : `is required: ${flat.join(', ')} ${flat.length === 1 ? 'was' : 'were'} sent at the top level of the ` +
          `body; ${shape}`,
  );
}
