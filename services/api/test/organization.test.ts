/**
 * GET/PATCH /v1/organization (docs/api-conventions.md): updateMask rules, IANA time zones, ISO 4217
 * currencies, output-only and unknown paths.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldViolation } from './assertions.ts';
import { BACKENDS, type Harness, startHarness } from './harness.ts';

const RFC3339_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

describe.each(BACKENDS)('organization (%s)', (backend) => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(async () => {
    await h?.close();
  });

  const patch = (mask: string | undefined, body: unknown, key?: string) =>
    h.call(
      'PATCH',
      mask === undefined ? '/v1/organization' : `/v1/organization?updateMask=${encodeURIComponent(mask)}`,
      body,
      key,
    );
  const get = (key?: string) => h.call('GET', '/v1/organization', undefined, key);

  it('GET returns the organization of the key', async () => {
    const acme = await get();
    expect(acme.status).toBe(200);
    expect(acme.body).toMatchObject({
      name: 'organizations/acme',
      displayName: 'Acme',
      defaultCurrencyCode: 'USD',
      timeZone: 'UTC',
    });
    expect(acme.body.createTime).toMatch(RFC3339_UTC);
    expect(acme.body.updateTime).toMatch(RFC3339_UTC);

    const globex = await get(h.keyB);
    expect(globex.status).toBe(200);
    expect(globex.body).toMatchObject({
      name: 'organizations/globex',
      displayName: 'Globex',
      defaultCurrencyCode: 'EUR',
    });
  });

  it('requires an API key', async () => {
    const response = await h.call('GET', '/v1/organization', undefined, 'not-a-key');
    expect(response.status).toBe(401);
    expect(response.body.error.status).toBe('UNAUTHENTICATED');
  });

  it('the organization-scoped form works for the own organization and is 404 for another', async () => {
    const own = await h.call('GET', '/v1/organizations/acme/organization');
    expect(own.status).toBe(200);
    expect(own.body.name).toBe('organizations/acme');
    const other = await h.call('GET', '/v1/organizations/globex/organization');
    expect(other.status).toBe(404);
    expect(other.body.error.status).toBe('NOT_FOUND');
  });

  it('PATCH requires updateMask', async () => {
    expectFieldViolation(await patch(undefined, { displayName: 'No mask' }), 'updateMask');
    expectFieldViolation(await patch('', { displayName: 'Blank mask' }), 'updateMask');
    expect((await get()).body.displayName).toBe('Acme');
  });

  it('PATCH changes only the fields named in the mask', async () => {
    const before = (await get()).body;
    const response = await patch('displayName', {
      displayName: 'Acme Inc',
      timeZone: 'Europe/Paris',
      defaultCurrencyCode: 'EUR',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: 'organizations/acme',
      displayName: 'Acme Inc',
      timeZone: before.timeZone,
      defaultCurrencyCode: before.defaultCurrencyCode,
      createTime: before.createTime,
    });
    expect(Date.parse(response.body.updateTime)).toBeGreaterThanOrEqual(Date.parse(before.updateTime));
    expect((await get()).body).toEqual(response.body);
  });

  it('accepts snake_case mask paths and snake_case body fields', async () => {
    const response = await patch('time_zone,default_currency_code', {
      time_zone: 'America/New_York',
      default_currency_code: 'JPY',
    });
    expect(response.status).toBe(200);
    expect(response.body.timeZone).toBe('America/New_York');
    expect(response.body.defaultCurrencyCode).toBe('JPY');
    expect(response.body.displayName).toBe('Acme Inc');

    const camelBody = await patch('time_zone', { timeZone: 'Asia/Tokyo' });
    expect(camelBody.status).toBe(200);
    expect(camelBody.body.timeZone).toBe('Asia/Tokyo');
  });

  it('"*" updates every updatable field', async () => {
    const response = await patch('*', {
      displayName: 'Acme Star',
      defaultCurrencyCode: 'GBP',
      timeZone: 'Europe/London',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: 'organizations/acme',
      displayName: 'Acme Star',
      defaultCurrencyCode: 'GBP',
      timeZone: 'Europe/London',
    });
  });

  it('"*" cannot be combined with other paths', async () => {
    expectFieldViolation(await patch('*,displayName', { displayName: 'X' }), 'updateMask');
    expect((await get()).body.displayName).toBe('Acme Star');
  });

  it('an invalid timeZone is INVALID_ARGUMENT naming timeZone, and changes nothing', async () => {
    for (const timeZone of ['Mars/Olympus_Mons', 'not a zone', '']) {
      expectFieldViolation(await patch('timeZone', { timeZone }), 'timeZone');
    }
    // Absent from the body but named in the mask: the zone would be cleared, which is not a time zone.
    expectFieldViolation(await patch('timeZone', {}), 'timeZone');
    expect((await get()).body.timeZone).toBe('Europe/London');
  });

  it('an invalid currency is INVALID_ARGUMENT naming defaultCurrencyCode, and changes nothing', async () => {
    for (const defaultCurrencyCode of ['ABC', 'usd', 'DOLLAR', '']) {
      expectFieldViolation(
        await patch('defaultCurrencyCode', { defaultCurrencyCode }),
        'defaultCurrencyCode',
      );
    }
    expect((await get()).body.defaultCurrencyCode).toBe('GBP');
  });

  it('a value of the wrong JSON type is INVALID_ARGUMENT', async () => {
    const response = await patch('displayName', { displayName: 42 });
    expectFieldViolation(response, 'displayName');
  });

  it('malformed JSON is INVALID_ARGUMENT', async () => {
    const response = await h.call(
      'PATCH',
      '/v1/organization?updateMask=displayName',
      '{"displayName":',
      undefined,
      {
        'content-type': 'application/json',
      },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.status).toBe('INVALID_ARGUMENT');
  });

  it('output-only paths in the mask are ignored, and so are output-only body fields', async () => {
    const before = (await get()).body;
    const response = await patch('name,createTime,update_time,displayName', {
      name: 'organizations/hijacked',
      createTime: '2001-01-01T00:00:00Z',
      updateTime: '2001-01-01T00:00:00Z',
      displayName: 'Acme Output',
    });
    expect(response.status).toBe(200);
    expect(response.body.name).toBe('organizations/acme');
    expect(response.body.createTime).toBe(before.createTime);
    expect(response.body.updateTime).not.toBe('2001-01-01T00:00:00.000Z');
    expect(response.body.displayName).toBe('Acme Output');

    const onlyOutput = await patch('createTime', { createTime: '2001-01-01T00:00:00Z' });
    expect(onlyOutput.status).toBe(200);
    expect(onlyOutput.body.createTime).toBe(before.createTime);
    expect(onlyOutput.body.displayName).toBe('Acme Output');
  });

  it('unknown body fields are ignored', async () => {
    const response = await patch('displayName', {
      displayName: 'Acme Unknown',
      color: 'red',
      nested: { a: 1 },
    });
    expect(response.status).toBe(200);
    expect(response.body.displayName).toBe('Acme Unknown');
    expect(response.body).not.toHaveProperty('color');
    expect(response.body).not.toHaveProperty('nested');
  });

  it('an unknown mask path is INVALID_ARGUMENT, and nothing is changed', async () => {
    for (const mask of ['nope', 'displayName,nope', 'display_name.first', 'a b', 'displayName..x']) {
      expectFieldViolation(await patch(mask, { displayName: 'Should not apply' }), 'updateMask');
    }
    expect((await get()).body.displayName).toBe('Acme Unknown');
  });

  it('PATCH of one organization does not touch another', async () => {
    const response = await patch(
      'displayName,timeZone',
      { displayName: 'Globex 2', timeZone: 'Asia/Kolkata' },
      h.keyB,
    );
    expect(response.status).toBe(200);
    expect(response.body.name).toBe('organizations/globex');
    const acme = (await get()).body;
    expect(acme.displayName).toBe('Acme Unknown');
    expect(acme.timeZone).toBe('Europe/London');
    const globex = (await get(h.keyB)).body;
    expect(globex).toMatchObject({
      displayName: 'Globex 2',
      timeZone: 'Asia/Kolkata',
      defaultCurrencyCode: 'EUR',
    });
  });
});
