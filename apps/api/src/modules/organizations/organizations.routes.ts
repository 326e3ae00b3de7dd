import { IdParam } from '@mingle/shared/schemas/common';
import { okEnvelope } from '@mingle/shared/schemas/envelope';
import {
  ZCreateOrganizationRequest,
  ZOrganization,
  ZUpdateOrganizationRequest,
} from '@mingle/shared/schemas/organizations';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { optionalAuth, requireAuth } from '../../plugins/auth.ts';
import * as organizations from './organizations.service.ts';

const tags = ['organizations'];
const security = [{ bearer: [] }];
const response = { 200: okEnvelope(ZOrganization) };

export const organizationsRoutes: ModuleRoutes = (app, ctx) => {
  app.post(
    '/organizations',
    {
      schema: {
        tags,
        security,
        summary: 'Become a host: create your organization (one per user; 409 when you have one)',
        body: ZCreateOrganizationRequest,
        response,
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await organizations.createOrganization(ctx, userId, request.body, new Date()));
    },
  );

  app.get(
    '/organizations/me',
    { schema: { tags, security, summary: "The caller's organization (404 when they have none)", response } },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await organizations.getMyOrganization(ctx, userId, new Date()));
    },
  );

  app.get(
    '/organizations/:id',
    { schema: { tags, summary: "An organization's public profile", params: IdParam, response } },
    async (request) => {
      const auth = await optionalAuth(ctx.db, request);
      return ok(
        await organizations.getOrganization(ctx, request.params.id, auth?.userId ?? null, new Date()),
      );
    },
  );

  app.patch(
    '/organizations/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change name or bio (owner only)',
        params: IdParam,
        body: ZUpdateOrganizationRequest,
        response,
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(
        await organizations.updateOrganization(ctx, userId, request.params.id, request.body, new Date()),
      );
    },
  );
};
