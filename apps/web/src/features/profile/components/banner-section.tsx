import type { OwnProfile } from '@mingle/shared/schemas/users';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { SwitchRow } from '../../../components/ui/switch-row.tsx';
import { useUpdateShowBanner } from '../api/update-show-banner.ts';
import { ProfileSection } from './profile-section.tsx';

/** Whether Mingle's announcement banner shows at the top of the app (updateShowBanner). */
export function BannerSection({ profile }: { profile: OwnProfile }) {
  const [visible, setVisible] = useState(profile.showBanner === 'visible');
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const update = useUpdateShowBanner();

  function toggle(checked: boolean) {
    setVisible(checked);
    setStatus(null);
    update.mutate(checked ? 'visible' : 'hidden', {
      onSuccess: (next) => {
        setVisible(next.showBanner === 'visible');
        setStatus({ ok: true, text: checked ? 'The banner is on.' : 'The banner is hidden.' });
      },
      onError: (err) => {
        setVisible(!checked);
        setStatus({ ok: false, text: err.message || 'Could not save. Please try again.' });
      },
    });
  }

  return (
    <ProfileSection title="Banner">
      <SwitchRow
        label="Show the Mingle banner"
        hint="News and tips from Mingle at the top of your pages."
        checked={visible}
        onChange={toggle}
      />
      {status && <Alert variant={status.ok ? 'success' : 'error'}>{status.text}</Alert>}
    </ProfileSection>
  );
}
