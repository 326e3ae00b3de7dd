import { SECTION_LABELS } from '@mingle/shared/labels';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { TicketIcon } from '../../components/ui/icons.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryError } from '../../components/ui/query-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useEvent } from '../../entities/event/api/use-event.ts';
import { eventPath } from '../../features/checkout/lib/paths.ts';
import { YoureGoing } from '../../features/events/components/details/youre-going.tsx';
import { TicketRefundSection } from '../../features/refunds/components/ticket-refund-section.tsx';
import { useTicket } from '../../features/tickets/api/get-ticket.ts';
import { useTicketOrder } from '../../features/tickets/api/get-ticket-order.ts';
import { OfflineTicketsNote } from '../../features/tickets/components/offline-note.tsx';
import { SharePanel } from '../../features/tickets/components/share-panel.tsx';
import { TicketListItem } from '../../features/tickets/components/ticket-list-item.tsx';
import { TicketPass } from '../../features/tickets/components/ticket-pass.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { isGoingState } from './going-state.ts';
import '../../features/tickets/tickets.css';

const back = { to: '/events', label: SECTION_LABELS.tickets };

/** /tickets/:id: one ticket with its QR code, Share, the order's other tickets and the refund. */
export default function TicketPage() {
  const { id = '' } = useParams();
  const ticket = useTicket(id);
  const isBuyer = ticket.data?.isBuyer ?? false;
  const order = useTicketOrder(ticket.data?.orderId ?? '', isBuyer);
  const location = useLocation();
  const navigate = useNavigate();
  // Right after checkout the page opens with "You're going" (calendar, share, who's going).
  const going = isGoingState(location.state) && ticket.data?.status === 'valid';
  const event = useEvent(going ? (ticket.data?.event.id ?? null) : null);

  if (ticket.isPending) return <Spinner label="Loading your ticket" />;
  if (ticket.isError) {
    const missing =
      ticket.error instanceof ApiError && (ticket.error.status === 404 || ticket.error.status === 403);
    return (
      <div className="container page">
        <PageHeader title={SECTION_LABELS.ticket} back={back} />
        {missing ? (
          <EmptyState
            title="This ticket is not in your account"
            icon={<TicketIcon />}
            action={<ButtonLink to="/events">See your tickets</ButtonLink>}
          >
            It may have been transferred to someone else, or the link is wrong.
          </EmptyState>
        ) : (
          <QueryError
            title="We could not load this ticket."
            error={ticket.error}
            onRetry={() => void ticket.refetch()}
            retryLabel="Try again"
          />
        )}
      </div>
    );
  }

  const data = ticket.data;
  const others = order.data?.tickets.filter((t) => t.id !== data.id) ?? [];
  // Tickets that moved to a friend are theirs now: named, but not linked.
  const mine = others.filter((t) => t.holder?.id === data.holder?.id);
  const given = others.filter((t) => t.holder?.id !== data.holder?.id);
  return (
    <div className="container page ticket-page">
      <PageHeader title={SECTION_LABELS.ticket} back={back} />
      <OfflineTicketsNote />
      {going && event.data && (
        <YoureGoing
          event={event.data}
          holding={
            others.length > 0
              ? `Your ${others.length + 1} tickets are below. Each has its own QR code for the door.`
              : 'Your ticket is below. Show its QR code at the door.'
          }
          guestListTo={`${eventPath(event.data.id)}#guest-list`}
          onDismiss={() => navigate(location.pathname, { replace: true, state: null })}
        />
      )}
      <div className="ticket-layout">
        <TicketPass ticket={data} />
        <div className="stack ticket-side">
          {data.status === 'valid' && <SharePanel ticket={data} />}
          {others.length > 0 && (
            <nav className="card stack" aria-label="Other tickets in this order">
              <h2>Also in this order</h2>
              <ul className="ticket-list">
                {mine.map((t) => (
                  <TicketListItem key={t.id} ticket={t} />
                ))}
              </ul>
              {given.length > 0 && (
                <p className="muted">
                  Given to friends:{' '}
                  {given.map((t) => `${t.ticketType.name} (${t.holder?.name ?? 'claimed'})`).join(', ')}
                </p>
              )}
            </nav>
          )}
          {/* The buyer picks among the order's tickets they still hold; a friend refunds the one they claimed. */}
          {(!isBuyer || order.data) && (
            <TicketRefundSection orderId={data.orderId} tickets={isBuyer ? [data, ...mine] : [data]} />
          )}
        </div>
      </div>
    </div>
  );
}
