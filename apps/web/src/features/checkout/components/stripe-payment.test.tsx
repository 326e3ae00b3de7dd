import type { Order } from '@mingle/shared/schemas/orders';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadStripeJs } from '../lib/stripe-js.ts';
import { StripePayment } from './stripe-payment.tsx';

vi.mock('../lib/stripe-js.ts', () => ({ loadStripeJs: vi.fn() }));

const order = { id: 'o1', payment: null } as unknown as Order;

afterEach(cleanup);

describe('Stripe payment', () => {
  it('says card payments need Stripe.js when it cannot be loaded', async () => {
    vi.mocked(loadStripeJs).mockRejectedValue(new Error('Stripe.js could not be loaded'));
    render(
      <StripePayment
        order={order}
        publishableKey="pk_test_123"
        submitLabel="Pay $10.00"
        startPayment={vi.fn()}
        onConfirmed={vi.fn()}
      />,
    );
    await screen.findByText(
      'Card payments by Stripe are configured on the server; Stripe.js is not loaded in this build.',
    );
    expect(screen.queryByRole('button', { name: 'Pay $10.00' })).toBeNull();
  });

  it('shows the card form once Stripe.js is there', async () => {
    const mount = vi.fn();
    vi.mocked(loadStripeJs).mockResolvedValue(() => ({
      elements: () => ({ create: () => ({ mount, destroy: vi.fn() }) }),
      confirmCardPayment: vi.fn(),
    }));
    render(
      <StripePayment
        order={order}
        publishableKey="pk_test_123"
        submitLabel="Pay $10.00"
        startPayment={vi.fn()}
        onConfirmed={vi.fn()}
      />,
    );
    await screen.findByRole('button', { name: 'Pay $10.00' });
    expect(mount).toHaveBeenCalled();
  });
});
