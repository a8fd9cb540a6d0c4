/**
 * The command line refuses a data directory where no service ever started (issue 34, item 5): run from another
 * folder than the service's, `billing invoices run` used to create an empty data directory and report 0
 * organizations. It now exits 1 naming the directory it looked at, and creates nothing there.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingResult, makeDataDir } from './service.ts';

describe('the command line on a data directory without a service', () => {
  let data: Awaited<ReturnType<typeof makeDataDir>>;
  beforeAll(async () => {
    data = await makeDataDir();
  });
  afterAll(() => data.remove());

  it.each([
    [['invoices', 'run']],
    [['keys', 'list', '--organization', 'default']],
    [['orgs', 'create', '--id', 'acme']],
  ])(
    '%j is refused, naming the directory, and creates nothing',
    async (args) => {
      const dir = join(data.dir, 'elsewhere');
      const result = await billingResult({}, dir, ...args);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain(`FAILED_PRECONDITION: no service data in ${dir} (DATA_DIR)`);
      expect(await readdir(data.dir)).toEqual([]);
    },
    60_000,
  );

  it('`billing migrate` creates one on purpose, after which the commands run', async () => {
    const dir = join(data.dir, 'migrated');
    expect((await billingResult({}, dir, 'migrate')).code).toBe(0);
    const run = await billingResult({}, dir, 'invoices', 'run');
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout).billRun.organizations).toBe(0);
    // Two commands that each open PGlite and chdb on a loaded machine.
  }, 180_000);
});
