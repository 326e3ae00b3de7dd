import type { Event } from '@mingle/shared/schemas/events';
import {
  ACCESSIBILITY_FEATURES,
  ACCESSIBILITY_LABELS,
} from '../../../../entities/event/lib/accessibility.ts';

/** The description (HTML the server has sanitised), the age limit and the accessibility details. */
export function EventAbout({ event }: { event: Event }) {
  const features = ACCESSIBILITY_FEATURES.filter((f) => event.accessibility[f]);
  const notes = event.accessibility.notes;
  return (
    <>
      {event.description && (
        <section className="event-section" aria-labelledby="event-about-title">
          <h2 id="event-about-title" className="section-title">
            About this event
          </h2>
          {/* Sanitised by the API to p, br, strong, em, u, s, a, lists, h2, h3 and blockquote. */}
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: event.description }} />
        </section>
      )}
      {(features.length > 0 || notes || event.ageLimit) && (
        <section className="event-section" aria-labelledby="event-access-title">
          <h2 id="event-access-title" className="section-title">
            Good to know
          </h2>
          <ul className="check-list">
            {event.ageLimit ? <li>Ages {event.ageLimit}+</li> : null}
            {features.map((f) => (
              <li key={f}>{ACCESSIBILITY_LABELS[f]}</li>
            ))}
          </ul>
          {notes && <p className="event-access-notes">{notes}</p>}
        </section>
      )}
    </>
  );
}
