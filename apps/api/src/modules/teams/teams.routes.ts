import { teamsEndpoints } from '@mingle/shared/endpoints/teams';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as invitations from './team-invitations.service.ts';
import * as teams from './teams.service.ts';

export const teamsRoutes: ModuleRoutes = (app, ctx) => {
  route(app, teamsEndpoints.members, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok({ items: await teams.listMembers(ctx, userId, request.params.id) });
  });

  route(app, teamsEndpoints.addMember, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await invitations.inviteMember(ctx, request.log, userId, request.params.id, request.body));
  });

  route(app, teamsEndpoints.changeRole, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    const { id, userId: memberId } = request.params;
    return ok(await teams.changeRole(ctx, userId, id, memberId, request.body.role));
  });

  route(app, teamsEndpoints.removeMember, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    const { id, userId: memberId } = request.params;
    await teams.removeMember(ctx, userId, id, memberId);
    return ok({ removed: true as const });
  });

  route(app, teamsEndpoints.invitations, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok({ items: await invitations.listOrganizationInvitations(ctx, userId, request.params.id) });
  });

  route(app, teamsEndpoints.revokeInvitation, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    await invitations.revokeInvitation(ctx, userId, request.params.id, request.params.invitationId);
    return ok({ removed: true as const });
  });

  route(app, teamsEndpoints.myInvitations, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok({ items: await invitations.myInvitations(ctx, userId) });
  });

  route(app, teamsEndpoints.acceptInvitation, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await invitations.acceptInvitation(ctx, userId, request.params.id));
  });

  route(app, teamsEndpoints.declineInvitation, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    await invitations.declineInvitation(ctx, userId, request.params.id);
    return ok({ declined: true as const });
  });

  route(app, teamsEndpoints.myOrganizations, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok({ items: await teams.myOrganizations(ctx, userId) });
  });

  route(app, teamsEndpoints.activity, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await teams.listActivity(ctx, userId, request.params.id, request.query.page));
  });
};
