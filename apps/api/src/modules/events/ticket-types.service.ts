import type {
  TicketType,
  ZCreateTicketTypeRequest,
  ZUpdateTicketTypeRequest,
} from '@mingle/shared/schemas/events';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordActivity } from '../teams/index.ts';
import { toTicketType } from './event-mapper.ts';
import type { EventRow } from './events.repository.ts';
import { loadEventForHost } from './events.service.ts';
import * as repo from './ticket-types.repository.ts';

/** One log line per change to what an event sells (prices and quantities are money). */
function logTicketType(
  tx: Queryable,
  event: EventRow,
  userId: string,
  action: 'ticket_type.created' | 'ticket_type.edited' | 'ticket_type.deleted',
  type: { name: string; price_cents: number; currency: string; quantity: number },
  fields?: string[],
): Promise<void> {
  return recordActivity(tx, {
    organizationId: event.organization_id,
    actorId: userId,
    action,
    eventId: event.id,
    details: {
      name: type.name,
      priceCents: type.price_cents,
      currency: type.currency,
      quantity: type.quantity,
      ...(fields ? { fields } : {}),
    },
  });
}

const ticketTypeNotFound = () => new AppError('NOT_FOUND', 'That ticket type was not found');

/** The event, locked, for a change to what it sells; a cancelled event sells nothing. */
export async function loadEventForTicketing(
  db: Queryable,
  eventId: string,
  userId: string,
): Promise<EventRow> {
  const event = await loadEventForHost(db, eventId, userId, { forUpdate: true });
  if (event.status === 'cancelled')
    throw new AppError('CONFLICT', 'A cancelled event can no longer be changed');
  return event;
}

/** Prices of one event are compared and summed, so all its ticket types share one currency. */
function checkCurrency(others: repo.TicketTypeRow[], currency: string): void {
  const existing = others[0]?.currency;
  if (existing && existing !== currency) {
    const message = `All ticket types of an event use the same currency (${existing})`;
    throw new AppError('UNPROCESSABLE', message, { currency: message });
  }
}

const toDate = (v: string | null | undefined): Date | null => (v ? new Date(v) : null);

export async function createTicketType(
  ctx: AppContext,
  userId: string,
  eventId: string,
  body: z.output<typeof ZCreateTicketTypeRequest>,
): Promise<TicketType> {
  return ctx.db.transaction(async (tx) => {
    const event = await loadEventForTicketing(tx, eventId, userId);
    checkCurrency(await repo.listTicketTypes(tx, eventId), body.currency);
    const id = await repo.insertTicketType(tx, eventId, {
      name: body.name,
      price_cents: body.priceCents,
      currency: body.currency,
      quantity: body.quantity,
      sales_start: toDate(body.salesStart),
      sales_end: toDate(body.salesEnd),
      max_per_order: body.maxPerOrder ?? null,
      taxable: body.taxable,
    });
    const created = (await repo.findTicketType(tx, eventId, id))!;
    await logTicketType(tx, event, userId, 'ticket_type.created', created);
    return toTicketType(created);
  });
}

export async function updateTicketType(
  ctx: AppContext,
  userId: string,
  eventId: string,
  ticketTypeId: string,
  body: z.output<typeof ZUpdateTicketTypeRequest>,
): Promise<TicketType> {
  return ctx.db.transaction(async (tx) => {
    const event = await loadEventForTicketing(tx, eventId, userId);
    const current = await repo.findTicketType(tx, eventId, ticketTypeId);
    if (!current) throw ticketTypeNotFound();
    const next: repo.TicketTypeValues = {
      name: body.name ?? current.name,
      price_cents: body.priceCents ?? current.price_cents,
      currency: body.currency ?? current.currency,
      quantity: body.quantity ?? current.quantity,
      sales_start: body.salesStart === undefined ? current.sales_start : toDate(body.salesStart),
      sales_end: body.salesEnd === undefined ? current.sales_end : toDate(body.salesEnd),
      max_per_order: body.maxPerOrder === undefined ? current.max_per_order : body.maxPerOrder,
      taxable: body.taxable ?? current.taxable,
    };
    if (next.sales_start && next.sales_end && next.sales_end <= next.sales_start) {
      const message = 'Sales must end after they start';
      throw new AppError('VALIDATION_FAILED', message, { salesEnd: message });
    }
    if (next.quantity < current.sold) {
      const message = `${current.sold} tickets of this type are already sold`;
      throw new AppError('UNPROCESSABLE', message, { quantity: message });
    }
    const others = (await repo.listTicketTypes(tx, eventId)).filter((t) => t.id !== ticketTypeId);
    checkCurrency(others, next.currency);
    await repo.updateTicketType(tx, eventId, ticketTypeId, next);
    const updated = (await repo.findTicketType(tx, eventId, ticketTypeId))!;
    await logTicketType(tx, event, userId, 'ticket_type.edited', updated, Object.keys(body));
    return toTicketType(updated);
  });
}

export async function deleteTicketType(
  ctx: AppContext,
  userId: string,
  eventId: string,
  ticketTypeId: string,
): Promise<{ deleted: true }> {
  return ctx.db.transaction(async (tx) => {
    const event = await loadEventForTicketing(tx, eventId, userId);
    const all = await repo.listTicketTypes(tx, eventId);
    const current = all.find((t) => t.id === ticketTypeId);
    if (!current) throw ticketTypeNotFound();
    if (event.status === 'published' && all.length === 1) {
      throw new AppError('CONFLICT', 'A published event needs at least one ticket type');
    }
    const sold = new AppError('CONFLICT', 'Tickets of this type were sold, so it cannot be deleted');
    if (current.sold > 0) throw sold;
    if (await repo.isTicketTypeOrdered(tx, ticketTypeId)) {
      throw new AppError(
        'CONFLICT',
        'Orders were placed for this ticket type (even if they expired or were refunded), so it cannot be deleted; end its sales instead',
      );
    }
    if (!(await repo.deleteUnsoldTicketType(tx, eventId, ticketTypeId))) throw sold;
    await logTicketType(tx, event, userId, 'ticket_type.deleted', current);
    return { deleted: true as const };
  });
}
