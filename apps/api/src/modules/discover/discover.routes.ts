import { okEnvelope } from '@mingle/shared/schemas/envelope';
import {
  ZDiscoverPage,
  ZDiscoverQuery,
  ZHostEventsPage,
  ZHostEventsQuery,
  ZMyEventsPage,
  ZMyEventsQuery,
} from '@mingle/shared/schemas/events';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { discoverEvents, listHostEvents, listMyEvents } from './discover.service.ts';

const tags = ['discover'];
const security = [{ bearer: [] }];

export const discoverRoutes: ModuleRoutes = (app, ctx) => {
  app.get(
    '/events',
    {
      schema: {
        tags,
        summary: 'Discover: published public upcoming events with date filter (in tz), search, city and sort',
        querystring: ZDiscoverQuery,
        response: { 200: okEnvelope(ZDiscoverPage) },
      },
    },
    async (request) => ok(await discoverEvents(ctx, request.query, new Date())),
  );

  app.get(
    '/host/events',
    {
      schema: {
        tags,
        security,
        summary: "The caller's organization's events: Upcoming, Past (ended or cancelled), Drafts",
        querystring: ZHostEventsQuery,
        response: { 200: okEnvelope(ZHostEventsPage) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await listHostEvents(ctx, userId, request.query, new Date()));
    },
  );

  app.get(
    '/me/events',
    {
      schema: {
        tags,
        security,
        summary: "The caller's events: Upcoming, Invited, Attended",
        querystring: ZMyEventsQuery,
        response: { 200: okEnvelope(ZMyEventsPage) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await listMyEvents(ctx, userId, request.query, new Date()));
    },
  );
};
