import { SECTION_LABELS } from '@mingle/shared/enums';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ownProfileKey, useOwnProfile } from '../../entities/user/api/own-profile.ts';
import { PhotoPicker } from '../../entities/user/components/photo-picker.tsx';
import { ChangePhoneSection } from '../../features/auth/components/change-phone-section.tsx';
import { MatchesList } from '../../features/connections/components/matches-list.tsx';
import { BannerSection } from '../../features/profile/components/banner-section.tsx';
import { DeleteAccountSection } from '../../features/profile/components/delete-account-section.tsx';
import { EditDetailsSection } from '../../features/profile/components/edit-details-section.tsx';
import { ModeSection } from '../../features/profile/components/mode-section.tsx';
import { ProfileSection } from '../../features/profile/components/profile-section.tsx';
import { ProfileSummary } from '../../features/profile/components/profile-summary.tsx';
import { VisibilitySection } from '../../features/profile/components/visibility-section.tsx';
import { HostSubscriptions } from '../../features/subscriptions/components/host-subscriptions.tsx';
import { unsentCheckIns } from '../../lib/device-db.ts';
import { logout } from '../../lib/logout.ts';
import { getUserId } from '../../lib/storage.ts';
import '../../features/profile/profile.css';

/** /profile: the signed-in person's profile, with one self-saving card per setting. */
export default function ProfilePage() {
  const userId = getUserId();
  if (!userId) return <Navigate to="/auth" replace />;
  return <ProfileScreen userId={userId} />;
}

function ProfileScreen({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useOwnProfile(userId);
  const [loggingOut, setLoggingOut] = useState(false);
  const [unsent, setUnsent] = useState(0);

  async function logOut() {
    setLoggingOut(true);
    await logout();
    navigate('/auth', { replace: true });
  }

  /** A door's check-ins made offline and not sent yet: asked about first, never lost silently. */
  async function askToLogOut() {
    const waiting = await unsentCheckIns().catch(() => 0);
    if (waiting > 0) setUnsent(waiting);
    else await logOut();
  }

  const logOutButton = (
    <>
      <Button variant="secondary" onClick={() => void askToLogOut()} loading={loggingOut}>
        Log out
      </Button>
      <ConfirmDialog
        open={unsent > 0}
        title={`${unsent} check-in${unsent === 1 ? " hasn't" : "s haven't"} been sent yet`}
        confirmLabel="Sign out"
        cancelLabel="Stay signed in"
        busy={loggingOut}
        onConfirm={() => void logOut()}
        onCancel={() => setUnsent(0)}
      >
        <p>
          Connect to send {unsent === 1 ? 'it' : 'them'} before signing out. If you sign out now,{' '}
          {unsent === 1 ? 'it stays' : 'they stay'} on this device and {unsent === 1 ? 'is' : 'are'} sent when
          you sign in here again and open the door.
        </p>
      </ConfirmDialog>
    </>
  );

  if (profile.isPending) return <Spinner label="Loading your profile" />;
  if (profile.isError) {
    return (
      <div className="container page">
        <PageHeader title={SECTION_LABELS.profile} />
        <Alert variant="error" title="We could not load your profile.">
          {profile.error.message}
        </Alert>
        <div className="row profile-error-actions">
          <Button variant="secondary" onClick={() => void profile.refetch()}>
            Try again
          </Button>
          {logOutButton}
        </div>
      </div>
    );
  }

  const data = profile.data;
  return (
    <div className="container page">
      <PageHeader title={SECTION_LABELS.profile} />
      <div className="profile-layout">
        <div className="profile-aside">
          <ProfileSummary profile={data} />
        </div>
        <div className="profile-sections">
          <ProfileSection title="Photo" description="Shown to guests at the events you go to.">
            <PhotoPicker currentPhoto={data.profilePhoto} />
          </ProfileSection>
          <EditDetailsSection profile={data} />
          <ModeSection profile={data} />
          <VisibilitySection profile={data} />
          <ProfileSection title="Matches" description="People you matched with at events.">
            <MatchesList limit={3} />
          </ProfileSection>
          <HostSubscriptions className="card profile-section" />
          <BannerSection profile={data} />
          <ProfileSection title="Phone number" description="Used to sign in and for texts about your events.">
            <ChangePhoneSection
              currentPhone={data.phoneNumber}
              onChanged={() => void queryClient.invalidateQueries({ queryKey: ownProfileKey(userId) })}
            />
          </ProfileSection>
          <ProfileSection title="Log out" description="Sign out of Mingle on this device.">
            <div>{logOutButton}</div>
          </ProfileSection>
          <DeleteAccountSection />
        </div>
      </div>
    </div>
  );
}
