import { amountOffIssue, type PromoCode, type ZCreatePromoCodeRequest } from '@mingle/shared/schemas/events';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { recordActivity } from '../teams/index.ts';
import { loadEventForHost } from './events.service.ts';
import * as repo from './promo-codes.repository.ts';
import { listTicketTypes } from './ticket-types.repository.ts';
import { loadEventForTicketing } from './ticket-types.service.ts';

function toPromoCode(row: repo.PromoCodeRow): PromoCode {
  return {
    id: row.id,
    eventId: row.event_id,
    code: row.code,
    percentOff: row.percent_off,
    amountOffCents: row.amount_off_cents,
    maxUses: row.max_uses,
    used: row.used,
    validUntil: row.valid_until ? row.valid_until.toISOString() : null,
    ticketTypeIds: row.ticket_type_ids,
    createdAt: row.created_at.toISOString(),
  };
}

const refuse = (field: string, message: string) =>
  new AppError('UNPROCESSABLE', message, { [field]: message });

export async function createPromoCode(
  ctx: AppContext,
  userId: string,
  eventId: string,
  body: z.output<typeof ZCreatePromoCodeRequest>,
  now: Date,
): Promise<PromoCode> {
  if (body.validUntil && Date.parse(body.validUntil) <= now.getTime()) {
    throw refuse('validUntil', 'Choose a date in the future');
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      const event = await loadEventForTicketing(tx, eventId, userId);
      const ticketTypeIds = [...new Set(body.ticketTypeIds ?? [])];
      const known = await repo.existingTicketTypeIds(tx, eventId, ticketTypeIds);
      if (ticketTypeIds.some((id) => !known.has(id))) {
        const message = 'Choose ticket types of this event';
        throw new AppError('UNPROCESSABLE', message, { ticketTypeIds: message });
      }
      if (body.amountOffCents !== undefined) {
        const types = (await listTicketTypes(tx, eventId)).map((t) => ({
          id: t.id,
          priceCents: t.price_cents,
          currency: t.currency,
        }));
        const issue = amountOffIssue(body.amountOffCents, types, ticketTypeIds);
        if (issue) throw refuse('amountOffCents', issue);
      }
      const row = await repo.insertPromoCode(tx, eventId, {
        code: body.code,
        percent_off: body.percentOff ?? null,
        amount_off_cents: body.amountOffCents ?? null,
        max_uses: body.maxUses ?? null,
        valid_until: body.validUntil ? new Date(body.validUntil) : null,
        ticket_type_ids: ticketTypeIds,
      });
      // A discount is money: the log says who made it and how much it takes off.
      await recordActivity(tx, {
        organizationId: event.organization_id,
        actorId: userId,
        action: 'promo_code.created',
        eventId,
        details: {
          code: row.code,
          percentOff: body.percentOff ?? null,
          amountOffCents: body.amountOffCents ?? null,
        },
      });
      return toPromoCode(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      const message = `This event already has the code ${body.code}`;
      throw new AppError('CONFLICT', message, { code: message });
    }
    throw err;
  }
}

export async function listPromoCodes(ctx: AppContext, userId: string, eventId: string): Promise<PromoCode[]> {
  await loadEventForHost(ctx.db, eventId, userId);
  return (await repo.listPromoCodes(ctx.db, eventId)).map(toPromoCode);
}

/** Orders keep the discount they got, so a code can be withdrawn even after it was used. */
export async function deletePromoCode(
  ctx: AppContext,
  userId: string,
  eventId: string,
  promoCodeId: string,
): Promise<{ deleted: true }> {
  await ctx.db.transaction(async (tx) => {
    const event = await loadEventForHost(tx, eventId, userId);
    const deleted = await repo.deletePromoCode(tx, eventId, promoCodeId);
    if (!deleted) throw new AppError('NOT_FOUND', 'That promo code was not found');
    await recordActivity(tx, {
      organizationId: event.organization_id,
      actorId: userId,
      action: 'promo_code.deleted',
      eventId,
      details: { code: deleted.code },
    });
  });
  return { deleted: true };
}
