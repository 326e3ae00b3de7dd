import type { CreateOrganizationRequest, Organization } from '@mingle/shared/schemas/organizations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { organizationKeys } from './organization-keys.ts';

/** POST organizations: become a host (one organization per person; 409 when there is one). */
export async function createOrganization(body: CreateOrganizationRequest): Promise<Organization> {
  const res = await api<Envelope<Organization>>('organizations', { method: 'POST', body });
  return res.data;
}

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    onSuccess: (org) => queryClient.setQueryData(organizationKeys.mine, org),
  });
}
