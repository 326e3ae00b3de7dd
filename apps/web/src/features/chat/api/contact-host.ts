import { chatPaths } from '@mingle/shared/endpoints/chat.paths';
import type { ContactHostRequest } from '@mingle/shared/schemas/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatKeys } from '../../../entities/chat/api/chat-keys.ts';
import { call } from '../../../lib/api-call.ts';

export interface ContactHostInput {
  eventId: string;
  body: string;
  /** The same id on a retry, so a lost answer never sends the message twice. */
  clientId: string;
}

/** POST events/:id/contact-host: the guest's room with the host, opened with their first message. */
export async function contactHost({ eventId, body, clientId }: ContactHostInput) {
  const res = await call(chatPaths.contactHost, {
    params: { id: eventId },
    body: { body, clientId } satisfies ContactHostRequest,
  });
  return res.data;
}

export function useContactHost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: contactHost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.list }),
  });
}
