import { PAGE_SIZE } from '@mingle/shared/constants';
import type { AttendancePage, Attendee, RedeemedTicket, TicketStatus } from '@mingle/shared/schemas/tickets';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { firstName } from '../../lib/first-name.ts';
import { requireEventHost } from '../orders/index.ts';

interface AttendeeRow {
  id: string;
  status: TicketStatus;
  redeemed_at: Date | null;
  holder_id: string | null;
  holder_name: string | null;
  tt_name: string;
}

const ATTENDEE_SELECT = `
  SELECT t.id, t.status, t.redeemed_at, t.holder_id, u.name AS holder_name, tt.name AS tt_name
    FROM tickets t
    JOIN ticket_types tt ON tt.id = t.ticket_type_id
    LEFT JOIN users u ON u.id = t.holder_id AND u.deleted_at IS NULL`;

function toAttendee(row: AttendeeRow): Attendee {
  return {
    ticketId: row.id,
    holder: row.holder_id ? { id: row.holder_id, firstName: firstName(row.holder_name) } : null,
    ticketTypeName: row.tt_name,
    status: row.status,
    redeemedAt: row.redeemed_at?.toISOString() ?? null,
  };
}

/**
 * POST events/:id/redeem: the host scans a code at the door. The status change is one guarded
 * UPDATE, so two scanners racing on one ticket let it in once; every other outcome has its own
 * answer (already redeemed at …, another event, refunded, void, unknown).
 */
export async function redeemTicket(
  ctx: AppContext,
  eventId: string,
  hostId: string,
  code: string,
): Promise<RedeemedTicket> {
  await requireEventHost(ctx.db, eventId, hostId, 'redeem its tickets');
  const redeemed = await ctx.db.maybeOne<{ id: string }>(
    `UPDATE tickets SET status = 'redeemed', redeemed_at = now(), redeemed_by = $3, updated_at = now()
      WHERE code = $1 AND event_id = $2 AND status = 'valid' RETURNING id`,
    [code, eventId, hostId],
  );
  if (redeemed) {
    const row = await ctx.db.maybeOne<
      AttendeeRow & { redeemed_by: string | null; redeemer_name: string | null }
    >(
      `SELECT t.id, t.status, t.redeemed_at, t.holder_id, u.name AS holder_name, tt.name AS tt_name,
              t.redeemed_by, r.name AS redeemer_name
         FROM tickets t
         JOIN ticket_types tt ON tt.id = t.ticket_type_id
         LEFT JOIN users u ON u.id = t.holder_id AND u.deleted_at IS NULL
         LEFT JOIN users r ON r.id = t.redeemed_by
        WHERE t.id = $1`,
      [redeemed.id],
    );
    const attendee = toAttendee(row!);
    return {
      ...attendee,
      redeemedAt: attendee.redeemedAt!,
      redeemedBy: row!.redeemed_by ? { id: row!.redeemed_by, name: row!.redeemer_name } : null,
    };
  }
  const ticket = await ctx.db.maybeOne<{ event_id: string; status: TicketStatus; redeemed_at: Date | null }>(
    'SELECT event_id, status, redeemed_at FROM tickets WHERE code = $1',
    [code],
  );
  if (!ticket) throw new AppError('NOT_FOUND', 'No ticket has this code');
  if (ticket.event_id !== eventId) throw new AppError('WRONG_EVENT', 'This ticket is for another event');
  if (ticket.status === 'redeemed') {
    const at = ticket.redeemed_at!.toISOString();
    throw new AppError('ALREADY_REDEEMED', `Already redeemed at ${at}`, { redeemedAt: at });
  }
  if (ticket.status === 'refunded') throw new AppError('TICKET_NOT_VALID', 'This ticket was refunded');
  throw new AppError('TICKET_NOT_VALID', 'This ticket is void');
}

/** GET events/:id/attendance (host only): who holds a ticket and who has arrived, with counts. */
export async function getAttendance(
  ctx: AppContext,
  eventId: string,
  hostId: string,
  page: number,
): Promise<AttendancePage> {
  await requireEventHost(ctx.db, eventId, hostId, 'see who has arrived');
  const offset = (page - 1) * PAGE_SIZE;
  const [rows, counts] = await Promise.all([
    ctx.db.query<AttendeeRow>(
      `${ATTENDEE_SELECT} WHERE t.event_id = $1 AND t.status IN ('valid', 'redeemed')
        ORDER BY t.redeemed_at DESC NULLS LAST, lower(u.name), t.id LIMIT ${PAGE_SIZE} OFFSET $2`,
      [eventId, offset],
    ),
    ctx.db.maybeOne<{ sold: number; redeemed: number }>(
      `SELECT count(*)::int AS sold, count(*) FILTER (WHERE status = 'redeemed')::int AS redeemed
         FROM tickets WHERE event_id = $1 AND status IN ('valid', 'redeemed')`,
      [eventId],
    ),
  ]);
  const sold = counts?.sold ?? 0;
  return {
    items: rows.map(toAttendee),
    page,
    pageSize: PAGE_SIZE,
    total: sold,
    hasMore: offset + rows.length < sold,
    counts: { sold, redeemed: counts?.redeemed ?? 0 },
  };
}
