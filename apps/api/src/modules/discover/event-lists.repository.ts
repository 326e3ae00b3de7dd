import type { GuestTab, HostTab, RsvpAnswer } from '@mingle/shared/enums';
import type { Queryable } from '../../db/client.ts';
import { goingEventIdsSql, holdsTicketSql } from '../../db/sql/attendance.sql.ts';
import { CARD_COLUMNS, type CardRow } from './event-cards.ts';

export interface Range {
  from: Date;
  to: Date;
}

/** Host tabs: Upcoming = published, not ended; Past = ended or cancelled; Drafts. */
const HOST_TABS: Record<HostTab, { where: (now: () => string) => string; order: string }> = {
  upcoming: {
    where: (now) => `e.status = 'published' AND e.ends_at > ${now()}`,
    order: 'e.starts_at ASC, e.id ASC',
  },
  past: {
    where: (now) => `((e.status = 'published' AND e.ends_at <= ${now()}) OR e.status = 'cancelled')`,
    order: 'e.starts_at DESC NULLS LAST, e.id DESC',
  },
  drafts: { where: () => `e.status = 'draft'`, order: 'e.updated_at DESC, e.id DESC' },
};

/** $2, $3: the range on starts_at, or nulls for all. */
const RANGE = '($2::timestamptz IS NULL OR (e.starts_at >= $2 AND e.starts_at < $3))';

export function hostEvents(
  db: Queryable,
  organizationId: string,
  tab: HostTab,
  now: Date,
  range: Range | null,
  limit: number,
  offset: number,
): Promise<CardRow[]> {
  const { where, order } = HOST_TABS[tab];
  const params: unknown[] = [organizationId, range?.from ?? null, range?.to ?? null, limit, offset];
  // Only bound when the tab reads it: PostgreSQL refuses a parameter it can't type.
  const condition = where(() => `$${params.push(now)}`);
  return db.query(
    `SELECT ${CARD_COLUMNS} FROM events e JOIN organizations o ON o.id = e.organization_id
      WHERE e.organization_id = $1 AND ${condition} AND ${RANGE}
      ORDER BY ${order} LIMIT $4 OFFSET $5`,
    params,
  );
}

export async function hostTabCounts(
  db: Queryable,
  organizationId: string,
  now: Date,
  range: Range | null,
): Promise<Record<HostTab, number>> {
  const row = await db.maybeOne<Record<HostTab, number>>(
    `SELECT count(*) FILTER (WHERE ${HOST_TABS.upcoming.where(() => '$4')})::int AS upcoming,
            count(*) FILTER (WHERE ${HOST_TABS.past.where(() => '$4')})::int AS past,
            count(*) FILTER (WHERE ${HOST_TABS.drafts.where(() => '$4')})::int AS drafts
       FROM events e WHERE e.organization_id = $1 AND ${RANGE}`,
    [organizationId, range?.from ?? null, range?.to ?? null, now],
  );
  return row!;
}

const INVITED_EVENT_IDS = `
  SELECT i.event_id FROM invitations i JOIN users me ON me.id = $1
   WHERE i.email = me.email OR i.phone = me.phone`;

/**
 * Guest tabs. $1 is the guest, $2 now. Invitations match the guest's current phone or e-mail.
 * Going (a ticket or a Yes RSVP) is the one rule of `event_attendee_rows`.
 */
const GUEST_TABS: Record<GuestTab, { where: string; order: string }> = {
  upcoming: {
    where: `e.id IN (${goingEventIdsSql('$1')}
                     UNION SELECT event_id FROM rsvps WHERE user_id = $1 AND answer = 'Maybe')
            AND e.status <> 'draft' AND e.ends_at > $2`,
    order: 'e.starts_at ASC, e.id ASC',
  },
  invited: {
    where: `e.id IN (${INVITED_EVENT_IDS})
            AND NOT EXISTS (SELECT 1 FROM rsvps WHERE event_id = e.id AND user_id = $1)
            AND e.status = 'published' AND e.ends_at > $2`,
    order: 'e.starts_at ASC, e.id ASC',
  },
  attended: {
    where: `e.id IN (${goingEventIdsSql('$1')}) AND e.status = 'published' AND e.ends_at <= $2`,
    order: 'e.starts_at DESC, e.id DESC',
  },
};

export interface MyCardRow extends CardRow {
  rsvp: RsvpAnswer | null;
  invited: boolean;
  holds_ticket: boolean;
}

export function myEvents(
  db: Queryable,
  userId: string,
  tab: GuestTab,
  now: Date,
  limit: number,
  offset: number,
): Promise<MyCardRow[]> {
  const { where, order } = GUEST_TABS[tab];
  return db.query(
    `SELECT ${CARD_COLUMNS},
            (SELECT answer FROM rsvps WHERE event_id = e.id AND user_id = $1) AS rsvp,
            e.id IN (${INVITED_EVENT_IDS}) AS invited,
            ${holdsTicketSql('e.id', '$1')} AS holds_ticket
       FROM events e JOIN organizations o ON o.id = e.organization_id
      WHERE ${where}
      ORDER BY ${order} LIMIT $3 OFFSET $4`,
    [userId, now, limit, offset],
  );
}

export async function countMyEvents(
  db: Queryable,
  userId: string,
  tab: GuestTab,
  now: Date,
): Promise<number> {
  const row = await db.maybeOne<{ n: number }>(
    `SELECT count(*)::int AS n FROM events e WHERE ${GUEST_TABS[tab].where}`,
    [userId, now],
  );
  return row!.n;
}
