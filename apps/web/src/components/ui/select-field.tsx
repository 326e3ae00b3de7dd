import type { ComponentProps, ReactNode } from 'react';
import { cx } from './cx.ts';
import { useFieldIds } from './field-ids.ts';
import { FieldMessages } from './field-parts.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice such as "Choose one". */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
}

export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  className,
  ...rest
}: SelectFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={cx('field', className)}>
      <label htmlFor={ids.controlId}>{label}</label>
      <select
        id={ids.controlId}
        className="select"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessages hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </div>
  );
}
