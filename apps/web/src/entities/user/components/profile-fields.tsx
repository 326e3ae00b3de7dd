import { BIO_MAX_LENGTH, MIN_AGE_YEARS, NAME_MAX_LENGTH } from '@mingle/shared/constants';
import { Gender, Intent } from '@mingle/shared/enums';
import type { UseFormReturn } from 'react-hook-form';
import { ChoiceGroup } from '../../../components/ui/choice-group.tsx';
import { IntentIcon } from '../../../components/ui/intent-icon.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import {
  latestAllowedBirthdate,
  type ProfileFormOutput,
  type ProfileFormValues,
} from '../lib/profile-form.ts';

const GENDER_CHOICES = Gender.options.map((g) => ({ value: g, label: g }));
const INTENT_CHOICES = Intent.options.map((i) => ({
  value: i,
  label: i,
  icon: <IntentIcon intent={i} size={24} className="choice-icon" />,
}));

export interface ProfileFieldsProps {
  form: UseFormReturn<ProfileFormValues, unknown, ProfileFormOutput>;
}

/** Name, date of birth, gender, intent and bio: shared by the setup step and the profile editor. */
export function ProfileFields({ form }: ProfileFieldsProps) {
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
      <ChoiceGroup
        legend="Gender"
        choices={GENDER_CHOICES}
        registration={register('gender')}
        error={errors.gender?.message}
      />
      <ChoiceGroup
        legend="I’m here for"
        look="cards"
        choices={INTENT_CHOICES}
        registration={register('intent')}
        error={errors.intent?.message}
      />
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
