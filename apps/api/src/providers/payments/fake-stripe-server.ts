import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { FakeStripeConnect } from './fake-stripe-connect.ts';

/** An amount the fake answers with a card_error, as Stripe does for a declined card. */
export const FAKE_STRIPE_DECLINE_AMOUNT = 402;

export interface FakeStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: URLSearchParams;
}

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  latest_charge: string;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * A local HTTP server answering the few Stripe API calls Mingle makes, the way Stripe does
 * (form-encoded requests, idempotency keys, card errors), plus helpers that build and sign
 * webhook events with the `stripe` package's own test helper. Stripe is not reachable here.
 */
export class FakeStripeServer {
  readonly requests: FakeStripeRequest[] = [];
  readonly intents = new Map<string, FakeIntent>();
  /** Connect: connected accounts, transfers and payouts (money out to hosts). */
  readonly connect = new FakeStripeConnect(() => this.url);
  /** The status new refunds get; card refunds may be "pending" until the webhook. */
  refundStatus: 'pending' | 'succeeded' | 'failed' = 'pending';
  readonly #byKey = new Map<string, { status: number; body: unknown }>();
  readonly #server = http.createServer((req, res) => this.#handle(req, res));
  url = '';

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  /** A webhook event as Stripe would send it. */
  event(type: string, object: Record<string, unknown>, eventId = id('evt')): string {
    return JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      data: { object },
    });
  }

  /** The Stripe-Signature header for a payload; `timestamp` in seconds, now by default. */
  static sign(payload: string, secret: string, timestamp?: number): string {
    return Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      ...(timestamp === undefined ? {} : { timestamp }),
    });
  }

  intentObject(intentId: string, status = 'succeeded'): Record<string, unknown> {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`no intent ${intentId}`);
    return { ...intent, status };
  }

  /** A charge object of a `charge.refunded` event for an intent. */
  refundedCharge(intentId: string, amountRefunded: number): Record<string, unknown> {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`no intent ${intentId}`);
    return {
      id: intent.latest_charge,
      object: 'charge',
      amount: intent.amount,
      amount_refunded: amountRefunded,
      currency: intent.currency,
      payment_intent: intent.id,
      refunded: amountRefunded >= intent.amount,
    };
  }

  #handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const idempotencyKey = header(req, 'idempotency-key');
      const params = new URLSearchParams(raw);
      this.requests.push({ method: req.method ?? 'GET', path, idempotencyKey, params });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(JSON.stringify(body));
      };
      if (!header(req, 'authorization')?.startsWith('Bearer sk_')) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      const cacheKey = idempotencyKey && `${req.method} ${path} ${idempotencyKey}`;
      const cached = cacheKey ? this.#byKey.get(cacheKey) : undefined;
      if (cached) return send(cached.status, cached.body);
      const answer =
        this.connect.route(req.method ?? 'GET', path, params, header(req, 'stripe-account')) ??
        this.#route(req.method ?? 'GET', path, params);
      if (cacheKey) this.#byKey.set(cacheKey, answer);
      return send(answer.status, answer.body);
    });
  }

  #route(method: string, path: string, params: URLSearchParams): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(params.get('amount'));
      if (amount === FAKE_STRIPE_DECLINE_AMOUNT) {
        return {
          status: 402,
          body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
        };
      }
      const intentId = id('pi');
      const intent: FakeIntent = {
        id: intentId,
        object: 'payment_intent',
        amount,
        currency: params.get('currency') ?? 'usd',
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
        metadata: { orderId: params.get('metadata[orderId]') ?? '' },
        latest_charge: id('ch'),
      };
      this.intents.set(intentId, intent);
      return { status: 200, body: intent };
    }
    const intentMatch = /^\/v1\/payment_intents\/([\w]+)$/.exec(path);
    if (method === 'GET' && intentMatch) {
      const intent = this.intents.get(intentMatch[1] ?? '');
      return intent
        ? { status: 200, body: intent }
        : {
            status: 404,
            body: { error: { type: 'invalid_request_error', message: 'No such payment_intent' } },
          };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = this.intents.get(params.get('payment_intent') ?? '');
      if (!intent) {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'No such payment_intent' } },
        };
      }
      return {
        status: 200,
        body: {
          id: id('re'),
          object: 'refund',
          amount: Number(params.get('amount') ?? intent.amount),
          currency: intent.currency,
          payment_intent: intent.id,
          charge: intent.latest_charge,
          status: this.refundStatus,
          failure_reason: this.refundStatus === 'failed' ? 'unknown' : null,
        },
      };
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` },
      },
    };
  }
}

function header(req: http.IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
