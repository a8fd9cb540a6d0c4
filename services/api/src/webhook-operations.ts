/**
 * The OpenAPI document's `webhooks` section (OpenAPI 3.1): one POST per event type, as an endpoint receives it
 * (docs/webhooks.md), with the Standard Webhooks headers and the event's typed `data`.
 */
import { EVENT_DATA, EVENT_TYPES } from '@billing/domain';
import { Type } from '@sinclair/typebox';

const header = (description: string) => ({ required: true, schema: { type: 'string' }, description });

const HEADERS = [
  {
    name: 'webhook-id',
    in: 'header',
    ...header("The event's id: the same on every retry, to de-duplicate by"),
  },
  {
    name: 'webhook-timestamp',
    in: 'header',
    ...header('Seconds since the epoch when this attempt was signed'),
  },
  {
    name: 'webhook-signature',
    in: 'header',
    ...header(
      '`v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`; several, space-separated, after a rotation',
    ),
  },
];

type Schema = Record<string, unknown>;

/**
 * An example value of a JSON schema, as reference tools generate one: a schema's own `example` where it has
 * one, else a value of its type (the first enum value that is not UNSPECIFIED, a fixed time for date-times,
 * every property of an object, one item of an array). It shows a payload's shape, not a real event.
 */
export function exampleOf(schema: Schema): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.const !== undefined) return schema.const;
  const choices = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (choices?.[0]) return exampleOf(choices[0]);
  if (Array.isArray(schema.enum)) {
    return schema.enum.find((value) => !String(value).endsWith('_UNSPECIFIED')) ?? schema.enum[0];
  }
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries((schema.properties ?? {}) as Record<string, Schema>).map(([key, value]) => [
          key,
          exampleOf(value),
        ]),
      );
    case 'array':
      return schema.items ? [exampleOf(schema.items as Schema)] : [];
    case 'integer':
    case 'number':
      return 0;
    case 'boolean':
      return false;
    case 'string':
      return schema.format === 'date-time' ? '2026-03-15T12:00:00Z' : '';
    default:
      return {};
  }
}

export function withWebhooks(document: Record<string, unknown>): Record<string, unknown> {
  const webhooks = Object.fromEntries(
    EVENT_TYPES.map((type) => {
      const data = EVENT_DATA[type];
      const body = Type.Object(
        {
          type: Type.Literal(type, { description: 'The event type' }),
          timestamp: Type.String({ format: 'date-time', description: 'When the change committed' }),
          data,
        },
        { title: `${type} payload` },
      );
      return [
        type,
        {
          post: {
            operationId: `webhook_${type.replace(/\./g, '_')}`,
            summary: data.description,
            tags: ['Webhooks'],
            parameters: HEADERS,
            // The receiver authenticates the sender by the signature, not by a credential of ours.
            security: [],
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: JSON.parse(JSON.stringify(body)),
                  example: exampleOf(JSON.parse(JSON.stringify(body))),
                },
              },
            },
            responses: {
              '200': { description: 'Any 2xx within 15 s delivers the event; anything else is retried' },
            },
          },
        },
      ];
    }),
  );
  return { ...document, webhooks };
}
