import type { ChatSummary } from '@mingle/shared/schemas/chat';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { MessageIcon, UsersIcon } from '../../../components/ui/icons.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadMore, QueryError } from '../../../components/ui/query-state.tsx';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { getRealtimeClient } from '../../../lib/realtime-client.ts';
import { timeAgo } from '../../../lib/relative-time.ts';
import { getUserId } from '../../../lib/storage.ts';
import { useChats } from '../api/get-chats.ts';
import '../chat.css';

const KIND_LABEL: Record<ChatSummary['kind'], string> = {
  event: 'Event Chat',
  direct: 'Match',
  host: 'Contact Host',
};

/** /chats: every conversation, with its last message and how many are unread. */
export default function ChatsPage() {
  const query = useChats();
  const me = getUserId();
  const { refetch } = query;

  // A new conversation or a first unread message comes with a notification.
  useEffect(
    () =>
      getRealtimeClient().subscribe((event) => {
        if (event.type === 'notification' || event.type === 'ready') void refetch();
      }),
    [refetch],
  );

  let body: ReactNode;
  if (query.isPending) body = <SkeletonList label="Loading your chats" count={5} />;
  else if (query.isError) {
    body = (
      <QueryError
        title="Could not load your chats"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    const chats = query.data.pages.flatMap((p) => p.items);
    body =
      chats.length === 0 ? (
        <EmptyState
          icon={<MessageIcon />}
          title="No chats yet"
          action={
            <ButtonLink to="/matches" variant="secondary">
              See your matches
            </ButtonLink>
          }
        >
          Chat with everyone at an event in its Event Chat, and one to one with the people you match with.
        </EmptyState>
      ) : (
        <>
          <ul className="chat-rooms">
            {chats.map((chat) => (
              <li key={chat.roomId}>
                <Link
                  to={`/chats/${chat.roomId}`}
                  state={{ title: chat.title }}
                  className="chat-room"
                  aria-label={`${chat.title ?? 'Chat'}${chat.unread > 0 ? `, ${chat.unread} unread` : ''}`}
                >
                  {chat.otherUser ? (
                    <Avatar src={chat.otherUser.profilePhoto} alt="" size={48} />
                  ) : (
                    <span className="chat-room-icon" aria-hidden="true">
                      <UsersIcon />
                    </span>
                  )}
                  <span className="chat-room-text">
                    <span className="chat-room-line">
                      <strong className="chat-room-title">{chat.title ?? 'Chat'}</strong>
                      {chat.lastMessage && <span className="hint">{timeAgo(chat.lastMessage.sentAt)}</span>}
                    </span>
                    <span className="chat-room-line">
                      <span className="chat-room-last">
                        {KIND_LABEL[chat.kind]} ·{' '}
                        {chat.lastMessage
                          ? `${chat.lastMessage.senderId === me ? 'You: ' : ''}${chat.lastMessage.body}`
                          : 'No messages yet'}
                      </span>
                      {chat.unread > 0 && <span className="count-badge">{chat.unread}</span>}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <LoadMore query={query} />
        </>
      );
  }

  return (
    <div className="container page chats-page">
      <PageHeader
        title="Chats"
        actions={
          <ButtonLink to="/matches" variant="secondary" size="sm">
            Matches
          </ButtonLink>
        }
      />
      {body}
    </div>
  );
}
