import { invalidField } from '@billing/core';

const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * A custom hostname as registered: a fully qualified DNS name of at least two labels, in lowercase (DNS names
 * are case-insensitive, so `API.Example.com` is taken as `api.example.com`; one trailing dot is the root and is
 * dropped). No IP address, no wildcard, nothing under the base domain or `localhost`, no name the deployment
 * serves directly.
 */
export function checkHostname(
  value: unknown,
  field: string,
  baseDomain: string,
  directHosts: readonly string[] = [],
): string {
  if (typeof value !== 'string' || value === '') throw invalidField(field, 'is required');
  if (value.length > 254) throw invalidField(field, 'must be at most 253 characters');
  const hostname = value.toLowerCase().replace(/\.$/, '');
  if (hostname.includes('*')) throw invalidField(field, 'must not be a wildcard');
  if (hostname.includes(':') || /^[\d.]+$/.test(hostname)) {
    throw invalidField(field, 'must be a hostname, not an IP address');
  }
  if (hostname.length > 253) throw invalidField(field, 'must be at most 253 characters');
  const labels = hostname.split('.');
  if (labels.length < 2) throw invalidField(field, 'must be a fully qualified name such as api.example.com');
  if (!labels.every((label) => LABEL.test(label))) {
    throw invalidField(
      field,
      'each label must be 1 to 63 letters, digits or hyphens, not starting or ending with a hyphen ' +
        '(write internationalized names in their xn-- form)',
    );
  }
  // A numeric top-level label is not a name (and an IPv4 address in disguise to some resolvers).
  if (/^\d+$/.test(labels.at(-1)!)) throw invalidField(field, 'must end in a top-level domain');
  if (hostname === baseDomain || hostname.endsWith(`.${baseDomain}`)) {
    throw invalidField(field, `must not be under ${baseDomain}: those are default hostnames`);
  }
  if (labels.at(-1) === 'localhost' || directHosts.includes(hostname)) {
    throw invalidField(field, 'must not be a name this service answers directly');
  }
  return hostname;
}
