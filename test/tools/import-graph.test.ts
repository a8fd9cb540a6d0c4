/**
 * No circle of imports: neither between workspaces (`@billing/*` imports in their sources) nor between the source
 * files themselves (relative imports, `import type` included: a circle of types still ties two files together).
 * Read from the sources as they are, with the specifiers as written. And the native scan is loaded by the edge
 * alone: any other source takes its types only (`import type`, erased before it runs).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?'([^']+)'/g;

/** The specifiers a source imports or re-exports from, static ones (the sources use no other). */
function specifiers(text: string): string[] {
  return [...text.matchAll(IMPORT)].map((m) => m[1]!);
}

/** The circles of a directed graph (its strongly connected components of more than one node, or a self-loop). */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!graph.has(to)) continue;
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let top: string;
    do {
      top = stack.pop()!;
      onStack.delete(top);
      component.push(top);
    } while (top !== node);
    if (component.length > 1 || graph.get(node)!.includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

interface Workspace {
  name: string;
  files: string[];
}

function sourcesOf(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

function workspaces(): Workspace[] {
  const found: Workspace[] = [];
  for (const group of ['packages', 'services']) {
    for (const entry of readdirSync(join(REPO, group), { withFileTypes: true })) {
      const dir = join(REPO, group, entry.name);
      if (!entry.isDirectory() || !existsSync(join(dir, 'package.json'))) continue;
      const { name } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string };
      found.push({ name, files: sourcesOf(join(dir, 'src')) });
    }
  }
  return found;
}

describe('the import graph', () => {
  const all = workspaces();
  const texts = new Map(
    all.flatMap((w) => w.files.map((file) => [file, readFileSync(file, 'utf8')] as const)),
  );

  it('finds a circle when there is one (the check itself)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
    ]);
    expect(circles(graph)).toEqual([['a', 'b', 'c']]);
    expect(circles(new Map([['a', ['a']]]))).toEqual([['a']]);
    expect(
      circles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads the sources it checks', () => {
    expect(all.map((w) => w.name)).toEqual(expect.arrayContaining(['@billing/usage', '@billing/runtime']));
    // The circle this check was written after (issue 29): the drainer and its Redis source.
    const drainer = [...texts.keys()].find((file) => file.endsWith('/log/drainer.ts'));
    expect(specifiers(texts.get(drainer!)!)).toContain('./redis-drain-source.ts');
  });

  it('has no circle between workspaces', () => {
    const names = new Set(all.map((w) => w.name));
    const graph = new Map<string, string[]>();
    for (const workspace of all) {
      const imported = new Set<string>();
      for (const file of workspace.files) {
        for (const spec of specifiers(texts.get(file)!)) {
          const name = spec.split('/').slice(0, 2).join('/');
          if (names.has(name) && name !== workspace.name) imported.add(name);
        }
      }
      graph.set(workspace.name, [...imported]);
    }
    expect(circles(graph)).toEqual([]);
  });

  it('loads the native scan only in the ingest edge (elsewhere its types at most)', () => {
    const loading = [...texts]
      .filter(([, text]) => /^import\s+(?!type\s)[^;]*'@billing\/native-scan'/m.test(text))
      .map(([file]) => relative(REPO, file));
    expect(loading).toEqual(['services/ingest/src/native-scan.ts']);
  });

  it('has no circle between source files', () => {
    const graph = new Map<string, string[]>();
    for (const [file, text] of texts) {
      const local = specifiers(text).filter((spec) => spec.startsWith('.'));
      graph.set(
        relative(REPO, file),
        local.map((spec) => relative(REPO, resolve(dirname(file), spec))),
      );
    }
    expect(graph.size).toBeGreaterThan(100);
    expect(circles(graph)).toEqual([]);
  });
  it('layers the money folders of the domain: ledger, then credits, then commitments, then invoices', () => {
    // Issue 29: credits and commitments imported invoices and each other both ways. Each folder may import the
    // ones before it only, so no circle runs through them (the ledger takes an invoice reference, not a row).
    const order = ['ledger', 'credits', 'commitments', 'invoices'];
    const root = join(REPO, 'packages', 'domain', 'src');
    const upward: string[] = [];
    for (const [file, text] of texts) {
      const from = relative(root, file).split('/')[0]!;
      if (!order.includes(from)) continue;
      for (const spec of specifiers(text).filter((s) => s.startsWith('.'))) {
        const to = relative(root, resolve(dirname(file), spec)).split('/')[0]!;
        if (order.includes(to) && order.indexOf(to) > order.indexOf(from)) {
          upward.push(`${relative(REPO, file)} -> ${spec}`);
        }
      }
    }
    expect([...texts.keys()].some((file) => file.startsWith(join(root, 'ledger')))).toBe(true);
    expect(upward).toEqual([]);
  });
});
