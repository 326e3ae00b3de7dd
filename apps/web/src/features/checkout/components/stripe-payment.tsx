import type { Order } from '@mingle/shared/schemas/orders';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { loadStripeJs, type StripeCardElement, type StripeInstance } from '../lib/stripe-js.ts';

export interface StripePaymentProps {
  order: Order;
  publishableKey: string | null;
  submitLabel: string;
  /** Asks the server for the PaymentIntent (POST orders/:id/pay) and answers the order. */
  startPayment: () => Promise<Order>;
  /** Stripe accepted the card; the server marks the order paid when its webhook arrives. */
  onConfirmed: () => void;
}

type Load = { state: 'loading' } | { state: 'ready'; stripe: StripeInstance } | { state: 'unavailable' };

/**
 * Card payments through Stripe: Stripe.js collects the card (it never touches our servers) and
 * confirms the PaymentIntent the server made. Without Stripe.js (no network to Stripe) the
 * screen says so instead of showing a form that cannot work.
 */
export function StripePayment({
  order,
  publishableKey,
  submitLabel,
  startPayment,
  onConfirmed,
}: StripePaymentProps) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mountRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<StripeCardElement | null>(null);
  const key = order.payment?.publishableKey ?? publishableKey;

  useEffect(() => {
    let cancelled = false;
    if (!key) {
      setLoad({ state: 'unavailable' });
      return;
    }
    loadStripeJs()
      .then((make) => !cancelled && setLoad({ state: 'ready', stripe: make(key) }))
      .catch(() => !cancelled && setLoad({ state: 'unavailable' }));
    return () => {
      cancelled = true;
    };
  }, [key]);

  useEffect(() => {
    if (load.state !== 'ready' || !mountRef.current) return;
    const card = load.stripe.elements().create('card', { hidePostalCode: true });
    card.mount(mountRef.current);
    cardRef.current = card;
    return () => {
      card.destroy();
      cardRef.current = null;
    };
  }, [load]);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (load.state !== 'ready' || !cardRef.current) return;
    setBusy(true);
    setError(null);
    try {
      const started = order.payment?.clientSecret ? order : await startPayment();
      const secret = started.payment?.clientSecret;
      if (!secret) throw new Error('The payment could not be started. Try again.');
      const result = await load.stripe.confirmCardPayment(secret, {
        payment_method: { card: cardRef.current, billing_details: { name: name.trim() || undefined } },
      });
      if (result.error) throw new Error(result.error.message ?? 'Your card was declined. Try another card.');
      onConfirmed();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The payment failed. Try again.');
    } finally {
      setBusy(false);
    }
  }

  if (load.state === 'loading') return <p className="muted">Loading the secure card form…</p>;
  if (load.state === 'unavailable') {
    return (
      <Alert variant="info" title="Card payment unavailable here">
        Card payments by Stripe are configured on the server; Stripe.js is not loaded in this build.
      </Alert>
    );
  }
  return (
    <form className="card-form" onSubmit={(e) => void pay(e)} noValidate aria-label="Card details">
      <div className="field">
        <span className="label">Card</span>
        <div ref={mountRef} className="input stripe-card" />
      </div>
      <TextField
        label="Name on card"
        autoComplete="cc-name"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      {error && <Alert variant="error">{error}</Alert>}
      <Button type="submit" block loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
