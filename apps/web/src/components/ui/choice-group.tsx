import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import './choice-group.css';

export interface Choice {
  value: string;
  label: string;
  icon?: ReactNode;
}

export interface ChoiceGroupProps {
  legend: ReactNode;
  choices: readonly Choice[];
  registration: UseFormRegisterReturn;
  error?: string;
  /** Cards stack their content; chips sit in a row. */
  look?: 'chips' | 'cards';
}

/** A radio group drawn as chips or cards; arrow keys move between choices as usual. */
export function ChoiceGroup({ legend, choices, registration, error, look = 'chips' }: ChoiceGroupProps) {
  const errorId = `${registration.name}-error`;
  return (
    <fieldset
      className="choice-group"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="label">{legend}</legend>
      <div className={look === 'cards' ? 'choice-cards' : 'choice-chips'}>
        {choices.map((c) => (
          <label key={c.value} className="choice">
            <input type="radio" value={c.value} {...registration} />
            <span className="choice-face">
              {c.icon}
              {c.label}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
