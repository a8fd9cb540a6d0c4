import { generateOpenApiDocument } from '@billing/api';
import openapiTS, { astToString } from 'openapi-typescript';

const BANNER = '// Generated from openapi.json by scripts/generate.ts; do not edit.\n';

export async function renderClientSources(): Promise<{ document: string; types: string }> {
  const spec = await generateOpenApiDocument();
  const document = `${JSON.stringify(spec, null, 2)}\n`;
  const ast = await openapiTS(spec as never);
  return { document, types: BANNER + astToString(ast) };
}
