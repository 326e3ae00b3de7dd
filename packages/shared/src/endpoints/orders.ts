import { IdParam } from '../schemas/common.ts';
import { okEnvelope } from '../schemas/envelope.ts';
import {
  ZCreateOrderRequest,
  ZOrder,
  ZOrderQuote,
  ZPaymentsConfig,
  ZPayOrderRequest,
} from '../schemas/orders.ts';
import { endpoint } from './define.ts';
import { ZIdempotencyHeaders } from './headers.ts';
import { ordersPaths } from './orders.paths.ts';

const tags = ['orders'];
const security = [{ bearer: [] }];

export const ordersEndpoints = {
  paymentsConfig: endpoint({
    ...ordersPaths.paymentsConfig,
    tags,
    summary: 'Which payment provider checkout uses',
    response: { 200: okEnvelope(ZPaymentsConfig) },
  }),
  quote: endpoint({
    ...ordersPaths.quote,
    tags,
    summary:
      'Price a basket (and check a promo code) without claiming tickets; signed in, also the refusal the order would get (age 422, approval 403, capacity SOLD_OUT). 10 wrong promo codes a minute per event and caller, then 429 with Retry-After',
    params: IdParam,
    body: ZCreateOrderRequest,
    response: { 200: okEnvelope(ZOrderQuote) },
  }),
  create: endpoint({
    ...ordersPaths.create,
    tags,
    security,
    summary: 'Place an order: claims the tickets and holds them (free orders are paid at once)',
    params: IdParam,
    body: ZCreateOrderRequest,
    headers: ZIdempotencyHeaders,
    response: { 200: okEnvelope(ZOrder) },
  }),
  get: endpoint({
    ...ordersPaths.get,
    tags,
    security,
    summary: 'An order (buyer only)',
    params: IdParam,
    response: { 200: okEnvelope(ZOrder) },
  }),
  pay: endpoint({
    ...ordersPaths.pay,
    tags,
    security,
    summary:
      'Pay (buyer only). Sandbox: cardNumber; 422 PAYMENT_DECLINED, 503 PAYMENT_FAILED. Stripe: answers the client secret',
    params: IdParam,
    body: ZPayOrderRequest,
    headers: ZIdempotencyHeaders,
    response: { 200: okEnvelope(ZOrder) },
  }),
};
