import { createHash } from 'node:crypto';
import { SANDBOX_CARDS } from '@mingle/shared/schemas/orders';
import type {
  ChargeInput,
  ChargeResult,
  PaymentProvider,
  RefundInput,
  RefundResult,
} from './payment-provider.ts';

function refFor(prefix: string, idempotencyKey: string): string {
  return `${prefix}_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
}

/**
 * The embedded default: instant answers by test card number, no network. Refs derive from the
 * idempotency key, so a retried call answers exactly as the first one did.
 */
export class SandboxPayments implements PaymentProvider {
  readonly name = 'sandbox';

  async charge(input: ChargeInput): Promise<ChargeResult> {
    switch (input.cardNumber) {
      case SANDBOX_CARDS.succeeds:
        return { status: 'succeeded', ref: refFor('sbx_pi', input.idempotencyKey) };
      case SANDBOX_CARDS.declined:
        return { status: 'declined', message: 'Your card was declined. Try another card.' };
      case SANDBOX_CARDS.processingError:
        return { status: 'failed', message: 'The card processor had an error. Try again in a moment.' };
      case undefined:
        return { status: 'declined', message: 'Enter a card number' };
      default:
        return {
          status: 'declined',
          message: `This is the sandbox: use the test card ${SANDBOX_CARDS.succeeds.replace(/(\d{4})(?=\d)/g, '$1 ')}`,
        };
    }
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    return { status: 'succeeded', ref: refFor('sbx_re', input.idempotencyKey) };
  }
}
