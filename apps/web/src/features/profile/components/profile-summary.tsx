import type { OwnProfile } from '@mingle/shared/schemas/users';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { IntentIcon } from '../../../components/ui/intent-icon.tsx';

/** The profile as others may meet it: photo, name, age, intent, gender and bio. */
export function ProfileSummary({ profile }: { profile: OwnProfile }) {
  const name = profile.name ?? 'Your name';
  return (
    <section className="card profile-summary" aria-label="Your profile">
      <Avatar src={profile.profilePhoto} alt={`${name}’s profile photo`} size={112} />
      <div className="profile-summary-main">
        <p className="profile-name">
          {name}
          {profile.age !== null && <span className="profile-age">, {profile.age}</span>}
        </p>
        <ul className="profile-facts">
          {profile.intent && (
            <li className="badge badge-intent">
              <IntentIcon intent={profile.intent} size={16} />
              {profile.intent}
            </li>
          )}
          {profile.gender && <li className="badge">{profile.gender}</li>}
          <li className="badge">{profile.userType} mode</li>
        </ul>
        {profile.bio ? <p className="profile-bio">{profile.bio}</p> : <p className="muted">No bio yet.</p>}
        <dl className="profile-contact">
          {profile.email && (
            <div>
              <dt>E-mail</dt>
              <dd>{profile.email}</dd>
            </div>
          )}
          {profile.phoneNumber && (
            <div>
              <dt>Phone</dt>
              <dd>{profile.phoneNumber}</dd>
            </div>
          )}
        </dl>
        <p className="hint">Your e-mail and phone number are never shown to other guests.</p>
      </div>
    </section>
  );
}
