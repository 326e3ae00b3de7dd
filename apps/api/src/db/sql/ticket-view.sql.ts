import type { TicketEvent, TicketStatus, TicketSummary } from '@mingle/shared/schemas/tickets';

/**
 * A ticket as its holder and its buyer see it: the tickets module's views and the order view
 * (orders) both read it, so the SELECT and the reading of its columns live here once.
 */
export interface TicketViewRow {
  id: string;
  order_id: string;
  status: TicketStatus;
  code: string;
  short_code: string;
  redeemed_at: Date | null;
  created_at: Date;
  price_paid_cents: number;
  share_active: boolean;
  buyer_id: string | null;
  holder_id: string | null;
  holder_name: string | null;
  tt_id: string;
  tt_name: string;
  currency: string;
  event_id: string;
  title: string | null;
  event_status: string;
  starts_at: Date | null;
  ends_at: Date | null;
  time_zone: string | null;
  venue_name: string | null;
  address: string | null;
  city: string | null;
  online_url: string | null;
  cover_image: string | null;
}

/** The columns every ticket view reads; `FROM` and `WHERE` come from the caller. */
export const TICKET_VIEW_SELECT = `
  SELECT t.id, t.order_id, t.status, t.code, t.short_code, t.redeemed_at, t.created_at, t.price_paid_cents,
         t.share_token_hash IS NOT NULL AS share_active, o.buyer_id,
         t.holder_id, u.name AS holder_name,
         tt.id AS tt_id, tt.name AS tt_name, tt.currency,
         e.id AS event_id, e.title, e.status AS event_status, e.starts_at, e.ends_at, e.time_zone,
         e.venue_name, e.address, e.city, e.online_url, e.cover_image
    FROM tickets t
    JOIN orders o ON o.id = t.order_id
    JOIN ticket_types tt ON tt.id = t.ticket_type_id
    JOIN events e ON e.id = t.event_id
    LEFT JOIN users u ON u.id = t.holder_id AND u.deleted_at IS NULL`;

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
