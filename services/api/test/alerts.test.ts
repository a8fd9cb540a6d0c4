/**
 * Spend and usage alerts (issue 33; docs/alerts.md): thresholds fire `alert.triggered` once per billing period
 * when the refresh of a DRAFT first finds the value at or above them; a correction, a void or a replay that
 * lowers or recomputes the value fires nothing again in the period; the next period starts fresh; an alert made
 * after its threshold was crossed fires at the next pass; organization-wide alerts apply to customers without
 * their own. On the ManualClock across the March/April boundary, with both de-duplication profiles (in-process
 * and Redis, through the Redis ingest log), and once end to end through a receiver that checks the signature
 * with `standardwebhooks`.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Decimal, ManualClock } from '@billing/core';
import type { Sql } from '@billing/db';
import { type AlertObservation, fireAlerts, readWatchingAlerts } from '@billing/domain';
import { refreshDrafts } from '@billing/invoices';
import { runRefreshPass, runWebhookPass } from '@billing/worker';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectError, expectFieldViolation, ok } from './assertions.ts';
import { type BillingDriver, billingDriver } from './billing.ts';
import { type Harness, type IngestLogOption, startHarness } from './harness.ts';

const MAR = '2026-03-01T00:00:00.000Z';
const APR = '2026-04-01T00:00:00.000Z';
const MAY = '2026-05-01T00:00:00.000Z';
const at = (month: number, d: number, hour = 12) =>
  new Date(Date.UTC(2026, month - 1, d, hour)).toISOString();
const usd = (value: string) => ({ amount: { value }, currencyCode: 'USD' });

interface Triggered {
  subject: string;
  customer: string;
  threshold: string;
  value: string;
  period: string;
}

/**
 * `sql` with the text of every statement it sends recorded, those of its transactions too; fragments (never
 * awaited) are not statements, and show as `?` in the statement that uses them.
 */
function recording(sql: Sql): { sql: Sql; statements: string[] } {
  const statements: string[] = [];
  const wrap = <S extends object>(target: S): S =>
    new Proxy(target, {
      apply(fn, self, args: unknown[]) {
        const result = Reflect.apply(fn as (...a: unknown[]) => unknown, self, args) as {
          then: (...a: unknown[]) => unknown;
        };
        const strings = args[0] as { raw?: unknown } | undefined;
        if (!Array.isArray(strings) || strings.raw === undefined) return result;
        const then = result.then.bind(result);
        let sent = false;
        // biome-ignore lint/suspicious/noThenProperty: the statement's own then, wrapped to see it sent
        result.then = (...a: unknown[]) => {
          if (!sent) statements.push((strings as string[]).join('?').replace(/\s+/g, ' ').trim());
          sent = true;
          return then(...a);
        };
        return result;
      },
      get(object, property, receiver) {
        if (property !== 'begin') return Reflect.get(object, property, receiver);
        return (...args: unknown[]) => {
          const fn = args.pop() as (tx: object) => unknown;
          return (object as unknown as Sql).begin(...(args as []), (tx) => fn(wrap(tx)));
        };
      },
    });
  return { sql: wrap(sql), statements };
}

/** Both de-duplication profiles: in-process (events stored before the answer), Redis (through the ingest log). */
const PROFILES: IngestLogOption[] = ['buffer', 'redis'];

describe.each(PROFILES)('alerts (postgres, %s de-duplication)', (ingestLog) => {
  const clock = new ManualClock(at(3, 10));
  let h: Harness;
  let billing: BillingDriver;
  let seq = 0;

  const post = async (path: string, body: unknown = {}) => ok(await h.call('POST', `/v1/${path}`, body));
  const patch = async (path: string, body: unknown) => ok(await h.call('PATCH', `/v1/${path}`, body));

  /** Stores an event as the edge would; readable once the log (if any) is drained. */
  async function ingest(
    customer: string,
    tokens: string,
    model = 'small',
    eventTime = clock.now().toISOString(),
  ) {
    const eventId = `ev-${seq++}`;
    const [result] = await h.ingest('acme', [
      {
        customer: `customers/${customer}`,
        eventId,
        eventType: 'tokens',
        eventTime,
        properties: { tokens, model },
      },
    ]);
    expect(result!.status).toBe('ACCEPTED');
    await h.drainLog();
    return { eventId, eventTime, customer, model };
  }

  /** What the worker's refresh loop does a second later. */
  async function pass() {
    clock.advance(1000);
    await billing.refresh();
  }

  async function triggered(): Promise<Triggered[]> {
    // biome-ignore lint/suspicious/noExplicitAny: the stored payload, read field by field
    const rows = await h.db.sql<{ subject: string; payload: Record<string, any> }[]>`
      SELECT subject, payload FROM outbox_events WHERE organization_id = 'acme' AND type = 'alert.triggered'
      ORDER BY seq`;
    return rows.map(({ subject, payload }) => ({
      subject,
      customer: payload.customer,
      threshold: payload.threshold.amount?.value ?? payload.threshold.value,
      value: payload.value.amount?.value ?? payload.value.value,
      period: payload.period.startTime,
    }));
  }

  beforeAll(async () => {
    h = await startHarness('postgres', { clock, ingestLog });
    billing = await billingDriver(h, clock);
    await post('meters?meterId=tokens', {
      eventType: 'tokens',
      aggregation: 'SUM',
      valueProperty: 'tokens',
      groupKeys: ['model'],
    });
    await post('products?productId=api', { type: 'USAGE', displayName: 'API', meter: 'meters/tokens' });
    await post('rateCards?rateCardId=card', {
      currencyCode: 'USD',
      rates: [
        {
          id: 'api',
          product: 'products/api',
          effectivePeriod: { startTime: MAR },
          unit: { unitPrice: { amount: { value: '1' } } },
        },
      ],
    });
    for (const customer of ['a', 'b']) {
      await post(`customers?customerId=${customer}`, { currencyCode: 'USD' });
      await post(`customers/${customer}/contracts?contractId=k`, {
        rateCard: 'rateCards/card',
        billingAnchorDay: '1',
        effectivePeriod: { startTime: MAR },
      });
    }
    await billing.drain();
    await post('customers/a/alerts?alertId=spend', { type: 'SPEND', thresholds: [usd('10'), usd('100')] });
    await post('customers/a/alerts?alertId=big-model', {
      type: 'USAGE',
      meter: 'meters/tokens',
      dimensions: { model: 'big' },
      thresholds: [{ value: '5' }],
    });
    await post('alerts?alertId=anyone', { type: 'SPEND', thresholds: [usd('50')] });
  }, 120_000);

  afterAll(async () => {
    await billing?.close();
    await h?.close();
  });

  it('shows, lists, checks and refuses alerts like any resource', async () => {
    const alert = ok(await h.call('GET', '/v1/customers/a/alerts/spend'));
    expect(alert).toEqual({
      name: 'customers/a/alerts/spend',
      type: 'SPEND',
      meter: '',
      dimensions: {},
      thresholds: [usd('10.00'), usd('100.00')],
      status: 'ACTIVE',
      createTime: expect.any(String),
      updateTime: expect.any(String),
    });
    const mine = ok(await h.call('GET', '/v1/customers/a/alerts')).alerts;
    expect(mine.map((a: { name: string }) => a.name)).toEqual([
      'customers/a/alerts/spend',
      'customers/a/alerts/big-model',
    ]);
    const everyone = ok(await h.call('GET', '/v1/alerts')).alerts;
    expect(everyone.map((a: { name: string }) => a.name)).toEqual(['alerts/anyone']);
    expectFieldViolation(
      await h.call('POST', '/v1/customers/a/alerts', { type: 'SPEND', thresholds: [usd('10'), usd('5')] }),
      'thresholds[1]',
    );
    expectFieldViolation(
      await h.call('POST', '/v1/customers/a/alerts', {
        type: 'SPEND',
        thresholds: [{ amount: { value: '10' }, currencyCode: 'EUR' }],
      }),
      'thresholds[0].currencyCode',
    );
    expectFieldViolation(
      await h.call('POST', '/v1/customers/a/alerts', { type: 'SPEND', thresholds: [usd('0.001')] }),
      'thresholds[0].amount.value',
    );
    expectFieldViolation(
      await h.call('POST', '/v1/customers/a/alerts', {
        type: 'USAGE',
        meter: 'meters/tokens',
        dimensions: { region: 'eu' },
        thresholds: [{ value: '1' }],
      }),
      'dimensions.region',
    );
    expectFieldViolation(
      await h.call('POST', '/v1/customers/a/alerts', { type: 'USAGE', thresholds: [{ value: '1' }] }),
      'meter',
    );
    expectFieldViolation(
      await h.call('POST', '/v1/alerts', {
        type: 'SPEND',
        thresholds: Array.from({ length: 11 }, (_, i) => usd(String(i + 1))),
      }),
      'thresholds',
    );
    expectError(await h.call('GET', '/v1/customers/nobody/alerts/spend'), 404, 'NOT_FOUND');
    expectError(await h.call('GET', '/v1/customers/b/alerts/spend'), 404, 'NOT_FOUND');
    expectError(await h.call('GET', '/v1/alerts/spend'), 404, 'NOT_FOUND');
    expectError(await h.call('GET', '/v1/customers/a/alerts/spend', undefined, h.keyB), 404, 'NOT_FOUND');
    expectError(
      await h.call('POST', '/v1/alerts?alertId=anyone', { type: 'SPEND', thresholds: [usd('1')] }),
      409,
      'ALREADY_EXISTS',
    );
    expect(await triggered()).toEqual([]);
  });

  it('fires each threshold once, when the value first reaches it (>=), for that customer only', async () => {
    await ingest('a', '4', 'big');
    await pass();
    expect(await triggered()).toEqual([]);
    await ingest('a', '8', 'small');
    await pass();
    expect(await triggered()).toEqual([
      {
        subject: 'customers/a/alerts/spend',
        customer: 'customers/a',
        threshold: '10.00',
        value: '12.00',
        period: MAR,
      },
    ]);
    // The big model reaches 5 exactly: >= fires; the small model's 8 does not count toward it.
    await ingest('a', '1', 'big');
    await pass();
    expect((await triggered()).slice(1)).toEqual([
      {
        subject: 'customers/a/alerts/big-model',
        customer: 'customers/a',
        threshold: '5',
        value: '5',
        period: MAR,
      },
    ]);
    const alert = ok(await h.call('GET', '/v1/customers/a/alerts/big-model'));
    expect(alert.lastTriggerTime).toBe(clock.now().toISOString());
    // Nothing else happened: another pass over the same values fires nothing.
    await pass();
    expect(await triggered()).toHaveLength(2);
  });

  it('sends no firing and no event for a customer past thresholds already fired, refreshed again', async () => {
    const before = await triggered();
    // a: 13 of SPEND (10 fired, 100 not reached), 5 of the big model (its only threshold, 5, fired). An event of
    // no tokens: its DRAFT is recomputed, its values are as they were (the tests after count on them).
    await ingest('a', '0', 'small');
    clock.advance(1000);
    const recorded = recording(h.db.sql);
    const summary = await runRefreshPass({ sql: recorded.sql, events: h.usage.events, clock }, 0);
    expect(summary.refreshed).toBe(1);
    expect(ok(await h.call('GET', '/v1/customers/a/invoices')).invoices[0].total.amount.value).toBe('13.00');
    // What fired was read with the alerts, and nothing was sent to fire it again: no payload built or shipped.
    expect(
      recorded.statements.filter((s) => s.startsWith('SELECT k.n, t.alert_seq, t.threshold')),
    ).toHaveLength(1);
    expect(recorded.statements.filter((s) => /alert_firings|outbox_events/.test(s))).toEqual([]);
    expect(await triggered()).toEqual(before);
  });

  it('fires nothing again in the period after a correction lowers the value and usage raises it back', async () => {
    const before = await triggered();
    const event = await ingest('a', '3', 'small');
    await pass();
    // a: 4 + 8 + 1 + 3 = 16; the correction of the 8 (ev-1) to 0 takes it to 8, below the threshold 10.
    const eight = 'ev-1';
    ok(
      await h.call('POST', `/v1/usageEvents/${eight}:correct`, {
        reason: 'wrong count',
        replacement: {
          customer: 'customers/a',
          eventId: `${eight}-fixed`,
          eventType: 'tokens',
          eventTime: event.eventTime,
          properties: { tokens: '0', model: 'small' },
        },
      }),
    );
    await h.drainLog();
    await billing.drain();
    const draft = ok(await h.call('GET', '/v1/customers/a/invoices')).invoices[0];
    expect(draft.total.amount.value).toBe('8.00');
    await ingest('a', '4', 'small');
    await pass();
    expect(ok(await h.call('GET', '/v1/customers/a/invoices')).invoices[0].total.amount.value).toBe('12.00');
    expect(await triggered()).toEqual(before);
  });

  it('fires nothing again when a replay recomputes the period', async () => {
    const before = await triggered();
    ok(
      await h.call('POST', '/v1/usageEvents:replay', { startTime: MAR, endTime: clock.now().toISOString() }),
    );
    await billing.drain();
    await pass();
    expect(await triggered()).toEqual(before);
  });

  it("applies an organization-wide alert to customers without their own of its type, and not to a's", async () => {
    const before = await triggered();
    await ingest('b', '60', 'small');
    await ingest('a', '45', 'small');
    await pass();
    // a is at 57 (over 50) but its own SPEND alert replaces the organization's; b has none of its own.
    expect((await triggered()).slice(before.length)).toEqual([
      { subject: 'alerts/anyone', customer: 'customers/b', threshold: '50.00', value: '60.00', period: MAR },
    ]);
  });

  it('writes each event with the alert as the API shows it, the DRAFT, the threshold, the value and the period', async () => {
    // The events are built in SQL by the firing statement (alerts/fire.ts), not by toAlert: they must read as the
    // API renders the same alert, which fired last in that event (so lastTriggerTime is its time), SPEND and USAGE
    // (with dimensions), a customer's and the organization's.
    // biome-ignore lint/suspicious/noExplicitAny: the stored payload, compared whole
    const rows = await h.db.sql<{ subject: string; payload: any; create_time: Date }[]>`
      SELECT subject, payload, create_time FROM outbox_events
      WHERE organization_id = 'acme' AND type = 'alert.triggered' ORDER BY seq`;
    const last = (subject: string) => rows.filter((r) => r.subject === subject).at(-1)!;
    const invoices = async (customer: string) =>
      ok(await h.call('GET', `/v1/customers/${customer}/invoices`)).invoices as { name: string }[];
    const [a] = await invoices('a');
    const [b] = await invoices('b');
    const period = { startTime: MAR, endTime: APR };
    const cases = [
      {
        subject: 'customers/a/alerts/spend',
        customer: 'a',
        invoice: a!.name,
        threshold: usd('10.00'),
        value: usd('12.00'),
      },
      {
        subject: 'customers/a/alerts/big-model',
        customer: 'a',
        invoice: a!.name,
        threshold: { value: '5' },
        value: { value: '5' },
      },
      {
        subject: 'alerts/anyone',
        customer: 'b',
        invoice: b!.name,
        threshold: usd('50.00'),
        value: usd('60.00'),
      },
    ];
    for (const c of cases) {
      const alert = ok(await h.call('GET', `/v1/${c.subject}`));
      const event = last(c.subject);
      expect(alert.lastTriggerTime).toBe(event.create_time.toISOString());
      expect(event.payload).toEqual({
        alert,
        customer: `customers/${c.customer}`,
        invoice: c.invoice,
        threshold: c.threshold,
        value: c.value,
        period,
      });
    }
    expect(rows.find((r) => r.subject === 'customers/a/alerts/big-model')!.payload.alert.dimensions).toEqual({
      model: 'big',
    });
  });

  it('fires at once (the next pass) an alert whose threshold was crossed before it was made', async () => {
    const before = await triggered();
    await post('customers/b/alerts?alertId=late', { type: 'SPEND', thresholds: [usd('20'), usd('1000')] });
    await pass();
    expect((await triggered()).slice(before.length)).toEqual([
      {
        subject: 'customers/b/alerts/late',
        customer: 'customers/b',
        threshold: '20.00',
        value: '60.00',
        period: MAR,
      },
    ]);
  });

  it('starts fresh in the next period, and fires nothing again for a voided and regenerated invoice', async () => {
    const before = await triggered();
    // April 2: March ended a day ago; its invoices finalize (grace 24 hours) and April's DRAFTs exist.
    await billing.travel(at(4, 2, 1));
    const invoices = ok(await h.call('GET', '/v1/customers/a/invoices')).invoices;
    const march = invoices.find((i: { periodStartTime: string }) => i.periodStartTime === MAR);
    expect(march.status).toBe('FINALIZED');
    expect(await triggered()).toEqual(before);
    await ingest('a', '11', 'small');
    await pass();
    expect((await triggered()).slice(before.length)).toEqual([
      {
        subject: 'customers/a/alerts/spend',
        customer: 'customers/a',
        threshold: '10.00',
        value: '11.00',
        period: APR,
      },
    ]);
    // A void regenerates March's DRAFT, computed at once and again by the refresh: March's thresholds fired.
    const name = march.name as string;
    ok(await h.call('POST', `/v1/${name}:void`, { reason: 'reissue' }));
    await pass();
    const regenerated = ok(await h.call('GET', '/v1/customers/a/invoices')).invoices.filter(
      (i: { periodStartTime: string; status: string }) => i.periodStartTime === MAR && i.status === 'DRAFT',
    );
    expect(regenerated).toHaveLength(1);
    expect(regenerated[0].total.amount.value).toBe('57.00');
    expect((await triggered()).slice(before.length)).toHaveLength(1);
  });

  it('fires nothing while DISABLED, and what was reached meanwhile once ACTIVE again', async () => {
    const before = await triggered();
    const disabled = await patch('customers/a/alerts/spend', { status: 'DISABLED' });
    expect(disabled.status).toBe('DISABLED');
    await ingest('a', '100', 'small');
    await pass();
    expect(await triggered()).toEqual(before);
    await patch('customers/a/alerts/spend', { status: 'ACTIVE' });
    await pass();
    expect((await triggered()).slice(before.length)).toEqual([
      {
        subject: 'customers/a/alerts/spend',
        customer: 'customers/a',
        threshold: '100.00',
        value: '111.00',
        period: APR,
      },
    ]);
  });

  it('lets a new threshold fire in the period and the old ones not again; delete stops an alert', async () => {
    const before = await triggered();
    const changed = await patch('customers/a/alerts/spend', {
      thresholds: [usd('10'), usd('100'), usd('110')],
    });
    expect(changed.thresholds).toEqual([usd('10.00'), usd('100.00'), usd('110.00')]);
    await pass();
    expect((await triggered()).slice(before.length).map((t) => t.threshold)).toEqual(['110.00']);
    ok(await h.call('DELETE', '/v1/customers/b/alerts/late'));
    expectError(await h.call('GET', '/v1/customers/b/alerts/late'), 404, 'NOT_FOUND');
  });

  it('writes its events with ids that ascend in the order written (one leaf of the outbox key, not a random one)', async () => {
    // Version 7 ids, and those of one statement ascend in the order it wrote them. Across statements seq order
    // is not the order their ids were made in: two transactions of this process (a refresh pass and a job of the
    // buffer profile) may make their ids in one order and insert them in the other.
    const rows = await h.db.sql<{ id: string; statement: string }[]>`
      SELECT id, create_time::text || '/' || txid AS statement FROM (
        SELECT id, seq, create_time, xmin::text AS txid FROM outbox_events WHERE organization_id = 'acme'
      ) e ORDER BY seq`;
    const alertEvents = (await triggered()).length;
    expect(alertEvents).toBeGreaterThan(3);
    expect(rows.length).toBeGreaterThan(alertEvents);
    expect(rows.filter((r) => r.id[14] !== '7')).toEqual([]);
    const statements = new Map<string, string[]>();
    for (const r of rows) statements.set(r.statement, [...(statements.get(r.statement) ?? []), r.id]);
    expect([...statements.values()].some((ids) => ids.length > 1)).toBe(true);
    for (const ids of statements.values()) expect(ids).toEqual([...ids].sort());
  });

  it('refuses a 101st alert of a customer (each refresh of its DRAFTs reads them all)', async () => {
    await post('customers?customerId=many', { currencyCode: 'USD' });
    for (let i = 0; i < 100; i++) {
      await post(`customers/many/alerts?alertId=a${i}`, { type: 'SPEND', thresholds: [usd(String(i + 1))] });
    }
    const refused = await h.call('POST', '/v1/customers/many/alerts', {
      type: 'SPEND',
      thresholds: [usd('1')],
    });
    expectError(refused, 400, 'FAILED_PRECONDITION');
    expect(refused.body.error.message).toBe('customers/many already has 100 alerts: delete one first');
  });

  it('reads lastTriggerTime from the latest firing, in get and list alike', async () => {
    // The alert row is not written when it fires (migration 0024): the time is its latest alert_firings row's.
    const [latest] = await h.db.sql<{ t: Date }[]>`
      SELECT max(fire_time) AS t FROM alert_firings
      WHERE organization_id = 'acme' AND alert_seq = (
        SELECT seq FROM alerts WHERE organization_id = 'acme' AND customer_id = 'a' AND id = 'spend')`;
    const got = ok(await h.call('GET', '/v1/customers/a/alerts/spend'));
    expect(got.lastTriggerTime).toBe(latest!.t.toISOString());
    const listed = ok(await h.call('GET', '/v1/customers/a/alerts'));
    expect(listed.alerts.find((x: { name: string }) => x.name === 'customers/a/alerts/spend')).toEqual(got);
    const unfired = await post('customers/b/alerts?alertId=unfired', {
      type: 'SPEND',
      thresholds: [usd('1000000')],
    });
    expect(unfired.lastTriggerTime).toBeUndefined();
    ok(await h.call('DELETE', '/v1/customers/b/alerts/unfired'));
  });

  it('fires nothing for an alert disabled or deleted after its value was read, and fails no write', async () => {
    const ctx = { organization: 'acme', clock, sql: h.db.sql, pageSecret: '' };
    await post('customers/b/alerts?alertId=raced', { type: 'SPEND', thresholds: [usd('1')] });
    const alert = (await readWatchingAlerts(ctx, ['b'])).get('b')!.find((x) => x.id === 'raced')!;
    const observation: AlertObservation = {
      alert,
      customerId: 'b',
      contractId: 'k',
      invoiceId: 'raced-draft',
      periodStart: new Date(APR),
      periodEnd: new Date(MAY),
      value: '5.00',
      currencyCode: 'USD',
    };
    // ACTIVE, it fires (rolled back: this test leaves no firing behind).
    const rollback = new Error('rollback');
    await expect(
      h.db.sql.begin(async (tx) => {
        expect(await fireAlerts({ ...ctx, sql: tx }, [observation])).toBe(1);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    await patch('customers/b/alerts/raced', { status: 'DISABLED' });
    expect(await fireAlerts(ctx, [observation])).toBe(0);
    ok(await h.call('DELETE', '/v1/customers/b/alerts/raced'));
    expect(await fireAlerts(ctx, [observation])).toBe(0);
  });

  it('leaves no firing that counts when an alert is deleted while a refresh fires it; the same id starts fresh', async () => {
    const ctx = { organization: 'acme', clock, sql: h.db.sql, pageSecret: '' };
    await post('customers/b/alerts?alertId=gone', { type: 'SPEND', thresholds: [usd('1')] });
    const alert = (await readWatchingAlerts(ctx, ['b'])).get('b')!.find((x) => x.id === 'gone')!;
    const observation: AlertObservation = {
      alert,
      customerId: 'b',
      contractId: 'k',
      invoiceId: 'gone-draft',
      periodStart: new Date(APR),
      periodEnd: new Date(MAY),
      value: '5.00',
      currencyCode: 'USD',
    };
    // The refresh's transaction fires it, and the DELETE comes while it is open: the DELETE may wait for it (a
    // lock on the alert row) or not, and the firing commits after the DELETE began either way.
    let deleted: ReturnType<Harness['call']> | undefined;
    await h.db.sql.begin(async (tx) => {
      expect(await fireAlerts({ ...ctx, sql: tx }, [observation])).toBe(1);
      deleted = h.call('DELETE', '/v1/customers/b/alerts/gone');
      await Promise.race([deleted, new Promise((resolve) => setTimeout(resolve, 300))]);
    });
    ok(await deleted!);
    // Made again with the same id and another threshold: nothing of the deleted one counts for it.
    const again = await post('customers/b/alerts?alertId=gone', { type: 'SPEND', thresholds: [usd('2')] });
    expect(again.lastTriggerTime).toBeUndefined();
    // What a refresh read of the deleted alert (its threshold 1) fires nothing for the new one.
    expect(await fireAlerts(ctx, [observation])).toBe(0);
    const fresh = (await readWatchingAlerts(ctx, ['b'])).get('b')!.find((x) => x.id === 'gone')!;
    expect(await fireAlerts(ctx, [{ ...observation, alert: fresh }])).toBe(1);
    const fired = ok(await h.call('GET', '/v1/customers/b/alerts/gone'));
    expect(fired.lastTriggerTime).toBe(clock.now().toISOString());
    // b keeps no alert of its own (the organization-wide one watches it in the next test).
    ok(await h.call('DELETE', '/v1/customers/b/alerts/gone'));
  });

  it('fires once when two refreshes both read the threshold as not fired and race', async () => {
    const ctx = { organization: 'acme', clock, sql: h.db.sql, pageSecret: '' };
    await post('customers/b/alerts?alertId=twice', { type: 'SPEND', thresholds: [usd('1')] });
    const alert = (await readWatchingAlerts(ctx, ['b'])).get('b')!.find((x) => x.id === 'twice')!;
    // What both read beside their computation: nothing fired yet in the period.
    const observation: AlertObservation = {
      alert,
      customerId: 'b',
      contractId: 'k',
      invoiceId: 'twice-draft',
      periodStart: new Date(APR),
      periodEnd: new Date(MAY),
      value: '5.00',
      currencyCode: 'USD',
      fired: new Set(),
    };
    let second: Promise<number> | undefined;
    await h.db.sql.begin(async (tx) => {
      expect(await fireAlerts({ ...ctx, sql: tx }, [observation])).toBe(1);
      // The other refresh's insert waits on the first one's key until it commits, then inserts nothing.
      second = h.db.sql.begin((other) => fireAlerts({ ...ctx, sql: other }, [observation]));
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(await second!).toBe(0);
    const events = (await triggered()).filter((t) => t.subject === 'customers/b/alerts/twice');
    expect(events).toHaveLength(1);
    ok(await h.call('DELETE', '/v1/customers/b/alerts/twice'));
  });

  it('commits the firing beside the refresh: a refresh failing after it leaves the DRAFT stale and fires nothing twice', async () => {
    const ctx = { organization: 'acme', clock, sql: h.db.sql, pageSecret: '', events: h.usage.events };
    const draftOfA = async () => {
      const [row] = await h.db.sql<{ id: string; stale_version: string; stale: boolean; total: string }[]>`
        SELECT id, stale_version, stale, total::text FROM invoices
        WHERE organization_id = 'acme' AND customer_id = 'a' AND status = 'DRAFT' AND period_start = ${APR}`;
      return row!;
    };
    const firings = async () => {
      const [row] = await h.db.sql<{ n: number }[]>`
        SELECT count(*)::int AS n FROM alert_firings f JOIN alerts a ON a.seq = f.alert_seq
        WHERE a.organization_id = 'acme' AND a.customer_id = 'a' AND a.id = 'fault'`;
      return row!.n;
    };
    const faults = async () => (await triggered()).filter((t) => t.subject === 'customers/a/alerts/fault');
    const refreshA = async () => {
      const draft = await draftOfA();
      return refreshDrafts(ctx, [{ customerId: 'a', id: draft.id, version: draft.stale_version }]);
    };
    const before = await draftOfA();
    await ingest('a', '100', 'small');
    // Made after the usage: it marks a's DRAFTs stale (and the next refresh fires what is reached).
    await post('customers/a/alerts?alertId=fault', { type: 'SPEND', thresholds: [usd('150')] });
    expect((await draftOfA()).stale).toBe(true);
    clock.advance(1000);
    await h.db.sql.unsafe(`
      CREATE FUNCTION alerts_test_fault() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'injected fault'; END $$ LANGUAGE plpgsql`);
    try {
      // The firing fails: the refresh fails with it and writes nothing.
      await h.db.sql.unsafe(`
        CREATE TRIGGER alerts_test_fault BEFORE INSERT ON alert_firings
        FOR EACH ROW EXECUTE FUNCTION alerts_test_fault()`);
      await expect(refreshA()).rejects.toThrow('injected fault');
      await h.db.sql.unsafe('DROP TRIGGER alerts_test_fault ON alert_firings');
      expect(await draftOfA()).toMatchObject({ stale: true, total: before.total });
      expect([await firings(), (await faults()).length]).toEqual([0, 0]);
      // The DRAFT's write fails after the firing committed (in its own transaction, beside the write): the DRAFT
      // stays as it was and stale, the firing and its one event are there.
      await h.db.sql.unsafe(`
        CREATE TRIGGER alerts_test_fault BEFORE UPDATE OF total ON invoices
        FOR EACH ROW WHEN (NEW.customer_id = 'a') EXECUTE FUNCTION alerts_test_fault()`);
      await expect(refreshA()).rejects.toThrow('injected fault');
      await h.db.sql.unsafe('DROP TRIGGER alerts_test_fault ON invoices');
      expect(await draftOfA()).toMatchObject({ stale: true, total: before.total });
      expect([await firings(), (await faults()).length]).toEqual([1, 1]);
    } finally {
      await h.db.sql.unsafe('DROP TRIGGER IF EXISTS alerts_test_fault ON alert_firings');
      await h.db.sql.unsafe('DROP TRIGGER IF EXISTS alerts_test_fault ON invoices');
      await h.db.sql.unsafe('DROP FUNCTION alerts_test_fault()');
    }
    // The next refresh writes the DRAFT and fires nothing again: one firing, one event.
    await pass();
    const after = await draftOfA();
    expect(after.stale).toBe(false);
    expect(new Decimal(after.total).minus(before.total).toString()).toBe('100');
    expect([await firings(), (await faults()).length]).toEqual([1, 1]);
    expect((await faults())[0]).toMatchObject({ threshold: '150.00', period: APR });
    ok(await h.call('DELETE', '/v1/customers/a/alerts/fault'));
  });

  it('delivers alert.triggered to a webhook endpoint, signed (verified by standardwebhooks)', async () => {
    const got: { headers: Record<string, string>; body: string }[] = [];
    const server: Server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        got.push({
          headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
          body: Buffer.concat(chunks).toString('utf8'),
        });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
      const deps = {
        sql: h.db.sql,
        clock,
        services: { keyring: h.payments.keyring, allowPrivateNetworks: true, attemptTimeoutMs: 1000 },
      };
      // The events so far go out before the endpoint exists (to none): it receives only what comes after.
      await runWebhookPass(deps);
      const endpoint = await post('webhookEndpoints?webhookEndpointId=alerts', {
        url,
        enabledEventTypes: ['alert.triggered'],
      });
      // b's usage reaches its own 1000.
      await ingest('b', '1000', 'big');
      await pass();
      while ((await runWebhookPass(deps)).attempted > 0) {}
      expect(got).toHaveLength(1);
      vi.setSystemTime(clock.now());
      // biome-ignore lint/suspicious/noExplicitAny: the delivered event, read field by field
      let verified: any;
      try {
        verified = new Webhook(endpoint.secret).verify(got[0]!.body, got[0]!.headers);
      } finally {
        vi.useRealTimers();
      }
      expect(verified.type).toBe('alert.triggered');
      expect(verified.data).toMatchObject({
        alert: { name: 'alerts/anyone', type: 'SPEND' },
        customer: 'customers/b',
        threshold: usd('50.00'),
        period: { startTime: APR, endTime: MAY },
      });
      expect(verified.data.value.amount.value).toBe('1000.00');
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
