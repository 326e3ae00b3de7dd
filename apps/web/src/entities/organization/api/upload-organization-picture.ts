import { organizationPicturesPaths } from '@mingle/shared/endpoints/organization-pictures.paths';
import type { OrganizationPictureResponse } from '@mingle/shared/schemas/organization-pictures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
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
  const res = await call(organizationPicturesPaths.upload, {
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
