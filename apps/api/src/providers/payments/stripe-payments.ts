import Stripe from 'stripe';
import type {
  ChargeInput,
  ChargeResult,
  PaymentProvider,
  RefundInput,
  RefundResult,
} from './payment-provider.ts';

export interface StripeSettings {
  secretKey: string;
  /** A local server answering like Stripe's API (tests); Stripe's own by default. */
  apiUrl?: string | undefined;
}

export function createStripeClient(settings: StripeSettings): Stripe {
  const url = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === 'http:' ? 80 : 443),
          protocol: url.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/**
 * Stripe Payment Intents: `charge` creates the intent and hands its client secret to the
 * browser, which confirms the card; the webhook then reports success. Refunds are created
 * here and completed by webhook too.
 */
export class StripePayments implements PaymentProvider {
  readonly name = 'stripe';
  readonly #stripe: Stripe;

  constructor(settings: StripeSettings) {
    this.#stripe = createStripeClient(settings);
  }

  async charge(input: ChargeInput): Promise<ChargeResult> {
    try {
      const intent = await this.#stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency.toLowerCase(),
          description: input.description,
          metadata: { orderId: input.orderId },
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (intent.status === 'succeeded') return { status: 'succeeded', ref: intent.id };
      if (!intent.client_secret) return { status: 'failed', message: 'The payment could not be started' };
      return { status: 'requires_confirmation', ref: intent.id, clientSecret: intent.client_secret };
    } catch (err) {
      if (err instanceof Stripe.errors.StripeCardError) {
        return { status: 'declined', message: err.message || 'Your card was declined.' };
      }
      throw err;
    }
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    const refund = await this.#stripe.refunds.create(
      { payment_intent: input.paymentRef, amount: input.amountCents, reason: 'requested_by_customer' },
      { idempotencyKey: input.idempotencyKey },
    );
    if (refund.status === 'succeeded') return { status: 'succeeded', ref: refund.id };
    if (refund.status === 'failed' || refund.status === 'canceled') {
      return { status: 'failed', message: refund.failure_reason ?? 'The refund failed' };
    }
    return { status: 'pending', ref: refund.id };
  }
}
