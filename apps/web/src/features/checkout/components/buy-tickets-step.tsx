import type { Event, TicketType } from '@mingle/shared/schemas/events';
import {
  type CreateOrderRequest,
  ORDER_HOLD_MINUTES,
  ORDER_MAX_QUANTITY_PER_LINE,
  type Order,
} from '@mingle/shared/schemas/orders';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateOrder } from '../api/create-order.ts';
import { checkoutKeys } from '../api/keys.ts';
import { quoteOrder, useOrderQuote } from '../api/quote-order.ts';
import { type Breakdown, localBreakdown, quoteBreakdown, selectionLines } from '../lib/breakdown.ts';
import { useAttemptKeys } from '../lib/idempotency-key.ts';
import { clampSelection, eventOnSale, type Selection, saleState, selectedCount } from '../lib/sale-state.ts';
import { EventSummary } from './event-summary.tsx';
import { PriceBreakdown } from './price-breakdown.tsx';
import { PromoCodeField } from './promo-code-field.tsx';
import { TicketTypeRow } from './ticket-type-row.tsx';
import './ticket-types.css';

export interface BuyTicketsStepProps {
  event: Event;
  initialSelection: Selection;
  onOrderPlaced: (order: Order) => void;
  /** What a sold-out ticket type offers instead of a quantity (the waitlist). */
  soldOutAction: (ticketType: TicketType) => ReactNode;
}

function orderRequest(event: Event, selection: Selection, promoCode: string | null): CreateOrderRequest {
  return {
    items: selectionLines(event.ticketTypes, selection).map((l) => ({
      ticketTypeId: l.ticketTypeId,
      quantity: l.quantity,
    })),
    ...(promoCode ? { promoCode } : {}),
  };
}

const isPromoError = (err: unknown): err is ApiError =>
  err instanceof ApiError && err.code === 'PROMO_CODE_INVALID';

/**
 * Buy Tickets: quantities per ticket type, a promo code, the live breakdown, and Continue,
 * which places the order (claiming the tickets for the hold) and moves on to Payment.
 */
export function BuyTicketsStep({
  event,
  initialSelection,
  onOrderPlaced,
  soldOutAction,
}: BuyTicketsStepProps) {
  const queryClient = useQueryClient();
  const keys = useAttemptKeys();
  const createOrder = useCreateOrder();
  const now = new Date();
  const open = eventOnSale(event, now);
  const [selection, setSelection] = useState<Selection>(() =>
    clampSelection(initialSelection, event.ticketTypes, open, now, ORDER_MAX_QUANTITY_PER_LINE),
  );
  const [promo, setPromo] = useState<string | null>(null);
  const [promoError, setPromoError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);

  const count = selectedCount(selection);
  const request = orderRequest(event, selection, promo);
  const quote = useOrderQuote(event.id, promo && count > 0 ? request : null);
  const quoteFailed = promo !== null && count > 0 && quote.isError;
  const breakdown: Breakdown =
    promo && count > 0 && quote.data && !quoteFailed
      ? quoteBreakdown(quote.data)
      : localBreakdown(event.ticketTypes, selection);
  const liveError = quoteFailed ? quote.error.message : null;
  // A code that stopped applying (the basket changed) shows its reason under the field.
  const promoFieldError = promo ? (quoteFailed && isPromoError(quote.error) ? liveError : null) : promoError;

  async function applyPromo(code: string) {
    setPromoError(null);
    if (count === 0) {
      setPromoError('Choose your tickets first, then apply the code');
      return;
    }
    setApplying(true);
    try {
      const withCode = orderRequest(event, selection, code);
      await queryClient.fetchQuery({
        queryKey: checkoutKeys.quote(event.id, JSON.stringify(withCode)),
        queryFn: ({ signal }) => quoteOrder(event.id, withCode, signal),
      });
      setPromo(code);
    } catch (err) {
      setPromoError(err instanceof Error ? err.message : 'That promo code is not valid');
    } finally {
      setApplying(false);
    }
  }

  function placeOrder() {
    createOrder.reset();
    const signature = `${event.id}|${JSON.stringify(request)}`;
    createOrder.mutate(
      { eventId: event.id, request, idempotencyKey: keys.keyFor(signature) },
      {
        onSuccess: (order) => {
          keys.renew();
          onOrderPlaced(order);
        },
        onError: (err) => {
          // A refusal is final for this key; a lost answer or a server error is retried with it.
          if (err instanceof ApiError && err.status >= 400 && err.status < 500) keys.renew();
          if (err instanceof ApiError && err.code === 'SOLD_OUT')
            void queryClient.invalidateQueries({ queryKey: checkoutKeys.event(event.id) });
        },
      },
    );
  }

  const placeError = createOrder.error;
  return (
    <div className="checkout-grid">
      <div className="stack">
        <EventSummary event={event} />
        <section className="card" aria-label="Ticket types">
          {!open && <Alert variant="info">Ticket sales for this event are closed.</Alert>}
          <ul className="tt-list">
            {event.ticketTypes.map((tt) => (
              <TicketTypeRow
                key={tt.id}
                ticketType={tt}
                state={saleState(tt, open, now, ORDER_MAX_QUANTITY_PER_LINE)}
                timeZone={event.timeZone}
                quantity={selection[tt.id] ?? 0}
                onQuantityChange={(q) => setSelection((s) => ({ ...s, [tt.id]: q }))}
                soldOutAction={soldOutAction(tt)}
              />
            ))}
          </ul>
        </section>
      </div>
      <aside className="card checkout-summary stack" aria-label="Order summary">
        <PromoCodeField
          applied={promo}
          error={promoFieldError}
          busy={applying}
          onApply={(code) => void applyPromo(code)}
          onRemove={() => {
            setPromo(null);
            setPromoError(null);
          }}
        />
        <PriceBreakdown
          breakdown={breakdown}
          promoCode={promo}
          updating={promo !== null && quote.isFetching}
        />
        {liveError && !isPromoError(quote.error) && <Alert variant="error">{liveError}</Alert>}
        {placeError && (
          <Alert variant="error" title="We could not hold these tickets">
            {placeError.message}
          </Alert>
        )}
        <Button
          block
          disabled={count === 0 || !open || quoteFailed || (promo !== null && quote.isFetching)}
          loading={createOrder.isPending}
          onClick={placeOrder}
        >
          Continue
        </Button>
        <p className="muted checkout-note">
          {count === 0
            ? 'Choose your tickets to continue.'
            : breakdown.totalCents > 0
              ? `Your tickets are held for ${ORDER_HOLD_MINUTES} minutes while you pay.`
              : 'Free tickets are yours as soon as you continue.'}
        </p>
      </aside>
    </div>
  );
}
