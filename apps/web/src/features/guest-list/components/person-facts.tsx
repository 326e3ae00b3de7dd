import type { GuestCard } from '@mingle/shared/schemas/social';
import { IntentIcon } from '../../../components/ui/intent-icon.tsx';

/** Intent (with its icon) and gender, as far as the person shows them. */
export function PersonFacts({ guest }: { guest: Pick<GuestCard, 'intent' | 'gender'> }) {
  if (!guest.intent && !guest.gender) return null;
  return (
    <ul className="person-facts">
      {guest.intent && (
        <li className={`intent intent-${guest.intent === 'Dating' ? 'dating' : 'other'}`}>
          <IntentIcon intent={guest.intent} />
          {guest.intent}
        </li>
      )}
      {guest.gender && <li>{guest.gender}</li>}
    </ul>
  );
}

/** "Ada, 29", or just the name when the age is hidden. */
export function nameAndAge(guest: Pick<GuestCard, 'firstName' | 'age'>): string {
  const name = guest.firstName ?? 'Guest';
  return guest.age === null ? name : `${name}, ${guest.age}`;
}
