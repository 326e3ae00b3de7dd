import { formatMoney } from '@mingle/shared/fees';
import { SECTION_LABELS } from '@mingle/shared/labels';
import type { Event } from '@mingle/shared/schemas/events';
import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/cx.ts';
import { FEE_SHORT } from '../../../lib/format.ts';
import { rememberReturnPath } from '../../../lib/return-path.ts';
import { getToken } from '../../../lib/storage.ts';
import { localBreakdown } from '../lib/breakdown.ts';
import { checkoutPath } from '../lib/paths.ts';
import { eventOnSale, type Selection, saleState, selectedCount } from '../lib/sale-state.ts';
import { TicketTypeRow } from './ticket-type-row.tsx';
import './ticket-types.css';

export interface BuyTicketsSectionProps {
  event: Event;
  /** Extra classes, e.g. the event page's section spacing; the section draws no box of its own. */
  className?: string;
  /**
   * The signed-in viewer's own view is still loading (the page shows its signed-out copy, with no
   * viewer): whether they were approved is unknown, so buying waits, as for anyone not approved,
   * but the note telling them to request first is not shown yet.
   */
  pending?: boolean;
}

/** Checkout refuses until the host approved the guest's request (made with an RSVP). */
function awaitsApproval(event: Event): boolean {
  const viewer = event.viewer;
  if (!event.settings.approvalRequired || viewer?.isHost || viewer?.holdsTicket) return false;
  return viewer?.rsvpApproval !== 'approved' || viewer.rsvp === 'No';
}

function closedReason(event: Event): string {
  if (event.status === 'cancelled') return 'This event was cancelled, so tickets are no longer sold.';
  if (event.status === 'draft') return 'Tickets go on sale when the host publishes the event.';
  return 'This event has ended, so ticket sales are closed.';
}

/**
 * Buy Tickets on the event page: the ticket types with quantities, and a button that takes the
 * basket to checkout. It needs no query cache and no schema code, so the public page stays light.
 */
export function BuyTicketsSection({ event, className, pending = false }: BuyTicketsSectionProps) {
  const headingId = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [selection, setSelection] = useState<Selection>({});
  if (event.ticketTypes.length === 0) return null;
  // A waitlist offer's link opens this page with the order that holds the released ticket.
  const heldOrderId = params.get('order');

  const now = new Date();
  const open = eventOnSale(event, now);
  const needsApproval = open && awaitsApproval(event);
  const count = selectedCount(selection);
  const breakdown = localBreakdown(event.ticketTypes, selection);

  function go(path: string) {
    if (!getToken()) {
      // Signing in first; the sign-in flow brings the person back to this basket.
      rememberReturnPath(path);
      navigate('/auth');
      return;
    }
    navigate(path);
  }

  return (
    <section className={cx('buy-section', className)} aria-labelledby={headingId}>
      <h2 id={headingId}>{SECTION_LABELS.buyTickets}</h2>
      {heldOrderId && open && (
        <div className="alert alert-success buy-section-offer" role="status">
          <strong>A ticket from the waitlist is held for you.</strong>
          <Button size="sm" onClick={() => go(checkoutPath({ orderId: heldOrderId }))}>
            Complete purchase
          </Button>
        </div>
      )}
      {!open && <p className="muted">{closedReason(event)}</p>}
      {needsApproval && !pending && (
        <p className="muted" role="note">
          This event needs the host’s approval: request to join first, then get your tickets.
        </p>
      )}
      <ul className="tt-list">
        {event.ticketTypes.map((tt) => (
          <TicketTypeRow
            key={tt.id}
            ticketType={tt}
            state={saleState(tt, open, now)}
            timeZone={event.timeZone}
            quantity={selection[tt.id] ?? 0}
            onQuantityChange={(q) => setSelection((s) => ({ ...s, [tt.id]: q }))}
            soldOutAction={
              <Button variant="secondary" size="sm" onClick={() => go(checkoutPath({ eventId: event.id }))}>
                Join waitlist
              </Button>
            }
          />
        ))}
      </ul>
      {open && (
        <div className="buy-section-footer">
          <p className="buy-section-total" aria-live="polite">
            {count === 0
              ? 'Choose your tickets'
              : `${count} ${count === 1 ? 'ticket' : 'tickets'} · ${formatMoney(breakdown.totalCents, breakdown.currency)}`}
            {breakdown.feeCents > 0 && <span className="muted"> incl. fee ({FEE_SHORT} per ticket)</span>}
          </p>
          <Button
            block
            disabled={count === 0 || needsApproval}
            onClick={() => go(checkoutPath({ eventId: event.id, selection }))}
          >
            {SECTION_LABELS.buyTickets}
          </Button>
        </div>
      )}
    </section>
  );
}
