import { IdParam } from '@mingle/shared/schemas/common';
import { okEnvelope } from '@mingle/shared/schemas/envelope';
import {
  ZActivityPage,
  ZActivityQuery,
  ZAddMemberRequest,
  ZAddMemberResult,
  ZDeclined,
  ZMember,
  ZMemberInvitationParams,
  ZMemberInvitationsList,
  ZMemberParams,
  ZMembersList,
  ZMyOrganization,
  ZMyOrganizationsList,
  ZMyTeamInvitationsList,
  ZRemoved,
  ZUpdateMemberRequest,
} from '@mingle/shared/schemas/teams';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as invitations from './team-invitations.service.ts';
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
          'Invite a co-host or door staff by phone or e-mail (owner only): they join when they accept; the answer is the same whether or not the address has an account',
        params: IdParam,
        body: ZAddMemberRequest,
        response: { 200: okEnvelope(ZAddMemberResult) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await invitations.inviteMember(ctx, request.log, userId, request.params.id, request.body));
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
        summary: 'Team invitations waiting for an answer (owner only)',
        params: IdParam,
        response: { 200: okEnvelope(ZMemberInvitationsList) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok({ items: await invitations.listOrganizationInvitations(ctx, userId, request.params.id) });
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
      await invitations.revokeInvitation(ctx, userId, request.params.id, request.params.invitationId);
      return ok({ removed: true as const });
    },
  );

  app.get(
    '/me/team-invitations',
    {
      schema: {
        tags,
        security,
        summary: "The caller's pending team invitations (to its phone or e-mail)",
        response: { 200: okEnvelope(ZMyTeamInvitationsList) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok({ items: await invitations.myInvitations(ctx, userId) });
    },
  );

  app.post(
    '/team-invitations/:id/accept',
    {
      schema: {
        tags,
        security,
        summary: 'Accept a team invitation (the invited person only; anyone else gets 404)',
        params: IdParam,
        response: { 200: okEnvelope(ZMyOrganization) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await invitations.acceptInvitation(ctx, userId, request.params.id));
    },
  );

  app.post(
    '/team-invitations/:id/decline',
    {
      schema: {
        tags,
        security,
        summary: 'Decline a team invitation (the invited person only; anyone else gets 404)',
        params: IdParam,
        response: { 200: okEnvelope(ZDeclined) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      await invitations.declineInvitation(ctx, userId, request.params.id);
      return ok({ declined: true as const });
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
