import type { ReactNode } from 'react';

interface FieldPartsProps {
  hint?: ReactNode;
  error?: ReactNode;
  hintId?: string;
  errorId?: string;
}

/** The hint and the error message shown under a form control. */
export function FieldMessages({ hint, error, hintId, errorId }: FieldPartsProps) {
  return (
    <>
      {hint && (
        <span id={hintId} className="hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}
