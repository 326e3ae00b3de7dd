import type { ComponentProps, ReactNode } from 'react';
import { cx } from './cx.ts';
import { useFieldIds } from './field-ids.ts';
import { FieldMessages } from './field-parts.tsx';

export interface TextFieldProps extends ComponentProps<'input'> {
  label: ReactNode;
  hint?: ReactNode;
  /** The validation message; marks the input invalid when present. */
  error?: ReactNode;
}

/**
 * A labelled input. `ref` is an ordinary prop in React 19, so `{...register('name')}` from
 * react-hook-form works as is.
 */
export function TextField({ label, hint, error, id, className, type = 'text', ...rest }: TextFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={cx('field', className)}>
      <label htmlFor={ids.controlId}>{label}</label>
      <input
        id={ids.controlId}
        type={type}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      />
      <FieldMessages hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </div>
  );
}
