import { refundsEndpoints } from '@mingle/shared/endpoints/refunds';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { idempotent } from '../orders/index.ts';
import { cancelAndRefund, previewMassRefund, refundEveryone } from './mass-refund.service.ts';
import {
  approveRefund,
  declineRefund,
  hostRefundRequests,
  myRefundRequests,
  requestRefund,
} from './refunds.service.ts';

export const refundsRoutes: ModuleRoutes = (app, ctx) => {
  route(app, refundsEndpoints.request, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await requestRefund(ctx, userId, request.params.id, request.body));
  });

  route(app, refundsEndpoints.hostRequests, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await hostRefundRequests(ctx.db, userId, request.query));
  });

  route(app, refundsEndpoints.myRequests, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await myRefundRequests(ctx.db, userId, request.query.page));
  });

  route(app, refundsEndpoints.approve, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await approveRefund(ctx, userId, request.params.id, request.body.message));
  });

  route(app, refundsEndpoints.decline, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await declineRefund(ctx, userId, request.params.id, request.body.message));
  });

  route(app, refundsEndpoints.cancelEvent, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await cancelAndRefund(ctx, userId, request.params.id, request.body));
  });

  route(app, refundsEndpoints.preview, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await previewMassRefund(ctx, request.params.id, userId));
  });

  route(app, refundsEndpoints.refundEveryone, async (request, reply) => {
    const { userId } = await requireAuth(ctx.db, request);
    return idempotent(ctx.db, request, reply, userId, async () =>
      ok(await refundEveryone(ctx, request.params.id, userId, request.body.expectedRefundCents)),
    );
  });
};
