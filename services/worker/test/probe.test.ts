/**
 * The probe of a worker running on its own (health, metrics): framing errors are a google.rpc.Status, and a
 * half-sent request does not hold its shutdown (issue 16, items 5 and 7).
 */
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RawConnection } from '../../../test/tools/raw-http.ts';
import { startWorkerProbe } from '../src/worker.ts';

describe('worker probe', () => {
  it('answers a malformed request with a Status body and closes at once with a request half-sent', async () => {
    const probe = await startWorkerProbe(new Registry(), async () => ({}), '127.0.0.1', 0);
    const bad = new RawConnection(probe.port);
    bad.write('GARBAGE\r\n\r\n');
    expect(await bad.closedWithin(3_000)).toBeDefined();
    const [response] = bad.responses();
    expect(response?.status).toBe(400);
    expect(JSON.parse(response!.body).error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT' });

    const half = new RawConnection(probe.port);
    half.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await probe.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await half.closedWithin(2_000)).toBeDefined();
  });
});
