import { invitationsEndpoints } from '@mingle/shared/endpoints/invitations';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { inviteGuest, listInvitations } from './invitations.service.ts';

export const invitationsRoutes: ModuleRoutes = (app, ctx) => {
  route(app, invitationsEndpoints.invite, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await inviteGuest(ctx, request.log, userId, request.params.id, request.body, new Date()));
  });

  route(app, invitationsEndpoints.list, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await listInvitations(ctx, userId, request.params.id, request.query.page));
  });
};
