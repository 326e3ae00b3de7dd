import { payoutsEndpoints } from '@mingle/shared/endpoints/payouts';
import {
  ZCreatePayoutAccountRequest,
  ZKycRequest,
  ZStripeKycRequest,
  ZStripePayoutAccountRequest,
} from '@mingle/shared/schemas/payouts';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { idempotent } from '../orders/index.ts';
import {
  addPayoutAccount,
  getKyc,
  listPayoutAccounts,
  removePayoutAccount,
  submitKyc,
} from './payout-accounts.service.ts';
import { getBalance, getPayout, listPayouts, requestPayout } from './payouts.service.ts';
import { getStatement, getStatementCsv } from './statement.service.ts';
import { stripeConnectWebhookRoutes } from './stripe-connect-webhook.routes.ts';

/** Money out, for the owner of an organization only (everyone else: 404). */
export const payoutsRoutes: ModuleRoutes = async (app, ctx) => {
  // Stripe hosts onboarding (bank details and identity), so its calls take no body.
  const hosted = ctx.providers.payouts.name === 'stripe';
  route(app, payoutsEndpoints.balance, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await getBalance(ctx, userId, new Date()));
  });

  route(app, payoutsEndpoints.listAccounts, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok({ provider: ctx.providers.payouts.name, items: await listPayoutAccounts(ctx, userId) });
  });

  route(
    app,
    payoutsEndpoints.addAccount,
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await addPayoutAccount(ctx, userId, request.body, new Date()));
    },
    { body: hosted ? ZStripePayoutAccountRequest : ZCreatePayoutAccountRequest },
  );

  route(app, payoutsEndpoints.removeAccount, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await removePayoutAccount(ctx, userId, request.params.id));
  });

  route(app, payoutsEndpoints.kyc, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await getKyc(ctx, userId, new Date()));
  });

  route(
    app,
    payoutsEndpoints.submitKyc,
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await submitKyc(ctx, userId, request.body, new Date()));
    },
    { body: hosted ? ZStripeKycRequest : ZKycRequest },
  );

  route(app, payoutsEndpoints.request, async (request, reply) => {
    const { userId } = await requireAuth(ctx.db, request);
    return idempotent(
      ctx.db,
      request,
      reply,
      userId,
      async (outcome) => ok(await requestPayout(ctx, userId, request.body, new Date(), outcome)),
      async (payoutId) => ok(await getPayout(ctx, userId, payoutId)),
    );
  });

  route(app, payoutsEndpoints.list, async (request) => {
    const { userId } = await requireAuth(ctx.db, request);
    return ok(await listPayouts(ctx, userId, request.query.page));
  });

  route(app, payoutsEndpoints.statement, async (request, reply) => {
    const { userId } = await requireAuth(ctx.db, request);
    if (request.query.format !== 'csv') return ok(await getStatement(ctx, userId, request.query));
    const csv = await getStatementCsv(ctx, userId, request.query);
    const name = `mingle-statement-${request.query.from ?? 'start'}-to-${request.query.to ?? 'today'}.csv`;
    return (
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        // A string with a non-JSON content type is sent as it is, past the JSON response schema.
        .send(csv as never)
    );
  });

  await stripeConnectWebhookRoutes(app, ctx);
};
