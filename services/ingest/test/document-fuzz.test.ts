/**
 * The ingest edge's operations of the OpenAPI document (the ones with the edge as their server), fuzzed as the
 * control plane's are (services/api/test/fuzz.test.ts, test/tools/fuzz-requests.ts): random and mutated bodies
 * and headers, either organization's key, both or none. Never a 5xx, every error a `google.rpc.Status`, no answer
 * with the other organization's key or data, and the edge healthy afterwards.
 */
import { generateOpenApiDocument } from '@billing/api';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bodyOf,
  describeRequest,
  type FuzzRequest,
  headersOf,
  type Operation,
  operationsOf,
  send,
  statusProblems,
  toBody,
  type Universe,
} from '../../../test/tools/fuzz-requests.ts';
import { closeSharedEventStore, startEdge, type TestEdge } from './edge.ts';

afterAll(closeSharedEventStore);

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? 16);

describe('fuzz: the ingest edge operations of the OpenAPI document', () => {
  let edge: TestEdge;
  let port: number;
  let operations: Operation[];
  let universe: Universe;
  const secrets: Record<string, string> = {};

  beforeAll(async () => {
    edge = await startEdge({ dedup: 'memory' });
    port = Number(new URL(edge.url).port);
    for (const organization of [edge.organization, edge.otherOrganization]) {
      secrets[organization] = `${organization}-secret`;
      await edge.db.sql`
        INSERT INTO customers (organization_id, id, currency_code, create_time, update_time)
        VALUES (${organization}, 'c1', 'USD', now(), now())`;
    }
    const document = (await generateOpenApiDocument()) as never;
    operations = operationsOf(document).filter((op) => op.servers !== undefined);
    universe = {
      ids: {
        [edge.organization]: { customer: 'c1', event: 'e1' },
        [edge.otherOrganization]: { customer: 'c1', event: 'e2' },
      },
      keys: { [edge.organization]: edge.key, [edge.otherOrganization]: edge.otherKey },
    };
  });
  afterAll(async () => {
    await edge?.close();
  });

  const event = (organization: string, n: number) => ({
    customer: 'customers/c1',
    eventId: `${organization}-${n}`,
    eventType: 'api.call',
    eventTime: new Date().toISOString(),
    properties: { tokens: n, secret: secrets[organization] },
  });

  it(`answers ${RUNS} random and mutated requests (seed ${SEED}) without a 5xx, with Status errors`, async () => {
    expect(operations.map((op) => op.operationId).sort()).toEqual([
      'batchIngestUsageEvents',
      'ingestUsageEvent',
    ]);
    const failures = new Map<string, string>();
    let n = 0;
    const request = fc
      .tuple(fc.constantFrom(...operations), fc.constantFrom(edge.organization, edge.otherOrganization))
      .chain(([op, own]) => {
        const base =
          op.operationId === 'ingestUsageEvent' ? { event: event(own, n++) } : { events: [event(own, n++)] };
        return fc.record({ body: bodyOf(op, universe, base), headers: headersOf(universe, own) }).map(
          ({ body, headers }): FuzzRequest => ({
            op,
            method: op.method,
            path: op.path,
            headers,
            body: toBody(body),
          }),
        );
      });
    await fc.assert(
      fc.asyncProperty(request, async (req) => {
        let answer: { status: number; text: string };
        try {
          answer = await send(port, req);
        } catch (error) {
          answer = { status: 0, text: String(error) };
        }
        const problems = statusProblems(answer);
        const auth = req.headers.filter(([name]) => name === 'authorization');
        const acting =
          auth.length === 1
            ? Object.keys(universe.keys).find((o) => auth[0]![1].endsWith(` ${universe.keys[o]}`))
            : undefined;
        for (const organization of Object.keys(universe.keys)) {
          if (organization === acting) continue;
          if (answer.text.includes(secrets[organization]!)) problems.push(`${organization}'s data`);
          if (answer.text.includes(universe.keys[organization]!)) problems.push(`${organization}'s key`);
        }
        for (const problem of problems) {
          const kind = `${req.op.operationId}: ${problem}`;
          if (!failures.has(kind))
            failures.set(kind, `${describeRequest(req)} -> ${answer.status} ${answer.text.slice(0, 300)}`);
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    expect([...failures.entries()].map(([kind, example]) => `${kind}\n    ${example}`)).toEqual([]);
  }, 300_000);

  it('is healthy afterwards and ingests for both organizations', async () => {
    expect((await fetch(`${edge.url}/healthz`)).status).toBe(200);
    for (const [organization, key] of [
      [edge.organization, edge.key],
      [edge.otherOrganization, edge.otherKey],
    ] as const) {
      const res = await edge.post('/v1/usageEvents:ingest', { event: event(organization, 1_000_000) }, key);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(['ACCEPTED', 'DUPLICATE']).toContain(res.body.status);
    }
  });
});
