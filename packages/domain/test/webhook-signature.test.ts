/**
 * Standard Webhooks signatures: a fixed vector computed independently (openssl's HMAC-SHA256 over
 * `{id}.{timestamp}.{body}`, base64), and the `standardwebhooks` package (not our code) verifying what we sign.
 */
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { signatureHeader } from '../src/webhooks/signature.ts';

// Computed with:
//   printf '%s' 'msg_p5jXN8AQM9LWM0D4loKWxJek.1614265330.{"test": 2432232314}' \
//     | openssl dgst -sha256 -mac HMAC -macopt hexkey:$(printf '%s' "$KEY" | base64 -d | xxd -p -c 256) -binary \
//     | base64
const ID = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
const TIMESTAMP = 1614265330;
const BODY = '{"test": 2432232314}';
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const SIGNATURE = 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=';
// base64 of "second-secret-for-rotation".
const SECOND_SECRET = 'whsec_c2Vjb25kLXNlY3JldC1mb3Itcm90YXRpb24=';
const SECOND_SIGNATURE = 'v1,H1dghkiigkIfP2+S0A4rDaNYD9ZpZynI1PDk3tSUiqY=';

describe('signatureHeader', () => {
  it('matches the vector computed with openssl', () => {
    expect(signatureHeader([SECRET], ID, TIMESTAMP, BODY)).toBe(SIGNATURE);
    expect(signatureHeader([SECOND_SECRET], ID, TIMESTAMP, BODY)).toBe(SECOND_SIGNATURE);
  });

  it('signs with every secret of a rotation, in order, separated by one space', () => {
    expect(signatureHeader([SECOND_SECRET, SECRET], ID, TIMESTAMP, BODY)).toBe(
      `${SECOND_SIGNATURE} ${SIGNATURE}`,
    );
    expect(signatureHeader([], ID, TIMESTAMP, BODY)).toBe('');
  });

  it('keys by the bytes after a leading whsec_ only', () => {
    expect(signatureHeader(['MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'], ID, TIMESTAMP, BODY)).toBe(SIGNATURE);
    // A `whsec_` further in is part of the key (base64 decoding reads `_` as `/`).
    expect(signatureHeader(['MfKQwhsec_9r8GKYqrTwjUPD8ILPZIo2LaLaSw'], ID, TIMESTAMP, BODY)).not.toBe(
      SIGNATURE,
    );
  });

  it('covers the id, the timestamp and the body', () => {
    expect(signatureHeader([SECRET], 'msg_other', TIMESTAMP, BODY)).not.toBe(SIGNATURE);
    expect(signatureHeader([SECRET], ID, TIMESTAMP + 1, BODY)).not.toBe(SIGNATURE);
    expect(signatureHeader([SECRET], ID, TIMESTAMP, '{"test": 2432232315}')).not.toBe(SIGNATURE);
  });

  it('is what standardwebhooks signs, and verifies there with either secret of a rotation', () => {
    expect(new Webhook(SECRET).sign(ID, new Date(TIMESTAMP * 1000), BODY)).toBe(SIGNATURE);
    // The package accepts a timestamp within 5 minutes of its own (real) clock only.
    const timestamp = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({ type: 'invoice.paid', data: { amount: '12.50' } });
    const headers = {
      'webhook-id': ID,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureHeader([SECOND_SECRET, SECRET], ID, timestamp, body),
    };
    expect(new Webhook(SECRET).verify(body, headers)).toEqual(JSON.parse(body));
    expect(new Webhook(SECOND_SECRET).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook('whsec_b3RoZXI=').verify(body, headers)).toThrow();
  });
});
