import type { OwnProfile, Visibility } from '@mingle/shared/schemas/users';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { SwitchRow } from '../../../components/ui/switch-row.tsx';
import { useUpdateVisibility } from '../../../entities/user/api/update-visibility.ts';
import { ProfileSection } from './profile-section.tsx';

const ROWS: ReadonlyArray<{ key: keyof Visibility; label: string; hint: string }> = [
  {
    key: 'showInGuestLists',
    label: 'Appear in guest lists',
    hint: 'Others going to the same event can find you.',
  },
  { key: 'showAge', label: 'Show my age', hint: 'Your date of birth itself is never shown.' },
  { key: 'showGender', label: 'Show my gender', hint: 'Shown on your card in guest lists.' },
  { key: 'showIntent', label: 'Show what I’m here for', hint: 'Open to anything, Friendship or Dating.' },
  { key: 'showBio', label: 'Show my bio', hint: 'The few lines you wrote about yourself.' },
];

/** Which parts of the profile other guests see; each switch saves at once. */
export function VisibilitySection({ profile }: { profile: OwnProfile }) {
  const [values, setValues] = useState<Visibility>(profile.visibility);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const update = useUpdateVisibility();

  function toggle(key: keyof Visibility, checked: boolean) {
    const previous = values[key];
    setValues((v) => ({ ...v, [key]: checked }));
    setStatus(null);
    update.mutate(
      { [key]: checked },
      {
        onSuccess: (next) => {
          setValues(next.visibility);
          setStatus({ ok: true, text: 'Saved.' });
        },
        onError: (err) => {
          setValues((v) => ({ ...v, [key]: previous }));
          setStatus({ ok: false, text: err.message || 'Could not save. Please try again.' });
        },
      },
    );
  }

  return (
    <ProfileSection title="Visibility" description="Choose what other guests can see about you.">
      <div className="switch-list">
        {ROWS.map((row) => (
          <SwitchRow
            key={row.key}
            label={row.label}
            hint={row.hint}
            checked={values[row.key]}
            onChange={(checked) => toggle(row.key, checked)}
          />
        ))}
      </div>
      {status && <Alert variant={status.ok ? 'success' : 'error'}>{status.text}</Alert>}
    </ProfileSection>
  );
}
