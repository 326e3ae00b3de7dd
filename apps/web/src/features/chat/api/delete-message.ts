import { chatPaths } from '@mingle/shared/endpoints/chat.paths';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

export interface DeleteMessageInput {
  roomId: string;
  messageId: string;
}

/**
 * DELETE chats/:roomId/messages/:id: the sender removes their own message, the host any message
 * of their event chat. Everyone in the room is told live (message_deleted).
 */
export async function deleteMessage({ roomId, messageId }: DeleteMessageInput): Promise<void> {
  await call(chatPaths.deleteMessage, { params: { roomId, id: messageId } });
}

export function useDeleteMessage(onDeleted: (messageId: string) => void) {
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: (_done, { messageId }) => onDeleted(messageId),
  });
}
