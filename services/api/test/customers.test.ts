/**
 * Customers (docs/catalog.md; docs/api-conventions.md): create, get, list with paging and AIP-160 filters, page tokens
 * bound to the query and the organization, PATCH with updateMask, :archive, externalId uniqueness, the
 * `/v1/organizations/{organization}/...` form and isolation between organizations.
 */
import { systemClock } from '@billing/core';
import { createApiKey, createOrganization } from '@billing/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldViolation, type Response } from './assertions.ts';
import { BACKENDS, type Harness, startHarness } from './harness.ts';

/** A JSON response body, as the harness parses it. */
type Body = Response['body'];

const ID_RULE = /^[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/;
const RFC3339_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

const FULL = {
  displayName: 'Alpha Corp',
  email: 'billing@alpha.example',
  externalId: 'crm-alpha',
  currencyCode: 'EUR',
  billingProfile: {
    legalName: 'Alpha Corporation SA',
    billingEmail: 'ap@alpha.example',
    countryCode: 'FR',
    displayName: 'Alpha',
    address: {
      addressLines: ['1 rue de la Paix', 'Bat. B'],
      locality: 'Paris',
      postalCode: '75002',
      regionCode: 'FR',
      revision: 0,
    },
  },
  metadata: { tier: 'gold', region: 'eu' },
  // Collection and tax (docs/collection.md, docs/tax.md); a default payment method needs a method first.
  collectionMethod: 'SEND_INVOICE',
  netTermsDays: 14,
  defaultPaymentMethod: '',
  taxExempt: true,
};

function createCustomer(h: Harness, id: string | undefined, fields: unknown = {}, key?: string) {
  const url = id === undefined ? '/v1/customers' : `/v1/customers?customerId=${encodeURIComponent(id)}`;
  return h.call('POST', url, fields, key);
}

/** Creates a customer and returns its body, failing the test on anything but 200. */
async function mustCreate(h: Harness, id: string | undefined, fields: unknown = {}, key?: string) {
  const response = await createCustomer(h, id, fields, key);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

function listCustomers(h: Harness, query: Record<string, string | number>, key?: string) {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return h.call('GET', `/v1/customers${qs ? `?${qs}` : ''}`, undefined, key);
}

/** Follows nextPageToken to the end; returns every page's customers in order. */
async function listAll(h: Harness, query: Record<string, string | number>, key?: string) {
  const pages: Body[][] = [];
  let pageToken = '';
  do {
    const response = await listCustomers(h, { ...query, ...(pageToken ? { pageToken } : {}) }, key);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    pages.push(response.body.customers);
    pageToken = response.body.nextPageToken;
    expect(typeof pageToken).toBe('string');
  } while (pageToken !== '' && pages.length < 100);
  return pages;
}

const idsOf = (customers: Array<{ name: string }>) =>
  customers.map((c) => c.name.replace(/^customers\//, ''));

function patchCustomer(h: Harness, id: string, mask: string | undefined, body: unknown, key?: string) {
  const query = mask === undefined ? '' : `?updateMask=${encodeURIComponent(mask)}`;
  return h.call('PATCH', `/v1/customers/${id}${query}`, body, key);
}

/** A third organization with its own all-permission key, for listings whose whole content is known. */
async function newOrganization(h: Harness, id: string): Promise<string> {
  const system = { sql: h.db.sql, clock: systemClock };
  await createOrganization(system, { id, displayName: id });
  return (await createApiKey(system, { organization: id, permissions: ['*'] })).secret;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(BACKENDS)('customers (%s)', (backend) => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(async () => {
    await h?.close();
  });

  describe('create', () => {
    it('creates with a client id and returns every field', async () => {
      const response = await createCustomer(h, 'alpha', FULL);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        name: 'customers/alpha',
        ...FULL,
        archived: false,
        createTime: expect.stringMatching(RFC3339_UTC),
        updateTime: expect.stringMatching(RFC3339_UTC),
      });
      expect(response.body.updateTime).toBe(response.body.createTime);
    });

    it('generates an id matching the id rule when customerId is absent', async () => {
      const first = await mustCreate(h, undefined, { displayName: 'Generated 1' });
      const second = await mustCreate(h, undefined, { displayName: 'Generated 2' });
      for (const customer of [first, second]) {
        expect(customer.name).toMatch(/^customers\//);
        expect(customer.name.slice('customers/'.length)).toMatch(ID_RULE);
      }
      expect(first.name).not.toBe(second.name);
      const fetched = await h.call('GET', `/v1/${first.name}`);
      expect(fetched.status).toBe(200);
      expect(fetched.body).toEqual(first);
    });

    it('creating an existing id is ALREADY_EXISTS and changes nothing', async () => {
      const again = await createCustomer(h, 'alpha', { displayName: 'Other', externalId: 'crm-other' });
      expectError(again, 409, 'ALREADY_EXISTS');
      const fetched = await h.call('GET', '/v1/customers/alpha');
      expect(fetched.body.displayName).toBe('Alpha Corp');
      expect(fetched.body.externalId).toBe('crm-alpha');
    });

    it('rejects ids that break the id rule', async () => {
      for (const id of ['Upper', '1abc', 'a_b', 'trailing-', 'a'.repeat(64), '']) {
        expectFieldViolation(await createCustomer(h, id, { displayName: 'Bad id' }), 'customerId');
      }
      expect((await mustCreate(h, 'a'.repeat(63), {})).name).toBe(`customers/${'a'.repeat(63)}`);
    });

    it("defaults currencyCode to the organization's defaultCurrencyCode", async () => {
      const acme = await mustCreate(h, 'default-currency', { displayName: 'No currency' });
      expect(acme.currencyCode).toBe('USD');
      const globex = await mustCreate(h, 'default-currency', { displayName: 'No currency' }, h.keyB);
      expect(globex.currencyCode).toBe('EUR');
      const explicit = await mustCreate(h, 'explicit-currency', { currencyCode: 'JPY' });
      expect(explicit.currencyCode).toBe('JPY');
    });

    it('accepts snake_case body fields, nested ones included, and keeps map keys as written', async () => {
      const body = await mustCreate(h, 'snake', {
        display_name: 'Snake Co',
        external_id: 'crm-snake',
        currency_code: 'GBP',
        billing_profile: {
          legal_name: 'Snake Ltd',
          billing_email: 'ap@snake.example',
          country_code: 'GB',
          display_name: 'Snake',
          address: { address_lines: ['1 High St'], postal_code: 'SW1A 1AA', region_code: 'GB' },
        },
        metadata: { cost_center: 'x-1' },
      });
      expect(body).toMatchObject({
        name: 'customers/snake',
        displayName: 'Snake Co',
        externalId: 'crm-snake',
        currencyCode: 'GBP',
        billingProfile: {
          legalName: 'Snake Ltd',
          billingEmail: 'ap@snake.example',
          countryCode: 'GB',
          displayName: 'Snake',
          address: { addressLines: ['1 High St'], postalCode: 'SW1A 1AA', regionCode: 'GB' },
        },
        metadata: { cost_center: 'x-1' },
      });
      expect(body.metadata).not.toHaveProperty('costCenter');
    });

    it('ignores unknown body fields', async () => {
      const body = await mustCreate(h, 'unknown-fields', {
        displayName: 'Unknown',
        favouriteColor: 'red',
        billingProfile: { legalName: 'Unknown Ltd', shoeSize: 42 },
      });
      expect(body).not.toHaveProperty('favouriteColor');
      expect(body.billingProfile).toEqual({ legalName: 'Unknown Ltd' });
    });

    it('ignores output-only fields in the body', async () => {
      const body = await mustCreate(h, 'output-only', {
        name: 'customers/hijacked',
        archived: true,
        createTime: '2001-01-01T00:00:00Z',
        updateTime: '2001-01-01T00:00:00Z',
        displayName: 'Output only',
      });
      expect(body.name).toBe('customers/output-only');
      expect(body.archived).toBe(false);
      expect(body.createTime.startsWith('2001-')).toBe(false);
      expect(body.updateTime.startsWith('2001-')).toBe(false);
      expectError(await h.call('GET', '/v1/customers/hijacked'), 404, 'NOT_FOUND');
    });

    it('rejects invalid field values with a fieldViolation naming the field', async () => {
      const cases: Array<[unknown, string]> = [
        [{ email: 'not-an-email' }, 'email'],
        [{ currencyCode: 'ABC' }, 'currencyCode'],
        [{ currencyCode: 'usd' }, 'currencyCode'],
        [{ billingProfile: { countryCode: 'fra' } }, 'billingProfile.countryCode'],
        [{ billingProfile: { billingEmail: 'nope' } }, 'billingProfile.billingEmail'],
        [{ billingProfile: { address: { regionCode: 'fr' } } }, 'billingProfile.address.regionCode'],
        [{ displayName: 'x'.repeat(201) }, 'displayName'],
        [{ displayName: 12 }, 'displayName'],
        [{ metadata: { tier: 1 } }, 'metadata.tier'],
      ];
      for (const [fields, field] of cases) {
        expectFieldViolation(await createCustomer(h, 'invalid', fields), field);
      }
      expectError(await h.call('GET', '/v1/customers/invalid'), 404, 'NOT_FOUND');
    });

    it('malformed JSON is INVALID_ARGUMENT', async () => {
      const response = await h.call(
        'POST',
        '/v1/customers?customerId=broken',
        '{"displayName": "x"',
        undefined,
        {
          'content-type': 'application/json',
        },
      );
      expectError(response, 400, 'INVALID_ARGUMENT');
    });
  });

  describe('get', () => {
    it('returns the customer as created', async () => {
      const created = await mustCreate(h, 'get-me', { displayName: 'Get me', metadata: { a: 'b' } });
      const response = await h.call('GET', '/v1/customers/get-me');
      expect(response.status).toBe(200);
      expect(response.body).toEqual(created);
    });

    it('an unknown customer is NOT_FOUND', async () => {
      expectError(await h.call('GET', '/v1/customers/nobody-here'), 404, 'NOT_FOUND');
    });

    it("another organization's customer is NOT_FOUND", async () => {
      expectError(await h.call('GET', '/v1/customers/alpha', undefined, h.keyB), 404, 'NOT_FOUND');
    });
  });

  describe('list paging', () => {
    const ORDER = ['kilo', 'alpha', 'zulu', 'echo', 'bravo', 'yankee', 'mike'];
    let key: string;

    beforeAll(async () => {
      key = await newOrganization(h, 'pager');
      for (const id of ORDER) await mustCreate(h, id, { displayName: id }, key);
    });

    it('pages of 3 return every customer exactly once, in creation order', async () => {
      const pages = await listAll(h, { pageSize: 3 }, key);
      expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
      expect(idsOf(pages.flat())).toEqual(ORDER);
    });

    it('a page size equal to the count leaves no trailing empty page', async () => {
      const response = await listCustomers(h, { pageSize: 7 }, key);
      expect(response.status).toBe(200);
      expect(idsOf(response.body.customers)).toEqual(ORDER);
      expect(response.body.nextPageToken).toBe('');
    });

    it('without pageSize returns all of a small collection', async () => {
      const response = await listCustomers(h, {}, key);
      expect(response.status).toBe(200);
      expect(idsOf(response.body.customers)).toEqual(ORDER);
      expect(response.body.nextPageToken).toBe('');
    });

    it('is stable under inserts between pages', async () => {
      const first = await listCustomers(h, { pageSize: 3 }, key);
      expect(idsOf(first.body.customers)).toEqual(ORDER.slice(0, 3));
      await mustCreate(h, 'late', { displayName: 'late' }, key);
      const rest: Body[] = [];
      let pageToken = first.body.nextPageToken;
      while (pageToken) {
        const next = await listCustomers(h, { pageSize: 3, pageToken }, key);
        expect(next.status).toBe(200);
        rest.push(...next.body.customers);
        pageToken = next.body.nextPageToken;
      }
      expect(idsOf(rest)).toEqual([...ORDER.slice(3), 'late']);
    });

    it('rejects a non-positive or non-numeric pageSize', async () => {
      for (const pageSize of ['0', '-1', 'abc', '2.5']) {
        expectFieldViolation(await listCustomers(h, { pageSize }, key), 'pageSize');
      }
    });

    it('defaults pageSize to 50 and lowers values above 1000 to 1000', async () => {
      const bulkKey = await newOrganization(h, 'bulk');
      await h.db.sql`
        INSERT INTO customers (organization_id, id, currency_code, create_time, update_time)
        SELECT 'bulk', 'bulk-' || lpad(g::text, 4, '0'), 'USD', now(), now() FROM generate_series(1, 1005) g`;
      const byDefault = await listCustomers(h, {}, bulkKey);
      expect(byDefault.status).toBe(200);
      expect(byDefault.body.customers).toHaveLength(50);
      expect(byDefault.body.nextPageToken).not.toBe('');

      const big = await listCustomers(h, { pageSize: 5000 }, bulkKey);
      expect(big.status).toBe(200);
      expect(big.body.customers).toHaveLength(1000);
      expect(big.body.customers[0].name).toBe('customers/bulk-0001');
      expect(big.body.customers[999].name).toBe('customers/bulk-1000');
      const last = await listCustomers(h, { pageSize: 5000, pageToken: big.body.nextPageToken }, bulkKey);
      expect(last.status).toBe(200);
      expect(idsOf(last.body.customers)).toEqual([
        'bulk-1001',
        'bulk-1002',
        'bulk-1003',
        'bulk-1004',
        'bulk-1005',
      ]);
      expect(last.body.nextPageToken).toBe('');
    });
  });

  describe('list filters', () => {
    let key: string;
    const created: Record<string, Body> = {};

    beforeAll(async () => {
      key = await newOrganization(h, 'filters');
      const customers: Array<[string, Record<string, unknown>]> = [
        [
          'alpha',
          {
            displayName: 'Alpha Corp',
            email: 'ops@alpha.example',
            externalId: 'ext-alpha',
            currencyCode: 'USD',
            metadata: { tier: 'gold', region: 'eu' },
          },
        ],
        [
          'beta',
          {
            displayName: 'Beta LLC',
            email: 'billing@beta.example',
            externalId: 'ext-beta',
            currencyCode: 'EUR',
            metadata: { tier: 'silver' },
          },
        ],
        ['gamma', { displayName: 'Gamma', currencyCode: 'USD', metadata: { tier: 'gold' } }],
        [
          'delta',
          {
            displayName: 'Delta Corp',
            email: 'd@delta.example',
            externalId: 'ext-delta',
            currencyCode: 'GBP',
            metadata: { 'cost-center': 'r&d' },
          },
        ],
      ];
      for (const [id, fields] of customers) {
        created[id] = await mustCreate(h, id, fields, key);
        // Distinct createTimes, so that createTime comparisons have one answer.
        await pause(5);
      }
      const archived = await h.call('POST', '/v1/customers/gamma:archive', {}, key);
      expect(archived.status).toBe(200);
    });

    const filter = async (text: string) => {
      const pages = await listAll(h, { filter: text }, key);
      return idsOf(pages.flat());
    };

    const CASES: Array<[string, string[]]> = [
      ['displayName = "Alpha Corp"', ['alpha']],
      ['displayName = "* Corp"', ['alpha', 'delta']],
      ['displayName != "Gamma"', ['alpha', 'beta', 'delta']],
      ['email = "billing@beta.example"', ['beta']],
      ['email = ""', ['gamma']],
      ['externalId = "ext-delta"', ['delta']],
      ['externalId = ""', ['gamma']],
      ['currencyCode = "EUR"', ['beta']],
      ['currencyCode = GBP', ['delta']],
      ['archived = true', ['gamma']],
      ['archived = false', ['alpha', 'beta', 'delta']],
      ['metadata.tier = "gold"', ['alpha', 'gamma']],
      ['metadata.region:*', ['alpha']],
      ['metadata:tier', ['alpha', 'beta', 'gamma']],
      ['metadata.cost-center = "r&d"', ['delta']],
      ['metadata.tier = "gold" AND archived = false', ['alpha']],
      ['metadata.tier = "gold" archived = false', ['alpha']],
      ['currencyCode = "EUR" OR currencyCode = "GBP"', ['beta', 'delta']],
      ['NOT metadata.tier = "gold"', ['beta', 'delta']],
      ['-currencyCode = "USD"', ['beta', 'delta']],
      ['NOT (currencyCode = "USD" OR archived = true)', ['beta', 'delta']],
      ['(currencyCode = "USD" OR currencyCode = "EUR") AND metadata.tier = "gold"', ['alpha', 'gamma']],
      // AIP-160: OR binds tighter than AND, so this is USD AND (silver OR EUR).
      ['currencyCode = "USD" AND metadata.tier = "silver" OR currencyCode = "EUR"', []],
      ['createTime >= "2000-01-01T00:00:00Z"', ['alpha', 'beta', 'gamma', 'delta']],
      ['createTime < "2000-01-01T01:00:00+01:00"', []],
      ['', ['alpha', 'beta', 'gamma', 'delta']],
    ];

    it.each(CASES)('filter %j', async (text, expected) => {
      expect(await filter(text)).toEqual(expected);
    });

    it('compares createTime with the stored timestamps', async () => {
      const beta = created.beta.createTime as string;
      expect(await filter(`createTime > "${beta}"`)).toEqual(['gamma', 'delta']);
      expect(await filter(`createTime <= "${beta}"`)).toEqual(['alpha', 'beta']);
      expect(await filter(`createTime = "${beta}"`)).toEqual(['beta']);
      // The same instant written with an offset.
      const shifted = new Date(Date.parse(beta) + 2 * 3600_000).toISOString().replace('Z', '+02:00');
      expect(await filter(`createTime = "${shifted}"`)).toEqual(['beta']);
    });

    it('pages through a filtered listing', async () => {
      const pages = await listAll(h, { filter: 'archived = false', pageSize: 2 }, key);
      expect(pages.map(idsOf)).toEqual([['alpha', 'beta'], ['delta']]);
    });

    it('a bad filter is INVALID_ARGUMENT naming the position', async () => {
      const cases: Array<[string, number | undefined]> = [
        ['displayName = "x" AND', 21],
        [') x', 0],
        ['nosuchfield = 1', 0],
        ['archived = true AND nosuch = 1', 20],
        ['displayName =', undefined],
        ['archived > true', undefined],
        ['archived = maybe', undefined],
        ['createTime > "yesterday"', undefined],
        ['displayName = "unterminated', undefined],
        ['(archived = true', undefined],
      ];
      for (const [text, position] of cases) {
        const response = await listCustomers(h, { filter: text }, key);
        expectFieldViolation(response, 'filter');
        expect(response.body.error.message).toMatch(
          position === undefined ? /position \d+/ : new RegExp(`position ${position}\\b`),
        );
      }
    });
  });

  describe('page tokens', () => {
    let key: string;

    beforeAll(async () => {
      key = await newOrganization(h, 'tokens');
      for (const id of ['t-one', 't-two', 't-three']) await mustCreate(h, id, { currencyCode: 'USD' }, key);
    });

    const firstToken = async (query: Record<string, string | number>, k = key) => {
      const response = await listCustomers(h, { pageSize: 1, ...query }, k);
      expect(response.status).toBe(200);
      expect(response.body.nextPageToken).not.toBe('');
      return response.body.nextPageToken as string;
    };

    it('a token continues the query that issued it', async () => {
      const pageToken = await firstToken({ filter: 'archived = false' });
      const next = await listCustomers(h, { pageSize: 1, filter: 'archived = false', pageToken }, key);
      expect(next.status).toBe(200);
      expect(idsOf(next.body.customers)).toEqual(['t-two']);
      // pageSize is not part of the query: a token may continue with another page size.
      const wider = await listCustomers(h, { pageSize: 10, filter: 'archived = false', pageToken }, key);
      expect(idsOf(wider.body.customers)).toEqual(['t-two', 't-three']);
    });

    it('a token used with another filter is INVALID_ARGUMENT', async () => {
      const pageToken = await firstToken({ filter: 'archived = false' });
      expectFieldViolation(
        await listCustomers(h, { filter: 'currencyCode = "USD"', pageToken }, key),
        'pageToken',
      );
      expectFieldViolation(await listCustomers(h, { pageToken }, key), 'pageToken');
      const unfiltered = await firstToken({});
      expectFieldViolation(
        await listCustomers(h, { filter: 'archived = false', pageToken: unfiltered }, key),
        'pageToken',
      );
    });

    it('a tampered token is INVALID_ARGUMENT', async () => {
      const pageToken = await firstToken({});
      const [payload, signature] = pageToken.split('.') as [string, string];
      const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
      const tampered = [
        `${flip(payload, 3)}.${signature}`,
        `${payload}.${flip(signature, 5)}`,
        payload,
        `${pageToken}.extra`,
        'garbage',
        `${Buffer.from(JSON.stringify({ s: 'x', c: '0' })).toString('base64url')}.${signature}`,
      ];
      for (const token of tampered) {
        expectFieldViolation(await listCustomers(h, { pageToken: token }, key), 'pageToken');
      }
    });

    it('a token used by another organization is INVALID_ARGUMENT', async () => {
      await mustCreate(h, 'token-acme-1', {});
      await mustCreate(h, 'token-acme-2', {});
      const acmeToken = await firstToken({}, h.keyA);
      expectFieldViolation(await listCustomers(h, { pageToken: acmeToken }, h.keyB), 'pageToken');
      const filtered = await firstToken({ filter: 'archived = false' }, h.keyA);
      expectFieldViolation(
        await listCustomers(h, { filter: 'archived = false', pageToken: filtered }, h.keyB),
        'pageToken',
      );
    });

    it('a token of the customers listing is refused by another collection', async () => {
      const pageToken = await firstToken({});
      const meters = await h.call(
        'GET',
        `/v1/meters?pageToken=${encodeURIComponent(pageToken)}`,
        undefined,
        key,
      );
      expectFieldViolation(meters, 'pageToken');
    });
  });

  describe('update', () => {
    const BASE = {
      displayName: 'Updatable',
      email: 'upd@example.com',
      externalId: 'crm-upd',
      currencyCode: 'USD',
      billingProfile: {
        legalName: 'Updatable Ltd',
        billingEmail: 'ap@upd.example',
        countryCode: 'FR',
        address: { addressLines: ['2 rue X'], locality: 'Lyon' },
      },
      metadata: { tier: 'gold', region: 'eu' },
    };
    let current: Body;

    beforeAll(async () => {
      current = await mustCreate(h, 'upd', BASE);
    });

    /** PATCHes `upd`, expects 200 and checks the result equals a following GET. */
    const mustPatch = async (mask: string, body: unknown) => {
      const response = await patchCustomer(h, 'upd', mask, body);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect((await h.call('GET', '/v1/customers/upd')).body).toEqual(response.body);
      expect(response.body.createTime).toBe(current.createTime);
      expect(Date.parse(response.body.updateTime)).toBeGreaterThanOrEqual(Date.parse(current.updateTime));
      current = response.body;
      return response.body;
    };

    it('changes a single field and leaves the others', async () => {
      const before = current;
      const after = await mustPatch('displayName', { displayName: 'Renamed', email: 'ignored@example.com' });
      expect(after).toEqual({ ...before, displayName: 'Renamed', updateTime: after.updateTime });
    });

    it('changes a nested billingProfile field only', async () => {
      const after = await mustPatch('billingProfile.legalName', {
        billingProfile: { legalName: 'New Legal SA', countryCode: 'DE' },
      });
      expect(after.billingProfile).toEqual({ ...BASE.billingProfile, legalName: 'New Legal SA' });
    });

    it('accepts snake_case mask paths', async () => {
      const after = await mustPatch('billing_profile.billing_email,display_name', {
        billing_profile: { billing_email: 'new-ap@upd.example' },
        display_name: 'Snake Renamed',
      });
      expect(after.displayName).toBe('Snake Renamed');
      expect(after.billingProfile.billingEmail).toBe('new-ap@upd.example');
      expect(after.billingProfile.legalName).toBe('New Legal SA');
    });

    it('updates one metadata key with metadata.<key>', async () => {
      let after = await mustPatch('metadata.tier', { metadata: { tier: 'platinum', region: 'us' } });
      expect(after.metadata).toEqual({ tier: 'platinum', region: 'eu' });
      // Map keys are the user's: a snake_case key is not rewritten.
      after = await mustPatch('metadata.cost_center', { metadata: { cost_center: 'cc-9' } });
      expect(after.metadata).toEqual({ tier: 'platinum', region: 'eu', cost_center: 'cc-9' });
      // Named but absent: the key is removed.
      after = await mustPatch('metadata.region', { metadata: {} });
      expect(after.metadata).toEqual({ tier: 'platinum', cost_center: 'cc-9' });
    });

    it('replaces the whole map with metadata', async () => {
      const after = await mustPatch('metadata', { metadata: { only: 'this' } });
      expect(after.metadata).toEqual({ only: 'this' });
    });

    it('clears a field named in the mask but absent from the body', async () => {
      let after = await mustPatch('email,externalId', {});
      expect(after.email).toBe('');
      expect(after.externalId).toBe('');
      after = await mustPatch('billingProfile.address', { displayName: 'not in mask' });
      expect(after.billingProfile).not.toHaveProperty('address');
      expect(after.billingProfile.legalName).toBe('New Legal SA');
      expect(after.displayName).toBe('Snake Renamed');
    });

    it('"*" replaces every updatable field', async () => {
      let after = await mustPatch('*', { ...FULL, externalId: 'crm-star' });
      expect(after).toEqual({
        ...FULL,
        externalId: 'crm-star',
        name: 'customers/upd',
        archived: false,
        createTime: current.createTime,
        updateTime: after.updateTime,
      });
      after = await mustPatch('*', { displayName: 'Only name' });
      expect(after).toMatchObject({
        displayName: 'Only name',
        email: '',
        externalId: '',
        billingProfile: {},
        metadata: {},
        // A customer always has a currency: clearing keeps the current one.
        currencyCode: 'EUR',
      });
    });

    it('changes currencyCode, validated', async () => {
      expect((await mustPatch('currency_code', { currency_code: 'JPY' })).currencyCode).toBe('JPY');
      expectFieldViolation(
        await patchCustomer(h, 'upd', 'currencyCode', { currencyCode: 'ABC' }),
        'currencyCode',
      );
      expect((await h.call('GET', '/v1/customers/upd')).body.currencyCode).toBe('JPY');
    });

    it('an invalid value is INVALID_ARGUMENT and changes nothing', async () => {
      const before = current;
      expectFieldViolation(await patchCustomer(h, 'upd', 'email', { email: 'not-an-email' }), 'email');
      expectFieldViolation(
        await patchCustomer(h, 'upd', 'billingProfile.countryCode', {
          billingProfile: { countryCode: 'xx' },
        }),
        'billingProfile.countryCode',
      );
      expect((await h.call('GET', '/v1/customers/upd')).body).toEqual(before);
    });

    it('requires updateMask', async () => {
      expectFieldViolation(
        await patchCustomer(h, 'upd', undefined, { displayName: 'No mask' }),
        'updateMask',
      );
      expectFieldViolation(await patchCustomer(h, 'upd', '', { displayName: 'No mask' }), 'updateMask');
    });

    it('an unknown mask path is INVALID_ARGUMENT', async () => {
      for (const mask of [
        'nope',
        'displayName,nope',
        'billingProfile.nope',
        'metadata.a.b',
        'displayName.x',
      ]) {
        expectFieldViolation(await patchCustomer(h, 'upd', mask, { displayName: 'Never' }), 'updateMask');
      }
      expect((await h.call('GET', '/v1/customers/upd')).body.displayName).toBe('Only name');
    });

    it('ignores output-only mask paths and body fields', async () => {
      const after = await mustPatch('name,archived,createTime,update_time,displayName', {
        name: 'customers/renamed',
        archived: true,
        createTime: '2001-01-01T00:00:00Z',
        updateTime: '2001-01-01T00:00:00Z',
        displayName: 'Output ignored',
      });
      expect(after.name).toBe('customers/upd');
      expect(after.archived).toBe(false);
      expect(after.displayName).toBe('Output ignored');
      expectError(await h.call('GET', '/v1/customers/renamed'), 404, 'NOT_FOUND');
    });

    it('an unknown customer is NOT_FOUND, and so is another organization’s', async () => {
      expectError(
        await patchCustomer(h, 'nobody-here', 'displayName', { displayName: 'x' }),
        404,
        'NOT_FOUND',
      );
      expectError(
        await patchCustomer(h, 'upd', 'displayName', { displayName: 'x' }, h.keyB),
        404,
        'NOT_FOUND',
      );
      expect((await h.call('GET', '/v1/customers/upd')).body.displayName).toBe('Output ignored');
    });
  });

  describe('archive', () => {
    it('archives, idempotently', async () => {
      await mustCreate(h, 'arch', { displayName: 'To archive' });
      const first = await h.call('POST', '/v1/customers/arch:archive');
      expect(first.status).toBe(200);
      expect(first.body.archived).toBe(true);
      expect(first.body.name).toBe('customers/arch');
      const second = await h.call('POST', '/v1/customers/arch:archive', {});
      expect(second.status).toBe(200);
      expect(second.body).toEqual(first.body);
      expect((await h.call('GET', '/v1/customers/arch')).body).toEqual(first.body);
    });

    it('an archived customer stays listed', async () => {
      const response = await listCustomers(h, { filter: 'archived = true' });
      expect(response.status).toBe(200);
      expect(idsOf(response.body.customers)).toContain('arch');
    });

    it('an unknown or foreign customer is NOT_FOUND', async () => {
      expectError(await h.call('POST', '/v1/customers/nobody-here:archive', {}), 404, 'NOT_FOUND');
      await mustCreate(h, 'not-archived', {});
      expectError(await h.call('POST', '/v1/customers/not-archived:archive', {}, h.keyB), 404, 'NOT_FOUND');
      expect((await h.call('GET', '/v1/customers/not-archived')).body.archived).toBe(false);
    });
  });

  describe('externalId', () => {
    it('is unique within an organization', async () => {
      await mustCreate(h, 'ext-a', { externalId: 'dup-ext' });
      expectError(await createCustomer(h, 'ext-b', { externalId: 'dup-ext' }), 409, 'ALREADY_EXISTS');
      expectError(await h.call('GET', '/v1/customers/ext-b'), 404, 'NOT_FOUND');
    });

    it('is checked on update too', async () => {
      await mustCreate(h, 'ext-c', { externalId: 'other-ext' });
      expectError(
        await patchCustomer(h, 'ext-c', 'externalId', { externalId: 'dup-ext' }),
        409,
        'ALREADY_EXISTS',
      );
      expect((await h.call('GET', '/v1/customers/ext-c')).body.externalId).toBe('other-ext');
    });

    it('is free again once cleared, and free in another organization', async () => {
      expect((await mustCreate(h, 'ext-g', { externalId: 'dup-ext' }, h.keyB)).externalId).toBe('dup-ext');
      const cleared = await patchCustomer(h, 'ext-a', 'externalId', {});
      expect(cleared.status).toBe(200);
      const taken = await patchCustomer(h, 'ext-c', 'externalId', { externalId: 'dup-ext' });
      expect(taken.status).toBe(200);
      expect(taken.body.externalId).toBe('dup-ext');
    });

    it('many customers may have no externalId', async () => {
      await mustCreate(h, 'no-ext-1', {});
      await mustCreate(h, 'no-ext-2', { externalId: '' });
      const response = await listCustomers(h, { filter: 'externalId = "" AND displayName = ""' });
      expect(idsOf(response.body.customers)).toEqual(expect.arrayContaining(['no-ext-1', 'no-ext-2']));
    });
  });

  describe('organization path form', () => {
    const base = '/v1/organizations/acme/customers';

    it('every method works under /v1/organizations/acme/...', async () => {
      const created = await h.call('POST', `${base}?customerId=org-form`, { displayName: 'Org form' });
      expect(created.status).toBe(200);
      expect(created.body.name).toBe('customers/org-form');
      const fetched = await h.call('GET', `${base}/org-form`);
      expect(fetched.status).toBe(200);
      expect(fetched.body).toEqual(created.body);
      expect((await h.call('GET', '/v1/customers/org-form')).body).toEqual(created.body);
      const patched = await h.call('PATCH', `${base}/org-form?updateMask=displayName`, {
        displayName: 'Org 2',
      });
      expect(patched.status).toBe(200);
      expect(patched.body.displayName).toBe('Org 2');
      const listed = await h.call('GET', `${base}?filter=${encodeURIComponent('displayName = "Org 2"')}`);
      expect(listed.status).toBe(200);
      expect(idsOf(listed.body.customers)).toEqual(['org-form']);
      const archived = await h.call('POST', `${base}/org-form:archive`, {});
      expect(archived.status).toBe(200);
      expect(archived.body.archived).toBe(true);
    });

    it("another organization's path with acme's key is NOT_FOUND for every method", async () => {
      const other = '/v1/organizations/globex/customers';
      await mustCreate(h, 'globex-only', { displayName: 'Globex only' }, h.keyB);
      expectError(await h.call('GET', other), 404, 'NOT_FOUND');
      expectError(await h.call('GET', `${other}/globex-only`), 404, 'NOT_FOUND');
      expectError(await h.call('GET', `${other}/org-form`), 404, 'NOT_FOUND');
      expectError(
        await h.call('POST', `${other}?customerId=leak`, { displayName: 'Leak' }),
        404,
        'NOT_FOUND',
      );
      expectError(
        await h.call('PATCH', `${other}/globex-only?updateMask=displayName`, { displayName: 'Hacked' }),
        404,
        'NOT_FOUND',
      );
      expectError(await h.call('POST', `${other}/globex-only:archive`, {}), 404, 'NOT_FOUND');
      expectError(await h.call('GET', '/v1/organizations/nowhere/customers'), 404, 'NOT_FOUND');

      expectError(await h.call('GET', '/v1/customers/leak', undefined, h.keyB), 404, 'NOT_FOUND');
      expectError(await h.call('GET', '/v1/customers/leak'), 404, 'NOT_FOUND');
      const globexOnly = await h.call('GET', '/v1/customers/globex-only', undefined, h.keyB);
      expect(globexOnly.body).toMatchObject({ displayName: 'Globex only', archived: false });
    });

    it('each organization lists only its own customers', async () => {
      const globex = (await listAll(h, { pageSize: 1000 }, h.keyB)).flat();
      expect(idsOf(globex).sort()).toEqual(['default-currency', 'ext-g', 'globex-only']);
      const acme = idsOf((await listAll(h, { pageSize: 1000 })).flat());
      expect(acme).not.toContain('globex-only');
      expect(acme).not.toContain('ext-g');
      expect(acme).toContain('alpha');
    });
  });
});
