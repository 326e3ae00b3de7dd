import type { Event } from '@mingle/shared/schemas/events';
import { useId } from 'react';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { formatEventRange } from '../../../../entities/event/lib/event-time.ts';
import { AddToCalendar } from './add-to-calendar.tsx';
import { ShareButton } from './share-button.tsx';
import '../../event-details.css';
import '../../youre-going.css';

export interface YoureGoingProps {
  event: Event;
  /** What the person now holds, e.g. "Your ticket is below." or "Your RSVP is in." */
  holding: string;
  /** Where "See who's going" leads; shown only when the host keeps the guest list open. */
  guestListTo: string;
  onDismiss: () => void;
}

/**
 * The confirmation after paying or RSVPing Yes, as Luma and Partiful show one: you're going,
 * when, and the next three things people do (add it to a calendar, tell friends, see who else
 * is going).
 */
export function YoureGoing({ event, holding, guestListTo, onDismiss }: YoureGoingProps) {
  const titleId = useId();
  const title = event.title ?? 'this event';
  return (
    <section className="card youre-going" aria-labelledby={titleId}>
      <button type="button" className="dialog-close youre-going-close" aria-label="Close" onClick={onDismiss}>
        ×
      </button>
      <h2 id={titleId} className="youre-going-title">
        You’re going!
      </h2>
      <p className="youre-going-event">
        <strong>{title}</strong>
        {event.startsAt && <span>{formatEventRange(event.startsAt, event.endsAt, event.timeZone)}</span>}
      </p>
      <p className="hint">{holding}</p>
      <div className="youre-going-actions">
        <AddToCalendar event={event} />
        <ShareButton
          title={title}
          url={event.url}
          text={`I’m going to ${title}. Come along!`}
          label="Share with friends"
        />
        {event.settings.guestListVisible && (
          <ButtonLink to={guestListTo} variant="secondary">
            See who’s going
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
