import type { Event } from '@mingle/shared/schemas/events';
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { priceDisplay, ticketPriceRange } from '../../entities/event/lib/price.ts';
import { primaryAction } from '../../entities/event/lib/primary-action.ts';
import { checkoutPath, ticketPath } from '../../features/checkout/lib/paths.ts';
import { rememberReturnPath } from '../../lib/return-path.ts';

export interface EventActionBarProps {
  event: Event;
  signedIn: boolean;
  /**
   * The event is the signed-out copy while the viewer's own view loads: the action (a ticket
   * they may hold, their RSVP) is not known yet, so a disabled button holds its place.
   */
  pending?: boolean;
  /** Called after the viewer asked to join, to read the event again. */
  onChanged: () => void;
}

/**
 * The price and the one action for this viewer (primaryAction): fixed to the bottom of a phone
 * screen, the head of the ticket card on wider ones (event-details.css).
 */
export function EventActionBar({ event, signedIn, pending = false, onChanged }: EventActionBarProps) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const action = primaryAction(event);
  if (action.kind === 'closed') return null;

  // Signing in first brings the person back to where they were going (checkout, or this page).
  function go(path: string) {
    if (signedIn) return navigate(path);
    rememberReturnPath(path);
    navigate('/auth');
  }

  async function request() {
    if (!signedIn) return go(`${pathname}${search}`);
    setBusy(true);
    setError(null);
    try {
      await (await import('../../features/events/lib/request-to-join.ts')).requestToJoin(event.id);
      onChanged();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not send your request. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  function control(): ReactNode {
    if (pending) {
      return (
        <Button variant="secondary" loading disabled>
          <span className="visually-hidden">Loading your tickets and RSVP</span>
        </Button>
      );
    }
    switch (action.kind) {
      case 'manage':
        return <ButtonLink to={`/host-center/event-details?id=${event.id}`}>Manage event</ButtonLink>;
      case 'going':
        return action.ticketId ? (
          <ButtonLink to={ticketPath(action.ticketId)} variant="secondary">
            You’re going<span className="visually-hidden">: open your ticket</span>
          </ButtonLink>
        ) : (
          <strong className="event-action-status">You’re going</strong>
        );
      case 'tickets': {
        const id = action.ticketTypeId;
        const selection = id ? { [id]: 1 } : undefined;
        return (
          <Button onClick={() => go(checkoutPath({ eventId: event.id, selection }))}>Get tickets</Button>
        );
      }
      case 'waitlist':
        return (
          <Button variant="secondary" onClick={() => go(checkoutPath({ eventId: event.id }))}>
            Join waitlist
          </Button>
        );
      case 'rsvp':
        // The Yes / Maybe / No buttons sit under Who’s going; signing in comes first.
        return (
          <Button
            onClick={() =>
              signedIn
                ? document.getElementById('event-attendance-title')?.scrollIntoView()
                : go(`${pathname}${search}`)
            }
          >
            RSVP
          </Button>
        );
      case 'request':
        return (
          <Button loading={busy} onClick={() => void request()}>
            Request to join
          </Button>
        );
      case 'pending':
        return (
          <Button variant="secondary" disabled>
            Pending approval
          </Button>
        );
      case 'declined':
        return <strong className="event-action-status">Not approved</strong>;
      default:
        return <strong className="event-action-status">Sales open soon</strong>;
    }
  }

  const shown = priceDisplay(ticketPriceRange(event.ticketTypes), event.tax, 'page');
  const price = action.kind === 'waitlist' ? 'Sold out' : (shown.price ?? 'Free');
  const taxNote = action.kind === 'waitlist' ? null : shown.taxNote;
  return (
    <div className="event-action-bar">
      <p className="event-action-price">
        {price}
        {taxNote && <span className="event-action-tax"> {taxNote}</span>}
      </p>
      {control()}
      {error && (
        <p className="event-action-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
