import { SECTION_LABELS } from '@mingle/shared/labels';
import type { Event } from '@mingle/shared/schemas/events';
import { Avatar } from '../../../../components/ui/avatar.tsx';

/**
 * A few of the guests going. The API sends them only to whoever may see the guest list (the
 * host, and guests going while the host shows it); everyone else sees the counts alone.
 */
export function GuestListPreview({ event }: { event: Event }) {
  const guests = event.guestListPreview ?? [];
  if (!event.settings.guestListVisible || guests.length === 0) return null;
  const others = Math.max(0, event.counts.going - guests.length);
  return (
    <section className="event-section" aria-labelledby="event-guest-list-title">
      <h2 id="event-guest-list-title" className="section-title">
        {SECTION_LABELS.guestList}
      </h2>
      <ul className="guest-preview">
        {guests.map((g) => (
          <li key={g.id} className="guest-preview-item">
            <Avatar src={g.profilePhoto} alt="" size={48} />
            <span>{g.name ?? 'Guest'}</span>
          </li>
        ))}
      </ul>
      {others > 0 && <p className="hint">and {others} more going</p>}
    </section>
  );
}
