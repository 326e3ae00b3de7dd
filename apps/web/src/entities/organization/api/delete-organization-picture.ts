import { organizationPicturesPaths } from '@mingle/shared/endpoints/organization-pictures.paths';
import type {
  OrganizationPictureResponse,
  ZDeleteOrganizationPictureRequest,
} from '@mingle/shared/schemas/organization-pictures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-call.ts';
import { organizationKeys } from './organization-keys.ts';

/** DELETE organizations/delete-profile-picture: removes the picture of the caller's organization. */
export async function deleteOrganizationPicture(
  organizationId: string,
): Promise<OrganizationPictureResponse> {
  const res = await call(organizationPicturesPaths.delete, {
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
