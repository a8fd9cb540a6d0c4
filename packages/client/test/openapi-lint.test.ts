/**
 * The OpenAPI document passes `redocly lint` with the recommended rules, without an error or a warning (issue
 * 16, item 9). The document is generated afresh, so a route added without running `npm run build` is linted
 * too (generated.test.ts checks the committed copy).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { renderClientSources } from '../scripts/render.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: Array<{ ruleId: string; message: string; location: Array<{ pointer?: string }> }>;
}

describe('OpenAPI document', () => {
  it('passes redocly lint (recommended) with no error or warning', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
    try {
      const file = join(dir, 'openapi.json');
      const report = join(dir, 'report.json');
      await writeFile(file, (await renderClientSources()).document);
      // The exit code says only "errors"; warnings are read from the report.
      await promisify(execFile)(
        process.execPath,
        [
          join(root, 'node_modules/@redocly/cli/bin/cli.js'),
          'lint',
          '--config',
          join(root, 'redocly.yaml'),
          '--format',
          'json',
          file,
        ],
        {
          // The repository's root, from which NODE_OPTIONS' relative paths resolve (the shifted clock's run).
          cwd: root,
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
          maxBuffer: 16 * 1024 * 1024,
        },
      ).then(
        ({ stdout }) => writeFile(report, stdout),
        (error: { stdout?: string }) => writeFile(report, error.stdout ?? ''),
      );
      const result = JSON.parse(await readFile(report, 'utf8')) as LintReport;
      const problems = result.problems.map(
        (p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`,
      );
      expect(problems).toEqual([]);
      expect(result.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
