import { eventsEndpoints } from '@mingle/shared/endpoints/events';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { optionalAuth, requireAuth } from '../../plugins/auth.ts';
import { uploadCover } from './event-cover.ts';
import { duplicateEvent, publishEvent } from './event-lifecycle.service.ts';
import { createEvent, forgetAnonymousView, getEvent, updateEvent } from './events.service.ts';

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

  route(app, eventsEndpoints.create, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await createEvent(ctx, userId, request.body, new Date()));
  });

  route(app, eventsEndpoints.get, async (request) => {
    const auth = await optionalAuth(ctx.db, request);
    return ok(await getEvent(ctx, request.params.id, auth?.userId ?? null));
  });

  route(app, eventsEndpoints.update, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await updateEvent(ctx, userId, request.params.id, request.body, new Date()));
  });

  route(app, eventsEndpoints.publish, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await publishEvent(ctx, userId, request.params.id, new Date()));
  });

  route(app, eventsEndpoints.duplicate, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await duplicateEvent(ctx, userId, request.params.id, new Date()));
  });

  route(app, eventsEndpoints.uploadCover, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await uploadCover(ctx, userId, request.params.id, request, new Date()));
  });
};
