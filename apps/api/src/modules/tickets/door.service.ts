import { PAGE_SIZE } from '@mingle/shared/constants';
import type {
  AttendancePage,
  Attendee,
  DoorList,
  RedeemedTicket,
  RedeemRequest,
} from '@mingle/shared/schemas/tickets';
import { asShortCode } from '@mingle/shared/short-code';
import type { AppContext } from '../../app-context.ts';
import { AppError, RetryLaterError } from '../../lib/app-error.ts';
import { firstName } from '../../lib/first-name.ts';
import { type DoorRef, redeemTicket as letIn } from '../orders/index.ts';
import { authorize, recordActivity } from '../teams/index.ts';
import * as repo from './door.repository.ts';
import { doorCodeDigest, doorShortCodeDigest } from './ticket-codes.ts';

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
 * POST events/:id/redeem: the host or door staff scan a QR, type a short code or tap a name in
 * the list. The status change is one guarded UPDATE, so two scanners (or a device syncing its
 * offline check-ins) racing on one ticket let it in once; every other outcome has its own answer
 * (already redeemed at … by …, another event, refunded, void, unknown).
 */
export async function redeemTicket(
  ctx: AppContext,
  eventId: string,
  hostId: string,
  request: RedeemRequest,
): Promise<RedeemedTicket> {
  const { organizationId } = await authorize(ctx.db, hostId, { eventId }, 'ticket.redeem');
  const ref: DoorRef = request.ticketId
    ? { ticketId: request.ticketId }
    : { code: request.code ?? '', shortCode: asShortCode(request.code ?? '') };
  const guessable = !request.ticketId;
  const wrongCodes = wrongCodeBucket(ctx, eventId, hostId);
  if (guessable) {
    // Checked before the lookup: once refused, even a right guess gets the same 429.
    const left = await ctx.providers.rateLimits.peek(wrongCodes.key, wrongCodes.rule);
    if (!left.allowed) throw tooManyWrongCodes(left.retryAfterMs);
  }
  const redeemed = await letIn(ctx.db, ref, eventId, hostId);
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
  const ticket = await repo.doorTicket(ctx.db, ref, eventId);
  if (!ticket || ticket.event_id !== eventId) {
    if (guessable) await ctx.providers.rateLimits.take(wrongCodes.key, wrongCodes.rule);
    if (!ticket) throw new AppError('NOT_FOUND', 'No ticket has this code');
    throw new AppError('WRONG_EVENT', 'This ticket is for another event');
  }
  if (ticket.status === 'redeemed') throw alreadyRedeemed(ticket);
  if (ticket.status === 'refunded') throw new AppError('TICKET_NOT_VALID', 'This ticket was refunded');
  throw new AppError('TICKET_NOT_VALID', 'This ticket is void');
}

/**
 * Wrong codes per event and team member (a code of no ticket, or of another event): guessing
 * short codes needs millions of tries, a door typing or scanning makes a few mistakes.
 */
function wrongCodeBucket(ctx: AppContext, eventId: string, memberId: string) {
  return {
    key: `door-wrong:${eventId}:${memberId}`,
    rule: { capacity: ctx.config.DOOR_WRONG_CODES_BURST, refillMs: ctx.config.DOOR_WRONG_CODE_REFILL_MS },
  };
}

function tooManyWrongCodes(retryAfterMs: number): RetryLaterError {
  const seconds = Math.ceil(retryAfterMs / 1000);
  return new RetryLaterError(
    `Too many wrong codes; try again in ${seconds} s, or check the guest in from the list`,
    seconds,
  );
}

/** 409 with when, and by whom, so a door syncing offline check-ins can say "already in at 21:04 by Sam". */
function alreadyRedeemed(ticket: repo.DoorTicketRow): AppError {
  const at = ticket.redeemed_at!.toISOString();
  const fields: Record<string, string> = { redeemedAt: at };
  if (ticket.redeemed_by) fields.redeemedById = ticket.redeemed_by;
  if (ticket.redeemer_name) fields.redeemedBy = ticket.redeemer_name;
  return new AppError('ALREADY_REDEEMED', `Already redeemed at ${at}`, fields);
}

/** GET events/:id/door-list: the whole list with code digests (short codes' cut to 20 bits), for checking in offline. */
export async function getDoorList(ctx: AppContext, eventId: string, hostId: string): Promise<DoorList> {
  await authorize(ctx.db, hostId, { eventId }, 'attendance.read');
  const rows = await repo.doorList(ctx.db, eventId);
  return {
    eventId,
    generatedAt: new Date().toISOString(),
    items: rows.map((row) => ({
      ...toAttendee(row),
      redeemedBy: row.redeemed_by ? { id: row.redeemed_by, name: row.redeemer_name } : null,
      codeDigest: doorCodeDigest(eventId, row.code),
      shortCodeDigest: doorShortCodeDigest(eventId, row.short_code),
    })),
  };
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
