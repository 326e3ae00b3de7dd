import { formatMoney } from '@mingle/shared/fees';
import type { Event, PromoCode } from '@mingle/shared/schemas/events';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../entities/event/lib/event-time.ts';
import { useDeletePromoCode, usePromoCodes } from '../api/promo-codes.ts';
import { PromoCodeForm } from './promo-code-form.tsx';

function describe(p: PromoCode, event: Event, currency: string): string {
  const off =
    p.percentOff !== null ? `${p.percentOff}% off` : `${formatMoney(p.amountOffCents ?? 0, currency)} off`;
  const names = p.ticketTypeIds
    .map((id) => event.ticketTypes.find((t) => t.id === id)?.name)
    .filter((n): n is string => Boolean(n));
  const uses = p.maxUses ? `${p.used} of ${p.maxUses} used` : `${p.used} used`;
  const until = p.validUntil ? ` · until ${formatDateTime(p.validUntil, event.timeZone)}` : '';
  return `${off} · ${names.length > 0 ? names.join(', ') : 'every ticket type'} · ${uses}${until}`;
}

/** The event's promo codes with Add and Remove. */
export function PromoCodesEditor({ event, timeZone }: { event: Event; timeZone: string }) {
  const [adding, setAdding] = useState(false);
  const codes = usePromoCodes(event.id);
  const remove = useDeletePromoCode(event.id);
  const currency = event.ticketTypes[0]?.currency ?? 'USD';
  const hasPaid = event.ticketTypes.some((t) => t.priceCents > 0);

  return (
    <section className="wizard-section" aria-labelledby="promo-codes-title">
      <h2 id="promo-codes-title" className="wizard-section-title">
        Promo codes <span className="hint">(optional)</span>
      </h2>
      {codes.isPending && <Spinner size={32} label="Loading promo codes" />}
      {codes.isError && <Alert variant="error">{codes.error.message}</Alert>}
      {codes.data && codes.data.length === 0 && !adding && (
        <p className="muted">
          {hasPaid ? 'Give friends, early birds or groups a discount.' : 'Promo codes apply to paid tickets.'}
        </p>
      )}
      {codes.data && codes.data.length > 0 && (
        <ul className="editor-list">
          {codes.data.map((p) => (
            <li key={p.id} className="editor-row">
              <div className="editor-row-main">
                <p>
                  <strong className="promo-code">{p.code}</strong>
                </p>
                <p className="hint">{describe(p, event, currency)}</p>
              </div>
              <Button
                size="sm"
                variant="ghost"
                loading={remove.isPending && remove.variables === p.id}
                onClick={() => remove.mutate(p.id)}
              >
                Remove<span className="visually-hidden"> {p.code}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {remove.isError && <Alert variant="error">{remove.error.message}</Alert>}
      {adding ? (
        <PromoCodeForm
          eventId={event.id}
          timeZone={timeZone}
          currency={currency}
          ticketTypes={event.ticketTypes}
          onDone={() => setAdding(false)}
        />
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setAdding(true)} disabled={!hasPaid}>
            Add a promo code
          </Button>
        </div>
      )}
    </section>
  );
}
