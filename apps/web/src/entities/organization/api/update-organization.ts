import { organizationsPaths } from '@mingle/shared/endpoints/organizations.paths';
import type { Organization, UpdateOrganizationRequest } from '@mingle/shared/schemas/organizations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { organizationKeys } from './organization-keys.ts';

export interface UpdateOrganizationInput {
  id: string;
  changes: UpdateOrganizationRequest;
}

/** PATCH organizations/:id: name or bio (owner only). */
export async function updateOrganization({ id, changes }: UpdateOrganizationInput): Promise<Organization> {
  const res = await call(organizationsPaths.update, { params: { id }, body: changes });
  return res.data;
}

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganization,
    onSuccess: (org) => queryClient.setQueryData(organizationKeys.mine, org),
  });
}
