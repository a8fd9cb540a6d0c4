/**
 * requestId (docs/api-conventions.md): a mutating call is idempotent for 24 hours, scoped by (organization, method,
 * requestId). An identical retry replays the first response (status and body) without doing the work again;
 * the same requestId with a different request is INVALID_ARGUMENT; a retry while the first still runs is
 * ABORTED; another organization's requestId never matches.
 */
import { randomUUID } from 'node:crypto';
import { ManualClock } from '@billing/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldViolation, type Response } from './assertions.ts';
import { BACKENDS, type Harness, startHarness } from './harness.ts';
import { runningRequestId } from './running-request.ts';

function createCustomer(
  h: Harness,
  requestId: string | undefined,
  customerId: string | undefined,
  body: unknown,
  key?: string,
  prefix = '/v1',
) {
  const qs = new URLSearchParams();
  if (customerId !== undefined) qs.set('customerId', customerId);
  if (requestId !== undefined) qs.set('requestId', requestId);
  const query = qs.toString();
  return h.call('POST', `${prefix}/customers${query ? `?${query}` : ''}`, body, key);
}

function patchCustomer(h: Harness, requestId: string | undefined, id: string, mask: string, body: unknown) {
  const qs = new URLSearchParams({ updateMask: mask });
  if (requestId !== undefined) qs.set('requestId', requestId);
  return h.call('PATCH', `/v1/customers/${id}?${qs}`, body);
}

/** Names of the organization's customers with this displayName. */
async function customersNamed(h: Harness, displayName: string, key?: string): Promise<string[]> {
  const filter = encodeURIComponent(`displayName = ${JSON.stringify(displayName)}`);
  const response = await h.call('GET', `/v1/customers?pageSize=1000&filter=${filter}`, undefined, key);
  expect(response.status).toBe(200);
  return response.body.customers.map((c: { name: string }) => c.name);
}

const replayed = (response: Response) => response.headers['idempotent-replayed'];

const HOUR = 3600_000;

describe.each(BACKENDS)('requestId (%s)', (backend) => {
  let h: Harness;
  /** The service's clock: moved by hand to pass leases and the 24-hour window. */
  const clock = new ManualClock('2026-03-02T10:00:00Z');

  beforeAll(async () => {
    h = await startHarness(backend, { clock });
  });
  afterAll(async () => {
    await h?.close();
  });

  describe('POST /v1/customers', () => {
    it('an identical retry returns the identical response and creates nothing new', async () => {
      const requestId = randomUUID();
      const body = { displayName: 'Retry generated', metadata: { k: 'v' } };
      const first = await createCustomer(h, requestId, undefined, body);
      expect(first.status).toBe(200);
      expect(replayed(first)).toBeUndefined();

      const second = await createCustomer(h, requestId, undefined, body);
      expect(second.status).toBe(200);
      expect(second.body).toEqual(first.body);
      expect(replayed(second)).toBe('true');

      // Keys in another order are the same request.
      const third = await createCustomer(h, requestId, undefined, {
        metadata: { k: 'v' },
        displayName: 'Retry generated',
      });
      expect(third.status).toBe(200);
      expect(third.body).toEqual(first.body);

      expect(await customersNamed(h, 'Retry generated')).toEqual([first.body.name]);
    });

    it('with a client id, the retry is a replay, not ALREADY_EXISTS', async () => {
      const requestId = randomUUID();
      const first = await createCustomer(h, requestId, 'rid-client', { displayName: 'Client id' });
      expect(first.status).toBe(200);
      const second = await createCustomer(h, requestId, 'rid-client', { displayName: 'Client id' });
      expect(second.status).toBe(200);
      expect(second.body).toEqual(first.body);
      expect(replayed(second)).toBe('true');
      // Without the requestId the same call is a new request, and the id is taken.
      expectError(
        await createCustomer(h, undefined, 'rid-client', { displayName: 'Client id' }),
        409,
        'ALREADY_EXISTS',
      );
    });

    it('the same requestId with a different request is INVALID_ARGUMENT and does nothing', async () => {
      const requestId = randomUUID();
      const first = await createCustomer(h, requestId, 'rid-diff', { displayName: 'Diff 1' });
      expect(first.status).toBe(200);
      expectFieldViolation(
        await createCustomer(h, requestId, 'rid-diff', { displayName: 'Diff 2' }),
        'requestId',
      );
      expectFieldViolation(
        await createCustomer(h, requestId, 'rid-diff-2', { displayName: 'Diff 1' }),
        'requestId',
      );
      expectFieldViolation(
        await createCustomer(h, requestId, undefined, { displayName: 'Diff 1' }),
        'requestId',
      );
      expectError(await h.call('GET', '/v1/customers/rid-diff-2'), 404, 'NOT_FOUND');
      expect((await h.call('GET', '/v1/customers/rid-diff')).body.displayName).toBe('Diff 1');
      expect(await customersNamed(h, 'Diff 2')).toEqual([]);
    });

    it('an error response is replayed too', async () => {
      await createCustomer(h, undefined, 'rid-holder', { externalId: 'rid-taken' });
      const requestId = randomUUID();
      const body = { displayName: 'Error replay', externalId: 'rid-taken' };
      const first = await createCustomer(h, requestId, 'rid-error', body);
      expectError(first, 409, 'ALREADY_EXISTS');
      expect(replayed(first)).toBeUndefined();

      // Free the externalId: running the request again would now succeed, but a retry replays the error.
      const freed = await h.call('PATCH', '/v1/customers/rid-holder?updateMask=externalId', {});
      expect(freed.status).toBe(200);
      const second = await createCustomer(h, requestId, 'rid-error', body);
      expectError(second, 409, 'ALREADY_EXISTS');
      expect(second.body).toEqual(first.body);
      expect(replayed(second)).toBe('true');
      expectError(await h.call('GET', '/v1/customers/rid-error'), 404, 'NOT_FOUND');

      // A new requestId is a new request.
      expect((await createCustomer(h, randomUUID(), 'rid-error', body)).status).toBe(200);
    });

    it('an INVALID_ARGUMENT response from the domain is replayed', async () => {
      const requestId = randomUUID();
      const first = await createCustomer(h, requestId, 'rid-invalid', { email: 'not-an-email' });
      expectFieldViolation(first, 'email');
      const second = await createCustomer(h, requestId, 'rid-invalid', { email: 'not-an-email' });
      expect(second.status).toBe(400);
      expect(second.body).toEqual(first.body);
      expect(replayed(second)).toBe('true');
    });

    it("another organization's identical requestId does not match: it runs for that organization", async () => {
      const requestId = randomUUID();
      const body = { displayName: 'Shared request' };
      const acme = await createCustomer(h, requestId, 'rid-shared', body);
      expect(acme.status).toBe(200);
      expect(acme.body.currencyCode).toBe('USD');

      const globex = await createCustomer(h, requestId, 'rid-shared', body, h.keyB);
      expect(globex.status).toBe(200);
      expect(replayed(globex)).toBeUndefined();
      expect(globex.body.currencyCode).toBe('EUR');
      const fetched = await h.call('GET', '/v1/customers/rid-shared', undefined, h.keyB);
      expect(fetched.status).toBe(200);
      expect(fetched.body).toEqual(globex.body);

      // A request that differs from acme's under the same requestId is not compared with it either.
      const crossId = randomUUID();
      expect((await createCustomer(h, crossId, 'rid-cross-a', { displayName: 'Cross A' })).status).toBe(200);
      const cross = await createCustomer(h, crossId, 'rid-cross-b', { displayName: 'Cross B' }, h.keyB);
      expect(cross.status).toBe(200);
      expect(cross.body.name).toBe('customers/rid-cross-b');

      const acmeReplay = await createCustomer(h, requestId, 'rid-shared', body);
      expect(acmeReplay.body).toEqual(acme.body);
      expect(replayed(acmeReplay)).toBe('true');
    });

    it('the /v1/organizations/acme/... form is the same method', async () => {
      const requestId = randomUUID();
      const body = { displayName: 'Org form retry' };
      const first = await createCustomer(h, requestId, undefined, body);
      expect(first.status).toBe(200);
      const second = await createCustomer(h, requestId, undefined, body, undefined, '/v1/organizations/acme');
      expect(second.status).toBe(200);
      expect(second.body).toEqual(first.body);
      expect(replayed(second)).toBe('true');
      expect(await customersNamed(h, 'Org form retry')).toEqual([first.body.name]);
    });

    it('concurrent identical requests create exactly one customer', async () => {
      const requestId = randomUUID();
      const body = { displayName: 'Concurrent', email: 'c@example.com' };
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => createCustomer(h, requestId, undefined, body)),
      );
      const ok = responses.filter((r) => r.status === 200);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      for (const response of responses) {
        if (response.status === 200) expect(response.body).toEqual(ok[0]!.body);
        else expectError(response, 409, 'ABORTED');
      }
      expect(await customersNamed(h, 'Concurrent')).toEqual([ok[0]!.body.name]);

      // Once the first has finished, a retry replays it.
      const after = await createCustomer(h, requestId, undefined, body);
      expect(after.status).toBe(200);
      expect(after.body).toEqual(ok[0]!.body);
      expect(await customersNamed(h, 'Concurrent')).toEqual([ok[0]!.body.name]);
    });

    it('a requestId of up to 128 characters is accepted; a longer one is INVALID_ARGUMENT', async () => {
      const ok = await createCustomer(h, 'r'.repeat(128), 'rid-long-ok', { displayName: 'Long ok' });
      expect(ok.status).toBe(200);
      const tooLong = await createCustomer(h, 'r'.repeat(129), 'rid-too-long', { displayName: 'Too long' });
      expectFieldViolation(tooLong, 'requestId');
      expectError(await h.call('GET', '/v1/customers/rid-too-long'), 404, 'NOT_FOUND');
    });
  });

  describe('in progress and expiry', () => {
    it('a retry while the first request still runs is ABORTED; once its lease lapses the retry runs', async () => {
      const body = { displayName: 'Lease' };
      const first = await createCustomer(h, randomUUID(), undefined, body);
      expect(first.status).toBe(200);
      // An identical request (requestId aside) whose runner has not answered yet.
      const running = await runningRequestId(h, clock.now(), 'createCustomer', first.body.name);

      expectError(await createCustomer(h, running, undefined, body), 409, 'ABORTED');
      // A different request under that requestId is still a misuse of it.
      expectFieldViolation(
        await createCustomer(h, running, undefined, { displayName: 'Other' }),
        'requestId',
      );
      expect(await customersNamed(h, 'Lease')).toEqual([first.body.name]);

      clock.advance(61_000);
      const retried = await createCustomer(h, running, undefined, body);
      expect(retried.status).toBe(200);
      expect(replayed(retried)).toBeUndefined();
      const again = await createCustomer(h, running, undefined, body);
      expect(again.body).toEqual(retried.body);
      expect(replayed(again)).toBe('true');
      expect((await customersNamed(h, 'Lease')).sort()).toEqual([first.body.name, retried.body.name].sort());
    });

    it('a requestId is remembered for 24 hours, then forgotten', async () => {
      const requestId = randomUUID();
      const body = { displayName: 'Window' };
      const first = await createCustomer(h, requestId, undefined, body);
      expect(first.status).toBe(200);

      clock.advance(24 * HOUR - 1000);
      const within = await createCustomer(h, requestId, undefined, body);
      expect(within.body).toEqual(first.body);
      expect(replayed(within)).toBe('true');
      expect(await customersNamed(h, 'Window')).toEqual([first.body.name]);

      clock.advance(2000);
      const after = await createCustomer(h, requestId, undefined, body);
      expect(after.status).toBe(200);
      expect(replayed(after)).toBeUndefined();
      expect(after.body.name).not.toBe(first.body.name);
      expect(await customersNamed(h, 'Window')).toHaveLength(2);
    });
  });

  describe('PATCH /v1/customers/{customer}', () => {
    beforeAll(async () => {
      const created = await createCustomer(h, undefined, 'rid-patch', { displayName: 'Start' });
      expect(created.status).toBe(200);
    });

    it('an identical retry replays the first response without updating again', async () => {
      const requestId = randomUUID();
      const first = await patchCustomer(h, requestId, 'rid-patch', 'displayName', { displayName: 'A' });
      expect(first.status).toBe(200);
      expect(first.body.displayName).toBe('A');
      expect(replayed(first)).toBeUndefined();

      const other = await patchCustomer(h, undefined, 'rid-patch', 'displayName', { displayName: 'B' });
      expect(other.status).toBe(200);

      const retry = await patchCustomer(h, requestId, 'rid-patch', 'displayName', { displayName: 'A' });
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(first.body);
      expect(replayed(retry)).toBe('true');
      // The work was not done again: the later update stands.
      expect((await h.call('GET', '/v1/customers/rid-patch')).body.displayName).toBe('B');
    });

    it('the same requestId with a different mask, body or customer is INVALID_ARGUMENT', async () => {
      const requestId = randomUUID();
      expect(
        (await patchCustomer(h, requestId, 'rid-patch', 'displayName', { displayName: 'C' })).status,
      ).toBe(200);
      expectFieldViolation(
        await patchCustomer(h, requestId, 'rid-patch', 'displayName', { displayName: 'D' }),
        'requestId',
      );
      expectFieldViolation(
        await patchCustomer(h, requestId, 'rid-patch', 'displayName,email', { displayName: 'C' }),
        'requestId',
      );
      expectFieldViolation(
        await patchCustomer(h, requestId, 'rid-client', 'displayName', { displayName: 'C' }),
        'requestId',
      );
      expect((await h.call('GET', '/v1/customers/rid-patch')).body.displayName).toBe('C');
      expect((await h.call('GET', '/v1/customers/rid-client')).body.displayName).toBe('Client id');
    });

    it('an error response is replayed', async () => {
      const requestId = randomUUID();
      const first = await patchCustomer(h, requestId, 'rid-missing', 'displayName', { displayName: 'X' });
      expectError(first, 404, 'NOT_FOUND');
      // The customer now exists, but the retry replays the first answer.
      expect((await createCustomer(h, undefined, 'rid-missing', {})).status).toBe(200);
      const retry = await patchCustomer(h, requestId, 'rid-missing', 'displayName', { displayName: 'X' });
      expectError(retry, 404, 'NOT_FOUND');
      expect(retry.body).toEqual(first.body);
      expect(replayed(retry)).toBe('true');
      expect((await h.call('GET', '/v1/customers/rid-missing')).body.displayName).toBe('');
    });

    it('requestIds are scoped by method: one used on create does not match an update', async () => {
      const requestId = randomUUID();
      const created = await createCustomer(h, requestId, 'rid-scope', { displayName: 'Scope' });
      expect(created.status).toBe(200);
      const patched = await patchCustomer(h, requestId, 'rid-scope', 'displayName', {
        displayName: 'Scoped',
      });
      expect(patched.status).toBe(200);
      expect(replayed(patched)).toBeUndefined();
      expect(patched.body.displayName).toBe('Scoped');
    });

    it('a requestId longer than 128 characters is INVALID_ARGUMENT', async () => {
      const response = await patchCustomer(h, 'p'.repeat(129), 'rid-patch', 'displayName', {
        displayName: 'Long',
      });
      expectFieldViolation(response, 'requestId');
      expect((await h.call('GET', '/v1/customers/rid-patch')).body.displayName).toBe('C');
    });
  });
});
