import { zodResolver } from '@hookform/resolvers/zod';
import { STORAGE_KEYS } from '@mingle/shared/constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { ProfileFields } from '../../../entities/user/components/profile-fields.tsx';
import {
  PROFILE_FIELD_NAMES,
  ProfileForm,
  type ProfileFormOutput,
  type ProfileFormValues,
} from '../../../entities/user/lib/profile-form.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { logout } from '../../../lib/logout.ts';
import { getToken, storage } from '../../../lib/storage.ts';
import { useSetupProfile } from '../api/setup-profile.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { LEFT_SETUP_STATE, LEFT_SETUP_TEXT, readRegistrationPageState } from '../lib/page-state.ts';
import { useLinkGuard } from '../lib/use-link-guard.ts';

/**
 * /auth/registration: the first-time profile (profileSetup-web: name, date of birth and an
 * optional bio; gender and intent are asked at the first guest list), then the photo step. The code
 * has created the account, but the app stays closed until the profile is set up, so leaving
 * (Finish later, or any link) asks first, says so, and logs out instead of leaving a session
 * that the next signed-in page would end without a word.
 */
export default function RegistrationPage() {
  if (!getToken()) return <Navigate to="/auth" replace />;
  return <RegistrationForm />;
}

function RegistrationForm() {
  const navigate = useNavigate();
  const { accountCreated } = readRegistrationPageState(useLocation().state);
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(ProfileForm),
    defaultValues: { name: '', birthdate: '', bio: '' },
  });
  const setup = useSetupProfile();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const [loggingOut, setLoggingOut] = useState(false);
  useLinkGuard(setLeavingTo);

  async function leave(to: string) {
    setLoggingOut(true);
    await logout();
    navigate(to, { replace: true, state: to === '/auth' ? LEFT_SETUP_STATE : undefined });
  }

  const submit = form.handleSubmit((values) =>
    setup.mutate(
      { name: values.name, birthdate: values.birthdate, bio: values.bio || undefined },
      {
        onSuccess: (profile) => {
          storage.set(STORAGE_KEYS.profileStatus, profile.profileStatus);
          navigate('/auth/profile-pic-upload', { replace: true });
        },
        onError: (err) => {
          applyServerErrors(err, form.setError, PROFILE_FIELD_NAMES);
        },
      },
    ),
  );

  return (
    <AuthLayout
      title="Set up your profile"
      description="Tell people a little about yourself. You can change all of this later."
    >
      {accountCreated && (
        <Alert variant="info">
          We didn’t find a Mingle account for you, so we created a new one with the same code.
        </Alert>
      )}
      <form className="stack" onSubmit={submit} noValidate>
        <ProfileFields form={form} social={false} />
        {setup.error && <Alert variant="error">{setup.error.message}</Alert>}
        <Button type="submit" block loading={setup.isPending}>
          Continue
        </Button>
        <Button variant="ghost" block onClick={() => setLeavingTo('/auth')}>
          Finish later
        </Button>
      </form>
      <ConfirmDialog
        open={leavingTo !== null}
        title="Leave profile set-up?"
        confirmLabel="Leave set-up"
        cancelLabel="Keep going"
        busy={loggingOut}
        onConfirm={() => void leave(leavingTo ?? '/auth')}
        onCancel={() => setLeavingTo(null)}
      >
        <p>{LEFT_SETUP_TEXT} Until then you are logged out.</p>
      </ConfirmDialog>
    </AuthLayout>
  );
}
