/** Classification of Host headers (docs/api-conventions.md; docs/domains.md, routing). */
import { describe, expect, it } from 'vitest';
import { classifyHost, normalizeHost } from '../src/host.ts';

describe('Host classification', () => {
  const classify = (host: string | undefined) => classifyHost(host, 'billing.test', ['lb.internal']);

  it('normalizes case, port, trailing dot and IPv6 brackets', () => {
    expect(normalizeHost('Shop.Example.COM:8443')).toBe('shop.example.com');
    expect(normalizeHost('shop.example.com.')).toBe('shop.example.com');
    expect(normalizeHost('[::1]:8080')).toBe('::1');
    expect(normalizeHost('[2001:db8::1]')).toBe('2001:db8::1');
  });

  it('takes the organization from the key on direct hosts', () => {
    for (const host of [
      undefined,
      '',
      'localhost',
      'LOCALHOST:80',
      '127.0.0.1:8080',
      '10.0.0.7',
      '[::1]:8080',
      'LB.internal:9000',
    ]) {
      expect(classify(host), String(host)).toEqual({ kind: 'direct' });
    }
  });

  it('reads a default hostname as its organization', () => {
    expect(classify('acme.billing.test')).toEqual({ kind: 'default', organization: 'acme' });
    expect(classify('ACME.Billing.Test.:443')).toEqual({ kind: 'default', organization: 'acme' });
  });

  it('routes nowhere under the base domain unless one label names an organization', () => {
    for (const host of ['billing.test', 'a.b.billing.test', 'Bad_Label.billing.test', '-x.billing.test']) {
      expect(classify(host), host).toEqual({ kind: 'none' });
    }
  });

  it('leaves other names to the custom hostnames', () => {
    expect(classify('Shop.Example.com:443')).toEqual({ kind: 'custom', hostname: 'shop.example.com' });
    expect(classify('billing.test.example.com')).toEqual({
      kind: 'custom',
      hostname: 'billing.test.example.com',
    });
  });
});
