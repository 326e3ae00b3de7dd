import type { AttendanceAnswer, RsvpAnswer } from '@mingle/shared/enums';
import type { Event } from '@mingle/shared/schemas/events';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { answerRsvp } from '../../api/answer-rsvp.ts';
import { eventKeys } from '../../api/event-keys.ts';
import { hasEnded } from '../../lib/event-dates.ts';
import { refreshCachedQueries } from '../../lib/refresh-cached-queries.ts';
import { RsvpButtons } from '../rsvp-buttons.tsx';

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
  /** Called after the viewer answered, to read the event (its counts) again. */
  onChanged: () => void;
}

/** Going / Maybe / Not Going counts, the viewer's own attendance and the RSVP buttons. */
export function AttendanceSection({ event, signedIn, onChanged }: AttendanceSectionProps) {
  const [pending, setPending] = useState<RsvpAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const viewer = event.viewer;

  async function answer(value: RsvpAnswer) {
    setPending(value);
    setError(null);
    try {
      await answerRsvp({ eventId: event.id, answer: value });
      refreshCachedQueries([eventKeys.all]);
      onChanged();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not save your answer. Please try again.');
    } finally {
      setPending(null);
    }
  }

  const open = event.status === 'published' && !hasEnded(event);
  const hasFreeTicket = event.ticketTypes.some((t) => t.priceCents === 0);
  const yesNeedsTicket = !hasFreeTicket && !viewer?.invited;
  const attendance = viewer?.attendance ?? (viewer?.rsvp ? ATTENDANCE_OF[viewer.rsvp] : null);

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
      {attendance && (
        <p className="attendance-you">
          You: <strong>{attendance}</strong>
        </p>
      )}
      {open && !viewer?.isHost && signedIn && (
        <div className="stack rsvp-area">
          <RsvpButtons
            label={`Your answer to ${event.title ?? 'this event'}`}
            value={viewer?.rsvp ?? null}
            pending={pending}
            onAnswer={(value) => void answer(value)}
          />
          {yesNeedsTicket && !viewer?.rsvp && (
            <p className="hint">
              This event sells tickets: a ticket makes you Going. Maybe and No are always open.
            </p>
          )}
          {error && <Alert variant="error">{error}</Alert>}
        </div>
      )}
      {open && !signedIn && (
        <ButtonLink to="/auth" block>
          Sign in to RSVP
        </ButtonLink>
      )}
    </section>
  );
}
