import { zodResolver } from '@hookform/resolvers/zod';
import { BIO_MAX_LENGTH } from '@mingle/shared/constants';
import { ORGANIZATION_NAME_MAX, ZCreateOrganizationRequest } from '@mingle/shared/schemas/organizations';
import { type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';

// Creating and editing take the same name and bio rules; PATCH accepts both fields.
export type HostProfileValues = z.input<typeof ZCreateOrganizationRequest>;
type HostProfileOutput = z.output<typeof ZCreateOrganizationRequest>;
export type HostProfileForm = UseFormReturn<HostProfileValues, unknown, HostProfileOutput>;
export const HOST_PROFILE_FIELDS = ['name', 'bio'] as const;

export function useHostProfileForm(defaultValues: HostProfileValues): HostProfileForm {
  return useForm<HostProfileValues, unknown, HostProfileOutput>({
    resolver: zodResolver(ZCreateOrganizationRequest),
    defaultValues,
  });
}

/** The host name and bio fields of the create and edit forms. */
export function HostProfileFields({ form }: { form: HostProfileForm }) {
  const errors = form.formState.errors;
  return (
    <>
      <TextField
        label="Host name"
        hint="Your name, your collective or your venue."
        maxLength={ORGANIZATION_NAME_MAX}
        autoComplete="organization"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextareaField
        label="About you (optional)"
        hint={`Up to ${BIO_MAX_LENGTH} characters.`}
        maxLength={BIO_MAX_LENGTH}
        rows={3}
        error={errors.bio?.message}
        {...form.register('bio')}
      />
    </>
  );
}
