/**
 * Payments go through this interface (docs/architecture.md, providers): the sandbox provider by default, Stripe
 * when its keys are set. Card problems come back as results; an unreachable provider throws.
 */
import type { CardPaymentProvider } from '@mingle/shared/enums';

export interface ChargeInput {
  orderId: string;
  amountCents: number;
  currency: string;
  /** Sandbox only: the test card number. Stripe collects the card in the browser. */
  cardNumber?: string | undefined;
  /** The same key never charges twice. */
  idempotencyKey: string;
  description: string;
}

export type ChargeResult =
  /** The money is taken (sandbox). */
  | { status: 'succeeded'; ref: string }
  /** The client confirms with `clientSecret`; the webhook reports the outcome (Stripe). */
  | { status: 'requires_confirmation'; ref: string; clientSecret: string }
  | { status: 'declined'; message: string }
  /** The processor failed; trying again later may work. */
  | { status: 'failed'; message: string };

export interface RefundInput {
  /** The ref a successful charge returned. */
  paymentRef: string;
  amountCents: number;
  currency: string;
  idempotencyKey: string;
}

export type RefundResult =
  | { status: 'succeeded'; ref: string }
  /** Accepted; the webhook reports the outcome. */
  | { status: 'pending'; ref: string }
  | { status: 'failed'; message: string };

export interface PaymentProvider {
  readonly name: CardPaymentProvider;
  charge(input: ChargeInput): Promise<ChargeResult>;
  refund(input: RefundInput): Promise<RefundResult>;
}
