import { ticketingEndpoints } from '@mingle/shared/endpoints/ticketing';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { createPromoCode, deletePromoCode, listPromoCodes } from './promo-codes.service.ts';
import { createTicketType, deleteTicketType, updateTicketType } from './ticket-types.service.ts';

/** What an event sells. Every call is for the event's host only. */
export const ticketingRoutes: ModuleRoutes = (app, ctx) => {
  route(app, ticketingEndpoints.createTicketType, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await createTicketType(ctx, userId, request.params.id, request.body));
  });

  route(app, ticketingEndpoints.updateTicketType, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    const { id, ttId } = request.params;
    return ok(await updateTicketType(ctx, userId, id, ttId, request.body));
  });

  route(app, ticketingEndpoints.deleteTicketType, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await deleteTicketType(ctx, userId, request.params.id, request.params.ttId));
  });

  route(app, ticketingEndpoints.createPromoCode, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await createPromoCode(ctx, userId, request.params.id, request.body, new Date()));
  });

  route(app, ticketingEndpoints.listPromoCodes, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await listPromoCodes(ctx, userId, request.params.id));
  });

  route(app, ticketingEndpoints.deletePromoCode, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await deletePromoCode(ctx, userId, request.params.id, request.params.pcId));
  });
};
