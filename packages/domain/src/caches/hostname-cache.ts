/**
 * Which organization a Host header routes to, for the api and the ingest edge. Custom hostnames are looked up
 * among ACTIVE domains and cached (negative answers too, so unknown names cost no query each); the change feed
 * drops a hostname as soon as its domain is created, verified, deactivated or deleted.
 */
import { classifyHost } from '@billing/core';
import { LRUCache } from 'lru-cache';
import type { SystemContext } from '../context.ts';
import type { ChangeFeed } from './change-feed.ts';

export type HostRoute =
  | { kind: 'direct' }
  | { kind: 'default' | 'custom'; organization: string }
  | { kind: 'none' };

export interface HostSettings {
  baseDomain: string;
  directHosts?: readonly string[];
}

/** Routing without a database: custom hostnames route nowhere. */
export function routeWithoutDomains(host: string | undefined, settings: HostSettings): HostRoute {
  const route = classifyHost(host, settings.baseDomain, settings.directHosts);
  return route.kind === 'custom' ? { kind: 'none' } : route;
}

const NOWHERE = '';

export class HostnameCache {
  private readonly cache: LRUCache<string, string>;
  /** Bumped by every change: a lookup that started before one must not store what it read. */
  private generation = 0;

  /** Without a feed, entries live one second, which bounds how long a verification or delete takes to show. */
  constructor(
    private readonly ctx: SystemContext,
    private readonly settings: HostSettings,
    feed?: ChangeFeed,
    ttlMs = feed ? 60_000 : 1_000,
  ) {
    this.cache = new LRUCache({ max: 100_000, ttl: ttlMs });
    feed?.subscribe((change) => {
      if (change.kind !== 'domain') return;
      this.generation++;
      this.cache.delete(change.key);
    });
  }

  async route(host: string | undefined): Promise<HostRoute> {
    const route = classifyHost(host, this.settings.baseDomain, this.settings.directHosts);
    if (route.kind !== 'custom') return route;
    const organization = await this.lookup(route.hostname);
    return organization === NOWHERE ? { kind: 'none' } : { kind: 'custom', organization };
  }

  private async lookup(hostname: string): Promise<string> {
    const cached = this.cache.get(hostname);
    if (cached !== undefined) return cached;
    const generation = this.generation;
    const [row] = await this.ctx.sql<{ organization_id: string }[]>`
      SELECT organization_id FROM organization_domains WHERE hostname = ${hostname} AND status = 'ACTIVE'`;
    const organization = row?.organization_id ?? NOWHERE;
    if (generation === this.generation) this.cache.set(hostname, organization);
    return organization;
  }
}
