/**
 * docs/quickstart.md, run as written (issue 34): the service started as the README says (`npm start`, a fresh
 * data directory, free ports), each shell block of the page run in bash with the first start's key in KEY, and
 * each answer checked against the one the page shows (status, and every field it shows; `"…"` is any value).
 * The page's addresses are the defaults of a fresh start, swapped for the ports this run got.
 *
 * The same service answers the other newcomer checks: the served OpenAPI document's servers follow how the
 * service started, and the producer example of packages/client/README.md sends its event from a script.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDataDir, REPO, type RunningService, startService } from './service.ts';

interface Step {
  heading: string;
  command: string;
  /** undefined for a block without an answer (its `export` lines are run before every later block). */
  answer?: { status: number; kind: 'http' | 'exit'; body: unknown };
}

/** The page's shell blocks, each with the answer that follows it before the next block. */
export function readQuickstart(markdown: string): Step[] {
  const steps: Step[] = [];
  const pattern = /^## (.*)$|^```(sh|json)\n([\s\S]*?)^```$|^Answer \((exit |)(\d+)/gm;
  let heading = '';
  let pending: { status: number; kind: 'http' | 'exit' } | undefined;
  for (const match of markdown.matchAll(pattern)) {
    if (match[1] !== undefined) heading = match[1];
    else if (match[5] !== undefined) pending = { status: Number(match[5]), kind: match[4] ? 'exit' : 'http' };
    else if (match[2] === 'sh') steps.push({ heading, command: match[3]! });
    else if (match[2] === 'json' && pending) {
      steps.at(-1)!.answer = { ...pending, body: JSON.parse(match[3]!) };
      pending = undefined;
    }
  }
  return steps;
}

const ANY = '…';

/** Every field the page shows is in the answer with that value; arrays have the page's length. */
function expectShown(actual: unknown, shown: unknown, path: string): void {
  if (shown === ANY) {
    expect(actual, path).toBeDefined();
    return;
  }
  if (Array.isArray(shown)) {
    expect(Array.isArray(actual), `${path} is an array`).toBe(true);
    expect((actual as unknown[]).length, `${path}.length`).toBe(shown.length);
    for (const [i, item] of shown.entries()) expectShown((actual as unknown[])[i], item, `${path}[${i}]`);
    return;
  }
  if (shown !== null && typeof shown === 'object') {
    expect(actual, path).toBeTypeOf('object');
    for (const [key, value] of Object.entries(shown)) {
      expectShown((actual as Record<string, unknown>)[key], value, `${path}.${key}`);
    }
    return;
  }
  expect(actual, path).toEqual(shown);
}

describe('docs/quickstart.md against a freshly started service', () => {
  let data: Awaited<ReturnType<typeof makeDataDir>>;
  let service: RunningService;
  let steps: Step[];

  beforeAll(async () => {
    steps = readQuickstart(await readFile(join(REPO, 'docs/quickstart.md'), 'utf8'));
    data = await makeDataDir();
    // The worker's own bill runs are pushed out of the way: the page runs one itself.
    service = await startService(data.dir, { BILL_RUN_INTERVAL_MS: String(24 * 3_600_000) });
  }, 120_000);

  afterAll(async () => {
    await service?.stop();
    await data?.remove();
  });

  async function run(command: string, prelude: string[]) {
    const script = [...prelude, command]
      .join('\n')
      .replaceAll('http://127.0.0.1:8080', service.baseUrl)
      .replaceAll('http://127.0.0.1:8081', service.ingestUrl);
    try {
      const { stdout } = await promisify(execFile)('bash', ['-e', '-c', script], {
        cwd: REPO,
        env: { ...process.env, KEY: service.firstKey!, DATA_DIR: data.dir, DATABASE_URL: '' },
      });
      return { code: 0, stdout };
    } catch (error) {
      const failed = error as { code?: number; stdout?: string; stderr?: string };
      return { code: failed.code ?? -1, stdout: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
    }
  }

  it('reads a walkthrough from meter to paid invoice', () => {
    expect(steps.filter((s) => s.answer).map((s) => s.heading)).toEqual([
      '1. A meter: what to count',
      '2. A product: what is sold',
      '3. A rate card and its rate: the price',
      '3. A rate card and its rate: the price',
      '4. A customer and a contract',
      '4. A customer and a contract',
      '5. A batch of usage events',
      '6. Usage read back',
      '6. Usage read back',
      "7. Preview last month's invoice",
      '8. The bill run',
      '8. The bill run',
      '9. A way to pay',
      '9. A way to pay',
      '10. Finalize',
      '11. Paid without asking',
      '11. Paid without asking',
    ]);
  });

  it('answers every command as the page shows', async () => {
    expect(service.output()).toContain(`export KEY=${service.firstKey}`);
    const prelude: string[] = [];
    for (const step of steps) {
      // The start itself is this test's; the key comes from its output.
      if (step.command.includes('npm start')) continue;
      // Its `export` lines, each joined with its continuation lines (`\` at the end of a line).
      const exports = step.command
        .replaceAll('\\\n', ' ')
        .split('\n')
        .filter((line) => /^export [A-Z_]+=/.test(line));
      if (!step.answer) {
        prelude.push(...exports.filter((line) => !line.startsWith('export KEY=')));
        continue;
      }
      // Reads of usage may run before the events are visible (about a second): those are repeated.
      const repeatable = !/-X POST/.test(step.command) || step.command.includes(':preview');
      const deadline = Date.now() + 30_000;
      for (;;) {
        const { code, stdout } = await run(step.command, prelude);
        try {
          const where = `${step.heading}: ${step.command}\n${stdout}`;
          if (step.answer.kind === 'exit') expect(code, where).toBe(step.answer.status);
          else expect(code, where).toBe(0);
          const body = JSON.parse(stdout.trim());
          if (step.answer.kind === 'http') {
            expect(body.error?.code ?? 200, where).toBe(step.answer.status);
          }
          expectShown(body, step.answer.body, step.heading);
          break;
        } catch (error) {
          if (!repeatable || Date.now() > deadline) throw error;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
      prelude.push(...exports);
    }
  }, 240_000);

  it('serves /openapi.json with servers of this start and bearer authentication for every operation', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: a JSON document read field by field
    const document: any = await (await fetch(`${service.baseUrl}/openapi.json`)).json();
    expect(document.servers[0].url).toBe(service.baseUrl);
    expect(document.servers[1].variables.organization.default).toBe('default');
    expect(document.security).toEqual([{ bearerAuth: [] }]);
    for (const path of ['/v1/usageEvents:ingest', '/v1/usageEvents:batchIngest']) {
      expect(document.paths[path].post.servers[0].url).toBe(service.ingestUrl);
    }
    // A sample of the reference, as /docs shows it, runs against this service with the printed key.
    const organization = await fetch(`${document.servers[0].url}/v1/organization`, {
      headers: { authorization: `Bearer ${service.firstKey}` },
    });
    expect(organization.status).toBe(200);
    expect(document.paths['/v1/usageEvents:batchIngest'].post.description).toContain(
      'eventTime must lie between 35 days ago and 5 minutes ahead',
    );
  });

  it('runs the producer example of packages/client/README.md as a script that ends with `await`', async () => {
    const readme = await readFile(join(REPO, 'packages/client/README.md'), 'utf8');
    const example = /## The producer\n\n```ts\n([\s\S]*?)\n\/\/ Fire and forget/.exec(readme)?.[1];
    expect(example).toBeDefined();
    // The example as written; only its addresses and the key are this run's, and its result is printed.
    const script = `${example!
      .replace("'http://127.0.0.1:8081'", JSON.stringify(service.ingestUrl))
      .replace(
        '{ ingestUrl: ',
        '{ apiKey: process.env.KEY, ingestUrl: ',
      )}\nconsole.log(JSON.stringify(result));\n`;
    // A module run from the repository, as a script in a project that depends on the client.
    const { stdout } = await promisify(execFile)(
      'node',
      ['--import', 'tsx', '--input-type=module', '-e', script.replace(', apiKey })', ' })')],
      { cwd: REPO, env: { ...process.env, KEY: service.firstKey! } },
    );
    // Before the fix the process exited (code 13, an unsettled top-level await) before anything was sent.
    expect(JSON.parse(stdout)).toMatchObject({ eventId: 'req-8f2c', status: 'ACCEPTED' });
  }, 60_000);
});
