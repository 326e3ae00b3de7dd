import type { ComponentProps, ReactNode } from 'react';
import { cx } from './cx.ts';
import { useFieldIds } from './field-ids.ts';
import { FieldMessages } from './field-parts.tsx';

export interface TextareaFieldProps extends ComponentProps<'textarea'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

export function TextareaField({ label, hint, error, id, className, ...rest }: TextareaFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={cx('field', className)}>
      <label htmlFor={ids.controlId}>{label}</label>
      <textarea
        id={ids.controlId}
        className="textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      />
      <FieldMessages hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </div>
  );
}
