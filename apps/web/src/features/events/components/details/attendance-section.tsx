import type { AttendanceAnswer, RsvpAnswer } from '@mingle/shared/enums';
import type { Event } from '@mingle/shared/schemas/events';
import { lazy, Suspense } from 'react';
import { SignInLink } from '../../../../components/ui/sign-in-link.tsx';
import { hasEnded } from '../../../../entities/event/lib/event-time.ts';
import { isTicketed } from '../../../../entities/event/lib/ticketed.ts';

// Only signed-in guests answer; anonymous visitors (the page's first-load budget) never load it.
const RsvpArea = lazy(() => import('./rsvp-area.tsx'));

/** The spec's attendance answers with the count each one reads; typed against the shared enum. */
const ATTENDANCE_ROWS: readonly { answer: AttendanceAnswer; key: keyof Event['counts'] }[] = [
  { answer: 'Going', key: 'going' },
  { answer: 'Maybe', key: 'maybe' },
  { answer: 'Not Going', key: 'notGoing' },
];

const ATTENDANCE_OF: Record<RsvpAnswer, AttendanceAnswer> = { Yes: 'Going', Maybe: 'Maybe', No: 'Not Going' };

export interface AttendanceSectionProps {
  event: Event;
  signedIn: boolean;
  /** The viewer's own view is still loading: their answer and the RSVP buttons wait for it. */
  pending?: boolean;
  /** Called after the viewer answered, to read the event (its counts) again. */
  onChanged: () => void;
}

/** Going / Maybe / Not Going counts, the viewer's own attendance, and RSVP on free events. */
export function AttendanceSection({ event, signedIn, pending = false, onChanged }: AttendanceSectionProps) {
  const viewer = event.viewer;
  // Where paid tickets are sold a ticket is the way in: RSVP is offered only on free events.
  const open = event.status === 'published' && !hasEnded(event) && !isTicketed(event);
  const attendance = viewer?.attendance ?? (viewer?.rsvp ? ATTENDANCE_OF[viewer.rsvp] : null);
  // On approval-required events a Yes or Maybe waits for the host; a ticket never does.
  const request =
    viewer && !viewer.holdsTicket && viewer.rsvp && viewer.rsvp !== 'No' ? viewer.rsvpApproval : null;

  return (
    <section className="event-section" aria-labelledby="event-attendance-title">
      <h2 id="event-attendance-title" className="section-title">
        Who’s going
      </h2>
      <ul className="attendance-counts">
        {ATTENDANCE_ROWS.map((row) => (
          <li key={row.key}>
            <strong>{event.counts[row.key]}</strong> {row.answer}
          </li>
        ))}
      </ul>
      {request === 'pending' ? (
        <p className="attendance-you" role="status">
          Request sent — the host will approve your spot
        </p>
      ) : request === 'declined' ? (
        <p className="attendance-you">The host couldn’t approve your spot</p>
      ) : request === 'approved' && viewer?.rsvp === 'Yes' && viewer.attendance === 'Not Going' ? (
        // An event that sells tickets: the approval lets the guest buy, the ticket makes them Going.
        <p className="attendance-you" role="status">
          The host approved your spot — get a ticket to go
        </p>
      ) : (
        attendance && (
          <p className="attendance-you">
            You: <strong>{attendance}</strong>
          </p>
        )
      )}
      {open && !viewer?.isHost && signedIn && !pending && (
        <Suspense fallback={null}>
          <RsvpArea event={event} onChanged={onChanged} />
        </Suspense>
      )}
      {open && !signedIn && <SignInLink block>Sign in to RSVP</SignInLink>}
    </section>
  );
}
