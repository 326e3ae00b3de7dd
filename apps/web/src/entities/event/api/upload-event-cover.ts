import { eventsPaths } from '@mingle/shared/endpoints/events.paths';
import type { Event } from '@mingle/shared/schemas/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { eventKeys } from './event-keys.ts';

export interface UploadEventCoverInput {
  id: string;
  file: File;
  /** 0–1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
}

/** POST events/:id/cover (multipart, field `file`; host only): the server re-encodes the image. */
export async function uploadEventCover({ id, file, onProgress }: UploadEventCoverInput): Promise<Event> {
  const body = new FormData();
  body.append('file', file, file.name);
  const res = await call(eventsPaths.uploadCover, {
    params: { id },
    body,
    onUploadProgress: onProgress ?? (() => {}),
  });
  return res.data;
}

export function useUploadEventCover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadEventCover,
    onSuccess: (event) => queryClient.setQueryData(eventKeys.detail(event.id), event),
  });
}
