import type { EventCard, EventStatus, EventVisibility, WizardStep } from '@mingle/shared/schemas/events';
import type { Tax } from '@mingle/shared/taxes';
import { goingCountSql } from '../../db/sql/attendance.sql.ts';
import { eventTaxSql } from '../../db/sql/tax.sql.ts';

/** Columns of a card; expects `events e` joined with `organizations o`. Going: tickets and Yes RSVPs. */
export const CARD_COLUMNS = `
  e.id, e.status, e.visibility, e.title, e.cover_image, e.cover_focus_x, e.cover_focus_y, e.starts_at, e.ends_at, e.time_zone, e.venue_name, e.city,
  (e.online_url IS NOT NULL) AS is_online, e.min_price_cents,
  (SELECT max(tt.price_cents) FROM ticket_types tt WHERE tt.event_id = e.id) AS max_price_cents, e.currency, ${eventTaxSql('e.id')} AS tax, o.id AS org_id, o.name AS org_name,
  e.wizard_step, ${goingCountSql('e.id')} AS going_count`;

export interface CardRow {
  id: string;
  status: EventStatus;
  visibility: EventVisibility;
  title: string | null;
  cover_image: string | null;
  cover_focus_x: number;
  cover_focus_y: number;
  starts_at: Date | null;
  ends_at: Date | null;
  time_zone: string | null;
  venue_name: string | null;
  city: string | null;
  is_online: boolean;
  min_price_cents: number | null;
  max_price_cents: number | null;
  currency: string | null;
  tax: Tax | null;
  org_id: string;
  org_name: string;
  wizard_step: WizardStep | null;
  going_count: number;
}

export function toCard(row: CardRow): EventCard {
  return {
    id: row.id,
    status: row.status,
    visibility: row.visibility,
    title: row.title,
    coverImage: row.cover_image,
    coverFocusX: row.cover_focus_x,
    coverFocusY: row.cover_focus_y,
    startsAt: row.starts_at ? row.starts_at.toISOString() : null,
    endsAt: row.ends_at ? row.ends_at.toISOString() : null,
    timeZone: row.time_zone,
    venueName: row.venue_name,
    city: row.city,
    isOnline: row.is_online,
    minPriceCents: row.min_price_cents,
    maxPriceCents: row.max_price_cents,
    currency: row.currency,
    tax: row.tax,
    organization: { id: row.org_id, name: row.org_name },
    goingCount: row.going_count,
  };
}
