import { IdParam } from '@mingle/shared/schemas/common';
import { okEnvelope } from '@mingle/shared/schemas/envelope';
import {
  ZActivityPage,
  ZActivityQuery,
  ZAddMemberRequest,
  ZAddMemberResult,
  ZMember,
  ZMemberInvitationParams,
  ZMemberInvitationsList,
  ZMemberParams,
  ZMembersList,
  ZMyOrganizationsList,
  ZRemoved,
  ZUpdateMemberRequest,
} from '@mingle/shared/schemas/teams';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as teams from './teams.service.ts';

const tags = ['teams'];
const security = [{ bearer: [] }];

export const teamsRoutes: ModuleRoutes = (app, ctx) => {
  app.get(
    '/organizations/:id/members',
    {
      schema: {
        tags,
        security,
        summary: 'The team: the owner, co-hosts and door staff (owner and co-hosts)',
        params: IdParam,
        response: { 200: okEnvelope(ZMembersList) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok({ items: await teams.listMembers(ctx, userId, request.params.id) });
    },
  );

  app.post(
    '/organizations/:id/members',
    {
      schema: {
        tags,
        security,
        summary:
          'Add a co-host or door staff by phone or e-mail (owner only): an existing account joins at once, anyone else when they first sign in with it',
        params: IdParam,
        body: ZAddMemberRequest,
        response: { 200: okEnvelope(ZAddMemberResult) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await teams.addMember(ctx, request.log, userId, request.params.id, request.body));
    },
  );

  app.patch(
    '/organizations/:id/members/:userId',
    {
      schema: {
        tags,
        security,
        summary: "Change a member's role (owner only; the owner's own role never changes)",
        params: ZMemberParams,
        body: ZUpdateMemberRequest,
        response: { 200: okEnvelope(ZMember) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      const { id, userId: memberId } = request.params;
      return ok(await teams.changeRole(ctx, userId, id, memberId, request.body.role));
    },
  );

  app.delete(
    '/organizations/:id/members/:userId',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a member (owner only), or leave the team (your own id); the owner stays',
        params: ZMemberParams,
        response: { 200: okEnvelope(ZRemoved) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      const { id, userId: memberId } = request.params;
      await teams.removeMember(ctx, userId, id, memberId);
      return ok({ removed: true as const });
    },
  );

  app.get(
    '/organizations/:id/invitations',
    {
      schema: {
        tags,
        security,
        summary: 'Team invitations waiting for a first sign-in (owner only)',
        params: IdParam,
        response: { 200: okEnvelope(ZMemberInvitationsList) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok({ items: await teams.listInvitations(ctx, userId, request.params.id) });
    },
  );

  app.delete(
    '/organizations/:id/invitations/:invitationId',
    {
      schema: {
        tags,
        security,
        summary: 'Revoke a team invitation that has not been accepted (owner only)',
        params: ZMemberInvitationParams,
        response: { 200: okEnvelope(ZRemoved) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      await teams.revokeInvitation(ctx, userId, request.params.id, request.params.invitationId);
      return ok({ removed: true as const });
    },
  );

  app.get(
    '/me/organizations',
    {
      schema: {
        tags,
        security,
        summary: 'The organizations the caller owns or helps run, with its role in each',
        response: { 200: okEnvelope(ZMyOrganizationsList) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok({ items: await teams.myOrganizations(ctx, userId) });
    },
  );

  app.get(
    '/organizations/:id/activity',
    {
      schema: {
        tags,
        security,
        summary: 'Who did what for the organization, newest first (owner and co-hosts)',
        params: IdParam,
        querystring: ZActivityQuery,
        response: { 200: okEnvelope(ZActivityPage) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await teams.listActivity(ctx, userId, request.params.id, request.query.page));
    },
  );
};
