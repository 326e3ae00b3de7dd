import { zodResolver } from '@hookform/resolvers/zod';
import type { OwnProfile } from '@mingle/shared/schemas/users';
import { useState } from 'react';
import { type DefaultValues, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  type UserDetailsChanges,
  useUpdateUserDetailsWeb,
} from '../../../entities/user/api/update-user-details-web.ts';
import { ProfileFields } from '../../../entities/user/components/profile-fields.tsx';
import {
  PROFILE_FIELD_NAMES,
  ProfileForm,
  type ProfileFormOutput,
  type ProfileFormValues,
} from '../../../entities/user/lib/profile-form.ts';
import { applyServerErrors, formLevelMessage } from '../../../lib/form-errors.ts';
import { ProfileSection } from './profile-section.tsx';

function formValuesOf(profile: OwnProfile): DefaultValues<ProfileFormValues> {
  return {
    name: profile.name ?? '',
    birthdate: profile.birthdate ?? '',
    gender: profile.gender ?? undefined,
    intent: profile.intent ?? undefined,
    bio: profile.bio ?? '',
  };
}

/** Name, date of birth, gender, intent and bio; only what changed is sent. */
export function EditDetailsSection({ profile }: { profile: OwnProfile }) {
  const [saved, setSaved] = useState(false);
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(ProfileForm),
    defaultValues: formValuesOf(profile),
  });
  const update = useUpdateUserDetailsWeb();

  const submit = form.handleSubmit((values) => {
    const dirty = form.formState.dirtyFields;
    const changes: UserDetailsChanges = {};
    for (const name of PROFILE_FIELD_NAMES) {
      if (dirty[name]) Object.assign(changes, { [name]: values[name] ?? '' });
    }
    setSaved(false);
    if (Object.keys(changes).length === 0) {
      setSaved(true);
      return;
    }
    update.mutate(changes, {
      onSuccess: (next) => {
        form.reset(formValuesOf(next));
        setSaved(true);
      },
      onError: (err) => {
        applyServerErrors(err, form.setError, PROFILE_FIELD_NAMES);
      },
    });
  });

  const message = update.error ? formLevelMessage(update.error, PROFILE_FIELD_NAMES) : null;
  return (
    <ProfileSection title="Your details" description="What other guests see on your profile.">
      <form className="stack" onSubmit={submit} noValidate onChange={() => setSaved(false)}>
        <ProfileFields form={form} />
        {message && <Alert variant="error">{message}</Alert>}
        {saved && <Alert variant="success">Your details are saved.</Alert>}
        <div>
          <Button type="submit" loading={update.isPending}>
            Save details
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}
