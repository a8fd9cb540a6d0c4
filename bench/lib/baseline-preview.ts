/**
 * The preview baseline: a bare fastify server answering every charges preview with a fixed body (the file
 * named by the second argument: a real preview answer, so the bytes on the wire are the same). No auth, no
 * database: the most the HTTP framework itself can do on this machine.
 *
 *   node --import tsx bench/lib/baseline-preview.ts PORT BODY_FILE
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.argv[3]!, 'utf8');
const app = Fastify();
app.post('/v1/customers/*', async (_request, reply) => reply.type('application/json').send(body));
app.get('/healthz', async () => ({ status: 'SERVING' }));
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2]) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
