import { z } from 'zod';
import { IdParam } from '../schemas/common.ts';
import { okEnvelope } from '../schemas/envelope.ts';
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
} from '../schemas/payouts.ts';
import { endpoint } from './define.ts';
import { ZIdempotencyHeaders } from './headers.ts';
import { payoutsPaths } from './payouts.paths.ts';

const tags = ['payouts'];
const security = [{ bearer: [] }];

export const payoutsEndpoints = {
  balance: endpoint({
    ...payoutsPaths.balance,
    tags,
    security,
    summary: 'Available, pending, in-flight and paid-out money, summed from the ledger',
    response: { 200: okEnvelope(ZPayoutBalance) },
  }),
  listAccounts: endpoint({
    ...payoutsPaths.listAccounts,
    tags,
    security,
    summary: "The organization's payout accounts (last 4 digits only)",
    response: { 200: okEnvelope(ZPayoutAccountList) },
  }),
  addAccount: endpoint({
    ...payoutsPaths.addAccount,
    tags,
    security,
    summary:
      'Add a bank account, verified in the background (pending → verified/failed); with Stripe, no body and the answer carries onboardingUrl',
    // The sandbox takes the bank details; Stripe hosts onboarding, so with it the body is empty.
    body: z.union([ZCreatePayoutAccountRequest, ZStripePayoutAccountRequest]),
    response: { 200: okEnvelope(ZPayoutAccount) },
  }),
  removeAccount: endpoint({
    ...payoutsPaths.removeAccount,
    tags,
    security,
    summary: 'Remove a payout account (409 while a payout to it is in flight)',
    params: IdParam,
    response: { 200: okEnvelope(z.object({ id: z.uuid(), removed: z.literal(true) })) },
  }),
  kyc: endpoint({
    ...payoutsPaths.kyc,
    tags,
    security,
    summary: "The caller's organization with its identity-check status",
    response: { 200: okEnvelope(ZOrganizationKyc) },
  }),
  submitKyc: endpoint({
    ...payoutsPaths.submitKyc,
    tags,
    security,
    summary:
      'Submit the identity check (KYC Requested, then Completed or back to KYC with a reason); with Stripe, no body and an onboardingUrl',
    body: z.union([ZKycRequest, ZStripeKycRequest]),
    response: { 200: okEnvelope(ZOrganizationKyc) },
  }),
  request: endpoint({
    ...payoutsPaths.request,
    tags,
    security,
    summary: 'Request a payout (needs KYC Completed and a verified account; 422 names the reason)',
    headers: ZIdempotencyHeaders,
    body: ZCreatePayoutRequest,
    response: { 200: okEnvelope(ZPayout) },
  }),
  list: endpoint({
    ...payoutsPaths.list,
    tags,
    security,
    summary: 'Payouts, newest first, 20 a page',
    querystring: ZPayoutListQuery,
    response: { 200: okEnvelope(ZPayoutPage) },
  }),
  statement: endpoint({
    ...payoutsPaths.statement,
    tags,
    security,
    summary:
      'Gross, discounts, buyer fees, refunds and net per event and overall; format=csv for ledger lines',
    querystring: ZStatementQuery,
    produces: ['application/json', 'text/csv'],
    response: { 200: okEnvelope(ZStatement) },
  }),
};
