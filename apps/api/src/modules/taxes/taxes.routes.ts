import { taxesEndpoints } from '@mingle/shared/endpoints/taxes';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import {
  getEventTax,
  getTaxDefault,
  removeEventTax,
  removeTaxDefault,
  setEventTax,
  setTaxDefault,
} from './taxes.service.ts';

/** An event's tax and its organization's default: owners and co-hosts. */
export const taxesRoutes: ModuleRoutes = (app, ctx) => {
  route(app, taxesEndpoints.getEventTax, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok({ tax: await getEventTax(ctx, userId, request.params.id) });
  });

  route(app, taxesEndpoints.setEventTax, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok({ tax: await setEventTax(ctx, userId, request.params.id, request.body, new Date()) });
  });

  route(app, taxesEndpoints.removeEventTax, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await removeEventTax(ctx, userId, request.params.id));
  });

  route(app, taxesEndpoints.getTaxDefault, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok({ tax: await getTaxDefault(ctx, userId, request.params.id) });
  });

  route(app, taxesEndpoints.setTaxDefault, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok({ tax: await setTaxDefault(ctx, userId, request.params.id, request.body, new Date()) });
  });

  route(app, taxesEndpoints.removeTaxDefault, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await removeTaxDefault(ctx, userId, request.params.id));
  });
};
