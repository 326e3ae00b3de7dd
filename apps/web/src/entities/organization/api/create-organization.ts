import { organizationsPaths } from '@mingle/shared/endpoints/organizations.paths';
import type { CreateOrganizationRequest, Organization } from '@mingle/shared/schemas/organizations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { organizationKeys } from './organization-keys.ts';

/** POST organizations: become a host (one organization per person; 409 when there is one). */
export async function createOrganization(body: CreateOrganizationRequest): Promise<Organization> {
  const res = await call(organizationsPaths.create, { body });
  return res.data;
}

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    onSuccess: (org) => queryClient.setQueryData(organizationKeys.mine, org),
  });
}
