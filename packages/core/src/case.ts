/**
 * Bodies and queries accept lowerCamelCase and snake_case names. Conversion is guided by the JSON schema of
 * the input, so keys of free-form maps (`metadata`, `dimensions`, `properties`) are never rewritten.
 */

export function snakeToCamel(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

export interface JsonSchemaLike {
  type?: string | string[];
  properties?: Record<string, JsonSchemaLike>;
  additionalProperties?: boolean | JsonSchemaLike;
  items?: JsonSchemaLike;
  anyOf?: JsonSchemaLike[];
  oneOf?: JsonSchemaLike[];
  allOf?: JsonSchemaLike[];
}

function objectVariants(schema: JsonSchemaLike): JsonSchemaLike[] {
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [schema, ...nested.flatMap(objectVariants)];
}

function propertiesOf(schema: JsonSchemaLike): Record<string, JsonSchemaLike> {
  const merged: Record<string, JsonSchemaLike> = {};
  for (const variant of objectVariants(schema)) Object.assign(merged, variant.properties ?? {});
  return merged;
}

function mapValueSchema(schema: JsonSchemaLike): JsonSchemaLike | undefined {
  for (const variant of objectVariants(schema)) {
    if (typeof variant.additionalProperties === 'object') return variant.additionalProperties;
  }
  return undefined;
}

function itemsOf(schema: JsonSchemaLike): JsonSchemaLike | undefined {
  for (const variant of objectVariants(schema)) if (variant.items) return variant.items;
  return undefined;
}

/** Returns `value` with snake_case keys renamed to the schema's lowerCamel properties (camel wins on a clash). */
export function normalizeKeys(value: unknown, schema: JsonSchemaLike | undefined): unknown {
  if (schema === undefined || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const items = itemsOf(schema);
    return items ? value.map((item) => normalizeKeys(item, items)) : value;
  }
  const properties = propertiesOf(schema);
  const mapValues = mapValueSchema(schema);
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    if (key in properties) {
      out[key] = normalizeKeys(child, properties[key]);
      continue;
    }
    const camel = snakeToCamel(key);
    if (camel !== key && camel in properties) {
      if (!(camel in (value as Record<string, unknown>)))
        out[camel] = normalizeKeys(child, properties[camel]);
      continue;
    }
    out[key] = mapValues ? normalizeKeys(child, mapValues) : child;
  }
  return out;
}
