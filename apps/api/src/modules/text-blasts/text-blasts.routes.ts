import { textBlastsEndpoints } from '@mingle/shared/endpoints/text-blasts';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { idempotent } from '../orders/index.ts';
import { cancelBlast, listBlastRecipients, sendBlast } from './blast-dispatch.service.ts';
import {
  createBlast,
  deleteBlast,
  getAudience,
  getBlast,
  listBlastEvents,
  listBlasts,
  updateBlast,
} from './text-blasts.service.ts';

/** Text blasts of the caller's organization (see blastOrganizationFor for who may). */
export const textBlastsRoutes: ModuleRoutes = (app, ctx) => {
  route(app, textBlastsEndpoints.events, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await listBlastEvents(ctx, userId, request.query));
  });

  route(app, textBlastsEndpoints.audience, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await getAudience(ctx, userId, request.query));
  });

  route(app, textBlastsEndpoints.create, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await createBlast(ctx, userId, request.body));
  });

  route(app, textBlastsEndpoints.list, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await listBlasts(ctx, userId, request.query));
  });

  route(app, textBlastsEndpoints.get, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await getBlast(ctx, userId, request.params.id));
  });

  route(app, textBlastsEndpoints.update, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await updateBlast(ctx, userId, request.params.id, request.body));
  });

  route(app, textBlastsEndpoints.delete, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await deleteBlast(ctx, userId, request.params.id));
  });

  route(app, textBlastsEndpoints.send, async (request, reply) => {
    const { userId } = await requireAuth(ctx.db, request);
    const scheduledAt = request.body?.scheduledAt ? new Date(request.body.scheduledAt) : null;
    return idempotent(ctx.db, request, reply, userId, async () =>
      ok(await sendBlast(ctx, userId, request.params.id, scheduledAt, new Date())),
    );
  });

  route(app, textBlastsEndpoints.cancel, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await cancelBlast(ctx, userId, request.params.id));
  });

  route(app, textBlastsEndpoints.recipients, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await listBlastRecipients(ctx, userId, request.params.id, request.query));
  });
};
