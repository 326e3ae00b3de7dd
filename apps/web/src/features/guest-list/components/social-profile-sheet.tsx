import { zodResolver } from '@hookform/resolvers/zod';
import type { Visibility } from '@mingle/shared/schemas/users';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SwitchRow } from '../../../components/ui/switch-row.tsx';
import { useOwnProfile } from '../../../entities/user/api/own-profile.ts';
import { updateUserDetailsWeb } from '../../../entities/user/api/update-user-details-web.ts';
import { updateVisibility } from '../../../entities/user/api/update-visibility.ts';
import { SocialFields } from '../../../entities/user/components/social-fields.tsx';
import {
  SocialForm,
  type SocialFormOutput,
  type SocialFormValues,
} from '../../../entities/user/lib/profile-form.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';

type Shown = Pick<Visibility, 'showGender' | 'showIntent' | 'showInGuestLists'>;
const SHOWN_ROWS: ReadonlyArray<{ key: keyof Shown; label: string }> = [
  { key: 'showInGuestLists', label: 'Appear in guest lists' },
  { key: 'showGender', label: 'Show my gender' },
  { key: 'showIntent', label: 'Show what I’m here for' },
];
const FIELDS = ['gender', 'intent'] as const;

export interface SocialProfileSheetProps {
  open: boolean;
  onClose: () => void;
  /** Called once both answers (and the visibility chosen) are saved; the sheet waits for it. */
  onSaved: () => unknown;
  /** What the person was doing, for the sheet's title: seeing the list or connecting. */
  purpose: 'guest-list' | 'connect';
}

/**
 * The two questions set-up no longer asks (gender, intent), with who may see them, asked the
 * first time a guest list or a connection needs them (403 SOCIAL_PROFILE_NEEDED). Saving goes
 * through the profile's own calls (updateUserDetailsWeb, then updateUserDetails for visibility),
 * so the profile page shows the same answers afterwards.
 */
export function SocialProfileSheet({ open, onClose, onSaved, purpose }: SocialProfileSheetProps) {
  const profile = useOwnProfile().data;
  const form = useForm<SocialFormValues, unknown, SocialFormOutput>({
    resolver: zodResolver(SocialForm),
    // Follows the profile once it loads. An unanswered radio group reads null, which the
    // schema refuses with "Choose …"; the form's input type only names the answers.
    values: {
      gender: profile?.gender ?? (null as unknown as SocialFormValues['gender']),
      intent: profile?.intent ?? (null as unknown as SocialFormValues['intent']),
      showGender: profile?.visibility.showGender ?? true,
      showIntent: profile?.visibility.showIntent ?? true,
      showInGuestLists: profile?.visibility.showInGuestLists ?? true,
    },
    resetOptions: { keepDirtyValues: true },
  });
  const [error, setError] = useState<string | null>(null);
  const shown = form.watch(['showInGuestLists', 'showGender', 'showIntent']);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await updateUserDetailsWeb({ gender: values.gender, intent: values.intent });
      const visibility = profile?.visibility;
      const changed = SHOWN_ROWS.filter(({ key }) => visibility?.[key] !== values[key]);
      if (changed.length > 0) {
        await updateVisibility(Object.fromEntries(changed.map(({ key }) => [key, values[key]])));
      }
      await onSaved();
    } catch (err) {
      const rest = applyServerErrors(err, form.setError, FIELDS);
      setError(rest.length > 0 ? rest.join(' ') : null);
    }
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      sheet
      title={purpose === 'connect' ? 'Before you connect' : 'Before you see who’s going'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={form.formState.isSubmitting}>
            Not now
          </Button>
          <Button type="submit" form="social-profile-form" loading={form.formState.isSubmitting}>
            {purpose === 'connect' ? 'Save and connect' : 'Save and see guests'}
          </Button>
        </>
      }
    >
      <form id="social-profile-form" className="stack" onSubmit={submit} noValidate>
        <p className="hint">
          Two quick questions, so guests find the people they came to meet. You choose what others see, and
          can change it on your profile.
        </p>
        <SocialFields
          gender={form.register('gender')}
          intent={form.register('intent')}
          errors={{
            gender: form.formState.errors.gender?.message,
            intent: form.formState.errors.intent?.message,
          }}
        />
        <div className="switch-list">
          {SHOWN_ROWS.map((row, i) => (
            <SwitchRow
              key={row.key}
              label={row.label}
              checked={shown[i] ?? true}
              onChange={(checked) => form.setValue(row.key, checked, { shouldDirty: true })}
            />
          ))}
        </div>
        {error && <Alert variant="error">{error}</Alert>}
      </form>
    </Dialog>
  );
}
