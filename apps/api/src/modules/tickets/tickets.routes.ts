import { ticketsEndpoints } from '@mingle/shared/endpoints/tickets';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getAttendance, getDoorList, redeemTicket } from './door.service.ts';
import {
  claimSharedTicket,
  getSharedTicket,
  getTicket,
  listMyTickets,
  revokeShare,
  shareTicket,
} from './tickets.service.ts';

export const ticketsRoutes: ModuleRoutes = (app, ctx) => {
  route(app, ticketsEndpoints.mine, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await listMyTickets(ctx, userId, request.query));
  });

  route(app, ticketsEndpoints.get, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await getTicket(ctx, request.params.id, userId));
  });

  route(app, ticketsEndpoints.share, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await shareTicket(ctx, request.params.id, userId));
  });

  route(app, ticketsEndpoints.revokeShare, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await revokeShare(ctx, request.params.id, userId));
  });

  // The share token is in these paths: keep their request lines out of the log.
  route(
    app,
    ticketsEndpoints.shared,
    async (request) => ok(await getSharedTicket(ctx, request.params.token)),
    {
      logLevel: 'warn',
    },
  );

  route(
    app,
    ticketsEndpoints.claim,
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await claimSharedTicket(ctx, request.params.token, userId));
    },
    { logLevel: 'warn' },
  );

  route(app, ticketsEndpoints.redeem, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await redeemTicket(ctx, request.params.id, userId, request.body));
  });

  route(app, ticketsEndpoints.doorList, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await getDoorList(ctx, request.params.id, userId));
  });

  route(app, ticketsEndpoints.attendance, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await getAttendance(ctx, request.params.id, userId, request.query.page));
  });
};
