import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderClientSources } from '../scripts/render.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('generated client', () => {
  it('matches the API route schemas (run `npm run build` after changing a route)', async () => {
    const { document, types } = await renderClientSources();
    expect(await readFile(join(root, 'openapi.json'), 'utf8')).toBe(document);
    expect(await readFile(join(root, 'src', 'generated', 'schema.ts'), 'utf8')).toBe(types);
  });
});
