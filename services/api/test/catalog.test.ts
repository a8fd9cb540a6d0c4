/**
 * The catalog (docs/catalog.md; docs/usage.md): meters, products, rate cards and rates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldViolation, ok, type Response } from './assertions.ts';
import { BACKENDS, type Harness, startHarness } from './harness.ts';

const ID_RULE = /^[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/;
const RFC3339_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const AGGREGATIONS = ['SUM', 'COUNT', 'MIN', 'MAX', 'AVERAGE', 'UNIQUE_COUNT', 'LATEST'] as const;

const JAN = '2026-01-01T00:00:00Z';
const FEB = '2026-02-01T00:00:00Z';
const MAR = '2026-03-01T00:00:00Z';

const money = (value: string, currencyCode = 'USD') => ({ amount: { value }, currencyCode });
const qty = (value: string) => ({ value });
const period = (startTime: string, endTime?: string) => (endTime ? { startTime, endTime } : { startTime });
/** What the service writes back for a period: RFC 3339 UTC with milliseconds. */
const periodOut = (startTime: string, endTime?: string) => ({
  startTime: new Date(startTime).toISOString(),
  ...(endTime ? { endTime: new Date(endTime).toISOString() } : {}),
});

function post(
  h: Harness,
  collection: string,
  idParam: string,
  id: string | undefined,
  body: unknown,
  key?: string,
) {
  const query = id === undefined ? '' : `?${idParam}=${encodeURIComponent(id)}`;
  return h.call('POST', `/v1/${collection}${query}`, body, key);
}
const createMeter = (h: Harness, id: string | undefined, body: unknown, key?: string) =>
  post(h, 'meters', 'meterId', id, body, key);
const createProduct = (h: Harness, id: string | undefined, body: unknown, key?: string) =>
  post(h, 'products', 'productId', id, body, key);
const createRateCard = (h: Harness, id: string | undefined, body: unknown, key?: string) =>
  post(h, 'rateCards', 'rateCardId', id, body, key);
const addRate = (h: Harness, card: string, body: unknown, key?: string) =>
  h.call('POST', `/v1/rateCards/${card}/rates`, body, key);

function patchMeter(h: Harness, id: string, mask: string | undefined, body: unknown) {
  const query = mask === undefined ? '' : `?updateMask=${encodeURIComponent(mask)}`;
  return h.call('PATCH', `/v1/meters/${id}${query}`, body);
}

/** Every item of a paged collection, following nextPageToken with the given page size. */
async function listAll(h: Harness, collection: string, field: string, pageSize: number, key?: string) {
  const items: Response['body'][] = [];
  const sizes: number[] = [];
  let pageToken = '';
  do {
    const query = `pageSize=${pageSize}${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`;
    const page = ok(await h.call('GET', `/v1/${collection}?${query}`, undefined, key));
    items.push(...page[field]);
    sizes.push(page[field].length);
    pageToken = page.nextPageToken;
  } while (pageToken !== '' && sizes.length < 100);
  return { items, sizes };
}

describe.each(BACKENDS)('catalog (%s)', (backend) => {
  let h: Harness;
  /** Names of acme's meters and products, in creation order. */
  const acmeMeters: string[] = [];
  const acmeProducts: string[] = [];
  const acmeCards: string[] = [];

  const mustCreateMeter = async (id: string, body: unknown) => {
    const meter = ok(await createMeter(h, id, body));
    acmeMeters.push(meter.name);
    return meter;
  };
  const mustCreateProduct = async (id: string, body: unknown) => {
    const product = ok(await createProduct(h, id, body));
    acmeProducts.push(product.name);
    return product;
  };
  const mustCreateCard = async (id: string, body: unknown) => {
    const card = ok(await createRateCard(h, id, body));
    acmeCards.push(card.name);
    return card;
  };

  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(async () => {
    await h?.close();
  });

  describe('meters', () => {
    it('creates a meter of every aggregation type', async () => {
      for (const aggregation of AGGREGATIONS) {
        const id = `m-${aggregation.toLowerCase().replace('_', '-')}`;
        const valueProperty = aggregation === 'COUNT' ? '' : 'usage.tokens';
        const meter = await mustCreateMeter(id, {
          displayName: `Tokens ${aggregation}`,
          eventType: 'llm.request',
          aggregation,
          ...(valueProperty ? { valueProperty } : {}),
        });
        expect(meter).toEqual({
          name: `meters/${id}`,
          displayName: `Tokens ${aggregation}`,
          eventType: 'llm.request',
          valueProperty,
          aggregation,
          groupKeys: [],
          createTime: expect.stringMatching(RFC3339_UTC),
          updateTime: expect.stringMatching(RFC3339_UTC),
        });
        expect(ok(await h.call('GET', `/v1/meters/${id}`))).toEqual(meter);
      }
    });

    it('requires valueProperty for every aggregation but COUNT', async () => {
      for (const aggregation of AGGREGATIONS.filter((a) => a !== 'COUNT')) {
        expectFieldViolation(
          await createMeter(h, 'm-no-value', { eventType: 'e', aggregation }),
          'valueProperty',
        );
        expectFieldViolation(
          await createMeter(h, 'm-no-value', { eventType: 'e', aggregation, valueProperty: '' }),
          'valueProperty',
        );
      }
      expectError(await h.call('GET', '/v1/meters/m-no-value'), 404, 'NOT_FOUND');
    });

    it('AGGREGATION_TYPE_UNSPECIFIED, unknown or missing aggregations are INVALID_ARGUMENT', async () => {
      for (const aggregation of ['AGGREGATION_TYPE_UNSPECIFIED', 'BOGUS', 'sum', '', 7, undefined]) {
        expectFieldViolation(
          await createMeter(h, 'm-bad-agg', { eventType: 'e', valueProperty: 'v', aggregation }),
          'aggregation',
        );
      }
      expectError(await h.call('GET', '/v1/meters/m-bad-agg'), 404, 'NOT_FOUND');
    });

    it('validates eventType, valueProperty and meterId', async () => {
      const good = { eventType: 'e', aggregation: 'COUNT' };
      expectFieldViolation(await createMeter(h, 'm-bad', { aggregation: 'COUNT' }), 'eventType');
      expectFieldViolation(await createMeter(h, 'm-bad', { ...good, eventType: 'has space' }), 'eventType');
      expectFieldViolation(
        await createMeter(h, 'm-bad', { ...good, aggregation: 'SUM', valueProperty: 'usage..tokens' }),
        'valueProperty',
      );
      expectFieldViolation(await createMeter(h, undefined, good), 'meterId');
      expectFieldViolation(await createMeter(h, 'Bad_Id', good), 'meterId');
    });

    it('creating an existing meter id is ALREADY_EXISTS', async () => {
      expectError(
        await createMeter(h, 'm-sum', { eventType: 'other', aggregation: 'COUNT' }),
        409,
        'ALREADY_EXISTS',
      );
      expect(ok(await h.call('GET', '/v1/meters/m-sum')).eventType).toBe('llm.request');
    });

    it('groupKeys are dotted paths, round-tripped; snake_case body fields are accepted', async () => {
      const meter = await mustCreateMeter('m-grouped', {
        display_name: 'Grouped',
        event_type: 'llm.request',
        value_property: 'usage.output_tokens',
        aggregation: 'SUM',
        group_keys: ['model', 'request.region', 'a.b.c'],
      });
      expect(meter).toMatchObject({
        displayName: 'Grouped',
        eventType: 'llm.request',
        valueProperty: 'usage.output_tokens',
        groupKeys: ['model', 'request.region', 'a.b.c'],
      });
    });

    it('rejects malformed or repeated group keys naming the index', async () => {
      const base = { eventType: 'e', aggregation: 'COUNT' };
      expectFieldViolation(
        await createMeter(h, 'm-bad-keys', { ...base, groupKeys: ['a..b'] }),
        'groupKeys[0]',
      );
      expectFieldViolation(
        await createMeter(h, 'm-bad-keys', { ...base, groupKeys: ['ok', 'has space'] }),
        'groupKeys[1]',
      );
      expectFieldViolation(
        await createMeter(h, 'm-bad-keys', { ...base, groupKeys: ['m', 'm'] }),
        'groupKeys[1]',
      );
      expectError(await h.call('GET', '/v1/meters/m-bad-keys'), 404, 'NOT_FOUND');
    });

    it('get of an unknown or foreign meter is NOT_FOUND', async () => {
      expectError(await h.call('GET', '/v1/meters/nope'), 404, 'NOT_FOUND');
      expectError(await h.call('GET', '/v1/meters/m-sum', undefined, h.keyB), 404, 'NOT_FOUND');
    });

    it('lists every meter once, in creation order, across pages', async () => {
      const { items, sizes } = await listAll(h, 'meters', 'meters', 3);
      expect(items.map((m) => m.name)).toEqual(acmeMeters);
      expect(sizes.slice(0, -1).every((n) => n === 3)).toBe(true);
      const globex = ok(await h.call('GET', '/v1/meters', undefined, h.keyB));
      expect(globex).toEqual({ meters: [], nextPageToken: '' });
    });

    it('a meters page token is refused by another collection', async () => {
      const page = ok(await h.call('GET', '/v1/meters?pageSize=1'));
      const token = encodeURIComponent(page.nextPageToken);
      expectFieldViolation(await h.call('GET', `/v1/products?pageToken=${token}`), 'pageToken');
      expectFieldViolation(
        await h.call('GET', `/v1/meters?pageToken=${token}`, undefined, h.keyB),
        'pageToken',
      );
    });

    describe('PATCH', () => {
      beforeAll(async () => {
        await mustCreateMeter('m-patch', {
          displayName: 'Patch me',
          eventType: 'api.call',
          valueProperty: 'bytes',
          aggregation: 'SUM',
          groupKeys: ['region'],
        });
      });

      it('updates the fields named in the mask only', async () => {
        const before = ok(await h.call('GET', '/v1/meters/m-patch'));
        const after = ok(
          await patchMeter(h, 'm-patch', 'displayName', { displayName: 'Patched', eventType: 'x' }),
        );
        expect(after).toEqual({ ...before, displayName: 'Patched', updateTime: after.updateTime });
        expect(ok(await h.call('GET', '/v1/meters/m-patch'))).toEqual(after);
      });

      it('accepts snake_case paths and body fields', async () => {
        const after = ok(
          await patchMeter(h, 'm-patch', 'group_keys,event_type', {
            group_keys: ['region', 'request.tier'],
            event_type: 'api.call.v2',
          }),
        );
        expect(after.groupKeys).toEqual(['region', 'request.tier']);
        expect(after.eventType).toBe('api.call.v2');
      });

      it('changing to COUNT may clear valueProperty; changing back requires it', async () => {
        const count = ok(
          await patchMeter(h, 'm-patch', 'aggregation,valueProperty', { aggregation: 'COUNT' }),
        );
        expect(count.aggregation).toBe('COUNT');
        expect(count.valueProperty).toBe('');
        expectFieldViolation(
          await patchMeter(h, 'm-patch', 'aggregation', { aggregation: 'SUM' }),
          'valueProperty',
        );
        expectFieldViolation(
          await patchMeter(h, 'm-patch', 'aggregation', { aggregation: 'AGGREGATION_TYPE_UNSPECIFIED' }),
          'aggregation',
        );
        const sum = ok(
          await patchMeter(h, 'm-patch', 'aggregation,value_property', {
            aggregation: 'MAX',
            valueProperty: 'latency.ms',
          }),
        );
        expect(sum).toMatchObject({ aggregation: 'MAX', valueProperty: 'latency.ms' });
      });

      it('"*" replaces every updatable field', async () => {
        const after = ok(
          await patchMeter(h, 'm-patch', '*', {
            displayName: 'Star',
            eventType: 'star.event',
            valueProperty: 'n',
            aggregation: 'LATEST',
            groupKeys: ['region', 'request.tier', 'zone'],
          }),
        );
        expect(after).toMatchObject({
          name: 'meters/m-patch',
          displayName: 'Star',
          eventType: 'star.event',
          valueProperty: 'n',
          aggregation: 'LATEST',
          groupKeys: ['region', 'request.tier', 'zone'],
        });
      });

      it('requires a mask of known paths; output-only paths are ignored', async () => {
        expectFieldViolation(await patchMeter(h, 'm-patch', undefined, { displayName: 'x' }), 'updateMask');
        expectFieldViolation(await patchMeter(h, 'm-patch', 'nope', { displayName: 'x' }), 'updateMask');
        const after = ok(
          await patchMeter(h, 'm-patch', 'name,createTime,displayName', {
            name: 'meters/other',
            createTime: '2001-01-01T00:00:00Z',
            displayName: 'Output ignored',
          }),
        );
        expect(after.name).toBe('meters/m-patch');
        expect(after.createTime.startsWith('2001')).toBe(false);
        expect(after.displayName).toBe('Output ignored');
      });

      it('an unknown or foreign meter is NOT_FOUND', async () => {
        expectError(await patchMeter(h, 'nope', 'displayName', { displayName: 'x' }), 404, 'NOT_FOUND');
        const foreign = await h.call(
          'PATCH',
          '/v1/meters/m-patch?updateMask=displayName',
          { displayName: 'x' },
          h.keyB,
        );
        expectError(foreign, 404, 'NOT_FOUND');
      });

      it('dropping a group key a product uses is FAILED_PRECONDITION', async () => {
        await mustCreateProduct('p-on-patch', {
          displayName: 'On m-patch',
          type: 'USAGE',
          meter: 'meters/m-patch',
          pricingGroupKeys: ['region'],
          presentationGroupKeys: ['request.tier'],
        });
        const before = ok(await h.call('GET', '/v1/meters/m-patch'));
        expectError(
          await patchMeter(h, 'm-patch', 'groupKeys', { groupKeys: ['request.tier', 'zone'] }),
          400,
          'FAILED_PRECONDITION',
        );
        expectError(
          await patchMeter(h, 'm-patch', 'groupKeys', { groupKeys: ['region', 'zone'] }),
          400,
          'FAILED_PRECONDITION',
        );
        expectError(await patchMeter(h, 'm-patch', 'groupKeys', {}), 400, 'FAILED_PRECONDITION');
        expect(ok(await h.call('GET', '/v1/meters/m-patch'))).toEqual(before);

        // A key no product uses may go, and new keys may come.
        const after = ok(
          await patchMeter(h, 'm-patch', 'groupKeys', { groupKeys: ['request.tier', 'region', 'extra'] }),
        );
        expect(after.groupKeys).toEqual(['request.tier', 'region', 'extra']);
      });
    });
  });

  describe('products', () => {
    beforeAll(async () => {
      await mustCreateMeter('m-llm', {
        eventType: 'llm.request',
        valueProperty: 'tokens',
        aggregation: 'SUM',
        groupKeys: ['model', 'request.region'],
      });
    });

    it('creates a USAGE product on an existing meter', async () => {
      const product = await mustCreateProduct('p-tokens', {
        displayName: 'Tokens',
        type: 'USAGE',
        meter: 'meters/m-llm',
        pricingGroupKeys: ['model'],
        presentationGroupKeys: ['request.region'],
        tags: ['ai', 'llm'],
      });
      expect(product).toEqual({
        name: 'products/p-tokens',
        displayName: 'Tokens',
        type: 'USAGE',
        meter: 'meters/m-llm',
        pricingGroupKeys: ['model'],
        presentationGroupKeys: ['request.region'],
        tags: ['ai', 'llm'],
        createTime: expect.stringMatching(RFC3339_UTC),
      });
      expect(ok(await h.call('GET', '/v1/products/p-tokens'))).toEqual(product);
    });

    it('accepts snake_case body fields', async () => {
      const product = await mustCreateProduct('p-snake', {
        display_name: 'Snake',
        type: 'USAGE',
        meter: 'meters/m-llm',
        pricing_group_keys: ['request.region'],
        presentation_group_keys: ['model'],
      });
      expect(product).toMatchObject({
        displayName: 'Snake',
        pricingGroupKeys: ['request.region'],
        presentationGroupKeys: ['model'],
      });
    });

    it('a USAGE product requires an existing meter of the organization', async () => {
      const base = { displayName: 'x', type: 'USAGE' };
      expectFieldViolation(await createProduct(h, 'p-bad', base), 'meter');
      expectFieldViolation(await createProduct(h, 'p-bad', { ...base, meter: '' }), 'meter');
      expectFieldViolation(await createProduct(h, 'p-bad', { ...base, meter: 'meters/nope' }), 'meter');
      expectFieldViolation(await createProduct(h, 'p-bad', { ...base, meter: 'm-llm' }), 'meter');
      expectFieldViolation(await createProduct(h, 'p-bad', { ...base, meter: 'products/m-llm' }), 'meter');
      ok(await createMeter(h, 'm-globex', { eventType: 'e', aggregation: 'COUNT' }, h.keyB));
      expectFieldViolation(await createProduct(h, 'p-bad', { ...base, meter: 'meters/m-globex' }), 'meter');
      expectError(await h.call('GET', '/v1/products/p-bad'), 404, 'NOT_FOUND');
    });

    it('a SUBSCRIPTION product has no meter', async () => {
      const product = await mustCreateProduct('p-seats', {
        displayName: 'Seats',
        type: 'SUBSCRIPTION',
        pricingGroupKeys: ['plan'],
      });
      expect(product).toMatchObject({ type: 'SUBSCRIPTION', meter: '', pricingGroupKeys: ['plan'] });
      expectFieldViolation(
        await createProduct(h, 'p-bad', { type: 'SUBSCRIPTION', meter: 'meters/m-llm' }),
        'meter',
      );
    });

    it('type is required and must be known', async () => {
      for (const type of [undefined, 'PRODUCT_TYPE_UNSPECIFIED', 'BOGUS', 'usage']) {
        expectFieldViolation(await createProduct(h, 'p-bad', { displayName: 'x', type }), 'type');
      }
    });

    it('group keys must be subsets of the meter’s groupKeys', async () => {
      const base = { type: 'USAGE', meter: 'meters/m-llm' };
      expectFieldViolation(
        await createProduct(h, 'p-bad', { ...base, pricingGroupKeys: ['model', 'customer'] }),
        'pricingGroupKeys',
      );
      expectFieldViolation(
        await createProduct(h, 'p-bad', { ...base, presentationGroupKeys: ['request'] }),
        'presentationGroupKeys',
      );
      expectFieldViolation(
        await createProduct(h, 'p-bad', {
          ...base,
          pricingGroupKeys: ['model'],
          presentationGroupKeys: ['model'],
        }),
        'presentationGroupKeys',
      );
      expectError(await h.call('GET', '/v1/products/p-bad'), 404, 'NOT_FOUND');
    });

    it('productId is required, checked and unique', async () => {
      const body = { type: 'SUBSCRIPTION' };
      expectFieldViolation(await createProduct(h, undefined, body), 'productId');
      expectFieldViolation(await createProduct(h, '-bad', body), 'productId');
      expectError(await createProduct(h, 'p-seats', body), 409, 'ALREADY_EXISTS');
      expect(ok(await h.call('GET', '/v1/products/p-seats')).displayName).toBe('Seats');
    });

    it('get of an unknown or foreign product is NOT_FOUND', async () => {
      expectError(await h.call('GET', '/v1/products/nope'), 404, 'NOT_FOUND');
      expectError(await h.call('GET', '/v1/products/p-tokens', undefined, h.keyB), 404, 'NOT_FOUND');
    });

    it('lists every product once, in creation order, across pages', async () => {
      const { items, sizes } = await listAll(h, 'products', 'products', 2);
      expect(items.map((p) => p.name)).toEqual(acmeProducts);
      expect(sizes.length).toBeGreaterThan(1);
      expect(ok(await h.call('GET', '/v1/products', undefined, h.keyB)).products).toEqual([]);
    });
  });

  describe('rate cards and rates', () => {
    beforeAll(async () => {
      await mustCreateMeter('m-rated', {
        eventType: 'llm.request',
        valueProperty: 'tokens',
        aggregation: 'SUM',
        groupKeys: ['model', 'region'],
      });
      await mustCreateProduct('p-usage', {
        displayName: 'Usage',
        type: 'USAGE',
        meter: 'meters/m-rated',
        pricingGroupKeys: ['model'],
        presentationGroupKeys: ['region'],
      });
      await mustCreateProduct('p-plan', { displayName: 'Plan', type: 'SUBSCRIPTION' });
    });

    it('creates a card with initial rates of every pricing model, written canonically', async () => {
      const card = await mustCreateCard('standard', {
        displayName: 'Standard',
        currencyCode: 'USD',
        rates: [
          {
            id: 'r-flat',
            product: 'products/p-plan',
            effectivePeriod: period(JAN),
            flat: { amount: money('30.00') },
          },
          {
            id: 'r-unit',
            product: 'products/p-usage',
            dimensionValues: { model: 'small' },
            effectivePeriod: period(JAN, MAR),
            unit: { unitPrice: money('2.50'), unitSize: qty('1000.0') },
          },
          {
            id: 'r-package',
            product: 'products/p-usage',
            dimensionValues: { model: 'medium' },
            effectivePeriod: period(JAN),
            package: { packagePrice: { amount: { value: '5.0' } }, packageSize: qty('100') },
          },
          {
            product: 'products/p-usage',
            effectivePeriod: period(JAN),
            tiered: {
              tiers: [
                { startQuantity: qty('0'), endQuantity: qty('1000'), unitPrice: money('0.10') },
                {
                  startQuantity: qty('1000'),
                  endQuantity: qty('10000.00'),
                  unitPrice: money('0.050'),
                  flatAmount: money('5.00'),
                },
                { startQuantity: qty('10000'), unitPrice: money('0.010') },
              ],
            },
          },
          {
            id: 'r-unit-default',
            product: 'products/p-usage',
            dimensionValues: { model: 'large' },
            effectivePeriod: period(JAN),
            unit: { unitPrice: money('0.000001') },
          },
        ],
      });
      const generated = card.rates[3].id;
      expect(generated).toMatch(ID_RULE);
      expect(card).toEqual({
        name: 'rateCards/standard',
        displayName: 'Standard',
        currencyCode: 'USD',
        createTime: expect.stringMatching(RFC3339_UTC),
        rates: [
          {
            id: 'r-flat',
            product: 'products/p-plan',
            dimensionValues: {},
            effectivePeriod: periodOut(JAN),
            flat: { amount: money('30') },
          },
          {
            id: 'r-unit',
            product: 'products/p-usage',
            dimensionValues: { model: 'small' },
            effectivePeriod: periodOut(JAN, MAR),
            unit: { unitPrice: money('2.5'), unitSize: qty('1000') },
          },
          {
            id: 'r-package',
            product: 'products/p-usage',
            dimensionValues: { model: 'medium' },
            effectivePeriod: periodOut(JAN),
            package: { packagePrice: money('5'), packageSize: qty('100') },
          },
          {
            id: generated,
            product: 'products/p-usage',
            dimensionValues: {},
            effectivePeriod: periodOut(JAN),
            tiered: {
              tiers: [
                {
                  startQuantity: qty('0'),
                  endQuantity: qty('1000'),
                  unitPrice: money('0.1'),
                  flatAmount: money('0'),
                },
                {
                  startQuantity: qty('1000'),
                  endQuantity: qty('10000'),
                  unitPrice: money('0.05'),
                  flatAmount: money('5'),
                },
                { startQuantity: qty('10000'), unitPrice: money('0.01'), flatAmount: money('0') },
              ],
            },
          },
          {
            id: 'r-unit-default',
            product: 'products/p-usage',
            dimensionValues: { model: 'large' },
            effectivePeriod: periodOut(JAN),
            unit: { unitPrice: money('0.000001'), unitSize: qty('1') },
          },
        ],
      });
      expect(ok(await h.call('GET', '/v1/rateCards/standard'))).toEqual(card);
    });

    it('a card without rates has an empty list; money defaults to the card currency', async () => {
      const card = await mustCreateCard('yen', { displayName: 'Yen', currency_code: 'JPY' });
      expect(card).toMatchObject({ name: 'rateCards/yen', currencyCode: 'JPY', rates: [] });
      const rate = ok(
        await addRate(h, 'yen', {
          id: 'yen-flat',
          product: 'products/p-plan',
          effective_period: { start_time: JAN },
          flat: { amount: { amount: { value: '1000' } } },
        }),
      );
      expect(rate).toEqual({
        id: 'yen-flat',
        product: 'products/p-plan',
        dimensionValues: {},
        effectivePeriod: periodOut(JAN),
        flat: { amount: money('1000', 'JPY') },
      });
      expect(ok(await h.call('GET', '/v1/rateCards/yen')).rates).toEqual([rate]);
    });

    it('validates the card currency', async () => {
      for (const currencyCode of [undefined, '', 'usd', 'ABC', 'DOLLARS']) {
        expectFieldViolation(
          await createRateCard(h, 'bad-card', { displayName: 'x', currencyCode }),
          'currencyCode',
        );
      }
      expectError(await h.call('GET', '/v1/rateCards/bad-card'), 404, 'NOT_FOUND');
    });

    it('rateCardId is required, checked and unique', async () => {
      expectFieldViolation(await createRateCard(h, undefined, { currencyCode: 'USD' }), 'rateCardId');
      expectFieldViolation(await createRateCard(h, 'Bad', { currencyCode: 'USD' }), 'rateCardId');
      expectError(await createRateCard(h, 'standard', { currencyCode: 'EUR' }), 409, 'ALREADY_EXISTS');
      expect(ok(await h.call('GET', '/v1/rateCards/standard')).currencyCode).toBe('USD');
    });

    it('a price in another currency than the card is INVALID_ARGUMENT', async () => {
      await mustCreateCard('usd-only', { currencyCode: 'USD' });
      expectFieldViolation(
        await addRate(h, 'usd-only', {
          product: 'products/p-plan',
          effectivePeriod: period(JAN),
          unit: { unitPrice: money('1', 'EUR') },
        }),
        'unit.unitPrice.currencyCode',
      );
      expectFieldViolation(
        await createRateCard(h, 'mixed', {
          currencyCode: 'USD',
          rates: [
            { product: 'products/p-plan', effectivePeriod: period(JAN), flat: { amount: money('1', 'GBP') } },
          ],
        }),
        'rates[0].flat.amount.currencyCode',
      );
      expectError(await h.call('GET', '/v1/rateCards/mixed'), 404, 'NOT_FOUND');
    });

    it('invalid pricing model shapes are INVALID_ARGUMENT naming the field', async () => {
      await mustCreateCard('shapes', { currencyCode: 'USD' });
      const tier = (start: string | undefined, end: string | undefined, price = '1') => ({
        ...(start === undefined ? {} : { startQuantity: qty(start) }),
        ...(end === undefined ? {} : { endQuantity: qty(end) }),
        unitPrice: money(price),
      });
      const cases: Array<[Record<string, unknown>, string]> = [
        [{}, 'pricingModel'],
        [{ flat: { amount: money('1') }, unit: { unitPrice: money('1') } }, 'pricingModel'],
        [{ flat: {} }, 'flat.amount'],
        [{ flat: { amount: money('1e3') } }, 'flat.amount.amount.value'],
        [{ flat: { amount: money('-1') } }, 'flat.amount.amount.value'],
        [{ flat: { amount: money('1.') } }, 'flat.amount.amount.value'],
        [{ flat: { amount: { amount: { value: 12.5 } } } }, 'flat.amount.amount.value'],
        [{ unit: { unitPrice: money('0.0000000000001') } }, 'unit.unitPrice.amount.value'],
        [{ unit: { unitPrice: money('1'), unitSize: qty('0') } }, 'unit.unitSize.value'],
        [{ package: { packagePrice: money('5'), packageSize: qty('0') } }, 'package.packageSize.value'],
        [{ package: { packagePrice: money('5'), packageSize: qty('-100') } }, 'package.packageSize.value'],
        [{ package: { packagePrice: money('5') } }, 'package.packageSize'],
        [{ tiered: { tiers: [] } }, 'tiered.tiers'],
        [{ tiered: { tiers: [tier('5', undefined)] } }, 'tiered.tiers[0].startQuantity'],
        [{ tiered: { tiers: [tier('0', '100'), tier('200', undefined)] } }, 'tiered.tiers[1].startQuantity'],
        [{ tiered: { tiers: [tier('0', '100'), tier('50', undefined)] } }, 'tiered.tiers[1].startQuantity'],
        [
          { tiered: { tiers: [tier('0', '100'), tier(undefined, undefined)] } },
          'tiered.tiers[1].startQuantity',
        ],
        [
          { tiered: { tiers: [tier('0', undefined), tier('100', undefined)] } },
          'tiered.tiers[0].endQuantity',
        ],
        [{ tiered: { tiers: [tier('0', '0')] } }, 'tiered.tiers[0].endQuantity'],
        [{ tiered: { tiers: [tier('0', '10', '-2')] } }, 'tiered.tiers[0].unitPrice.amount.value'],
      ];
      for (const [model, field] of cases) {
        const response = await addRate(h, 'shapes', {
          product: 'products/p-plan',
          effectivePeriod: period(JAN),
          ...model,
        });
        expectFieldViolation(response, field);
      }
      expect(ok(await h.call('GET', '/v1/rateCards/shapes')).rates).toEqual([]);
    });

    it('an invalid initial rate fails the whole create, naming its index', async () => {
      const response = await createRateCard(h, 'atomic', {
        currencyCode: 'USD',
        rates: [
          { product: 'products/p-plan', effectivePeriod: period(JAN), flat: { amount: money('1') } },
          {
            product: 'products/p-usage',
            effectivePeriod: period(JAN),
            package: { packagePrice: money('1'), packageSize: qty('0') },
          },
        ],
      });
      expectFieldViolation(response, 'rates[1].package.packageSize.value');
      expectError(await h.call('GET', '/v1/rateCards/atomic'), 404, 'NOT_FOUND');
    });

    it('dimensionValues keys must be pricing group keys of the product', async () => {
      await mustCreateCard('dims', { currencyCode: 'USD' });
      const rate = (product: string, dimensionValues: unknown) => ({
        product,
        dimensionValues,
        effectivePeriod: period(JAN),
        flat: { amount: money('1') },
      });
      ok(await addRate(h, 'dims', rate('products/p-usage', { model: 'small' })));
      // A presentation key is not a pricing key.
      expectFieldViolation(
        await addRate(h, 'dims', rate('products/p-usage', { region: 'eu' })),
        'dimensionValues',
      );
      expectFieldViolation(
        await addRate(h, 'dims', rate('products/p-usage', { model: 'big', nope: 'x' })),
        'dimensionValues',
      );
      expectFieldViolation(
        await addRate(h, 'dims', rate('products/p-plan', { model: 'small' })),
        'dimensionValues',
      );
      expectFieldViolation(
        await addRate(h, 'dims', rate('products/p-usage', { model: 1 })),
        'dimensionValues.model',
      );
      expect(ok(await h.call('GET', '/v1/rateCards/dims')).rates).toHaveLength(1);
    });

    it('a rate names an existing product of the same organization', async () => {
      ok(await createProduct(h, 'p-globex', { type: 'SUBSCRIPTION' }, h.keyB));
      const rate = (product: unknown) => ({
        product,
        effectivePeriod: period(JAN),
        flat: { amount: money('1') },
      });
      expectFieldViolation(await addRate(h, 'dims', rate('products/p-globex')), 'product');
      expectFieldViolation(await addRate(h, 'dims', rate('products/nope')), 'product');
      expectFieldViolation(await addRate(h, 'dims', rate('p-plan')), 'product');
      expectFieldViolation(await addRate(h, 'dims', rate(undefined)), 'product');
      expectFieldViolation(
        await createRateCard(h, 'foreign', { currencyCode: 'USD', rates: [rate('products/p-globex')] }),
        'rates[0].product',
      );
      expectError(await h.call('GET', '/v1/rateCards/foreign'), 404, 'NOT_FOUND');
    });

    it('overlapping periods for the same product and dimensionValues are FAILED_PRECONDITION', async () => {
      await mustCreateCard('periods', { currencyCode: 'USD' });
      const rate = (
        id: string,
        product: string,
        dimensionValues: Record<string, string>,
        start: string,
        end?: string,
      ) => ({
        id,
        product: `products/${product}`,
        dimensionValues,
        effectivePeriod: period(start, end),
        unit: { unitPrice: money('1') },
      });
      const small = { model: 'small' };
      const accepted = [
        rate('jan', 'p-usage', small, JAN, FEB),
        // Adjacent periods do not overlap: [Jan, Feb) then [Feb, ...).
        rate('feb-on', 'p-usage', small, FEB),
        rate('dec', 'p-usage', small, '2025-12-01T00:00:00Z', JAN),
        rate('large', 'p-usage', { model: 'large' }, JAN),
        rate('default', 'p-usage', {}, JAN),
        rate('plan', 'p-plan', {}, JAN),
      ];
      for (const body of accepted) ok(await addRate(h, 'periods', body));

      const refused = [
        rate('mid-jan', 'p-usage', small, '2026-01-15T00:00:00Z', '2026-01-20T00:00:00Z'),
        rate('late-2025', 'p-usage', small, '2025-06-01T00:00:00Z', '2025-12-02T00:00:00Z'),
        rate('next-year', 'p-usage', small, '2027-01-01T00:00:00Z'),
        rate('all-time', 'p-usage', small, '2020-01-01T00:00:00Z'),
        rate('default-2', 'p-usage', {}, MAR),
        rate('plan-2', 'p-plan', {}, '2025-01-01T00:00:00Z', '2026-01-01T00:00:01Z'),
      ];
      for (const body of refused) expectError(await addRate(h, 'periods', body), 400, 'FAILED_PRECONDITION');

      const card = ok(await h.call('GET', '/v1/rateCards/periods'));
      expect(card.rates.map((r: { id: string }) => r.id)).toEqual([
        'jan',
        'feb-on',
        'dec',
        'large',
        'default',
        'plan',
      ]);
      expect(card.rates[0].effectivePeriod).toEqual(periodOut(JAN, FEB));

      // Overlap is per card: another card may price the same product for the same time.
      await mustCreateCard('periods-2', { currencyCode: 'USD' });
      ok(await addRate(h, 'periods-2', rate('mid-jan', 'p-usage', small, '2026-01-15T00:00:00Z')));
    });

    it('overlapping initial rates fail the create', async () => {
      const response = await createRateCard(h, 'overlap-create', {
        currencyCode: 'USD',
        rates: [
          { product: 'products/p-plan', effectivePeriod: period(JAN), flat: { amount: money('1') } },
          { product: 'products/p-plan', effectivePeriod: period(FEB, MAR), flat: { amount: money('2') } },
        ],
      });
      expectError(response, 400, 'FAILED_PRECONDITION');
      expectError(await h.call('GET', '/v1/rateCards/overlap-create'), 404, 'NOT_FOUND');
    });

    it('effectivePeriod needs a startTime before its endTime', async () => {
      const rate = (effectivePeriod: unknown) => ({
        product: 'products/p-plan',
        effectivePeriod,
        flat: { amount: money('1') },
      });
      expectFieldViolation(await addRate(h, 'shapes', rate(period(FEB, JAN))), 'effectivePeriod.endTime');
      expectFieldViolation(await addRate(h, 'shapes', rate(period(JAN, JAN))), 'effectivePeriod.endTime');
      expectFieldViolation(await addRate(h, 'shapes', rate(undefined)), 'effectivePeriod');
      expectFieldViolation(await addRate(h, 'shapes', rate({ endTime: FEB })), 'effectivePeriod.startTime');
      expectFieldViolation(
        await addRate(h, 'shapes', rate({ startTime: 'tomorrow' })),
        'effectivePeriod.startTime',
      );
      expectFieldViolation(
        await addRate(h, 'shapes', rate({ startTime: '2026-02-30T00:00:00Z' })),
        'effectivePeriod.startTime',
      );
      expect(ok(await h.call('GET', '/v1/rateCards/shapes')).rates).toEqual([]);
    });

    it('rate ids are checked and unique within the card', async () => {
      await mustCreateCard('ids', { currencyCode: 'USD' });
      const rate = (id: string, start: string, end: string) => ({
        id,
        product: 'products/p-plan',
        effectivePeriod: period(start, end),
        flat: { amount: money('1') },
      });
      expectFieldViolation(await addRate(h, 'ids', rate('Bad_Id', JAN, FEB)), 'id');
      ok(await addRate(h, 'ids', rate('first', JAN, FEB)));
      expectError(await addRate(h, 'ids', rate('first', FEB, MAR)), 409, 'ALREADY_EXISTS');
      // The same id on another card is another rate.
      ok(await addRate(h, 'periods-2', rate('first', JAN, FEB)));
      expect(ok(await h.call('GET', '/v1/rateCards/ids')).rates.map((r: { id: string }) => r.id)).toEqual([
        'first',
      ]);
      // Repeated within one create: bad input, and nothing is created.
      expectFieldViolation(
        await createRateCard(h, 'repeated-ids', {
          currencyCode: 'USD',
          rates: [rate('twice', JAN, FEB), rate('twice', FEB, MAR)],
        }),
        'rates[1].id',
      );
      expectError(await h.call('GET', '/v1/rateCards/repeated-ids'), 404, 'NOT_FOUND');
    });

    it('an identical retry of an added rate with a requestId replays instead of overlapping', async () => {
      await mustCreateCard('retry', { currencyCode: 'USD' });
      const body = { product: 'products/p-plan', effectivePeriod: period(JAN), flat: { amount: money('9') } };
      const first = await h.call('POST', '/v1/rateCards/retry/rates?requestId=add-rate-1', body);
      expect(first.status).toBe(200);
      const second = await h.call('POST', '/v1/rateCards/retry/rates?requestId=add-rate-1', body);
      expect(second.status).toBe(200);
      expect(second.body).toEqual(first.body);
      expect(ok(await h.call('GET', '/v1/rateCards/retry')).rates).toEqual([first.body]);
      expectError(await addRate(h, 'retry', body), 400, 'FAILED_PRECONDITION');
    });

    it('an unknown or foreign rate card is NOT_FOUND', async () => {
      ok(await createRateCard(h, 'g-card', { currencyCode: 'EUR' }, h.keyB));
      const body = {
        product: 'products/p-plan',
        effectivePeriod: period(JAN),
        flat: { amount: money('1', 'EUR') },
      };
      expectError(await addRate(h, 'nope', body), 404, 'NOT_FOUND');
      expectError(await addRate(h, 'g-card', body), 404, 'NOT_FOUND');
      expectError(await h.call('GET', '/v1/rateCards/g-card'), 404, 'NOT_FOUND');
      expectError(await h.call('GET', '/v1/rateCards/standard', undefined, h.keyB), 404, 'NOT_FOUND');
      expect(ok(await h.call('GET', '/v1/rateCards/g-card', undefined, h.keyB)).rates).toEqual([]);
    });

    it('lists every card once, in creation order, with its rates', async () => {
      const { items, sizes } = await listAll(h, 'rateCards', 'rateCards', 4);
      expect(items.map((c) => c.name)).toEqual(acmeCards);
      expect(sizes.length).toBeGreaterThan(1);
      for (const item of items) {
        expect(item).toEqual(ok(await h.call('GET', `/v1/${item.name}`)));
      }
      const globex = ok(await h.call('GET', '/v1/rateCards', undefined, h.keyB));
      expect(globex.rateCards.map((c: { name: string }) => c.name)).toEqual(['rateCards/g-card']);
    });
  });
});
