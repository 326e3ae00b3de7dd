import { UserType } from '@mingle/shared/enums';
import type { OwnProfile } from '@mingle/shared/schemas/users';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { useUpdateUserDetailsWeb } from '../../../entities/user/api/update-user-details-web.ts';
import { ProfileSection } from './profile-section.tsx';
import '../../../components/ui/choice-group.css';

const HINTS: Record<UserType, string> = {
  Guest: 'Find events, buy tickets and meet the people going.',
  Host: 'Create events, sell tickets and reach your guests from the Host Center.',
};

/** Host or Guest: which side of Mingle the app shows (userType). */
export function ModeSection({ profile }: { profile: OwnProfile }) {
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const update = useUpdateUserDetailsWeb();
  // Set in the click itself: the mutation's own state arrives a tick later, and a controlled
  // radio re-rendered in between would snap back to the old mode.
  const [chosen, setChosen] = useState<UserType | null>(null);
  const current = chosen ?? profile.userType;

  function choose(userType: UserType) {
    if (userType === current) return;
    setStatus(null);
    setChosen(userType);
    update.mutate(
      { userType },
      {
        onSuccess: (next) => {
          setChosen(null);
          setStatus({ ok: true, text: `You are in ${next.userType} mode.` });
        },
        onError: (err) => {
          setChosen(null);
          setStatus({ ok: false, text: err.message || 'Could not switch. Please try again.' });
        },
      },
    );
  }

  return (
    <ProfileSection title="Mode" description="Switch between going to events and hosting them.">
      <fieldset className="mode-options" disabled={update.isPending}>
        <legend className="visually-hidden">Mode</legend>
        {UserType.options.map((type) => (
          <label key={type} className="choice mode-option">
            <input
              type="radio"
              name="userType"
              value={type}
              checked={current === type}
              onChange={() => choose(type)}
            />
            <span className="choice-face">
              <strong>{type}</strong>
              <span className="hint">{HINTS[type]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {status && <Alert variant={status.ok ? 'success' : 'error'}>{status.text}</Alert>}
    </ProfileSection>
  );
}
