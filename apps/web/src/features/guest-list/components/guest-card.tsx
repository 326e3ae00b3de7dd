import type { GuestCard as Guest } from '@mingle/shared/schemas/social';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import type { ConnectTiming } from '../lib/connect-window.ts';
import { ConnectButton } from './connect-button.tsx';
import { nameAndAge, PersonFacts } from './person-facts.tsx';

export interface GuestCardProps {
  guest: Guest;
  eventId: string;
  /** The host sees the list but does not connect with their own guests. */
  showActions: boolean;
  timing?: ConnectTiming;
}

/** One guest of the Guest List: photo, first name, age, intent, gender and the connection. */
export function GuestCard({ guest, eventId, showActions, timing }: GuestCardProps) {
  const name = guest.firstName ?? 'Guest';
  return (
    <li className="guest-card">
      <Link
        to={`/users/${guest.id}?eventId=${eventId}`}
        className="guest-card-link"
        aria-label={`${nameAndAge(guest)}: view profile`}
      >
        <Avatar src={guest.profilePhoto} alt="" size={72} className="guest-card-photo" />
        <span className="guest-card-name">{nameAndAge(guest)}</span>
      </Link>
      <PersonFacts guest={guest} />
      {showActions && (
        <ConnectButton
          userId={guest.id}
          firstName={name}
          status={guest.connectionStatus}
          eventId={eventId}
          timing={timing}
        />
      )}
    </li>
  );
}
