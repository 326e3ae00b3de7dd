import { usersPaths } from '@mingle/shared/endpoints/users.paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { getUserId } from '../../../lib/storage.ts';
import { ownProfileKey } from './own-profile.ts';

export interface UploadProfilePicInput {
  file: Blob;
  fileName: string;
  /** 0–1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
}

/** POST uploadProfilePic (multipart, field `file`): answers the URL of the stored picture. */
export async function uploadProfilePic({
  file,
  fileName,
  onProgress,
}: UploadProfilePicInput): Promise<string> {
  const body = new FormData();
  body.append('file', file, fileName);
  const res = await call(usersPaths.uploadProfilePic, { body, onUploadProgress: onProgress ?? (() => {}) });
  return res.data.profilePhoto;
}

export function useUploadProfilePic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePic,
    onSuccess: () => {
      const userId = getUserId();
      if (userId) return queryClient.invalidateQueries({ queryKey: ownProfileKey(userId) });
    },
  });
}
