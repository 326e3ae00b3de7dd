import { IdParam } from '@mingle/shared/schemas/common';
import { okEnvelope } from '@mingle/shared/schemas/envelope';
import { ZCreateEventRequest, ZEvent, ZUpdateEventRequest } from '@mingle/shared/schemas/events';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { MULTIPART_FILE_DOC } from '../../lib/uploads.ts';
import { optionalAuth, requireAuth } from '../../plugins/auth.ts';
import { uploadCover } from './event-cover.ts';
import { duplicateEvent, publishEvent } from './event-lifecycle.service.ts';
import { createEvent, forgetAnonymousView, getEvent, updateEvent } from './events.service.ts';

const tags = ['events'];
const security = [{ bearer: [] }];
const response = { 200: okEnvelope(ZEvent) };

export const eventsRoutes: ModuleRoutes = (app, ctx) => {
  // Any change under /events/:id made through this server (the event, its tickets, RSVPs…)
  // drops that event's cached signed-out view before the answer goes out.
  app.addHook('onSend', async (request, _reply, payload) => {
    const id = (request.params as { id?: unknown } | undefined)?.id;
    if (
      request.method !== 'GET' &&
      typeof id === 'string' &&
      request.routeOptions.url?.includes('/events/:id')
    ) {
      forgetAnonymousView(ctx, id);
    }
    return payload;
  });

  app.post(
    '/events',
    {
      schema: {
        tags,
        security,
        summary:
          'Start a draft with any subset of the fields (needs an organization: 422 ORGANIZATION_REQUIRED)',
        body: ZCreateEventRequest,
        response,
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await createEvent(ctx, userId, request.body, new Date()));
    },
  );

  app.get(
    '/events/:id',
    {
      schema: {
        tags,
        summary: 'An event: published ones by id (the id is the private link), drafts only for their host',
        params: IdParam,
        response,
      },
    },
    async (request) => {
      const auth = await optionalAuth(ctx.db, request);
      return ok(await getEvent(ctx, request.params.id, auth?.userId ?? null));
    },
  );

  app.patch(
    '/events/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edit (host only). With wizardStep, that step must be complete (422 with fields)',
        params: IdParam,
        body: ZUpdateEventRequest,
        response,
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await updateEvent(ctx, userId, request.params.id, request.body, new Date()));
    },
  );

  app.post(
    '/events/:id/publish',
    {
      schema: {
        tags,
        security,
        summary: 'Publish a draft (host only); 422 UNPROCESSABLE with fields listing what is missing',
        params: IdParam,
        response,
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await publishEvent(ctx, userId, request.params.id, new Date()));
    },
  );

  app.post(
    '/events/:id/duplicate',
    {
      schema: {
        tags,
        security,
        summary: 'Copy an event into a new draft (host only): ticket types and promo codes, no guests',
        params: IdParam,
        response,
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await duplicateEvent(ctx, userId, request.params.id, new Date()));
    },
  );

  app.post(
    '/events/:id/cover',
    {
      schema: {
        tags,
        security,
        summary: 'Upload the cover image (host only); re-encoded as WebP, metadata removed',
        description: `${MULTIPART_FILE_DOC.description} Also stored 480, 720 and 960 px wide beside the original: the cover's URL with -w480, -w720 or -w960 before .webp.`,
        consumes: MULTIPART_FILE_DOC.consumes,
        params: IdParam,
        response,
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await uploadCover(ctx, userId, request.params.id, request, new Date()));
    },
  );
};
