import { SECTION_LABELS } from '@mingle/shared/labels';
import { useId } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { TicketIcon } from '../../../components/ui/icons.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatEventTime } from '../../../entities/event/lib/event-time.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { rememberReturnPath } from '../../../lib/return-path.ts';
import { getToken } from '../../../lib/storage.ts';
import { useClaimSharedTicket } from '../api/claim-shared-ticket.ts';
import { useSharedTicket } from '../api/get-shared-ticket.ts';
import { ticketPath } from '../components/ticket-list-item.tsx';
import '../tickets.css';

const title = `Shared ${SECTION_LABELS.ticket}`;

function NoTicket({ heading, children }: { heading: string; children: string }) {
  return (
    <EmptyState
      title={heading}
      icon={<TicketIcon />}
      action={
        <ButtonLink to="/discover" variant="secondary">
          Discover events
        </ButtonLink>
      }
    >
      {children}
    </EmptyState>
  );
}

/** /shared?token=…: a ticket a friend sent; sign in, then claim it into your account. */
export default function SharedPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <div className="container page">
      <PageHeader title={title} />
      {token ? (
        <SharedTicketView token={token} />
      ) : (
        <NoTicket heading="No shared ticket to show">
          When a friend shares a ticket with you, their link opens here. You will see the event and can claim
          the ticket into your account.
        </NoTicket>
      )}
    </div>
  );
}

function SharedTicketView({ token }: { token: string }) {
  const headingId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const shared = useSharedTicket(token);
  const claim = useClaimSharedTicket(token);
  const signedIn = getToken() !== null;

  if (shared.isPending) return <Spinner label="Loading the ticket" />;
  if (shared.isError) {
    if (shared.error instanceof ApiError && (shared.error.status === 404 || shared.error.status === 410)) {
      return (
        <NoTicket heading="This link no longer works">
          The ticket was already claimed, or your friend revoked the link. Ask them to share it again.
        </NoTicket>
      );
    }
    return (
      <Alert variant="error" title="We could not load this ticket.">
        {shared.error.message}{' '}
        <Button variant="ghost" size="sm" onClick={() => void shared.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }

  const { event, ticketTypeName, fromName } = shared.data;
  const place = [event.venueName, event.city].filter(Boolean).join(', ') || (event.onlineUrl ? 'Online' : '');

  function signIn() {
    rememberReturnPath(`${location.pathname}${location.search}`);
    navigate('/auth');
  }

  function claimTicket() {
    claim.mutate(undefined, { onSuccess: (ticket) => navigate(ticketPath(ticket.id), { replace: true }) });
  }

  return (
    <section className="card stack shared-ticket" aria-labelledby={headingId}>
      <p className="muted shared-from">
        {fromName ? `${fromName} sent you a ticket` : 'Someone sent you a ticket'}
      </p>
      <h2 id={headingId}>{event.title ?? 'Untitled event'}</h2>
      <dl className="ticket-pass-facts shared-facts">
        <div>
          <dt>When</dt>
          <dd>{formatEventTime(event.startsAt, event.timeZone)}</dd>
        </div>
        {place && (
          <div>
            <dt>Where</dt>
            <dd>{place}</dd>
          </div>
        )}
        <div>
          <dt>Ticket</dt>
          <dd>{ticketTypeName}</dd>
        </div>
      </dl>
      {claim.error && (
        <Alert variant="error" title="This ticket could not be claimed">
          {claim.error.message}
        </Alert>
      )}
      {signedIn ? (
        <Button block loading={claim.isPending} onClick={claimTicket}>
          Claim ticket
        </Button>
      ) : (
        <>
          <Button block onClick={signIn}>
            Sign in to claim
          </Button>
          <p className="muted">You'll come back here after signing in.</p>
        </>
      )}
      <p className="muted">
        Claiming moves the ticket into your account with a new QR code; the link then stops working for anyone
        else.
      </p>
    </section>
  );
}
