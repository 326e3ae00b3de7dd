import type { OrganizationPictureResponse } from '@mingle/shared/schemas/organization-pictures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { organizationKeys } from './organization-keys.ts';

export interface UploadOrganizationPictureInput {
  file: File;
  onProgress?: (fraction: number) => void;
}

/** POST organizations/upload-profile-picture (multipart, field `file`) for the caller's organization. */
export async function uploadOrganizationPicture({
  file,
  onProgress,
}: UploadOrganizationPictureInput): Promise<OrganizationPictureResponse> {
  const body = new FormData();
  body.append('file', file, file.name);
  const res = await api<Envelope<OrganizationPictureResponse>>('organizations/upload-profile-picture', {
    method: 'POST',
    body,
    onUploadProgress: onProgress ?? (() => {}),
  });
  return res.data;
}

export function useUploadOrganizationPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadOrganizationPicture,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.mine }),
  });
}
