import type { ReactNode } from 'react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { QueryError } from '../../../components/ui/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDeleteMessage } from '../api/delete-message.ts';
import type { DisplayMessage } from '../lib/merge-messages.ts';
import { useChatRoom } from '../lib/use-chat-room.ts';
import { ChatSkeleton } from './chat-skeleton.tsx';
import { Composer } from './composer.tsx';
import { MessageList } from './message-list.tsx';
import '../chat.css';

export interface ChatPanelProps {
  roomId: string;
  /** Names the conversation for screen readers, e.g. "Event Chat" or "Chat with Ada". */
  label: string;
  /** The host removes any message of their event chat; everyone may remove their own. */
  canModerate?: boolean;
  empty: ReactNode;
}

/** A live conversation: history, new messages as they come, and the composer. */
export function ChatPanel({ roomId, label, canModerate = false, empty }: ChatPanelProps) {
  const room = useChatRoom(roomId);
  const [deleting, setDeleting] = useState<DisplayMessage | null>(null);
  const remove = useDeleteMessage(room.markDeleted);
  const { query } = room;

  if (query.isPending) return <ChatSkeleton />;
  const closed =
    room.refusal ??
    (query.error instanceof ApiError && query.error.status === 403 ? query.error.message : null);
  if (query.isError && closed) {
    return (
      <Alert variant="info" className="chat-closed">
        {closed}
      </Alert>
    );
  }
  if (query.isError) {
    return (
      <QueryError
        title="Could not load the messages"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }

  return (
    <div className="chat-panel">
      {room.status === 'reconnecting' && (
        <p className="chat-status" role="status">
          Reconnecting… Messages you write now are sent when the connection is back.
        </p>
      )}
      {room.status === 'unauthenticated' && (
        <p className="chat-status" role="status">
          Live updates stopped. Log in again to keep chatting.
        </p>
      )}
      <MessageList
        label={label}
        messages={room.messages}
        me={room.me}
        senders={room.senders}
        hasOlder={query.hasNextPage}
        loadingOlder={query.isFetchingNextPage}
        onLoadOlder={() => void query.fetchNextPage()}
        canDelete={(m) => m.id !== null && (canModerate || m.senderId === room.me)}
        onDelete={setDeleting}
        onRetry={room.retry}
        onDiscard={room.discard}
        empty={empty}
      />
      {closed ? (
        <Alert variant="info" className="chat-closed">
          {closed}
        </Alert>
      ) : (
        <Composer onSend={room.send} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this message?"
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting?.id &&
          remove.mutate({ roomId, messageId: deleting.id }, { onSuccess: () => setDeleting(null) })
        }
      >
        <p>It disappears for everyone in this chat.</p>
        {remove.isError && <Alert variant="error">{remove.error.message}</Alert>}
      </ConfirmDialog>
    </div>
  );
}
