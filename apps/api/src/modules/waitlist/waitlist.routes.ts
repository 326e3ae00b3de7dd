import { IdParam } from '@mingle/shared/schemas/common';
import { okEnvelope } from '@mingle/shared/schemas/envelope';
import { ZWaitlistEntry } from '@mingle/shared/schemas/orders';
import { z } from 'zod';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getWaitlistEntry, joinWaitlist, leaveWaitlist } from './waitlist.service.ts';

const tags = ['waitlist'];
const security = [{ bearer: [] }];
const response = { 200: okEnvelope(ZWaitlistEntry) };

export const waitlistRoutes: ModuleRoutes = (app, ctx) => {
  app.post(
    '/ticket-types/:id/waitlist',
    {
      schema: {
        tags,
        security,
        summary: 'Join the waitlist of a sold-out ticket type; a released ticket is offered in turn',
        params: IdParam,
        response,
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await joinWaitlist(ctx, request.params.id, userId));
    },
  );

  app.get(
    '/ticket-types/:id/waitlist',
    { schema: { tags, security, summary: "The caller's place and offer", params: IdParam, response } },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await getWaitlistEntry(ctx, request.params.id, userId));
    },
  );

  app.delete(
    '/ticket-types/:id/waitlist',
    {
      schema: {
        tags,
        security,
        summary: 'Leave the waitlist (an offer held is given to the next person)',
        params: IdParam,
        response: { 200: okEnvelope(z.object({ left: z.literal(true) })) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await leaveWaitlist(ctx, request.params.id, userId));
    },
  );
};
