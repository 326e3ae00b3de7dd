import { PAGE_SIZE } from '@mingle/shared/constants';
import {
  type MyTicketsPage,
  type SharedTicket,
  sharedTicketLink,
  type Ticket,
  type TicketShare,
  type TicketsTab,
} from '@mingle/shared/schemas/tickets';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { type TicketViewRow, toTicketEvent, toTicketSummary } from '../../db/sql/ticket-view.sql.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { firstName } from '../../lib/first-name.ts';
import { hashSecret } from '../../lib/tokens.ts';
import { admitTicketHolder } from '../admission/index.ts';
import { changeTicketHolder, closeShare, openShare } from '../orders/index.ts';
import { newShareToken } from './ticket-codes.ts';
import { toTicket } from './ticket-view.ts';
import * as repo from './tickets.repository.ts';

/** GET me/tickets: upcoming (soonest first), past (latest first) or all (newest tickets first). */
export async function listMyTickets(
  ctx: AppContext,
  userId: string,
  query: { page: number; tab: TicketsTab },
  now = new Date(),
): Promise<MyTicketsPage> {
  const offset = (query.page - 1) * PAGE_SIZE;
  const { rows, total } = await repo.heldTickets(ctx.db, userId, query.tab, now, offset);
  return {
    items: rows.map((r) => toTicketSummary(r, userId)),
    page: query.page,
    pageSize: PAGE_SIZE,
    total,
    hasMore: offset + rows.length < total,
  };
}

async function heldTicket(q: Queryable, ticketId: string, userId: string): Promise<TicketViewRow> {
  const row = await repo.ticketById(q, ticketId);
  // Someone else's ticket answers like an unknown one: its existence is not shown.
  if (!row || row.holder_id !== userId) throw notFound('Ticket');
  return row;
}

/** GET tickets/:id: the holder only, with the code for the QR. */
export async function getTicket(ctx: AppContext, ticketId: string, userId: string): Promise<Ticket> {
  return toTicket(await heldTicket(ctx.db, ticketId, userId), userId);
}

function assertTransferable(row: TicketViewRow, now: Date): void {
  if (row.status !== 'valid') {
    const why = {
      redeemed: 'was already used at the door',
      refunded: 'was refunded',
      void: 'is void',
    } as const;
    throw new AppError(
      'TICKET_NOT_VALID',
      `This ticket ${why[row.status as keyof typeof why] ?? 'cannot be shared'}`,
    );
  }
  const endsAt = row.ends_at ?? row.starts_at;
  if (row.event_status === 'cancelled') throw new AppError('NOT_ON_SALE', 'This event was cancelled');
  if (endsAt && endsAt <= now) throw new AppError('NOT_ON_SALE', 'This event has ended');
}

/** POST tickets/:id/share: a new link, replacing any unclaimed one. Only its hash is kept. */
export async function shareTicket(
  ctx: AppContext,
  ticketId: string,
  userId: string,
  now = new Date(),
): Promise<TicketShare> {
  const row = await heldTicket(ctx.db, ticketId, userId);
  assertTransferable(row, now);
  const { token, hash } = newShareToken();
  if (!(await openShare(ctx.db, ticketId, userId, hash, now))) throw notFound('Ticket');
  return { shareToken: token, url: sharedTicketLink(ctx.config.PUBLIC_URL, token) };
}

/** DELETE tickets/:id/share: the unclaimed link stops working. */
export async function revokeShare(ctx: AppContext, ticketId: string, userId: string): Promise<Ticket> {
  await heldTicket(ctx.db, ticketId, userId);
  await closeShare(ctx.db, ticketId, userId);
  return getTicket(ctx, ticketId, userId);
}

async function sharedRow(q: Queryable, token: string): Promise<TicketViewRow> {
  const row = await repo.ticketByShareHash(q, hashSecret(token));
  if (row?.status !== 'valid') {
    throw new AppError(
      'NOT_FOUND',
      'This link is no longer valid: it was claimed, revoked or the ticket was used',
    );
  }
  return row;
}

/** GET shared/:token (public): what the friend is offered. Never the code. */
export async function getSharedTicket(ctx: AppContext, token: string): Promise<SharedTicket> {
  const row = await sharedRow(ctx.db, token);
  return { event: toTicketEvent(row), ticketTypeName: row.tt_name, fromName: firstName(row.holder_name) };
}

/**
 * POST shared/:token/claim: the ticket moves to the caller with a new code, so the QR the
 * previous holder still has stops working. One claim wins however many race.
 */
export async function claimSharedTicket(
  ctx: AppContext,
  token: string,
  userId: string,
  now = new Date(),
): Promise<Ticket> {
  const row = await sharedRow(ctx.db, token);
  if (row.holder_id === userId) throw new AppError('UNPROCESSABLE', 'This ticket is already yours');
  assertTransferable(row, now);
  const claimed = await ctx.db.transaction(async (tx) => {
    // The ticket's place moves to the claimant, who must be allowed one (age, approval).
    await admitTicketHolder(tx, { eventId: row.event_id, userId, seats: 0, path: 'claim', now });
    return changeTicketHolder(tx, {
      shareHash: hashSecret(token),
      userId,
      eventId: row.event_id,
      previousHolderId: row.holder_id,
    });
  });
  if (!claimed)
    throw new AppError(
      'NOT_FOUND',
      'This link is no longer valid: it was claimed, revoked or the ticket was used',
    );
  return getTicket(ctx, claimed.id, userId);
}
