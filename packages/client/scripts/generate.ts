/**
 * Regenerates the client from the API's route schemas: `openapi.json` (the document the api serves at
 * /openapi.json) and `src/generated/schema.ts` (its TypeScript types). Run by `npm run build`.
 */
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderClientSources } from './render.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { document, types } = await renderClientSources();
await writeFile(join(root, 'openapi.json'), document);
await writeFile(join(root, 'src', 'generated', 'schema.ts'), types);
process.stdout.write('client generated\n');
