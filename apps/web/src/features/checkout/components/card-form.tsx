import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import {
  type CardErrors,
  type CardFields,
  digitsOnly,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  validateCard,
} from '../lib/card.ts';

export interface CardFormProps {
  card: CardFields;
  onChange: (card: CardFields) => void;
  /** "Pay $53.50". */
  submitLabel: string;
  busy: boolean;
  disabled?: boolean;
  /** Called with the card number's digits once every field checks out. */
  onPay: (cardDigits: string) => void;
}

/** The card form: formats as you type, checks every field before paying. */
export function CardForm({ card, onChange, submitLabel, busy, disabled = false, onPay }: CardFormProps) {
  const [errors, setErrors] = useState<CardErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const set = (patch: Partial<CardFields>) => {
    onChange({ ...card, ...patch });
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch) as (keyof CardFields)[]) delete next[key];
      return next;
    });
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateCard(card);
    setErrors(found);
    const first = (Object.keys(found) as (keyof CardFields)[])[0];
    if (first) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onPay(digitsOnly(card.number));
  }

  return (
    <form ref={formRef} className="card-form" onSubmit={submit} noValidate aria-label="Card details">
      <TextField
        label="Card number"
        name="number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={card.number}
        onChange={(e) => set({ number: formatCardNumber(e.target.value) })}
        error={errors.number}
      />
      <div className="card-form-row">
        <TextField
          label="Expiry"
          name="expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          value={card.expiry}
          onChange={(e) => set({ expiry: formatExpiry(e.target.value) })}
          error={errors.expiry}
        />
        <TextField
          label="CVC"
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          value={card.cvc}
          onChange={(e) => set({ cvc: formatCvc(e.target.value) })}
          error={errors.cvc}
        />
      </div>
      <TextField
        label="Name on card"
        name="name"
        autoComplete="cc-name"
        value={card.name}
        onChange={(e) => set({ name: e.target.value })}
        error={errors.name}
      />
      <Button type="submit" block loading={busy} disabled={disabled}>
        {submitLabel}
      </Button>
    </form>
  );
}
