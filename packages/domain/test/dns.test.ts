/**
 * Verification lookups (`createTxtLookup`) against a real DNS server on loopback: how TXT records are read
 * (docs/domains.md) and which failures are UNAVAILABLE.
 */
import { createSocket, type Socket } from 'node:dgram';
import { ApiError } from '@billing/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer, type TestDnsServer } from '../../../test/tools/dns-server.ts';
import { createTxtLookup } from '../src/domains/dns.ts';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('TXT lookups through node:dns with DNS_SERVERS', () => {
  let dns: TestDnsServer;
  /** A UDP socket that reads questions and never answers. */
  let silent: Socket;
  let silentAddress: string;

  beforeAll(async () => {
    dns = await startDnsServer();
    silent = createSocket('udp4');
    await new Promise<void>((resolve) => silent.bind(0, '127.0.0.1', resolve));
    silentAddress = `127.0.0.1:${silent.address().port}`;
  });

  afterAll(async () => {
    await dns?.close();
    silent?.close();
  });

  const lookup = () => createTxtLookup({ servers: [dns.address], timeoutMs: 1500 });

  it('joins the character-strings of each record, one value per record', async () => {
    dns.zone.set('_service-verification.multi.example.com', [
      ['service-verification=', 'abc', '123'],
      ['v=spf1 -all'],
    ]);
    expect(await lookup().resolveTxt('_service-verification.multi.example.com')).toEqual([
      'service-verification=abc123',
      'v=spf1 -all',
    ]);
  });

  it('returns every record at a name', async () => {
    const records = Array.from({ length: 5 }, (_, i) => [`service-verification=token-${i}`]);
    dns.zone.set('_service-verification.several.example.com', records);
    const values = await lookup().resolveTxt('_service-verification.several.example.com');
    expect([...values].sort()).toEqual(records.map(([v]) => v).sort());
  });

  it('reads NXDOMAIN and a name without TXT records as no records', async () => {
    dns.zone.set('_service-verification.gone.example.com', 'NXDOMAIN');
    expect(await lookup().resolveTxt('_service-verification.gone.example.com')).toEqual([]);
    expect(await lookup().resolveTxt('_service-verification.nothing-here.example.com')).toEqual([]);
  });

  it('asks the configured server, case-insensitively', async () => {
    dns.zone.set('_service-verification.case.example.com', [['service-verification=x']]);
    expect(await lookup().resolveTxt('_service-verification.CASE.example.com')).toEqual([
      'service-verification=x',
    ]);
    expect(dns.queries).toContain('_service-verification.case.example.com');
  });

  it('is UNAVAILABLE on SERVFAIL', async () => {
    dns.zone.set('_service-verification.broken.example.com', 'SERVFAIL');
    const error = await failure(lookup().resolveTxt('_service-verification.broken.example.com'));
    expect(error.code).toBe('UNAVAILABLE');
  });

  it('is UNAVAILABLE within the timeout when the server never answers', async () => {
    const started = Date.now();
    const quiet = createTxtLookup({ servers: [silentAddress], timeoutMs: 800 });
    const error = await failure(quiet.resolveTxt('_service-verification.silent.example.com'));
    expect(error.code).toBe('UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(3000);
    // The same for a name the test server chooses not to answer.
    dns.zone.set('_service-verification.mute.example.com', 'SILENT');
    const mute = createTxtLookup({ servers: [dns.address], timeoutMs: 800 });
    expect((await failure(mute.resolveTxt('_service-verification.mute.example.com'))).code).toBe(
      'UNAVAILABLE',
    );
  });

  it('refuses DNS_SERVERS entries that are not host[:port] addresses at start-up', () => {
    expect(() => createTxtLookup({ servers: ['not a server'], timeoutMs: 100 })).toThrow();
  });
});
