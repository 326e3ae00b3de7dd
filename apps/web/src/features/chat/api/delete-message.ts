import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface DeleteMessageInput {
  roomId: string;
  messageId: string;
}

/**
 * DELETE chats/:roomId/messages/:id: the sender removes their own message, the host any message
 * of their event chat. Everyone in the room is told live (message_deleted).
 */
export async function deleteMessage({ roomId, messageId }: DeleteMessageInput): Promise<void> {
  await api(`chats/${encodeURIComponent(roomId)}/messages/${encodeURIComponent(messageId)}`, {
    method: 'DELETE',
  });
}

export function useDeleteMessage(onDeleted: (messageId: string) => void) {
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: (_done, { messageId }) => onDeleted(messageId),
  });
}
