import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * Bodies are validated strictly (a number where a string belongs is an error, never coerced); query strings
 * arrive as text, so their scalars are coerced to the declared types.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  // verbose: each error carries the schema that failed, whose example the error message then shows.
  const common = {
    allErrors: false,
    strict: false,
    removeAdditional: false,
    useDefaults: true,
    verbose: true,
  } as const;
  const body = new Ajv.default({ ...common, coerceTypes: false });
  const query = new Ajv.default({ ...common, coerceTypes: 'array' });
  addFormats.default(body);
  addFormats.default(query);
  return ({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? body : query;
    return ajv.compile(schema as object) as ReturnType<FastifySchemaCompiler<unknown>>;
  };
}
