export interface QuantityStepperProps {
  /** Names the ticket type, e.g. "General admission": buttons read "Add one General admission". */
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/** − n + with big touch targets; the count is announced politely as it changes. */
export function QuantityStepper({ label, value, max, onChange, disabled = false }: QuantityStepperProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons and a live count, not a form fieldset.
    <div className="qty" role="group" aria-label={`${label} quantity`}>
      <button
        type="button"
        className="qty-btn"
        aria-label={`Remove one ${label}`}
        disabled={disabled || value <= 0}
        onClick={() => onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className="qty-value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="qty-btn"
        aria-label={`Add one ${label}`}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
