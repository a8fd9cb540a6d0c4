/**
 * Secrets at rest (payment credentials, webhook signing secrets): AES-256-GCM under a master key from configuration. Each ciphertext names
 * the id of the key that sealed it, so a new key can be added first in PAYMENT_MASTER_KEY while the old ones
 * still open what they sealed (docs/payments.md, key rotation).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface Keyring {
  /** The id of the key new ciphertexts are sealed with. */
  currentKeyId: string;
  keys: ReadonlyMap<string, Buffer>;
}

const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** `id:base64key[,id:base64key...]`, the first one sealing; each key 32 bytes. */
export function parseMasterKeys(raw: string): Keyring {
  const keys = new Map<string, Buffer>();
  let currentKeyId = '';
  for (const part of raw.split(',').map((p) => p.trim())) {
    const [id, encoded, extra] = part.split(':');
    // The message names the position only: the configured value is a secret.
    const where = `PAYMENT_MASTER_KEY entry ${keys.size + 1}`;
    if (!id || !encoded || extra !== undefined || !KEY_ID.test(id)) {
      throw new Error(`${where} must be keyId:base64key`);
    }
    const key = Buffer.from(encoded, 'base64');
    if (key.length !== 32) throw new Error(`${where} must hold 32 bytes (base64)`);
    if (keys.has(id)) throw new Error(`${where} repeats a key id`);
    keys.set(id, key);
    currentKeyId ||= id;
  }
  return { currentKeyId, keys };
}

/**
 * Seals `plain`; `context` (organization and connection) is authenticated with it, so a ciphertext copied to
 * another row does not open there.
 */
export function seal(keyring: Keyring, plain: string, context: string): string {
  const key = keyring.keys.get(keyring.currentKeyId)!;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
  return ['v1', keyring.currentKeyId, ...parts].join('.');
}

export function open(keyring: Keyring, sealed: string, context: string): string {
  const [version, keyId, iv, tag, body] = sealed.split('.');
  const key = keyId === undefined ? undefined : keyring.keys.get(keyId);
  if (version !== 'v1' || !key || iv === undefined || tag === undefined || body === undefined) {
    throw new Error(
      `a credential sealed under key ${keyId ?? '?'} cannot be opened with the configured keys`,
    );
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** The key id a ciphertext names (rotation tooling lists what still needs re-sealing). */
export function sealedKeyId(sealed: string): string {
  return sealed.split('.')[1] ?? '';
}
