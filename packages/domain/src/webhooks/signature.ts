/**
 * Standard Webhooks signatures: `v1,` + base64 of HMAC-SHA256 over `{id}.{timestamp}.{body}`, keyed by the
 * bytes of the secret after `whsec_`. Several secrets (a rotation's 24 hours) give several signatures, separated
 * by spaces; a receiver accepts the message when one of them verifies.
 */
import { createHmac } from 'node:crypto';

export function signatureHeader(
  secrets: readonly string[],
  id: string,
  timestamp: number,
  body: string,
): string {
  return secrets
    .map((secret) => {
      const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
      return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
    })
    .join(' ');
}
