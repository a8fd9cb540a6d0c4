/**
 * The control-plane baseline: a bare fastify server answering a fixed customer body (no auth, no database),
 * the most the HTTP framework itself can do on this machine.
 */
import Fastify from 'fastify';

const body = {
  name: 'customers/bench-1',
  displayName: 'Bench customer',
  email: 'billing@example.com',
  externalId: '',
  currencyCode: 'USD',
  archived: false,
  billingProfile: { legalName: 'Bench Inc.', countryCode: 'US' },
  metadata: { tier: 'gold' },
  createTime: '2026-01-01T00:00:00.000Z',
  updateTime: '2026-01-01T00:00:00.000Z',
};
const app = Fastify();
app.get('/v1/customers/:customer', async () => body);
app.post('/v1/customers', async () => body);
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2]) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
