import { formatMoney } from '@mingle/shared/fees';
import type { Order, PaymentsConfig } from '@mingle/shared/schemas/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { checkoutKeys } from '../api/keys.ts';
import { payOrder, usePayOrder } from '../api/pay-order.ts';
import { type CardFields, formatCardNumber } from '../lib/card.ts';
import { useCountdown } from '../lib/countdown.ts';
import { useAttemptKeys } from '../lib/idempotency-key.ts';
import { checkoutPath } from '../lib/paths.ts';
import { CardForm } from './card-form.tsx';
import { EventSummary } from './event-summary.tsx';
import { HoldCountdown } from './hold-countdown.tsx';
import { OrderLines } from './order-lines.tsx';
import { StripePayment } from './stripe-payment.tsx';
import { TestCardsBox } from './test-cards-box.tsx';

export interface PaymentStepProps {
  order: Order;
  config: PaymentsConfig;
  /** The Stripe webhook is awaited: the order is being polled. */
  onStripeConfirmed: () => void;
}

const EMPTY_CARD: CardFields = { number: '', expiry: '', cvc: '', name: '' };

/** Readable words for what the provider answered. */
function paymentMessage(err: Error): { title: string; text: string } {
  if (err instanceof ApiError && err.code === 'PAYMENT_DECLINED')
    return { title: 'Payment declined', text: `${err.message} Your tickets are still held.` };
  if (err instanceof ApiError && err.code === 'PAYMENT_FAILED')
    return { title: 'The payment did not go through', text: `${err.message} Nothing was charged.` };
  return { title: 'The payment did not go through', text: err.message };
}

/**
 * Payment: the hold's countdown, the order, and the card form (the sandbox's, or Stripe's).
 * A declined card leaves the order and its hold as they are, so another card can be tried.
 */
export function PaymentStep({ order, config, onStripeConfirmed }: PaymentStepProps) {
  const queryClient = useQueryClient();
  const keys = useAttemptKeys();
  const pay = usePayOrder();
  const [card, setCard] = useState<CardFields>(EMPTY_CARD);
  const left = useCountdown(order.expiresAt);
  const holdMs = Math.max(left, config.holdMinutes * 60_000);
  const money = (cents: number) => formatMoney(cents, order.currency);
  const expired = order.status === 'expired' || (order.status === 'pending' && left <= 0);

  if (expired) {
    return (
      <div className="stack narrow">
        <Alert variant="error" title="Your hold expired — the tickets were released">
          Hold times keep tickets fair for everyone. Start again to choose your tickets.
        </Alert>
        <ButtonLink to={checkoutPath({ eventId: order.eventId })} block>
          Start again
        </ButtonLink>
      </div>
    );
  }

  function payWithCard(cardDigits: string) {
    pay.reset();
    pay.mutate(
      { orderId: order.id, cardNumber: cardDigits, idempotencyKey: keys.keyFor(`${order.id}|${cardDigits}`) },
      {
        onError: (err) => {
          if (err instanceof ApiError && err.status >= 400 && err.status < 500) keys.renew();
          if (err instanceof ApiError && err.code === 'PAYMENT_DECLINED')
            setCard((c) => ({ ...c, number: '' }));
          if (err instanceof ApiError && err.code === 'ORDER_EXPIRED')
            void queryClient.invalidateQueries({ queryKey: checkoutKeys.order(order.id) });
        },
      },
    );
  }

  const submitLabel = `Pay ${money(order.totalCents)}`;
  const failure = pay.error
    ? paymentMessage(pay.error)
    : order.paymentError
      ? { title: 'The last payment did not go through', text: order.paymentError }
      : null;
  return (
    <div className="checkout-grid">
      <div className="stack">
        <HoldCountdown left={left} totalMs={holdMs} />
        <section className="card stack" aria-label="Card payment">
          {failure && (
            <Alert variant="error" title={failure.title}>
              {failure.text}
            </Alert>
          )}
          {config.provider === 'stripe' ? (
            <StripePayment
              order={order}
              publishableKey={config.publishableKey}
              submitLabel={submitLabel}
              startPayment={() =>
                payOrder({ orderId: order.id, idempotencyKey: keys.keyFor(`${order.id}|stripe`) })
              }
              onConfirmed={onStripeConfirmed}
            />
          ) : (
            <CardForm
              card={card}
              onChange={setCard}
              submitLabel={submitLabel}
              busy={pay.isPending}
              onPay={payWithCard}
            />
          )}
          {config.testCards && config.provider === 'sandbox' && (
            <TestCardsBox
              cards={config.testCards}
              onUse={(n) => setCard((c) => ({ ...c, number: formatCardNumber(n) }))}
            />
          )}
        </section>
      </div>
      <aside className="card checkout-summary stack" aria-label="Order summary">
        <EventSummary event={order.event} />
        <OrderLines order={order} />
      </aside>
    </div>
  );
}
