import type { RsvpAnswer } from '@mingle/shared/enums';
import type { Event } from '@mingle/shared/schemas/events';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { eventKeys } from '../../../../entities/event/api/event-keys.ts';
import { answerRsvp } from '../../api/answer-rsvp.ts';
import { refreshCachedQueries } from '../../lib/refresh-cached-queries.ts';
import { RsvpButtons } from '../rsvp-buttons.tsx';
import { YoureGoing } from './youre-going.tsx';

export interface RsvpAreaProps {
  event: Event;
  /** Called after the viewer answered, to read the event (its counts) again. */
  onChanged: () => void;
}

/** Yes / Maybe / No for a signed-in guest of a free event (where paid tickets are sold, a ticket is the way in). */
export default function RsvpArea({ event, onChanged }: RsvpAreaProps) {
  const [pending, setPending] = useState<RsvpAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A Yes that makes the person Going (not one waiting for the host's approval) confirms it.
  const [confirmed, setConfirmed] = useState(false);
  const viewer = event.viewer;

  async function answer(value: RsvpAnswer) {
    setPending(value);
    setError(null);
    try {
      const rsvp = await answerRsvp({ eventId: event.id, answer: value });
      setConfirmed(value === 'Yes' && rsvp.attendance === 'Going');
      refreshCachedQueries([eventKeys.all]);
      onChanged();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not save your answer. Please try again.');
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="stack rsvp-area">
      <RsvpButtons
        label={`Your answer to ${event.title ?? 'this event'}`}
        value={viewer?.rsvp ?? null}
        pending={pending}
        onAnswer={(value) => void answer(value)}
      />
      {error && <Alert variant="error">{error}</Alert>}
      {confirmed && (
        <YoureGoing
          event={event}
          holding="Your RSVP is in. You can change your answer here any time."
          guestListTo={`/event-details?id=${encodeURIComponent(event.id)}#guest-list`}
          onDismiss={() => setConfirmed(false)}
        />
      )}
    </div>
  );
}
