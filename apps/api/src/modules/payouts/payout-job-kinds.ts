import { z } from 'zod';
import { defineJob } from '../../jobs/job-kind.ts';

/**
 * How often a provider's pending answer is asked again. The runner backs off to an hour
 * between tries, so this covers about two days: a bank's payout or a hosted onboarding may
 * take that long (Stripe's webhooks usually answer first).
 */
const CHECK_ATTEMPTS = 48;

/** A payout account's verification, asked of the provider until it answers. */
export const checkAccount = defineJob({
  name: 'payouts.check-account',
  payload: z.object({ accountId: z.uuid() }),
  dedupeKey: (p) => `payout-account:${p.accountId}`,
  maxAttempts: CHECK_ATTEMPTS,
});

/** An organization's identity check, asked of the provider until it answers. */
export const checkKyc = defineJob({
  name: 'payouts.check-kyc',
  payload: z.object({ organizationId: z.uuid(), ref: z.string().min(1) }),
  dedupeKey: (p) => `payout-kyc:${p.ref}`,
  maxAttempts: CHECK_ATTEMPTS,
});

const PayoutPayload = z.object({ payoutId: z.uuid() });

/** A requested payout handed to the provider. */
export const submitPayout = defineJob({
  name: 'payouts.submit',
  payload: PayoutPayload,
  dedupeKey: (p) => `payout-submit:${p.payoutId}`,
});

/** A payout in flight, asked of the provider until it is paid or failed. */
export const checkPayout = defineJob({
  name: 'payouts.check',
  payload: PayoutPayload,
  dedupeKey: (p) => `payout-check:${p.payoutId}`,
  maxAttempts: CHECK_ATTEMPTS,
});
