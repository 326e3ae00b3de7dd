import { SANDBOX_CARDS } from '@mingle/shared/schemas/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_STRIPE_DECLINE_AMOUNT, FakeStripeServer } from './fake-stripe-server.ts';
import type { ChargeInput, PaymentProvider } from './payment-provider.ts';
import { SandboxPayments } from './sandbox-payments.ts';
import { StripePayments } from './stripe-payments.ts';

const fake = new FakeStripeServer();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

interface Subject {
  name: string;
  provider: () => PaymentProvider;
  /** Input fields that make a charge go through (or start, for Stripe). */
  good: Partial<ChargeInput>;
  declined: Partial<ChargeInput>;
}

const subjects: Subject[] = [
  {
    name: 'sandbox',
    provider: () => new SandboxPayments(),
    good: { cardNumber: SANDBOX_CARDS.succeeds },
    declined: { cardNumber: SANDBOX_CARDS.declined },
  },
  {
    name: 'stripe (against a local fake of its API)',
    provider: () => new StripePayments({ secretKey: 'sk_test_contract', apiUrl: fake.url }),
    good: {},
    declined: { amountCents: FAKE_STRIPE_DECLINE_AMOUNT },
  },
];

const charge = (overrides: Partial<ChargeInput> = {}): ChargeInput => ({
  orderId: '00000000-0000-4000-8000-000000000001',
  amountCents: 4925,
  currency: 'USD',
  idempotencyKey: `key-${Math.random()}`,
  description: 'Mingle order',
  ...overrides,
});

describe.each(subjects)('payment provider contract: $name', (subject) => {
  it('starts or completes a payment and names it with a ref', async () => {
    const result = await subject.provider().charge(charge(subject.good));
    expect(['succeeded', 'requires_confirmation']).toContain(result.status);
    if (result.status === 'succeeded' || result.status === 'requires_confirmation') {
      expect(result.ref).toMatch(/^\w+$/);
    }
    if (result.status === 'requires_confirmation') expect(result.clientSecret).toContain(result.ref);
  });

  it('answers a retried call with the same idempotency key exactly as the first', async () => {
    const provider = subject.provider();
    const input = charge(subject.good);
    const first = await provider.charge(input);
    const again = await provider.charge({ ...input });
    expect(again).toEqual(first);
    const other = await provider.charge({ ...input, idempotencyKey: 'another-key' });
    expect(other).not.toEqual(first);
  });

  it('reports a declined card as a result, not an exception', async () => {
    const result = await subject.provider().charge(charge(subject.declined));
    expect(result).toEqual({ status: 'declined', message: expect.stringMatching(/declined/i) });
  });

  it('refunds part of a payment once per idempotency key', async () => {
    const provider = subject.provider();
    const paid = await provider.charge(charge(subject.good));
    if (paid.status !== 'succeeded' && paid.status !== 'requires_confirmation') throw new Error('no payment');
    const input = {
      paymentRef: paid.ref,
      amountCents: 4500,
      currency: 'USD',
      idempotencyKey: `refund-${paid.ref}`,
    };
    const first = await provider.refund(input);
    expect(['succeeded', 'pending']).toContain(first.status);
    expect(await provider.refund(input)).toEqual(first);
  });
});

describe('sandbox test cards', () => {
  it('fails with a processing error on the 0119 card, so the buyer can try again', async () => {
    const result = await new SandboxPayments().charge(charge({ cardNumber: SANDBOX_CARDS.processingError }));
    expect(result.status).toBe('failed');
  });

  it('points at the test card when another number is used', async () => {
    const result = await new SandboxPayments().charge(charge({ cardNumber: '5555555555554444' }));
    expect(result).toEqual({ status: 'declined', message: expect.stringContaining('4242 4242 4242 4242') });
  });
});

describe('stripe adapter', () => {
  it('sends the amount in cents, the currency in lower case, the order id and the idempotency key', async () => {
    const provider = new StripePayments({ secretKey: 'sk_test_contract', apiUrl: fake.url });
    await provider.charge(charge({ idempotencyKey: 'order-abc-pay-1' }));
    const request = fake.requests.findLast((r) => r.path === '/v1/payment_intents');
    expect(request?.idempotencyKey).toBe('order-abc-pay-1');
    expect(request?.params.get('amount')).toBe('4925');
    expect(request?.params.get('currency')).toBe('usd');
    expect(request?.params.get('metadata[orderId]')).toBe('00000000-0000-4000-8000-000000000001');
  });

  it('throws when Stripe cannot be reached, so the caller can answer 503 and retry', async () => {
    const provider = new StripePayments({ secretKey: 'sk_test_contract', apiUrl: 'http://127.0.0.1:9' });
    await expect(provider.charge(charge())).rejects.toThrow();
  });

  it('reports a failed refund', async () => {
    const provider = new StripePayments({ secretKey: 'sk_test_contract', apiUrl: fake.url });
    const paid = await provider.charge(charge());
    if (paid.status !== 'requires_confirmation') throw new Error('no intent');
    fake.refundStatus = 'failed';
    try {
      const result = await provider.refund({
        paymentRef: paid.ref,
        amountCents: 100,
        currency: 'USD',
        idempotencyKey: 'refund-fails',
      });
      expect(result.status).toBe('failed');
    } finally {
      fake.refundStatus = 'pending';
    }
  });
});
