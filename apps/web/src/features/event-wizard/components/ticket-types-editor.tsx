import { formatMoney } from '@mingle/shared/fees';
import type { Event } from '@mingle/shared/schemas/events';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useDeleteTicketType } from '../api/ticket-types.ts';
import { TicketTypeForm } from './ticket-type-form.tsx';

/** The event's ticket types with Add / Change / Remove; each change saves at once. */
export function TicketTypesEditor({ event, timeZone }: { event: Event; timeZone: string }) {
  const [editing, setEditing] = useState<string | 'new' | null>(
    event.ticketTypes.length === 0 ? 'new' : null,
  );
  const remove = useDeleteTicketType(event.id);
  const locked = event.ticketTypes[0]?.currency ?? null;

  return (
    <section className="wizard-section" aria-labelledby="ticket-types-title">
      <h2 id="ticket-types-title" className="wizard-section-title">
        Ticket types
      </h2>
      {event.ticketTypes.length === 0 && editing !== 'new' && (
        <p className="muted">Add at least one ticket type. A free one counts: guests then simply RSVP.</p>
      )}
      {event.ticketTypes.length > 0 && (
        <ul className="editor-list">
          {event.ticketTypes.map((t) =>
            editing === t.id ? (
              <li key={t.id}>
                <TicketTypeForm
                  eventId={event.id}
                  timeZone={timeZone}
                  ticketType={t}
                  lockedCurrency={event.ticketTypes.length > 1 ? locked : null}
                  taxed={event.tax !== null}
                  onDone={() => setEditing(null)}
                />
              </li>
            ) : (
              <li key={t.id} className="editor-row">
                <div className="editor-row-main">
                  <p>
                    <strong>{t.name}</strong>
                  </p>
                  <p className="hint">
                    {t.priceCents === 0 ? 'Free' : formatMoney(t.priceCents, t.currency)} · {t.quantity}{' '}
                    available
                    {t.sold > 0 ? ` · ${t.sold} sold` : ''}
                    {t.maxPerOrder ? ` · up to ${t.maxPerOrder} per order` : ''}
                    {event.tax && !t.taxable && t.priceCents > 0 ? ` · no ${event.tax.name}` : ''}
                  </p>
                </div>
                <div className="row">
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setEditing(t.id)}
                    disabled={editing !== null}
                  >
                    Change<span className="visually-hidden"> {t.name}</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={t.sold > 0 || editing !== null}
                    title={t.sold > 0 ? 'Tickets of this type are sold' : undefined}
                    loading={remove.isPending && remove.variables === t.id}
                    onClick={() => remove.mutate(t.id)}
                  >
                    Remove<span className="visually-hidden"> {t.name}</span>
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      {remove.isError && <Alert variant="error">{remove.error.message}</Alert>}
      {editing === 'new' ? (
        <TicketTypeForm
          eventId={event.id}
          timeZone={timeZone}
          ticketType={null}
          lockedCurrency={locked}
          taxed={event.tax !== null}
          onDone={() => setEditing(null)}
        />
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setEditing('new')} disabled={editing !== null}>
            Add a ticket type
          </Button>
        </div>
      )}
    </section>
  );
}
