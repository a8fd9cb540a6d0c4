/** The credentials' sealing (docs/payments.md): AES-256-GCM, key ids in ciphertexts, rotation, tampering. */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { open, parseMasterKeys, seal, sealedKeyId } from '../src/index.ts';

const key = () => randomBytes(32).toString('base64');

describe('payment keyring', () => {
  it('opens what it sealed, under the key the ciphertext names', () => {
    const ring = parseMasterKeys(`k1:${key()}`);
    const sealed = seal(ring, '{"secretKey":"sk_test_x"}', 'acme/providerConnections/c');
    expect(sealedKeyId(sealed)).toBe('k1');
    expect(sealed).not.toContain('sk_test_x');
    expect(open(ring, sealed, 'acme/providerConnections/c')).toBe('{"secretKey":"sk_test_x"}');
    // Fresh IV each time: equal credentials do not look equal at rest.
    expect(seal(ring, 'same', 'x')).not.toBe(seal(ring, 'same', 'x'));
  });

  it('rotates: a new first key seals, the old one still opens', () => {
    const [old, fresh] = [key(), key()];
    const before = parseMasterKeys(`k1:${old}`);
    const sealed = seal(before, 'secret', 'ctx');
    const after = parseMasterKeys(`k2:${fresh},k1:${old}`);
    expect(open(after, sealed, 'ctx')).toBe('secret');
    expect(sealedKeyId(seal(after, 'secret', 'ctx'))).toBe('k2');
    // Once k1 is removed, what it sealed cannot be opened (re-seal before removing a key).
    expect(() => open(parseMasterKeys(`k2:${fresh}`), sealed, 'ctx')).toThrow(/key k1/);
  });

  it('refuses a ciphertext changed, or moved to another row', () => {
    const ring = parseMasterKeys(`k1:${key()}`);
    const sealed = seal(ring, 'secret', 'acme/providerConnections/a');
    expect(() => open(ring, sealed, 'acme/providerConnections/b')).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[4]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[4] = body.toString('base64url');
    expect(() => open(ring, parts.join('.'), 'acme/providerConnections/a')).toThrow();
  });

  it('refuses malformed configuration without echoing it', () => {
    const secret = key();
    for (const bad of [secret, `k1:${secret.slice(4)}`, `k1:${secret},k1:${secret}`, `bad id:${secret}`]) {
      let message = '';
      try {
        parseMasterKeys(bad);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/PAYMENT_MASTER_KEY/);
      expect(message).not.toContain(secret.slice(4, 20));
    }
  });
});
