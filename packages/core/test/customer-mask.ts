import type { MaskSpec } from '../src/field-mask.ts';

/**
 * The update mask of a customer as the field-mask tests use it: names, a map field and a nested object, two
 * output-only fields; `email` is updatable only in the specs that ask for it (one test checks it is refused).
 */
export function customerMask({ email }: { email: boolean }): MaskSpec {
  return {
    updatable: [
      'displayName',
      ...(email ? ['email'] : []),
      'metadata',
      'billingProfile',
      'billingProfile.legalName',
      'billingProfile.address',
    ],
    outputOnly: ['name', 'createTime'],
    maps: ['metadata'],
  };
}
