/**
 * Control-plane throughput and latency on the production profile (PostgreSQL and Redis servers):
 * GET customer and create customer with 50 connections, against the api started as `billing start api`,
 * and a bare fastify server measured in the same run. Prints JSON on stdout, progress on stderr.
 *
 *   npm run control-plane -w bench [-- --seconds 10 --connections 50]
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createTestPostgres, TEST_SERVER_URL } from '@billing/db/testing';
import { connectRedis } from '@billing/redis';
import { deleteKeysWithPrefix } from '../test/tools/redis-prefix.ts';
import { seedBenchOrganization } from './lib/database.ts';
import { runLoad } from './lib/load.ts';
import { machineInfo } from './lib/machine.ts';
import { freePort, startNode, stop, waitForHttp } from './lib/processes.ts';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const serverUrl = process.env.BENCH_POSTGRES_URL ?? TEST_SERVER_URL;
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

const database = await createTestPostgres(serverUrl);
const prefix = `bench-control-plane-${randomBytes(4).toString('hex')}:`;
const databaseUrl = database.url;
const results: Record<string, unknown> = {};
const [apiPort, basePort] = [await freePort(), await freePort()];
const api = startNode('packages/cli/src/main.ts', ['start', 'api'], {
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  REDIS_KEY_PREFIX: prefix,
  PORT: String(apiPort),
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_SECOND: '100000000',
});
const baseline = startNode('bench/baseline-fastify.ts', [String(basePort)], {});
try {
  const key = await seedBenchOrganization(databaseUrl, { tier: 'gold' });
  await waitForHttp(`http://127.0.0.1:${apiPort}/healthz`);
  await waitForHttp(`http://127.0.0.1:${basePort}/v1/customers/x`);
  const auth = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  let n = 0;
  const create = (base: string) => ({
    method: 'POST' as const,
    headers: auth,
    setupRequest: (request: Record<string, unknown>) => ({
      ...request,
      path: `/v1/customers?customerId=c-${process.pid}-${++n}`,
      body: JSON.stringify({ displayName: `Customer ${n}`, metadata: { tier: 'gold' } }),
    }),
    url: base,
  });
  // Warm-up (JIT, connection pools, caches), not counted.
  for (const url of [
    `http://127.0.0.1:${basePort}/v1/customers/bench-1`,
    `http://127.0.0.1:${apiPort}/v1/customers/bench-1`,
  ]) {
    await runLoad({ title: 'warm-up', url, headers: auth, connections, seconds: 3 });
  }
  results.baselineGet = await runLoad({
    title: 'baseline GET (bare fastify)',
    url: `http://127.0.0.1:${basePort}/v1/customers/bench-1`,
    connections,
    seconds,
  });
  results.getCustomer = await runLoad({
    title: 'GET /v1/customers/{customer}',
    url: `http://127.0.0.1:${apiPort}/v1/customers/bench-1`,
    headers: auth,
    connections,
    seconds,
  });
  results.baselineCreate = await runLoad({
    title: 'baseline POST (bare fastify)',
    ...create(`http://127.0.0.1:${basePort}`),
    connections,
    seconds,
  });
  results.createCustomer = await runLoad({
    title: 'POST /v1/customers',
    ...create(`http://127.0.0.1:${apiPort}`),
    connections,
    seconds,
  });
} finally {
  await stop(api);
  await stop(baseline);
  await database.close();
  // The api leaves a few keys (rate limits expire by themselves; the de-dup sentinel does not).
  const redis = connectRedis(redisUrl);
  await deleteKeysWithPrefix(redis, prefix);
  await redis.quit();
}
const rps = (k: string) => (results[k] as { requestsPerSecond: number }).requestsPerSecond;
process.stdout.write(
  `${JSON.stringify(
    {
      benchmark: 'control-plane',
      profile: 'production (PostgreSQL 15 + Redis 7 servers on loopback; api as `billing start api`)',
      machine: machineInfo(),
      ...results,
      ratios: {
        getVsBaseline: Math.round((rps('getCustomer') / rps('baselineGet')) * 100) / 100,
        createVsBaseline: Math.round((rps('createCustomer') / rps('baselineCreate')) * 100) / 100,
      },
      targets: { getRequestsPerSecond: 5000, getP99Ms: 10, createRequestsPerSecond: 1500 },
    },
    null,
    2,
  )}\n`,
);
process.exit(0);
