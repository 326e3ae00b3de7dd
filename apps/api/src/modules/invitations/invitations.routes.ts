import { IdParam, PageQuery } from '@mingle/shared/schemas/common';
import { okEnvelope } from '@mingle/shared/schemas/envelope';
import { ZCreateInvitationRequest, ZInvitation, ZInvitationsPage } from '@mingle/shared/schemas/events';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { inviteGuest, listInvitations } from './invitations.service.ts';

const tags = ['invitations'];
const security = [{ bearer: [] }];

export const invitationsRoutes: ModuleRoutes = (app, ctx) => {
  app.post(
    '/events/:id/invitations',
    {
      schema: {
        tags,
        security,
        summary: 'Invite a phone number or e-mail address (host only); they get a message with the link',
        description:
          'The answer is the same whether or not the address has an account. At most INVITES_PER_ORG_PER_HOUR and INVITES_PER_ORG_PER_DAY per organization; past that 429 RATE_LIMITED with Retry-After.',
        params: IdParam,
        body: ZCreateInvitationRequest,
        response: { 200: okEnvelope(ZInvitation) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await inviteGuest(ctx, request.log, userId, request.params.id, request.body, new Date()));
    },
  );

  app.get(
    '/events/:id/invitations',
    {
      schema: {
        tags,
        security,
        summary: "The event's invitations with each invitee's answer (host only)",
        params: IdParam,
        querystring: PageQuery,
        response: { 200: okEnvelope(ZInvitationsPage) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await listInvitations(ctx, userId, request.params.id, request.query.page));
    },
  );
};
