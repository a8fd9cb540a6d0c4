/**
 * infra/compose.yaml without a Docker engine: parsed, and checked against what the service reads. Every setting
 * it passes is one `loadConfig` knows, the configuration it makes loads, each role starts a role the command
 * line has, nothing a role publishes stands in the way of `--scale`, and the load balancer reaches the ports
 * the roles listen on.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig } from '@billing/core';
import { ROLES } from '@billing/runtime';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO } from '../e2e/service.ts';

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  container_name?: string;
  depends_on?: Record<string, unknown> | string[];
  healthcheck?: { test: string[] };
}

const INFRA = join(REPO, 'infra');
const BILLING_ROLES = ['api', 'ingest', 'drainer', 'worker'];

/** Compose's `${NAME:-default}` and `${NAME}` with the given variables (none set: the defaults). */
function interpolate(value: string, variables: Record<string, string> = {}): string {
  return value.replace(/\$\{([A-Z0-9_]+)(?::-([^}]*))?\}/g, (_all, name: string, fallback?: string) =>
    variables[name] !== undefined && variables[name] !== '' ? variables[name]! : (fallback ?? ''),
  );
}

async function compose(): Promise<Record<string, ComposeService>> {
  const document = parse(await readFile(join(INFRA, 'compose.yaml'), 'utf8'), { merge: true }) as {
    services: Record<string, ComposeService>;
  };
  return document.services;
}

/** The environment variables `loadConfig` reads, from its source. */
async function configKeys(): Promise<Set<string>> {
  const source = await readFile(join(REPO, 'packages/core/src/config.ts'), 'utf8');
  const keys = [...source.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]*)|,\s*'([A-Z][A-Z0-9_]*)')/g)].map(
    (m) => m[1] ?? m[2]!,
  );
  return new Set(keys);
}

describe('infra/compose.yaml', () => {
  it('runs the stores of the production profile, Redis with an append-only file and noeviction', async () => {
    const services = await compose();
    for (const name of ['postgres', 'redis', 'clickhouse', ...BILLING_ROLES, 'lb']) {
      expect(services[name], name).toBeDefined();
    }
    const redis = services.redis!.command!.join(' ');
    expect(redis).toContain('--appendonly yes');
    expect(redis).toMatch(/--appendfsync (everysec|always)/);
    expect(redis).toContain('--maxmemory-policy noeviction');
    // A week of an organization's claims is one hash: its expiry must not stop Redis (docs/usage-events.md).
    expect(redis).toContain('--lazyfree-lazy-expire yes');
    expect(services.clickhouse!.image).toMatch(/^clickhouse\/clickhouse-server:\d+/);
  });

  it('starts each role from one image, scalable: no fixed name, no published port', async () => {
    const services = await compose();
    for (const role of BILLING_ROLES) {
      const service = services[role]!;
      expect(service.command?.slice(0, 1)).toEqual(['start']);
      expect(service.command?.[1]).toBe(role);
      expect(ROLES).toContain(role);
      expect(service.image).toBe('billing:local');
      expect(service.build).toEqual({ context: '..', dockerfile: 'infra/Dockerfile' });
      expect(service.ports, role).toBeUndefined();
      expect(service.container_name, role).toBeUndefined();
      for (const store of ['postgres', 'redis', 'clickhouse'])
        expect(service.depends_on).toHaveProperty(store);
    }
    for (const [name, service] of Object.entries(services)) {
      const dependencies = Array.isArray(service.depends_on)
        ? service.depends_on
        : Object.keys(service.depends_on ?? {});
      for (const dependency of dependencies)
        expect(services, `${name} -> ${dependency}`).toHaveProperty(dependency);
    }
  });

  it('passes only settings the service reads, and they load into a production configuration', async () => {
    const services = await compose();
    const known = await configKeys();
    expect(known.has('DATABASE_URL') && known.has('CLICKHOUSE_CLUSTER')).toBe(true);
    for (const role of BILLING_ROLES) {
      const environment = services[role]!.environment!;
      for (const key of Object.keys(environment)) {
        expect([...known], `${role}: ${key}`).toContain(key);
      }
      expect(environment.INGEST_LOG).toBe('redis');
      const env = Object.fromEntries(
        Object.entries(environment).map(([k, v]) => [k, interpolate(String(v))]),
      );
      const config = loadConfig(env);
      expect(config.host).toBe('0.0.0.0');
      // Every store is a server of this file: none falls back to its embedded stand-in.
      expect(new URL(config.databaseUrl!).hostname).toBe('postgres');
      expect(new URL(config.redisUrl!).hostname).toBe('redis');
      expect(new URL(config.clickhouseUrl!).hostname).toBe('clickhouse');
      expect(new URL(config.databaseUrl!).password).toBe(
        interpolate(String(services.postgres!.environment!.POSTGRES_PASSWORD)),
      );
      expect(new URL(config.clickhouseUrl!).pathname).toBe(
        `/${services.clickhouse!.environment!.CLICKHOUSE_DB}`,
      );
      // Unset by default: one ClickHouse server; set, the migrations take the cluster's name.
      expect(config.clickhouseCluster).toBeUndefined();
      expect(loadConfig({ ...env, CLICKHOUSE_CLUSTER: 'billing' }).clickhouseCluster).toBe('billing');
      expect(config.paymentMasterKey).toBeUndefined();
    }
  });

  it('balances to the ports the roles listen on, and checks the health of each', async () => {
    const services = await compose();
    const config = loadConfig(
      Object.fromEntries(
        Object.entries(services.api!.environment!).map(([k, v]) => [k, interpolate(String(v))]),
      ),
    );
    const haproxy = await readFile(join(INFRA, 'haproxy.cfg'), 'utf8');
    expect(haproxy).toContain(`server-template api 16 api:${config.apiPort} `);
    expect(haproxy).toContain(`server-template ingest 16 ingest:${config.ingestPort} `);
    expect(services.lb!.ports!.map((p) => interpolate(p))).toEqual(['8080:8080', '8081:8081']);
    expect(haproxy).toMatch(/bind :8080\n\s+default_backend api\n/);
    expect(haproxy).toMatch(/bind :8081\n\s+default_backend ingest\n/);
    // A drainer on its own serves health and metrics on the worker's port.
    const ports: Record<string, number> = {
      api: config.apiPort,
      ingest: config.ingestPort,
      worker: config.workerPort,
      drainer: config.workerPort,
    };
    for (const [role, port] of Object.entries(ports)) {
      expect(services[role]!.healthcheck!.test.join(' ')).toContain(`http://127.0.0.1:${port}/healthz`);
    }
  });
});
