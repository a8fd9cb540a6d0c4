/**
 * The storage baseline of the ingest benchmark: chdb alone, in a process of its own, inserting rows shaped like
 * the benchmark's events into `usage_events` back to back, through the edge's own insert path (the same
 * migrations, `encodeEvents`, `insertEncodedEvents` with its settings, and the allocator settings of the
 * service) but with no HTTP, no validation and no Redis. Each body is encoded while the previous insert runs,
 * and that time is taken out of the CPU figure. It is the most the embedded ClickHouse can store on this
 * machine at a given insert size, merges included.
 *
 *   node --import tsx bench/baseline-chdb.ts SECONDS ROWS_PER_INSERT[,ROWS_PER_INSERT...]
 *
 * Prints one JSON document: per insert size, rows/s, inserts/s, mean ms per insert, CPU cores of the process
 * (all of chdb's threads) and peak RSS.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@billing/core';
import {
  encodeEvents,
  insertEncodedEvents,
  migrateEvents,
  openEventStore,
  type StoredEvent,
} from '@billing/events';
import { propertyValues } from '../packages/usage/src/edge/property-values.ts';

const seconds = Number(process.argv[2] ?? 10);
const sizes = (process.argv[3] ?? '1000').split(',').map(Number);
const CUSTOMERS = 100;
const MiB = 2 ** 20;

const dataDir = await mkdtemp(join(tmpdir(), 'bench-chdb-'));
const store = await openEventStore({
  url: undefined,
  dataDir,
  allocatorConf: loadConfig().chdbAllocatorConf,
});
await migrateEvents(store.client);

let nextId = 0;
const now = Date.now();
/** The benchmark's events: 100 customers, one type, `{"tokens":j,"model":"m-j%7"}`. */
function body(rows: number): Buffer {
  const events: StoredEvent[] = [];
  for (let j = 0; j < rows; j++) {
    const properties = { tokens: j + 1, model: `m-${j % 7}` };
    events.push({
      organizationId: 'bench',
      customerId: `bench-${(j % CUSTOMERS) + 1}`,
      eventType: 'api.call',
      eventTime: now - 60_000,
      eventId: `c-${++nextId}`,
      ingestTimeMicros: BigInt(now) * 1000n,
      properties: JSON.stringify(properties),
      propertyValues: propertyValues(properties),
      payloadHash: '0123456789abcdef0123456789abcdef',
      correctionOf: '',
    });
  }
  return Buffer.from(encodeEvents(events));
}

const results = [];
for (const size of sizes) {
  await insertEncodedEvents(store, body(size));
  let peakRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 100);
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  let inserts = 0;
  // Each body is encoded while the previous insert runs (on chdb's threads); that synchronous time is the
  // benchmark's own and is taken out of the CPU figure.
  let encodingMs = 0;
  const encode = () => {
    const t = performance.now();
    const b = body(size);
    encodingMs += performance.now() - t;
    return b;
  };
  let next = encode();
  while (performance.now() - start < seconds * 1000) {
    const insert = insertEncodedEvents(store, next);
    next = encode();
    await insert;
    inserts += 1;
  }
  const elapsed = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpu0);
  clearInterval(sampler);
  const result = {
    rowsPerInsert: size,
    seconds: Math.round(elapsed * 10) / 10,
    inserts,
    rowsPerSecond: Math.round((inserts * size) / elapsed),
    insertsPerSecond: Math.round((inserts / elapsed) * 10) / 10,
    meanInsertMs: Math.round(((elapsed * 1000) / inserts) * 100) / 100,
    cpuCores: Math.round(((cpu.user + cpu.system) / 1e3 - encodingMs) / elapsed) / 1000,
    peakRssMiB: Math.round(peakRss / MiB),
  };
  process.stderr.write(
    `chdb alone, ${size} rows per insert: ${result.rowsPerSecond} rows/s, ${result.meanInsertMs} ms per insert, ` +
      `${result.cpuCores} cores, peak RSS ${result.peakRssMiB} MiB\n`,
  );
  results.push(result);
}
await store.close();
await rm(dataDir, { recursive: true, force: true });
process.stdout.write(`${JSON.stringify(results)}\n`);
process.exit(0);
