import { PAGE_SIZE } from '@mingle/shared/constants';
import type { AttendancePage, Attendee, RedeemedTicket } from '@mingle/shared/schemas/tickets';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { firstName } from '../../lib/first-name.ts';
import { authorize, recordActivity } from '../teams/index.ts';
import * as repo from './tickets.repository.ts';

function toAttendee(row: repo.AttendeeRow): Attendee {
  return {
    ticketId: row.id,
    holder: row.holder_id ? { id: row.holder_id, firstName: firstName(row.holder_name) } : null,
    ticketTypeName: row.tt_name,
    status: row.status,
    redeemedAt: row.redeemed_at?.toISOString() ?? null,
  };
}

/**
 * POST events/:id/redeem: the host or door staff scan a code at the door. The status change is one guarded
 * UPDATE, so two scanners racing on one ticket let it in once; every other outcome has its own
 * answer (already redeemed at …, another event, refunded, void, unknown).
 */
export async function redeemTicket(
  ctx: AppContext,
  eventId: string,
  hostId: string,
  code: string,
): Promise<RedeemedTicket> {
  const { organizationId } = await authorize(ctx.db, hostId, { eventId }, 'ticket.redeem');
  const redeemed = await repo.redeemByCode(ctx.db, code, eventId, hostId);
  if (redeemed) {
    const row = await repo.redeemedAttendee(ctx.db, redeemed.id);
    const attendee = toAttendee(row!);
    await recordActivity(ctx.db, {
      organizationId,
      actorId: hostId,
      action: 'ticket.redeemed',
      eventId,
      details: { ticketId: redeemed.id, guest: attendee.holder?.firstName ?? null },
    });
    return {
      ...attendee,
      redeemedAt: attendee.redeemedAt!,
      redeemedBy: row!.redeemed_by ? { id: row!.redeemed_by, name: row!.redeemer_name } : null,
    };
  }
  const ticket = await repo.ticketByCode(ctx.db, code);
  if (!ticket) throw new AppError('NOT_FOUND', 'No ticket has this code');
  if (ticket.event_id !== eventId) throw new AppError('WRONG_EVENT', 'This ticket is for another event');
  if (ticket.status === 'redeemed') {
    const at = ticket.redeemed_at!.toISOString();
    throw new AppError('ALREADY_REDEEMED', `Already redeemed at ${at}`, { redeemedAt: at });
  }
  if (ticket.status === 'refunded') throw new AppError('TICKET_NOT_VALID', 'This ticket was refunded');
  throw new AppError('TICKET_NOT_VALID', 'This ticket is void');
}

/** GET events/:id/attendance (owner, co-hosts, door staff): who holds a ticket and who has arrived, with counts. */
export async function getAttendance(
  ctx: AppContext,
  eventId: string,
  hostId: string,
  page: number,
): Promise<AttendancePage> {
  await authorize(ctx.db, hostId, { eventId }, 'attendance.read');
  const offset = (page - 1) * PAGE_SIZE;
  const { rows, sold, redeemed } = await repo.attendees(ctx.db, eventId, offset);
  return {
    items: rows.map(toAttendee),
    page,
    pageSize: PAGE_SIZE,
    total: sold,
    hasMore: offset + rows.length < sold,
    counts: { sold, redeemed },
  };
}
