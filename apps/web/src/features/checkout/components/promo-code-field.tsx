import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';

export interface PromoCodeFieldProps {
  /** The code in force, shown as applied. */
  applied: string | null;
  /** Why the code was refused ("This promo code has expired"). */
  error: string | null;
  busy: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** A promo code: type and apply it, see why it was refused, or remove it. */
export function PromoCodeField({ applied, error, busy, onApply, onRemove }: PromoCodeFieldProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [code, setCode] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = code.trim();
    if (value) onApply(value);
  }

  if (applied) {
    return (
      <div className="promo-applied" role="status">
        <span>
          Promo code <strong>{applied}</strong> applied
        </span>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          Remove
        </Button>
        {error && (
          <span className="field-error promo-error" role="alert">
            {error}
          </span>
        )}
      </div>
    );
  }
  return (
    <form className="promo-form" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="label">
        Promo code
      </label>
      <div className="promo-row">
        <input
          id={inputId}
          className="input promo-input"
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Button type="submit" variant="secondary" loading={busy} disabled={!code.trim()}>
          Apply
        </Button>
      </div>
      {error && (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      )}
    </form>
  );
}
