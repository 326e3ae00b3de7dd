import { formatMoney } from '@mingle/shared/fees';
import type { TicketType } from '@mingle/shared/schemas/events';
import type { ReactNode } from 'react';
import { formatEventTime } from '../../../entities/event/lib/event-time.ts';
import type { SaleState } from '../lib/sale-state.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

export interface TicketTypeRowProps {
  ticketType: TicketType;
  state: SaleState;
  /** The event's zone, in which a sale's start is written. */
  timeZone: string | null;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  /** Shown instead of the stepper when the type is sold out, e.g. the waitlist control. */
  soldOutAction?: ReactNode;
}

/** Few left: worth saying, so nobody is surprised at checkout. */
const FEW_LEFT = 10;

function availability(tt: TicketType, state: SaleState, timeZone: string | null): string {
  switch (state.kind) {
    case 'sold_out':
      return 'Sold out';
    case 'ended':
      return 'Sales ended';
    case 'not_started':
      return `Sales start ${formatEventTime(state.startsAt, timeZone, 'short')}`;
    case 'on_sale': {
      const parts = [];
      if (tt.remaining <= FEW_LEFT) parts.push(`Only ${tt.remaining} left`);
      if (tt.maxPerOrder) parts.push(`Up to ${tt.maxPerOrder} per order`);
      return parts.join(' · ');
    }
  }
}

export function priceLabel(tt: Pick<TicketType, 'priceCents' | 'currency'>): string {
  return tt.priceCents === 0 ? 'Free' : formatMoney(tt.priceCents, tt.currency);
}

/** One ticket type: its name, price, what is left, and how many the guest wants. */
export function TicketTypeRow({
  ticketType,
  state,
  timeZone,
  quantity,
  onQuantityChange,
  soldOutAction,
}: TicketTypeRowProps) {
  const note = availability(ticketType, state, timeZone);
  const unavailable = state.kind !== 'on_sale';
  return (
    <li className={`tt-row${unavailable ? ' tt-row-off' : ''}`}>
      <div className="tt-info">
        <span className="tt-name">{ticketType.name}</span>
        <span className="tt-price">{priceLabel(ticketType)}</span>
        {note && (
          <span className={`tt-note${state.kind === 'sold_out' ? ' tt-note-strong' : ''}`}>{note}</span>
        )}
      </div>
      <div className="tt-action">
        {state.kind === 'on_sale' ? (
          <QuantityStepper
            label={ticketType.name}
            value={quantity}
            max={state.max}
            onChange={onQuantityChange}
          />
        ) : state.kind === 'sold_out' ? (
          soldOutAction
        ) : null}
      </div>
    </li>
  );
}
