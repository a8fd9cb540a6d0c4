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

describe('the webhooks section', () => {
  it('lists every event type with its payload: type, timestamp and the typed data', async () => {
    const document = JSON.parse(await readFile(join(root, 'openapi.json'), 'utf8'));
    const webhooks = document.webhooks as Record<string, { post: Record<string, any> }>;
    expect(Object.keys(webhooks)).toContain('invoice.paid');
    expect(Object.keys(webhooks)).toContain('webhook_endpoint.disabled');
    for (const [type, { post }] of Object.entries(webhooks)) {
      const schema = post.requestBody.content['application/json'].schema;
      expect(schema.required, type).toEqual(['type', 'timestamp', 'data']);
      expect(schema.properties.type.const, type).toBe(type);
      expect(post.parameters.map((p: { name: string }) => p.name)).toEqual([
        'webhook-id',
        'webhook-timestamp',
        'webhook-signature',
      ]);
    }
    const paid = webhooks['invoice.paid']!.post.requestBody.content['application/json'].schema;
    expect(paid.properties.data.properties.object.properties.paidTime.format).toBe('date-time');
    // Every new field and operation has a one-line description.
    for (const path of ['/v1/events', '/v1/webhookEndpoints']) {
      expect(document.paths[path].get.summary, path).toBeTruthy();
    }
    const endpoint = document.components?.schemas?.WebhookEndpoint ?? undefined;
    if (endpoint) {
      for (const [field, value] of Object.entries(
        endpoint.properties as Record<string, { description?: string }>,
      )) {
        if (field !== 'status') expect(value.description, field).toBeTruthy();
      }
    }
  });
});
