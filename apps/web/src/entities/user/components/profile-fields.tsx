import { BIO_MAX_LENGTH, MIN_AGE_YEARS, NAME_MAX_LENGTH } from '@mingle/shared/constants';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import {
  latestAllowedBirthdate,
  type ProfileFormOutput,
  type ProfileFormValues,
} from '../lib/profile-form.ts';
import { SocialFields } from './social-fields.tsx';

export interface ProfileFieldsProps {
  form: UseFormReturn<ProfileFormValues, unknown, ProfileFormOutput>;
  /**
   * Gender and intent. Set-up leaves them out (it asks only what everyone needs); they are asked
   * when the person first opens a guest list or connects, and edited on the profile.
   */
  social?: boolean;
}

/** Name, date of birth, gender, intent and bio: shared by the setup step and the profile editor. */
export function ProfileFields({ form, social = true }: ProfileFieldsProps) {
  const { register, formState, watch } = form;
  const errors = formState.errors;
  const bioLength = (watch('bio') ?? '').length;
  return (
    <>
      <TextField
        label="Name"
        autoComplete="given-name"
        maxLength={NAME_MAX_LENGTH}
        hint="This is how other guests see you."
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Date of birth"
        type="date"
        autoComplete="bday"
        min="1900-01-01"
        max={latestAllowedBirthdate()}
        hint={`You must be ${MIN_AGE_YEARS} or older. Others see your age, never the date.`}
        error={errors.birthdate?.message}
        {...register('birthdate')}
      />
      {social && (
        <SocialFields
          gender={register('gender')}
          intent={register('intent')}
          errors={{ gender: errors.gender?.message, intent: errors.intent?.message }}
        />
      )}
      <TextareaField
        label="Bio (optional)"
        rows={4}
        maxLength={BIO_MAX_LENGTH}
        placeholder="A line or two about you: what you love, what you’re up to this weekend…"
        hint={`${bioLength}/${BIO_MAX_LENGTH}`}
        error={errors.bio?.message}
        {...register('bio')}
      />
    </>
  );
}
