import { payoutsPaths } from '@mingle/shared/endpoints/payouts.paths';
import type { KycRequest, OrganizationKyc, ZStripeKycRequest } from '@mingle/shared/schemas/payouts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-call.ts';
import { payoutKeys } from './keys.ts';

/** GET organizations/me/kyc: the organization with its identity-check status. */
export async function getKyc(signal?: AbortSignal): Promise<OrganizationKyc> {
  return (await call(payoutsPaths.kyc, { signal })).data;
}

export function useKyc(enabled = true) {
  return useQuery({
    enabled,
    queryKey: payoutKeys.kyc,
    queryFn: ({ signal }) => getKyc(signal),
    refetchInterval: (query) => (query.state.data?.kycStatus === 'KYC Requested' ? 2000 : false),
  });
}

/** POST organizations/me/kyc: starts the identity check (Stripe: no body; answers with its link). */
export async function submitKyc(
  body: KycRequest | z.input<typeof ZStripeKycRequest>,
): Promise<OrganizationKyc> {
  return (await call(payoutsPaths.submitKyc, { body })).data;
}

export function useSubmitKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitKyc,
    onSuccess: (kyc) => queryClient.setQueryData(payoutKeys.kyc, kyc),
  });
}
