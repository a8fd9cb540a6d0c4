/**
 * Completes the OpenAPI document for its readers (issue 34): every operation gets a description (its summary,
 * the permission its key needs, whether a requestId makes it safe to retry), every parameter and field without
 * its own description gets the glossary's (field-descriptions.ts), and every request body its example (the
 * route's own, else request-examples.ts), which services/api/test/request-examples.test.ts sends as is.
 */
import type { RouteSpec } from '../http/route-spec.ts';
import { FIELD_DESCRIPTIONS, PARAMETER_DESCRIPTIONS } from './field-descriptions.ts';
import { REQUEST_EXAMPLES } from './request-examples.ts';

type Node = Record<string, unknown>;

const METHODS = ['get', 'post', 'patch', 'put', 'delete'];

function operationDescription(route: RouteSpec): string {
  const retry = route.idempotent ? '; a requestId makes a retry safe (24 hours)' : '';
  return `${route.summary}. Needs an API key with the \`${route.permission}\` permission${retry}.`;
}

function lookup(field: string, owner: string | undefined, parent: string | undefined): string | undefined {
  return (
    (owner && FIELD_DESCRIPTIONS[`${owner}.${field}`]) ||
    (parent && FIELD_DESCRIPTIONS[`${parent}.${field}`]) ||
    FIELD_DESCRIPTIONS[field]
  );
}

/** Fills the descriptions of the properties under `schema`, depth first. */
function describeSchema(schema: unknown, owner: string | undefined, parent: string | undefined): void {
  if (schema === null || typeof schema !== 'object') return;
  const node = schema as Node;
  const title = typeof node.title === 'string' ? node.title : owner;
  const properties = node.properties as Record<string, Node> | undefined;
  for (const [field, property] of Object.entries(properties ?? {})) {
    if (property.description === undefined && property.$ref === undefined) {
      const description = lookup(field, title, parent);
      if (description !== undefined) property.description = description;
    }
    describeSchema(property, title, field);
  }
  describeSchema(node.items, title, parent);
  if (typeof node.additionalProperties === 'object') describeSchema(node.additionalProperties, title, parent);
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    for (const part of (node[key] as unknown[] | undefined) ?? []) describeSchema(part, title, parent);
  }
}

function jsonSchemaOf(holder: unknown): unknown {
  return ((holder as Node | undefined)?.content as Record<string, Node> | undefined)?.['application/json']
    ?.schema;
}

export function describeDocument(document: Node, routes: readonly RouteSpec[]): Node {
  const byOperation = new Map<string, RouteSpec>();
  for (const route of routes) {
    byOperation.set(route.operationId, route);
    byOperation.set(`${route.operationId}InOrganization`, route);
  }
  // A deep copy: fastify-swagger caches the document it returns.
  const described = structuredClone(document);
  // The webhooks section (what an endpoint receives) is described as the paths are; its operations are no route.
  const items = [described.paths, described.webhooks].flatMap((section) =>
    Object.values((section ?? {}) as Record<string, Node>),
  );
  for (const item of items) {
    for (const method of METHODS) {
      const operation = item[method] as Node | undefined;
      if (!operation) continue;
      const route = byOperation.get(String(operation.operationId));
      if (route && operation.description === undefined) operation.description = operationDescription(route);
      if (operation.description === undefined && typeof operation.summary === 'string') {
        operation.description = `${operation.summary}.`;
      }
      for (const parameter of (operation.parameters as Node[] | undefined) ?? []) {
        if (parameter.description === undefined) {
          const description = PARAMETER_DESCRIPTIONS[String(parameter.name)];
          if (description !== undefined) parameter.description = description;
        }
      }
      const body = operation.requestBody as Node | undefined;
      describeSchema(jsonSchemaOf(body), undefined, undefined);
      const media = (body?.content as Record<string, Node> | undefined)?.['application/json'];
      const example = route && (route.example ?? REQUEST_EXAMPLES[route.operationId]);
      if (media && example !== undefined && media.example === undefined) media.example = example;
      for (const response of Object.values((operation.responses ?? {}) as Record<string, Node>)) {
        describeSchema(jsonSchemaOf(response), undefined, undefined);
      }
    }
  }
  return described;
}
