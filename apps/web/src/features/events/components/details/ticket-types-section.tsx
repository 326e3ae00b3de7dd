import { FEE_FIXED_CENTS, FEE_PERCENT } from '@mingle/shared/constants';
import { computeFeeCents, formatMoney } from '@mingle/shared/fees';
import { SECTION_LABELS } from '@mingle/shared/labels';
import type { Event, TicketType } from '@mingle/shared/schemas/events';
import { Button } from '../../../../components/ui/button.tsx';
import { formatDateTime } from '../../lib/event-dates.ts';

function availability(t: TicketType, timeZone: string | null, now: number): string | null {
  if (t.remaining <= 0) return 'Sold out';
  if (t.salesEnd && Date.parse(t.salesEnd) <= now) return 'Sales ended';
  if (t.salesStart && Date.parse(t.salesStart) > now)
    return `On sale ${formatDateTime(t.salesStart, timeZone)}`;
  if (t.remaining <= 10) return `${t.remaining} left`;
  return null;
}

/** The ticket types with their prices and the fee a buyer adds per paid ticket. */
export function TicketTypesSection({ event }: { event: Event }) {
  const now = Date.now();
  const anyPaid = event.ticketTypes.some((t) => t.priceCents > 0);
  return (
    <section className="event-section" aria-labelledby="event-tickets-title">
      <h2 id="event-tickets-title" className="section-title">
        {SECTION_LABELS.tickets}
      </h2>
      <ul className="ticket-type-list">
        {event.ticketTypes.map((t) => {
          const fee = computeFeeCents([{ discountedUnitCents: t.priceCents, quantity: 1 }]);
          const note = availability(t, event.timeZone, now);
          return (
            <li key={t.id} className="ticket-type">
              <div>
                <p className="ticket-type-name">{t.name}</p>
                {note && <p className="hint">{note}</p>}
              </div>
              <div className="ticket-type-price">
                <p>{t.priceCents === 0 ? 'Free' : formatMoney(t.priceCents, t.currency)}</p>
                {fee > 0 && <p className="hint">+ {formatMoney(fee, t.currency)} fee</p>}
              </div>
            </li>
          );
        })}
      </ul>
      {anyPaid && (
        <p className="hint">
          + {FEE_PERCENT}% + {formatMoney(FEE_FIXED_CENTS, 'USD')} fee per paid ticket at checkout. Free
          tickets carry no fee.
        </p>
      )}
      {anyPaid && (
        <div className="stack ticket-buy">
          <Button block disabled aria-describedby="buy-tickets-note">
            {SECTION_LABELS.buyTickets}
          </Button>
          <p id="buy-tickets-note" className="hint">
            Checkout opens in the next release.
          </p>
        </div>
      )}
    </section>
  );
}
