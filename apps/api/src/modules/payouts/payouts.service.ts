import { centsToDecimal } from '@mingle/shared/money';
import {
  PAYOUT_CURRENCY,
  type Payout,
  type PayoutBalance,
  type PayoutPage,
} from '@mingle/shared/schemas/payouts';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { enqueue } from '../../jobs/job-queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageOf } from '../../lib/paging.ts';
import { appendPayoutEntries, type IdempotencyOutcome } from '../orders/index.ts';
import { recordActivity } from '../teams/index.ts';
import * as accounts from './payout-accounts.repository.ts';
import { submitPayout } from './payout-job-kinds.ts';
import * as repo from './payouts.repository.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The one answer to "which organization may this user manage payouts for": the one it owns.
 * Money out is the owner's alone; anyone without an organization gets 404.
 */
export async function payoutOrganizationFor(
  q: Queryable,
  userId: string,
): Promise<repo.PayoutOrganizationRow> {
  const org = await repo.findOrganizationByOwner(q, userId);
  if (!org) {
    throw new AppError('NOT_FOUND', 'Payouts are for hosts: create your organization first');
  }
  return org;
}

export function balanceFromSums(sums: repo.LedgerSums, currency = PAYOUT_CURRENCY): PayoutBalance {
  const availableCents = sums.released_earnings + sums.payouts_net;
  return {
    currency,
    availableCents,
    pendingCents: sums.pending_earnings,
    paidOutCents: sums.paid_out,
    inFlightCents: sums.in_flight,
    lifetimeNetCents: sums.released_earnings + sums.pending_earnings,
    owedCents: Math.max(0, -availableCents),
  };
}

/**
 * An event's earnings are released PAYOUT_HOLD_HOURS after it ended, and an ended event can't
 * be moved (events module), so ending an event early and moving it back never frees money.
 */
export async function organizationBalance(
  q: Queryable,
  organizationId: string,
  now: Date,
  holdHours: number,
): Promise<PayoutBalance> {
  const releasedBefore = new Date(now.getTime() - holdHours * HOUR_MS);
  return balanceFromSums(await repo.ledgerSums(q, organizationId, PAYOUT_CURRENCY, releasedBefore));
}

export async function getBalance(ctx: AppContext, userId: string, now: Date): Promise<PayoutBalance> {
  const org = await payoutOrganizationFor(ctx.db, userId);
  return organizationBalance(ctx.db, org.id, now, ctx.config.PAYOUT_HOLD_HOURS);
}

export function toPayout(row: repo.PayoutRow): Payout {
  return {
    id: row.id,
    amountCents: row.amount_cents,
    currency: row.currency,
    status: row.status,
    failureReason: row.failure_reason,
    payoutAccountId: row.payout_account_id,
    accountLast4: row.account_last4,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
  };
}

const dollars = (cents: number) => (cents < 0 ? `-$${centsToDecimal(-cents)}` : `$${centsToDecimal(cents)}`);

/**
 * Records a payout and claims its amount in one transaction. The organization row is locked
 * first, so concurrent requests see each other's ledger entries: the sum of payouts never
 * exceeds what was available.
 */
export async function requestPayout(
  ctx: AppContext,
  userId: string,
  body: { amountCents: number; payoutAccountId?: string | undefined },
  now: Date,
  outcome?: IdempotencyOutcome,
): Promise<Payout> {
  const id = await ctx.db.transaction(async (tx) => {
    const owned = await payoutOrganizationFor(tx, userId);
    const org = (await repo.lockOrganization(tx, owned.id)) ?? owned;
    if (org.kyc_status !== 'Completed') {
      throw new AppError(
        'KYC_REQUIRED',
        org.kyc_status === 'KYC Requested'
          ? 'Your identity check is still under way; you can request a payout once it is complete'
          : 'Verify your identity before requesting a payout',
      );
    }
    const account = body.payoutAccountId
      ? await accounts.findAccount(tx, org.id, body.payoutAccountId)
      : await accounts.findDefaultAccount(tx, org.id);
    if (!account) {
      if (body.payoutAccountId) throw new AppError('NOT_FOUND', 'That payout account was not found');
      throw new AppError(
        'PAYOUT_ACCOUNT_REQUIRED',
        'Add a verified payout account before requesting a payout',
      );
    }
    if (account.status !== 'verified') {
      throw new AppError(
        'PAYOUT_ACCOUNT_REQUIRED',
        account.status === 'pending'
          ? 'This payout account is still being verified'
          : 'This payout account could not be verified; add another one',
      );
    }
    const balance = await organizationBalance(tx, org.id, now, ctx.config.PAYOUT_HOLD_HOURS);
    if (body.amountCents > balance.availableCents) {
      const message =
        balance.availableCents <= 0
          ? 'Nothing is available to pay out yet'
          : `Only ${dollars(balance.availableCents)} is available to pay out`;
      throw new AppError('INSUFFICIENT_BALANCE', message, { amountCents: message });
    }
    const payoutId = await repo.insertPayout(tx, {
      organizationId: org.id,
      accountId: account.id,
      requestedBy: userId,
      amountCents: body.amountCents,
      currency: PAYOUT_CURRENCY,
      provider: account.provider,
    });
    await appendPayoutEntries(
      tx,
      { id: payoutId, organization_id: org.id, amount_cents: body.amountCents, currency: PAYOUT_CURRENCY },
      'payout',
    );
    await enqueue(tx, submitPayout, { payoutId });
    await recordActivity(tx, {
      organizationId: org.id,
      actorId: userId,
      action: 'payout.requested',
      details: { payoutId, amountCents: body.amountCents, currency: PAYOUT_CURRENCY },
    });
    // A retry after a crash between this commit and the stored answer answers with this payout.
    await outcome?.record(tx, payoutId);
    return payoutId;
  });
  const row = await repo.findPayout(ctx.db, id);
  return toPayout(row as repo.PayoutRow);
}

/** One of the owner's payouts (a replayed request's answer); someone else's is not found. */
export async function getPayout(ctx: AppContext, userId: string, payoutId: string): Promise<Payout> {
  const org = await payoutOrganizationFor(ctx.db, userId);
  const row = await repo.findPayout(ctx.db, payoutId);
  if (!row || row.organization_id !== org.id) throw new AppError('NOT_FOUND', 'That payout was not found');
  return toPayout(row);
}

export async function listPayouts(ctx: AppContext, userId: string, page: number): Promise<PayoutPage> {
  const org = await payoutOrganizationFor(ctx.db, userId);
  const { items, total } = await repo.listPayouts(ctx.db, org.id, page);
  return pageOf(items.map(toPayout), page, total);
}
