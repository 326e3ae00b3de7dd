import { computeFeeCents } from '@mingle/shared/fees';
import { useId, useState } from 'react';
import { formatMoney } from '../../../lib/format.ts';

/** Parses a price typed in dollars into cents; null when it is not a valid amount. */
export function parsePriceCents(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '');
  if (!/^\d{1,6}(\.\d{0,2})?$/.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Shows what a buyer pays and what the host receives for one ticket at a given price. */
export function FeeCalculator() {
  const id = useId();
  const [price, setPrice] = useState('20');
  const cents = parsePriceCents(price);
  const fee = cents === null ? null : computeFeeCents([{ discountedUnitCents: cents, quantity: 1 }]);
  return (
    <div className="card fee-calculator">
      <div className="field">
        <label htmlFor={id}>Ticket price (USD)</label>
        <input
          id={id}
          className="input"
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          aria-invalid={cents === null ? true : undefined}
          aria-describedby={cents === null ? `${id}-error` : undefined}
        />
        {cents === null && (
          <span id={`${id}-error`} className="field-error">
            Enter a price such as 20 or 12.50
          </span>
        )}
      </div>
      <dl className="fee-lines" aria-live="polite">
        <div>
          <dt>Ticketing fee</dt>
          <dd>{fee === null ? '–' : formatMoney(fee)}</dd>
        </div>
        <div>
          <dt>The buyer pays</dt>
          <dd>{cents === null || fee === null ? '–' : formatMoney(cents + fee)}</dd>
        </div>
        <div className="fee-total">
          <dt>You receive</dt>
          <dd>{cents === null ? '–' : formatMoney(cents)}</dd>
        </div>
      </dl>
    </div>
  );
}
