import { payoutsPaths } from '@mingle/shared/endpoints/payouts.paths';
import type {
  CreatePayoutAccountRequest,
  PayoutAccount,
  ZStripePayoutAccountRequest,
} from '@mingle/shared/schemas/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { payoutAccountKeys } from '../../../entities/payout-account/api/payout-accounts.ts';
import { call } from '../../../lib/api-call.ts';

/**
 * POST payout-accounts: the bank details go to the provider; only the last 4 digits come back.
 * With Stripe the body is empty and the answer carries Stripe's onboarding link.
 */
export async function addPayoutAccount(
  body: CreatePayoutAccountRequest | z.input<typeof ZStripePayoutAccountRequest>,
): Promise<PayoutAccount> {
  return (await call(payoutsPaths.addAccount, { body })).data;
}

export function useAddPayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPayoutAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutAccountKeys.all }),
  });
}

/** DELETE payout-accounts/:id (refused while a payout to it is in flight). */
export async function removePayoutAccount(id: string): Promise<void> {
  await call(payoutsPaths.removeAccount, { params: { id } });
}

export function useRemovePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePayoutAccount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutAccountKeys.all }),
  });
}
