/**
 * An in-process fake of the Stripe endpoints the adapter uses (PaymentMethods, PaymentIntents create, search and
 * list), on loopback over plain HTTP, for stripe-node configured with its host, port and protocol. It keeps
 * Stripe's rules that matter here: one PaymentIntent per idempotency key (a repeated key replays the first
 * answer), card errors as 402 with the PaymentIntent, authentication by secret key, and (since API version
 * 2023-08-16, where automatic payment methods are on by default) a confirm that could need a redirect is refused
 * without a `return_url`: unless it is off-session, names its payment method types, or sets
 * `automatic_payment_methods[allow_redirects]=never`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  customer: string | null;
  payment_method: string;
  metadata: Record<string, string>;
  last_payment_error: { code: string; decline_code?: string; message: string } | null;
  created: number;
}

/** Test cards, named after Stripe's test PaymentMethods; `pm_card_timeout` charges but answers too late. */
const CARDS: Record<string, { decline?: string; brand: string; last4: string; country: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242', country: 'US' },
  pm_card_chargeDeclinedInsufficientFunds: {
    decline: 'insufficient_funds',
    brand: 'visa',
    last4: '9995',
    country: 'US',
  },
  pm_card_chargeDeclinedLostCard: { decline: 'lost_card', brand: 'visa', last4: '9987', country: 'US' },
  pm_card_authenticationRequired: {
    decline: 'authentication_required',
    brand: 'visa',
    last4: '3184',
    country: 'DE',
  },
  pm_card_timeout: { brand: 'visa', last4: '0000', country: 'US' },
};

export interface FakeStripe {
  port: number;
  secretKey: string;
  intents: FakeIntent[];
  /** Requests by method and path, in order. */
  requests: string[];
  /** The parameters of each PaymentIntent create, in order (replays included). */
  intentParams: Record<string, string>[];
  /** PaymentIntents refunded, once each whatever the retries. */
  refunds: string[];
  /** How long `pm_card_timeout` makes its caller wait. */
  lateMs: number;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${Date.now()}` });
  res.end(JSON.stringify(body));
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return new URLSearchParams(text);
}

export async function startFakeStripe(secretKey = 'sk_test_fakeStripeKey123'): Promise<FakeStripe> {
  const intents: FakeIntent[] = [];
  const replies = new Map<string, { status: number; body: unknown }>();
  const requests: string[] = [];
  let sequence = 0;
  const refunds: string[] = [];
  const fake: Omit<FakeStripe, 'port' | 'close'> = {
    secretKey,
    intents,
    requests,
    intentParams: [],
    refunds,
    lateMs: 1500,
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(`${req.method} ${url.pathname}`);
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return send(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    }
    const pm = /^\/v1\/payment_methods\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && pm) {
      const card = CARDS[pm[1]!];
      if (!card) {
        return send(res, 404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such PaymentMethod',
          },
        });
      }
      return send(res, 200, {
        id: pm[1],
        object: 'payment_method',
        type: 'card',
        customer: 'cus_fake',
        card: { brand: card.brand, last4: card.last4, country: card.country },
        billing_details: { address: { country: card.country } },
      });
    }
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const form = await readForm(req);
      const key = String(req.headers['idempotency-key'] ?? '');
      const replay = key ? replies.get(key) : undefined;
      if (replay) return send(res, replay.status, replay.body);
      fake.intentParams.push(Object.fromEntries(form));
      const method = form.get('payment_method') ?? '';
      const card = CARDS[method];
      const mayRedirect =
        form.get('confirm') === 'true' &&
        form.get('off_session') !== 'true' &&
        !form.get('return_url') &&
        form.get('automatic_payment_methods[allow_redirects]') !== 'never' &&
        ![...form.keys()].some((k) => /^(allowed_)?payment_method_types\[/.test(k));
      const metadata: Record<string, string> = {};
      for (const [k, v] of form) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m) metadata[m[1]!] = v;
      }
      const intent: FakeIntent = {
        id: `pi_fake_${++sequence}`,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        status: card && !card.decline ? 'succeeded' : 'requires_payment_method',
        customer: form.get('customer'),
        payment_method: method,
        metadata,
        last_payment_error: null,
        created: Math.floor(Date.now() / 1000),
      };
      let reply: { status: number; body: unknown };
      if (mayRedirect) {
        reply = {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              message:
                'A return_url must be specified: this PaymentIntent accepts payment methods that may need a redirect',
            },
          },
        };
      } else if (!card) {
        reply = {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: 'No such PaymentMethod',
            },
          },
        };
      } else if (card.decline) {
        const code = card.decline === 'authentication_required' ? 'authentication_required' : 'card_declined';
        intent.last_payment_error = {
          code,
          decline_code: card.decline,
          message: `Your card was declined (${card.decline}).`,
        };
        intents.push(intent);
        reply = {
          status: 402,
          body: {
            error: {
              type: 'card_error',
              code,
              decline_code: card.decline,
              message: intent.last_payment_error.message,
              payment_intent: intent,
            },
          },
        };
      } else {
        intents.push(intent);
        reply = { status: 200, body: intent };
      }
      if (key) replies.set(key, reply);
      if (method === 'pm_card_timeout') await new Promise((resolve) => setTimeout(resolve, fake.lateMs));
      if (res.destroyed) return;
      return send(res, reply.status, reply.body);
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const form = await readForm(req);
      const intent = form.get('payment_intent') ?? '';
      if (!intents.some((i) => i.id === intent)) {
        return send(res, 400, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such PaymentIntent',
          },
        });
      }
      if (!refunds.includes(intent)) refunds.push(intent);
      return send(res, 200, {
        id: `re_${intent}`,
        object: 'refund',
        payment_intent: intent,
        status: 'succeeded',
      });
    }
    if (req.method === 'GET' && url.pathname === '/v1/payment_intents/search') {
      const query = url.searchParams.get('query') ?? '';
      const m = /^metadata\['([a-z]+)'\]:'((?:[^'\\]|\\.)*)'$/.exec(query);
      if (!m) return send(res, 400, { error: { type: 'invalid_request_error', message: 'bad query' } });
      const value = m[2]!.replaceAll("\\'", "'");
      const data = intents.filter((i) => i.metadata[m[1]!] === value);
      return send(res, 200, {
        object: 'search_result',
        data,
        has_more: false,
        url: '/v1/payment_intents/search',
      });
    }
    if (req.method === 'GET' && url.pathname === '/v1/payment_intents') {
      const after = url.searchParams.get('starting_after');
      const limit = Number(url.searchParams.get('limit') ?? '10');
      const start = after ? intents.findIndex((i) => i.id === after) + 1 : 0;
      const data = intents.slice(start, start + limit);
      return send(res, 200, {
        object: 'list',
        data,
        has_more: start + limit < intents.length,
        url: '/v1/payment_intents',
      });
    }
    return send(res, 404, {
      error: { type: 'invalid_request_error', message: `no route ${req.method} ${url.pathname}` },
    });
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error) =>
      send(res, 500, { error: { type: 'api_error', message: String(error) } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return Object.assign(fake, {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  }) as FakeStripe;
}
