import type { Ticket, TicketEvent, TicketSummary } from '@mingle/shared/schemas/tickets';
import type { TicketViewRow } from './tickets.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toTicketEvent(row: TicketViewRow): TicketEvent {
  return {
    id: row.event_id,
    title: row.title,
    status: row.event_status,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    timeZone: row.time_zone,
    venueName: row.venue_name,
    address: row.address,
    city: row.city,
    onlineUrl: row.online_url,
    coverImage: row.cover_image,
  };
}

export function toTicketSummary(row: TicketViewRow, viewerId: string): TicketSummary {
  return {
    id: row.id,
    orderId: row.order_id,
    status: row.status,
    redeemedAt: iso(row.redeemed_at),
    event: toTicketEvent(row),
    ticketType: {
      id: row.tt_id,
      name: row.tt_name,
      pricePaidCents: row.price_paid_cents,
      currency: row.currency,
    },
    holder: row.holder_id ? { id: row.holder_id, name: row.holder_name } : null,
    isBuyer: row.buyer_id === viewerId,
    shareActive: row.share_active,
    createdAt: row.created_at.toISOString(),
  };
}

/** The holder's view, with the code for the QR and the short code printed under it. */
export function toTicket(row: TicketViewRow, viewerId: string): Ticket {
  return { ...toTicketSummary(row, viewerId), code: row.code, shortCode: row.short_code };
}
