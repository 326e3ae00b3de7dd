import type { FastifyInstance, FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import { AppError } from './app-error.ts';

/** Stripe's own default: an event signed more than 5 minutes ago is refused (replays). */
const TOLERANCE_SECONDS = 300;

/**
 * Stripe signs the raw bytes, so a webhook route lives in its own encapsulated plugin whose JSON
 * parser keeps the body as a Buffer; every other route still parses JSON.
 */
export function keepRawJsonBody(raw: FastifyInstance): void {
  raw.removeContentTypeParser('application/json');
  raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
}

/** The event a signed webhook request carries; a missing, wrong or stale signature is refused. */
export function verifiedStripeEvent(request: FastifyRequest, secret: string): Stripe.Event {
  const signature = request.headers['stripe-signature'];
  if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') {
    throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'A signed Stripe event is expected');
  }
  try {
    return Stripe.webhooks.constructEvent(request.body, signature, secret, TOLERANCE_SECONDS);
  } catch {
    throw new AppError(
      'WEBHOOK_SIGNATURE_INVALID',
      'The Stripe signature is not valid or the event is too old',
    );
  }
}
