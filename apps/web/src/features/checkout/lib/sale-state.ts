import type { Event, TicketType } from '@mingle/shared/schemas/events';

/**
 * Whether a ticket type can be bought right now, and how many. Zod-free (type imports only),
 * so the Buy Tickets section adds nothing heavy to the public event page.
 */
export type SaleState =
  | { kind: 'on_sale'; max: number }
  | { kind: 'sold_out' }
  | { kind: 'not_started'; startsAt: string }
  | { kind: 'ended' };

/** Sales are open: the event is published and has not ended. */
export function eventOnSale(event: Pick<Event, 'status' | 'startsAt' | 'endsAt'>, now: Date): boolean {
  if (event.status !== 'published') return false;
  const end = event.endsAt ?? event.startsAt;
  return !end || Date.parse(end) > now.getTime();
}

/**
 * `orderLimit` is the server's cap per line when the host set none; checkout passes it, the
 * event page section leaves it out (checkout clamps the basket again on arrival).
 */
export function saleState(
  tt: TicketType,
  eventOpen: boolean,
  now: Date,
  orderLimit = Number.POSITIVE_INFINITY,
): SaleState {
  if (!eventOpen) return { kind: 'ended' };
  if (tt.salesEnd && Date.parse(tt.salesEnd) <= now.getTime()) return { kind: 'ended' };
  if (tt.salesStart && Date.parse(tt.salesStart) > now.getTime())
    return { kind: 'not_started', startsAt: tt.salesStart };
  if (tt.remaining <= 0) return { kind: 'sold_out' };
  return { kind: 'on_sale', max: Math.min(tt.remaining, tt.maxPerOrder ?? orderLimit, orderLimit) };
}

/** The chosen quantity per ticket type id. */
export type Selection = Readonly<Record<string, number>>;

/** Keeps each quantity within what can be bought now; drops types that can't be. */
export function clampSelection(
  selection: Selection,
  ticketTypes: readonly TicketType[],
  eventOpen: boolean,
  now: Date,
  orderLimit?: number,
): Selection {
  const out: Record<string, number> = {};
  for (const tt of ticketTypes) {
    const wanted = selection[tt.id] ?? 0;
    const state = saleState(tt, eventOpen, now, orderLimit);
    if (wanted > 0 && state.kind === 'on_sale') out[tt.id] = Math.min(wanted, state.max);
  }
  return out;
}

export function selectedCount(selection: Selection): number {
  return Object.values(selection).reduce((sum, q) => sum + q, 0);
}

/** The basket in a URL: "tt1:2,tt2:1", so the event page can hand it to /checkout. */
export function encodeSelection(selection: Selection): string {
  return Object.entries(selection)
    .filter(([, q]) => q > 0)
    .map(([id, q]) => `${id}:${q}`)
    .join(',');
}

export function decodeSelection(value: string | null): Selection {
  const out: Record<string, number> = {};
  for (const part of (value ?? '').split(',')) {
    const [id, q] = part.split(':');
    const quantity = Number(q);
    if (id && Number.isInteger(quantity) && quantity > 0) out[id] = quantity;
  }
  return out;
}
