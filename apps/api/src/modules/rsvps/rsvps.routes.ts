import { IdParam, PageQuery } from '@mingle/shared/schemas/common';
import { okEnvelope } from '@mingle/shared/schemas/envelope';
import {
  type RsvpDecision,
  ZEventRsvpsPage,
  ZRsvp,
  ZRsvpDecisionParams,
  ZRsvpDecisionResult,
  ZRsvpRequest,
} from '@mingle/shared/schemas/events';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { decideRsvp } from './rsvp-decisions.ts';
import { answerRsvp, listEventRsvps } from './rsvps.service.ts';

const tags = ['rsvps'];
const security = [{ bearer: [] }];

export const rsvpsRoutes: ModuleRoutes = (app, ctx) => {
  app.post(
    '/events/:id/rsvp',
    {
      schema: {
        tags,
        security,
        summary: 'Answer Yes / Maybe / No (one answer per guest; answering again replaces it)',
        params: IdParam,
        body: ZRsvpRequest,
        response: { 200: okEnvelope(ZRsvp) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await answerRsvp(ctx, userId, request.params.id, request.body.answer, new Date()));
    },
  );

  app.get(
    '/events/:id/rsvps',
    {
      schema: {
        tags,
        security,
        summary: "The event's RSVPs, newest first (host only)",
        params: IdParam,
        querystring: PageQuery,
        response: { 200: okEnvelope(ZEventRsvpsPage) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await listEventRsvps(ctx, userId, request.params.id, request.query.page));
    },
  );

  const decisions: [string, RsvpDecision][] = [
    ['approve', 'approved'],
    ['decline', 'declined'],
  ];
  for (const [action, decision] of decisions) {
    app.post(
      `/events/:id/rsvps/:userId/${action}`,
      {
        schema: {
          tags,
          security,
          summary: `${action === 'approve' ? 'Approve' : 'Decline'} a guest's RSVP on an approval-required event (host only)`,
          params: ZRsvpDecisionParams,
          response: { 200: okEnvelope(ZRsvpDecisionResult) },
        },
      },
      async (request) => {
        const { userId } = await requireAuth(ctx.db, request);
        const { id, userId: guestId } = request.params;
        return ok(await decideRsvp(ctx, userId, id, guestId, decision));
      },
    );
  }
};
