import type {
  OrganizationPictureResponse,
  ZDeleteOrganizationPictureRequest,
} from '@mingle/shared/schemas/organization-pictures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { organizationKeys } from './organization-keys.ts';

/** DELETE organizations/delete-profile-picture: removes the picture of the caller's organization. */
export async function deleteOrganizationPicture(
  organizationId: string,
): Promise<OrganizationPictureResponse> {
  const res = await api<Envelope<OrganizationPictureResponse>>('organizations/delete-profile-picture', {
    method: 'DELETE',
    body: { organizationId } satisfies z.input<typeof ZDeleteOrganizationPictureRequest>,
  });
  return res.data;
}

export function useDeleteOrganizationPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrganizationPicture,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.mine }),
  });
}
