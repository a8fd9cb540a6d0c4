/**
 * requestId on the custom verbs that change state (issue 28, item 3): a client retrying `:scheduleAmendment`,
 * an amendment's `:cancel`, `:end` or a subscription's `:cancel` after a timeout gets the first answer back and
 * changes nothing twice. `:scheduleAmendment` also takes a client-chosen `amendmentId`, as creates take theirs.
 */
import { randomUUID } from 'node:crypto';
import { ManualClock } from '@billing/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../src/routes/index.ts';
import { expectError, expectFieldViolation, ok, type Response } from './assertions.ts';
import { BACKENDS, type Harness, startHarness } from './harness.ts';
import { runningRequestId } from './running-request.ts';

const NOW = '2026-03-15T12:00:00.000Z';
const MAR = '2026-03-01T00:00:00.000Z';
const APR = '2026-04-01T00:00:00.000Z';
const MAY = '2026-05-01T00:00:00.000Z';
const JUN = '2026-06-01T00:00:00.000Z';
const JUL = '2026-07-01T00:00:00.000Z';

/** Custom verbs that only read (previews compute, never store). */
const READ_ONLY_VERBS = ['previewCharges', 'previewInvoice'];

const replayed = (response: Response) => response.headers['idempotent-replayed'];

describe('the idempotency walk', () => {
  it('every custom verb that changes state takes a requestId', () => {
    const verbs = routes.filter(
      (r) => r.method === 'POST' && (/:[A-Za-z]+$/.test(r.path) || r.path.endsWith('/verify')),
    );
    const without = verbs
      .filter((r) => !r.idempotent && !READ_ONLY_VERBS.includes(r.operationId))
      .map((r) => r.operationId);
    expect(without).toEqual([]);
    // The verbs of issue 28 by name, so that a rename does not silently drop one from the walk above.
    for (const operationId of [
      'scheduleContractAmendment',
      'cancelContractAmendment',
      'endContract',
      'cancelSubscription',
      'scheduleSubscriptionAmendment',
      'cancelSubscriptionAmendment',
      'archiveCustomer',
      'verifyDomain',
      'correctUsageEvent',
    ]) {
      expect(routes.find((r) => r.operationId === operationId)?.idempotent, operationId).toBe(true);
    }
  });
});

describe.each(BACKENDS)('requestId on custom verbs (%s)', (backend) => {
  let h: Harness;
  const clock = new ManualClock(NOW);
  const contracts = '/v1/customers/cv/contracts';
  const subscriptions = '/v1/customers/cv/subscriptions';
  const withQuery = (path: string, query: Record<string, string | undefined>) => {
    const qs = new URLSearchParams(
      Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined),
    ).toString();
    return qs ? `${path}?${qs}` : path;
  };
  const scheduleContract = (contract: string, body: unknown, query: Record<string, string | undefined>) =>
    h.call('POST', withQuery(`${contracts}/${contract}:scheduleAmendment`, query), body);
  const scheduleSubscription = (
    subscription: string,
    body: unknown,
    query: Record<string, string | undefined>,
  ) => h.call('POST', withQuery(`${subscriptions}/${subscription}:scheduleAmendment`, query), body);
  const amendmentNames = async (path: string) =>
    ok(await h.call('GET', `${path}/amendments?pageSize=1000`)).amendments.map(
      (a: { name: string }) => a.name,
    );
  const seats = (quantity: string) => [{ product: 'products/cv-seats', quantity: { value: quantity } }];

  beforeAll(async () => {
    h = await startHarness(backend, { clock });
    const contract = (id: string) =>
      h.call('POST', `${contracts}?contractId=${id}`, {
        rateCard: 'rateCards/cv-usd',
        billingAnchorDay: '1',
        effectivePeriod: { startTime: MAR },
      });
    const subscription = (id: string) =>
      h.call('POST', `${subscriptions}?subscriptionId=${id}`, {
        contract: 'customers/cv/contracts/k-sub',
        effectivePeriod: { startTime: APR },
        items: seats('5'),
      });
    for (const res of [
      await h.call('POST', '/v1/customers?customerId=cv', { currencyCode: 'USD' }),
      await h.call('POST', '/v1/products?productId=cv-seats', { type: 'SUBSCRIPTION' }),
      await h.call('POST', '/v1/rateCards?rateCardId=cv-usd', { currencyCode: 'USD' }),
      await contract('k-amend'),
      await contract('k-ids'),
      await contract('k-end'),
      await contract('k-sub'),
      await subscription('s-amend'),
      await subscription('s-cancel'),
    ]) {
      ok(res);
    }
  });
  afterAll(async () => {
    await h?.close();
  });

  it(':scheduleAmendment of a contract retried with its requestId schedules one amendment', async () => {
    const requestId = randomUUID();
    const body = { amendment: { effectiveTime: MAY, reason: 'price change' } };
    const first = await scheduleContract('k-amend', body, { requestId });
    expect(first.status).toBe(200);
    expect(replayed(first)).toBeUndefined();
    const retry = await scheduleContract('k-amend', body, { requestId });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(replayed(retry)).toBe('true');
    expect(await amendmentNames(`${contracts}/k-amend`)).toEqual([first.body.name]);

    // The same requestId with another request is INVALID_ARGUMENT and schedules nothing.
    expectFieldViolation(
      await scheduleContract(
        'k-amend',
        { amendment: { effectiveTime: JUN, reason: 'other' } },
        { requestId },
      ),
      'requestId',
    );
    expect(await amendmentNames(`${contracts}/k-amend`)).toEqual([first.body.name]);
  });

  it('a retry while the first still runs is ABORTED', async () => {
    const body = { amendment: { effectiveTime: JUN, reason: 'lease' } };
    const first = await scheduleContract('k-amend', body, { requestId: randomUUID() });
    expect(first.status).toBe(200);
    const running = await runningRequestId(h, clock.now(), 'scheduleContractAmendment', first.body.name);
    expectError(await scheduleContract('k-amend', body, { requestId: running }), 409, 'ABORTED');
    expect(await amendmentNames(`${contracts}/k-amend`)).toHaveLength(2);
  });

  it('an amendment :cancel retried replays its answer', async () => {
    const amendment = ok(
      await scheduleContract('k-amend', { amendment: { effectiveTime: JUL } }, { amendmentId: 'to-cancel' }),
    );
    expect(amendment.name).toBe('customers/cv/contracts/k-amend/amendments/to-cancel');
    const requestId = randomUUID();
    const url = `${contracts}/k-amend/amendments/to-cancel:cancel?requestId=${requestId}`;
    const first = await h.call('POST', url, { reason: 'not needed' });
    expect(first.body).toMatchObject({ status: 'CANCELED' });
    const retry = await h.call('POST', url, { reason: 'not needed' });
    expect(retry.body).toEqual(first.body);
    expect(replayed(retry)).toBe('true');
    expectFieldViolation(await h.call('POST', url, { reason: 'another reason' }), 'requestId');
  });

  it('amendmentId names the amendment; taken, it is ALREADY_EXISTS; a requestId retry replays instead', async () => {
    const body = { amendment: { effectiveTime: MAY, reason: 'named' } };
    const requestId = randomUUID();
    const first = ok(await scheduleContract('k-ids', body, { amendmentId: 'may-change', requestId }));
    expect(first).toMatchObject({
      name: 'customers/cv/contracts/k-ids/amendments/may-change',
      effectiveTime: MAY,
      status: 'SCHEDULED',
    });
    const again = await scheduleContract('k-ids', body, { amendmentId: 'may-change', requestId });
    expect(again.body).toEqual(first);
    expect(replayed(again)).toBe('true');
    expectError(await scheduleContract('k-ids', body, { amendmentId: 'may-change' }), 409, 'ALREADY_EXISTS');
    expect(ok(await h.call('GET', `${contracts}/k-ids/amendments/may-change`))).toEqual(first);
    expect(await amendmentNames(`${contracts}/k-ids`)).toEqual([first.name]);
    // Ids are per contract: another contract may use the same one.
    expect(ok(await scheduleContract('k-amend', body, { amendmentId: 'may-change' })).name).toBe(
      'customers/cv/contracts/k-amend/amendments/may-change',
    );
    expectFieldViolation(await scheduleContract('k-ids', body, { amendmentId: 'Not_An_Id' }), 'amendmentId');
  });

  it(':end retried replays the first end and does not move the end again', async () => {
    const requestId = randomUUID();
    const url = `${contracts}/k-end:end?requestId=${requestId}`;
    const first = ok(await h.call('POST', url, { effectiveTime: JUN }));
    expect(first.effectivePeriod.endTime).toBe(JUN);
    // Another client moves the end; the first client's retry is answered as before and changes nothing.
    expect(
      ok(await h.call('POST', `${contracts}/k-end:end`, { effectiveTime: JUL })).effectivePeriod.endTime,
    ).toBe(JUL);
    const retry = await h.call('POST', url, { effectiveTime: JUN });
    expect(retry.body).toEqual(first);
    expect(replayed(retry)).toBe('true');
    expect(ok(await h.call('GET', `${contracts}/k-end`)).effectivePeriod.endTime).toBe(JUL);
  });

  it(':scheduleAmendment of a subscription retried schedules one amendment; amendmentId names it', async () => {
    const requestId = randomUUID();
    const body = { amendment: { effectiveTime: MAY, items: seats('8') } };
    const first = ok(await scheduleSubscription('s-amend', body, { requestId, amendmentId: 'eight' }));
    expect(first.name).toBe('customers/cv/subscriptions/s-amend/amendments/eight');
    const retry = await scheduleSubscription('s-amend', body, { requestId, amendmentId: 'eight' });
    expect(retry.body).toEqual(first);
    expect(replayed(retry)).toBe('true');
    expect(await amendmentNames(`${subscriptions}/s-amend`)).toEqual([first.name]);
    expectError(await scheduleSubscription('s-amend', body, { amendmentId: 'eight' }), 409, 'ALREADY_EXISTS');

    // Without an id, a retry with the requestId still schedules one.
    const generatedId = randomUUID();
    const later = { amendment: { effectiveTime: JUN, items: seats('9') } };
    const generated = ok(await scheduleSubscription('s-amend', later, { requestId: generatedId }));
    const generatedRetry = await scheduleSubscription('s-amend', later, { requestId: generatedId });
    expect(generatedRetry.body).toEqual(generated);
    expect(await amendmentNames(`${subscriptions}/s-amend`)).toEqual([first.name, generated.name]);

    const cancelUrl = `${subscriptions}/s-amend/amendments/eight:cancel?requestId=${requestId}`;
    const canceled = ok(await h.call('POST', cancelUrl, {}));
    expect(canceled.status).toBe('CANCELED');
    const cancelRetry = await h.call('POST', cancelUrl, {});
    expect(cancelRetry.body).toEqual(canceled);
    expect(replayed(cancelRetry)).toBe('true');
  });

  it("a subscription's :cancel retried replays the first answer", async () => {
    const requestId = randomUUID();
    const url = `${subscriptions}/s-cancel:cancel?requestId=${requestId}`;
    const first = ok(await h.call('POST', url, { effectiveTime: JUN }));
    expect(first.effectivePeriod.endTime).toBe(JUN);
    const retry = await h.call('POST', url, { effectiveTime: JUN });
    expect(retry.body).toEqual(first);
    expect(replayed(retry)).toBe('true');
    expectFieldViolation(await h.call('POST', url, { effectiveTime: JUL }), 'requestId');
    expect(ok(await h.call('GET', `${subscriptions}/s-cancel`)).effectivePeriod.endTime).toBe(JUN);
  });

  it('archive takes a requestId too', async () => {
    ok(await h.call('POST', '/v1/customers?customerId=cv-archive', {}));
    const url = `/v1/customers/cv-archive:archive?requestId=${randomUUID()}`;
    const first = ok(await h.call('POST', url, {}));
    const retry = await h.call('POST', url, {});
    expect(retry.body).toEqual(first);
    expect(replayed(retry)).toBe('true');
  });
});
