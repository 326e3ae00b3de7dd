import { TicketAction } from '@mingle/shared/enums';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { normaliseCode } from '../lib/scan-result.ts';

export interface TypedCodeFormProps {
  busy: boolean;
  onSubmit: (code: string) => void;
}

/** The code typed by hand, for a cracked screen or a camera that won't start. */
export function TypedCodeForm({ busy, onSubmit }: TypedCodeFormProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = normaliseCode(code);
    if (!value) {
      setError('Scan or type the ticket code');
      return;
    }
    onSubmit(value);
    setCode('');
  }

  return (
    <form className="typed-code" onSubmit={submit} noValidate>
      <label htmlFor={id} className="label">
        Ticket code
      </label>
      <div className="typed-code-row">
        <input
          id={id}
          className="input typed-code-input"
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setError(null);
          }}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="submit" loading={busy}>
          {TicketAction.enum.Redeem}
        </Button>
      </div>
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      )}
    </form>
  );
}
