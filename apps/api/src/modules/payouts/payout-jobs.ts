import type { Db } from '../../db/client.ts';
import { handleJob } from '../../jobs/job-kind.ts';
import { enqueue } from '../../jobs/job-queue.ts';
import type { AccountCheck, KycCheck } from '../../providers/payouts/payout-provider.ts';
import { appendPayoutEntries } from '../orders/index.ts';
import { organizationOwner, setOrganizationKyc } from '../organizations/index.ts';
import { followIdentityCheck } from '../users/index.ts';
import * as accounts from './payout-accounts.repository.ts';
import { answerAt } from './payout-accounts.service.ts';
import { checkAccount, checkKyc, checkPayout, submitPayout } from './payout-job-kinds.ts';
import * as repo from './payouts.repository.ts';

/** A provider that has not answered yet: the runner retries the job with backoff. */
class StillPending extends Error {}

/**
 * The provider's asynchronous answers, each checked by a job: an account's verification, an
 * identity check, and a payout's way from requested to processing to paid or failed. Every
 * step changes state only from the state it expects, so a repeated job changes nothing.
 */
export const payoutJobs = [
  handleJob(checkAccount, async ({ accountId }, { app }) => {
    const account = await accounts.findAccountById(app.db, accountId);
    if (account?.status !== 'pending') return;
    const check = await app.providers.payouts.checkAccount(account.provider_ref);
    if (check.status === 'pending') throw new StillPending('account not verified yet');
    await settleAccountCheck(app.db, account, check);
  }),

  handleJob(checkKyc, async ({ organizationId, ref }, { app }) => {
    const org = await repo.findOrganization(app.db, organizationId);
    if (org?.kyc_status !== 'KYC Requested' || org.kyc_provider_ref !== ref) return;
    const check = await app.providers.payouts.checkKyc(ref);
    if (check.status === 'pending') throw new StillPending('identity check not answered yet');
    await settleKycCheck(app.db, organizationId, check);
  }),

  handleJob(submitPayout, async ({ payoutId }, { app, now }) => {
    const payout = await repo.findPayout(app.db, payoutId);
    if (payout?.status !== 'requested') return;
    const { ref } = await app.providers.payouts.createPayout({
      accountRef: payout.account_ref,
      amountCents: payout.amount_cents,
      currency: payout.currency,
      idempotencyKey: payout.id,
    });
    await app.db.transaction(async (tx) => {
      if (!(await repo.markProcessing(tx, payoutId, ref))) return;
      await enqueue(tx, checkPayout, { payoutId }, { runAt: answerAt(app, now) });
    });
  }),

  handleJob(checkPayout, async ({ payoutId }, { app, now }) => {
    const payout = await repo.findPayout(app.db, payoutId);
    if (payout?.status !== 'processing' || !payout.provider_ref) return;
    const check = await app.providers.payouts.checkPayout(payout.provider_ref);
    if (check.status === 'processing') throw new StillPending('payout not settled yet');
    await settle(app.db, payout, check, now);
  }),
];

/** An account's verification answer, once: verified accounts may become the default. */
export async function settleAccountCheck(
  db: Db,
  account: accounts.PayoutAccountRow,
  check: Exclude<AccountCheck, { status: 'pending' }>,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (await accounts.settleAccount(tx, account.id, check)) {
      await accounts.ensureDefaultAccount(tx, account.organization_id);
    }
  });
}

/** An identity check's answer: the organization and its owner's profile follow it. */
export async function settleKycCheck(
  db: Db,
  organizationId: string,
  check: Exclude<KycCheck, { status: 'pending' }>,
): Promise<void> {
  const status = check.status === 'completed' ? 'Completed' : 'KYC';
  await db.transaction(async (tx) => {
    await setOrganizationKyc(tx, organizationId, {
      status,
      reason: check.status === 'failed' ? check.reason : null,
    });
    await followIdentityCheck(tx, await organizationOwner(tx, organizationId), status);
  });
}

/**
 * Paid: the amount moves from in flight to paid out. Failed: it returns to the host's
 * balance by a new entry. Either happens once, with the payout's status change.
 */
export async function settle(
  db: Db,
  payout: repo.PayoutRow,
  outcome: { status: 'paid' } | { status: 'failed'; reason: string },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await repo.settlePayout(tx, payout.id, outcome, now))) return false;
    await appendPayoutEntries(tx, payout, outcome.status === 'paid' ? 'payout_paid' : 'payout_returned');
    return true;
  });
}
