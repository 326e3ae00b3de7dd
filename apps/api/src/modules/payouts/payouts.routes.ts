import { IDEMPOTENCY_HEADER } from '@mingle/shared/constants';
import { IdParam } from '@mingle/shared/schemas/common';
import { okEnvelope } from '@mingle/shared/schemas/envelope';
import {
  ZCreatePayoutAccountRequest,
  ZCreatePayoutRequest,
  ZKycRequest,
  ZOrganizationKyc,
  ZPayout,
  ZPayoutAccount,
  ZPayoutAccountList,
  ZPayoutBalance,
  ZPayoutListQuery,
  ZPayoutPage,
  ZStatement,
  ZStatementQuery,
  ZStripeKycRequest,
  ZStripePayoutAccountRequest,
} from '@mingle/shared/schemas/payouts';
import { z } from 'zod';
import type { ModuleRoutes } from '../../app-context.ts';
import { ok } from '../../lib/http.ts';
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

const tags = ['payouts'];
const security = [{ bearer: [] }];
// Loose: the other headers (authorization) must pass through untouched.
const idempotencyHeader = z.looseObject({
  [IDEMPOTENCY_HEADER]: z.string().optional().describe('Replays with the same key get the first payout'),
});

/** Money out, for the owner of an organization only (everyone else: 404). */
export const payoutsRoutes: ModuleRoutes = async (app, ctx) => {
  // Stripe hosts onboarding (bank details and identity), so its calls take no body.
  const hosted = ctx.providers.payouts.name === 'stripe';
  app.get(
    '/payouts/balance',
    {
      schema: {
        tags,
        security,
        summary: 'Available, pending, in-flight and paid-out money, summed from the ledger',
        response: { 200: okEnvelope(ZPayoutBalance) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await getBalance(ctx, userId, new Date()));
    },
  );

  app.get(
    '/payout-accounts',
    {
      schema: {
        tags,
        security,
        summary: "The organization's payout accounts (last 4 digits only)",
        response: { 200: okEnvelope(ZPayoutAccountList) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok({ provider: ctx.providers.payouts.name, items: await listPayoutAccounts(ctx, userId) });
    },
  );

  app.post(
    '/payout-accounts',
    {
      schema: {
        tags,
        security,
        summary:
          'Add a bank account, verified in the background (pending → verified/failed); with Stripe, no body and the answer carries onboardingUrl',
        body: hosted ? ZStripePayoutAccountRequest : ZCreatePayoutAccountRequest,
        response: { 200: okEnvelope(ZPayoutAccount) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await addPayoutAccount(ctx, userId, request.body, new Date()));
    },
  );

  app.delete(
    '/payout-accounts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a payout account (409 while a payout to it is in flight)',
        params: IdParam,
        response: { 200: okEnvelope(z.object({ id: z.uuid(), removed: z.literal(true) })) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await removePayoutAccount(ctx, userId, request.params.id));
    },
  );

  app.get(
    '/organizations/me/kyc',
    {
      schema: {
        tags,
        security,
        summary: "The caller's organization with its identity-check status",
        response: { 200: okEnvelope(ZOrganizationKyc) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await getKyc(ctx, userId, new Date()));
    },
  );

  app.post(
    '/organizations/me/kyc',
    {
      schema: {
        tags,
        security,
        summary:
          'Submit the identity check (KYC Requested, then Completed or back to KYC with a reason); with Stripe, no body and an onboardingUrl',
        body: hosted ? ZStripeKycRequest : ZKycRequest,
        response: { 200: okEnvelope(ZOrganizationKyc) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await submitKyc(ctx, userId, request.body, new Date()));
    },
  );

  app.post(
    '/payouts',
    {
      schema: {
        tags,
        security,
        summary: 'Request a payout (needs KYC Completed and a verified account; 422 names the reason)',
        headers: idempotencyHeader,
        body: ZCreatePayoutRequest,
        response: { 200: okEnvelope(ZPayout) },
      },
    },
    async (request, reply) => {
      const { userId } = await requireAuth(ctx.db, request);
      return idempotent(
        ctx.db,
        request,
        reply,
        userId,
        async (outcome) => ok(await requestPayout(ctx, userId, request.body, new Date(), outcome)),
        async (payoutId) => ok(await getPayout(ctx, userId, payoutId)),
      );
    },
  );

  app.get(
    '/payouts',
    {
      schema: {
        tags,
        security,
        summary: 'Payouts, newest first, 20 a page',
        querystring: ZPayoutListQuery,
        response: { 200: okEnvelope(ZPayoutPage) },
      },
    },
    async (request) => {
      const { userId } = await requireAuth(ctx.db, request);
      return ok(await listPayouts(ctx, userId, request.query.page));
    },
  );

  app.get(
    '/payouts/statement',
    {
      schema: {
        tags,
        security,
        summary:
          'Gross, discounts, buyer fees, refunds and net per event and overall; format=csv for ledger lines',
        querystring: ZStatementQuery,
        produces: ['application/json', 'text/csv'],
        response: { 200: okEnvelope(ZStatement) },
      },
    },
    async (request, reply) => {
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
    },
  );

  await stripeConnectWebhookRoutes(app, ctx);
};
