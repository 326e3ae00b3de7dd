import { IdParam } from '@mingle/shared/schemas/common';
import { okEnvelope } from '@mingle/shared/schemas/envelope';
import {
  ZGuestsPage,
  ZGuestsQuery,
  ZPublicProfile,
  ZPublicProfileQuery,
} from '@mingle/shared/schemas/social';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getGuestList, getPublicProfile } from './guests.service.ts';

const security = [{ bearer: [] }];

/** Guest List (GET events/:id/guests) and a guest's public profile. */
export const guestsRoutes: ModuleRoutes = (app, ctx) => {
  app.get(
    '/events/:id/guests',
    {
      schema: {
        tags: ['social'],
        security,
        params: IdParam,
        querystring: ZGuestsQuery,
        response: { 200: okEnvelope(ZGuestsPage) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await getGuestList(ctx, userId, request.params.id, request.query));
    },
  );

  app.get(
    '/users/:id/public',
    {
      schema: {
        tags: ['social'],
        security,
        params: IdParam,
        querystring: ZPublicProfileQuery,
        response: { 200: okEnvelope(ZPublicProfile) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await getPublicProfile(ctx, userId, request.params.id, request.query.eventId));
    },
  );
};
