/**
 * infra/Dockerfile without a Docker engine: the image is built in two stages, the first installing (and building
 * the edge's native scan with its compiler), the one that runs copying the result and installing no compiler;
 * and the native scan is built by its own workspace's install script, not by the root's.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from '../e2e/service.ts';

const COMPILERS = /\b(g\+\+|gcc|clang|build-essential|make|python3)\b/;

interface Stage {
  from: string;
  lines: string[];
}

/** The stages of a Dockerfile: each FROM and the instructions after it (comments and blank lines left out). */
function stages(text: string): Stage[] {
  const found: Stage[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (/^FROM\s/i.test(line)) found.push({ from: line, lines: [] });
    else found.at(-1)?.lines.push(line);
  }
  return found;
}

describe('infra/Dockerfile', () => {
  it('runs an image without a compiler, built from a stage that has one', async () => {
    const all = stages(await readFile(join(REPO, 'infra/Dockerfile'), 'utf8'));
    expect(all.length).toBeGreaterThanOrEqual(2);
    const build = all[0]!;
    const run = all.at(-1)!;
    const name = /\sAS\s+(\S+)$/i.exec(build.from)?.[1];
    expect(name).toBeDefined();
    expect(build.lines.some((line) => /^RUN .*apt-get install.*\bg\+\+/.test(line))).toBe(true);
    expect(build.lines.some((line) => /^RUN npm ci\b/.test(line))).toBe(true);
    expect(run.lines.some((line) => line.startsWith(`COPY --from=${name} `))).toBe(true);
    for (const line of run.lines) {
      expect(line).not.toMatch(/^RUN .*(apt-get|npm (ci|install)\b)/);
      if (line.startsWith('RUN ')) expect(line).not.toMatch(COMPILERS);
    }
    expect(run.lines).toContain(
      'ENTRYPOINT ["node", "--require", "./packages/cli/src/threadpool.cjs", "--import", "tsx", "packages/cli/src/main.ts"]',
    );
  });

  it('leaves a native scan built on the host out of the build context', async () => {
    const ignored = (await readFile(join(REPO, 'infra/Dockerfile.dockerignore'), 'utf8')).split('\n');
    expect(ignored).toContain('packages/native-scan/build');
  });

  it('builds the native scan by its own workspace install script, not the root postinstall', async () => {
    const read = async (path: string) =>
      JSON.parse(await readFile(join(REPO, path), 'utf8')) as {
        name: string;
        scripts?: Record<string, string>;
      };
    const root = await read('package.json');
    expect(JSON.stringify(root.scripts ?? {})).not.toContain('native');
    const scan = await read('packages/native-scan/package.json');
    expect(scan.name).toBe('@billing/native-scan');
    expect(scan.scripts?.install).toBe('node build.mjs');
  });
});
