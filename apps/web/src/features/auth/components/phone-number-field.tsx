import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { PhoneFormValues } from '../lib/phone-form.ts';
import { CountrySelect } from './country-select.tsx';

export interface PhoneNumberFieldProps {
  form: UseFormReturn<PhoneFormValues>;
  label?: string;
  hint?: string;
  /** A message from the server for this number. */
  serverError?: string;
  disabled?: boolean;
}

/** Country code picker and national number side by side, with one label, hint and error. */
export function PhoneNumberField({
  form,
  label = 'Phone number',
  hint,
  serverError,
  disabled,
}: PhoneNumberFieldProps) {
  const id = useId();
  const country = form.watch('country');
  const error = form.formState.errors.national?.message ?? serverError;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="phone-row">
        <CountrySelect
          value={country}
          disabled={disabled}
          onChange={(iso) => form.setValue('country', iso, { shouldValidate: form.formState.isSubmitted })}
        />
        <input
          id={id}
          className="input"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...form.register('national')}
        />
      </div>
      {error ? (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      ) : (
        hint && (
          <span id={`${id}-hint`} className="hint">
            {hint}
          </span>
        )
      )}
    </div>
  );
}
