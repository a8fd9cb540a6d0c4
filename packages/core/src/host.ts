/**
 * Tenancy from the Host header (docs/api-conventions.md): `{org}.{BASE_DOMAIN}` is an organization's default hostname;
 * localhost, IP addresses and the DIRECT_HOSTS names are direct hosts, where the API key names the
 * organization; any other name is a custom hostname, which routes only while a domain holds it ACTIVE.
 */
import { isIP } from 'node:net';
import { isResourceId } from './names.ts';

export type HostClass =
  | { kind: 'direct' }
  | { kind: 'default'; organization: string }
  | { kind: 'custom'; hostname: string }
  | { kind: 'none' };

/** Lowercase, without the port and without the root's trailing dot; IPv6 literals lose their brackets. */
export function normalizeHost(host: string): string {
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) {
    const end = name.indexOf(']');
    return end === -1 ? name : name.slice(1, end);
  }
  name = name.replace(/:\d*$/, '');
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

export function classifyHost(
  host: string | undefined,
  baseDomain: string,
  directHosts: readonly string[] = [],
): HostClass {
  // HTTP/1.0 clients may send no Host at all: nothing names an organization, so the key does.
  if (!host) return { kind: 'direct' };
  const name = normalizeHost(host);
  if (name === 'localhost' || isIP(name) !== 0 || directHosts.includes(name)) return { kind: 'direct' };
  const suffix = `.${baseDomain}`;
  if (name.endsWith(suffix)) {
    const label = name.slice(0, -suffix.length);
    return isResourceId(label) ? { kind: 'default', organization: label } : { kind: 'none' };
  }
  if (name === baseDomain || name === '') return { kind: 'none' };
  return { kind: 'custom', hostname: name };
}
