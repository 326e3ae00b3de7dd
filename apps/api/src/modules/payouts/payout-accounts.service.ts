import {
  type OrganizationKyc,
  PAYOUT_CURRENCY,
  type PayoutAccount,
  type ZCreatePayoutAccountRequest,
  type ZKycRequest,
} from '@mingle/shared/schemas/payouts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { enqueue } from '../../jobs/job-queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { getOrganization, setOrganizationKyc } from '../organizations/index.ts';
import { followIdentityCheck } from '../users/index.ts';
import * as accounts from './payout-accounts.repository.ts';
import { checkAccount, checkKyc } from './payout-job-kinds.ts';
import * as repo from './payouts.repository.ts';
import { payoutOrganizationFor } from './payouts.service.ts';

const returnUrl = (ctx: AppContext) => `${ctx.config.PUBLIC_URL}/payout-accounts`;

/** When the provider's asynchronous answer is checked: the sandbox answers within seconds. */
export const answerAt = (ctx: AppContext, now: Date) =>
  new Date(now.getTime() + ctx.config.PAYOUT_SANDBOX_DELAY_MS);

export function toPayoutAccount(row: accounts.PayoutAccountRow): PayoutAccount {
  return {
    id: row.id,
    provider: row.provider,
    accountHolderName: row.holder_name,
    bankName: row.bank_name,
    last4: row.last4,
    currency: row.currency,
    status: row.status,
    failureReason: row.failure_reason,
    isDefault: row.is_default,
    onboardingUrl: row.onboarding_url,
    createdAt: row.created_at.toISOString(),
  };
}

export async function listPayoutAccounts(ctx: AppContext, userId: string): Promise<PayoutAccount[]> {
  const org = await payoutOrganizationFor(ctx.db, userId);
  return (await accounts.listAccounts(ctx.db, org.id)).map(toPayoutAccount);
}

const MAX_ACCOUNTS = 10;

export type AddAccountBody = z.output<typeof ZCreatePayoutAccountRequest> | Record<string, never>;

const isBank = (body: AddAccountBody): body is z.output<typeof ZCreatePayoutAccountRequest> =>
  'accountNumber' in body;

/**
 * The full account number goes to the provider and nowhere else: only its last 4 digits and
 * the provider's reference are stored, and the number is never logged. With Stripe the host
 * enters bank details in Stripe's onboarding instead (the answer carries its link).
 */
export async function addPayoutAccount(
  ctx: AppContext,
  userId: string,
  body: AddAccountBody,
  now: Date,
): Promise<PayoutAccount> {
  const org = await payoutOrganizationFor(ctx.db, userId);
  if ((await accounts.listAccounts(ctx.db, org.id)).length >= MAX_ACCOUNTS) {
    throw new AppError('CONFLICT', `At most ${MAX_ACCOUNTS} payout accounts; remove one first`);
  }
  const bank = isBank(body) ? body : null;
  const created = await ctx.providers.payouts.addBankAccount({
    organizationId: org.id,
    country: bank?.country ?? 'US',
    currency: bank?.currency ?? PAYOUT_CURRENCY,
    ...(bank
      ? {
          bank: {
            holderName: bank.accountHolderName,
            routingNumber: bank.routingNumber,
            accountNumber: bank.accountNumber,
          },
        }
      : {}),
    returnUrl: returnUrl(ctx),
  });
  const id = await ctx.db.transaction(async (tx) => {
    const accountId = await accounts.insertAccount(tx, {
      organizationId: org.id,
      provider: ctx.providers.payouts.name,
      providerRef: created.ref,
      holderName: bank?.accountHolderName ?? null,
      bankName: created.bankName,
      country: bank?.country ?? 'US',
      currency: bank?.currency ?? PAYOUT_CURRENCY,
      last4: created.last4,
    });
    await enqueue(tx, checkAccount, { accountId }, { runAt: answerAt(ctx, now) });
    return accountId;
  });
  const row = (await accounts.findAccount(ctx.db, org.id, id)) as accounts.PayoutAccountRow;
  return { ...toPayoutAccount(row), onboardingUrl: created.onboardingUrl };
}

/** Removes an account; refused while a payout to it is in flight. */
export async function removePayoutAccount(ctx: AppContext, userId: string, accountId: string) {
  await ctx.db.transaction(async (tx) => {
    const owned = await payoutOrganizationFor(tx, userId);
    await repo.lockOrganization(tx, owned.id);
    const account = await accounts.findAccount(tx, owned.id, accountId);
    if (!account) throw new AppError('NOT_FOUND', 'That payout account was not found');
    if (await accounts.hasPayoutInFlight(tx, account.id)) {
      throw new AppError(
        'CONFLICT',
        'A payout to this account is in flight; remove it once the payout is settled',
      );
    }
    await accounts.removeAccount(tx, account.id);
    await accounts.ensureDefaultAccount(tx, owned.id);
  });
  return { id: accountId, removed: true as const };
}

export async function getKyc(ctx: AppContext, userId: string, now: Date): Promise<OrganizationKyc> {
  const org = await payoutOrganizationFor(ctx.db, userId);
  const organization = await getOrganization(ctx, org.id, userId, now);
  return {
    ...organization,
    kycStatus: org.kyc_status,
    kycFailureReason: org.kyc_failure_reason,
    onboardingUrl: null,
  };
}

export type KycBody = z.output<typeof ZKycRequest> | Record<string, never>;

const isIdentity = (body: KycBody): body is z.output<typeof ZKycRequest> => 'legalName' in body;

/**
 * Starts an identity check: the organization and its owner's profile become `KYC Requested`
 * until the provider answers (a job or webhook then moves both to `Completed`, or back to
 * `KYC` with the reason, ready for another try). With Stripe the check is the connected
 * account's own verification, done in Stripe's onboarding; asking again gives a fresh link.
 */
export async function submitKyc(
  ctx: AppContext,
  userId: string,
  body: KycBody,
  now: Date,
): Promise<OrganizationKyc> {
  const org = await payoutOrganizationFor(ctx.db, userId);
  const hosted = ctx.providers.payouts.name === 'stripe';
  if (org.kyc_status === 'Completed') throw new AppError('CONFLICT', 'Your identity is already verified');
  if (org.kyc_status === 'KYC Requested' && !hosted) {
    throw new AppError('CONFLICT', 'Your identity check is under way; we will tell you the result shortly');
  }
  const account = hosted ? await accounts.newestAccount(ctx.db, org.id) : undefined;
  if (hosted && !account) {
    throw new AppError(
      'PAYOUT_ACCOUNT_REQUIRED',
      "Add a payout account first: Stripe's onboarding checks your identity and bank together",
    );
  }
  const { ref, onboardingUrl } = await ctx.providers.payouts.submitKyc({
    organizationId: org.id,
    ...(isIdentity(body) ? { identity: body } : {}),
    ...(account ? { accountRef: account.provider_ref } : {}),
    returnUrl: returnUrl(ctx),
  });
  await ctx.db.transaction(async (tx) => {
    await setOrganizationKyc(tx, org.id, { status: 'KYC Requested', reason: null, ref });
    await followIdentityCheck(tx, org.owner_id, 'KYC Requested');
    await enqueue(tx, checkKyc, { organizationId: org.id, ref }, { runAt: answerAt(ctx, now) });
  });
  return { ...(await getKyc(ctx, userId, now)), onboardingUrl };
}
