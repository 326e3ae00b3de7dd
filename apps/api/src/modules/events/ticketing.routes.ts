import { IdParam } from '@mingle/shared/schemas/common';
import { okEnvelope } from '@mingle/shared/schemas/envelope';
import {
  ZCreatePromoCodeRequest,
  ZCreateTicketTypeRequest,
  ZPromoCode,
  ZPromoCodeParams,
  ZTicketType,
  ZTicketTypeParams,
  ZUpdateTicketTypeRequest,
} from '@mingle/shared/schemas/events';
import { z } from 'zod';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { createPromoCode, deletePromoCode, listPromoCodes } from './promo-codes.service.ts';
import { createTicketType, deleteTicketType, updateTicketType } from './ticket-types.service.ts';

const tags = ['ticket types and promo codes'];
const security = [{ bearer: [] }];
const deleted = { 200: okEnvelope(z.object({ deleted: z.literal(true) })) };

/** What an event sells. Every call is for the event's host only. */
export const ticketingRoutes: ModuleRoutes = (app, ctx) => {
  app.post(
    '/events/:id/ticket-types',
    {
      schema: {
        tags,
        security,
        summary: 'Add a ticket type (priceCents 0 = free); one currency per event',
        params: IdParam,
        body: ZCreateTicketTypeRequest,
        response: { 200: okEnvelope(ZTicketType) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await createTicketType(ctx, userId, request.params.id, request.body));
    },
  );

  app.patch(
    '/events/:id/ticket-types/:ttId',
    {
      schema: {
        tags,
        security,
        summary: 'Change a ticket type (quantity never below what is sold)',
        params: ZTicketTypeParams,
        body: ZUpdateTicketTypeRequest,
        response: { 200: okEnvelope(ZTicketType) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      const { id, ttId } = request.params;
      return ok(await updateTicketType(ctx, userId, id, ttId, request.body));
    },
  );

  app.delete(
    '/events/:id/ticket-types/:ttId',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a ticket type nobody bought (409 once sold)',
        params: ZTicketTypeParams,
        response: deleted,
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await deleteTicketType(ctx, userId, request.params.id, request.params.ttId));
    },
  );

  app.post(
    '/events/:id/promo-codes',
    {
      schema: {
        tags,
        security,
        summary: 'Add a promo code: percentOff or amountOffCents, unique per event whatever the case',
        params: IdParam,
        body: ZCreatePromoCodeRequest,
        response: { 200: okEnvelope(ZPromoCode) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await createPromoCode(ctx, userId, request.params.id, request.body, new Date()));
    },
  );

  app.get(
    '/events/:id/promo-codes',
    {
      schema: {
        tags,
        security,
        summary: "The event's promo codes",
        params: IdParam,
        response: { 200: okEnvelope(z.array(ZPromoCode)) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await listPromoCodes(ctx, userId, request.params.id));
    },
  );

  app.delete(
    '/events/:id/promo-codes/:pcId',
    {
      schema: {
        tags,
        security,
        summary: 'Withdraw a promo code',
        params: ZPromoCodeParams,
        response: deleted,
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await deletePromoCode(ctx, userId, request.params.id, request.params.pcId));
    },
  );
};
