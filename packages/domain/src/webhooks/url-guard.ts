/**
 * No server-side request forgery (docs/webhooks.md): an endpoint's URL must not reach the service's own network.
 * Every address its host resolves to is checked at create and update, and again when each delivery connects
 * (the check is the connection's DNS lookup itself, so a record changed in between cannot slip through).
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { invalidField } from '@billing/core';

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['fd00:ec2::', 32],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** Loopback, private, link-local (cloud metadata among them), carrier-grade NAT, multicast and reserved ranges. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return blocked.check(mapped[1]!, 'ipv4');
    return blocked.check(address, 'ipv6');
  }
  return true;
}

export interface UrlPolicy {
  /** WEBHOOK_ALLOW_PRIVATE_NETWORKS: tests and development deliver to local receivers over http. */
  allowPrivateNetworks: boolean;
}

function resolveAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) =>
      err ? reject(err) : resolve(addresses),
    ),
  );
}

/** The URL, checked: absolute, http(s), no credentials, https unless allowed, no address of our network. */
export async function checkEndpointUrl(value: string, policy: UrlPolicy, field = 'url'): Promise<string> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalidField(field, 'must be an absolute URL');
  }
  if (value.length > 2048) throw invalidField(field, 'must be at most 2048 characters');
  if (url.protocol !== 'https:' && !(policy.allowPrivateNetworks && url.protocol === 'http:')) {
    throw invalidField(field, 'must be an https URL');
  }
  if (url.username || url.password) throw invalidField(field, 'must not carry credentials');
  if (policy.allowPrivateNetworks) return url.toString();
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: LookupAddress[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolveAll(host);
  } catch {
    throw invalidField(field, `host ${host} does not resolve`);
  }
  if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address))) {
    throw invalidField(field, 'resolves to a loopback, private, link-local or metadata address');
  }
  return url.toString();
}

/**
 * A `lookup` for the delivery's connection that refuses our own network: the address connected to is the one
 * checked.
 */
export function guardedLookup(policy: UrlPolicy) {
  return (
    hostname: string,
    options: object,
    callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '');
      const list = addresses as LookupAddress[];
      if (!policy.allowPrivateNetworks && list.some((a) => isPrivateAddress(a.address))) {
        const refused: NodeJS.ErrnoException = new Error(`${hostname} resolves to a private address`);
        refused.code = 'EPRIVATE';
        return callback(refused, '');
      }
      if ((options as { all?: boolean }).all) return callback(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
