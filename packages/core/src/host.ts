/**
 * Tenancy from the Host header: `{org}.{BASE_DOMAIN}` names the organization; any other host (localhost, an
 * IP) leaves it to the API key.
 */
export function organizationFromHost(host: string | undefined, baseDomain: string): string | undefined {
  if (!host) return undefined;
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const suffix = `.${baseDomain}`;
  if (!name.endsWith(suffix)) return undefined;
  const label = name.slice(0, -suffix.length);
  return label && !label.includes('.') ? label : undefined;
}
