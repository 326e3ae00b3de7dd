import { type ComponentPropsWithRef, useId } from 'react';
import { CountrySelect } from './country-select.tsx';

export interface PhoneNumberFieldProps {
  /** The picked country (ISO code). */
  country: string;
  onCountryChange: (iso: string) => void;
  /**
   * The national number input's props: react-hook-form's `register('national')`, or a value and
   * onChange (the sign-in form keeps its state by hand so /auth loads no form library).
   */
  nationalInput: ComponentPropsWithRef<'input'>;
  /** This form's own message for the number. */
  error?: string;
  label?: string;
  hint?: string;
  /** A message from the server for this number. */
  serverError?: string;
  disabled?: boolean;
}

/** Country code picker and national number side by side, with one label, hint and error. */
export function PhoneNumberField({
  country,
  onCountryChange,
  nationalInput,
  error: formError,
  label = 'Phone number',
  hint,
  serverError,
  disabled,
}: PhoneNumberFieldProps) {
  const id = useId();
  const error = formError ?? serverError;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="phone-row">
        <CountrySelect value={country} disabled={disabled} onChange={onCountryChange} />
        <input
          id={id}
          className="input"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...nationalInput}
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
