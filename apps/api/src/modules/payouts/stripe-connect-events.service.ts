import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { AppContext } from '../../app-context.ts';
import * as accounts from './payout-accounts.repository.ts';
import { settle, settleAccountCheck, settleKycCheck } from './payout-jobs.ts';
import * as repo from './payouts.repository.ts';

/**
 * A Connect event is only a nudge: the current state is read back from Stripe, so a late,
 * repeated or out-of-order event can never move anything backwards. Payouts Mingle does not
 * know yet (its own job has not recorded the reference) are left to that job's checks.
 */
export async function applyConnectEvent(ctx: AppContext, event: Stripe.Event, log: FastifyBaseLogger) {
  const provider = ctx.providers.payouts;
  if (event.type === 'account.updated') {
    const account = await accounts.findAccountByRef(ctx.db, event.data.object.id);
    if (!account) return;
    if (account.status === 'pending') {
      const check = await provider.checkAccount(account.provider_ref);
      if (check.status !== 'pending') await settleAccountCheck(ctx.db, account, check);
    }
    const org = await repo.findOrganization(ctx.db, account.organization_id);
    if (!org || org.kyc_status === 'Completed') return;
    const kyc = await provider.checkKyc(account.provider_ref);
    if (kyc.status !== 'pending') await settleKycCheck(ctx.db, org.id, kyc);
    return;
  }
  if (event.type === 'payout.paid' || event.type === 'payout.failed') {
    if (!event.account) return;
    const payout = await repo.findPayoutByRef(ctx.db, `${event.account}/${event.data.object.id}`);
    if (!payout) {
      log.info({ type: event.type }, 'connect payout not recorded yet; its job will check it');
      return;
    }
    if (payout.status !== 'processing' || !payout.provider_ref) return;
    const check = await provider.checkPayout(payout.provider_ref);
    if (check.status !== 'processing') await settle(ctx.db, payout, check, new Date());
  }
}
