import { SECTION_LABELS } from '@mingle/shared/labels';
import { type ReactNode, useId } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { MessageIcon } from '../../../components/ui/icons.tsx';
import { QueryError } from '../../../components/ui/query-state.tsx';
import { SignInLink } from '../../../components/ui/sign-in-link.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/storage.ts';
import { useEventChatRoom } from '../api/get-event-chat-room.ts';
import { ChatPanel } from './chat-panel.tsx';
import '../chat.css';

export interface EventChatSectionProps {
  eventId: string;
  /** The host may remove any message of the event chat. */
  viewerIsHost?: boolean;
}

/** The Event Chat: one live room for the host and every guest with a ticket or a Yes RSVP. */
export function EventChatSection({ eventId, viewerIsHost = false }: EventChatSectionProps) {
  const titleId = useId();
  const signedIn = getToken() !== null;
  const room = useEventChatRoom(eventId, signedIn);

  let body: ReactNode;
  if (!signedIn) {
    body = (
      <EmptyState
        headingLevel={3}
        icon={<MessageIcon />}
        title="Talk with the other guests"
        action={<SignInLink variant="secondary">Log in</SignInLink>}
      >
        Log in and RSVP Yes or get a ticket to join the {SECTION_LABELS.eventChat}.
      </EmptyState>
    );
  } else if (room.isPending) {
    body = <Spinner label="Opening the chat" size={32} />;
  } else if (room.isError) {
    const apiError = room.error instanceof ApiError ? room.error : null;
    const refused = apiError?.status === 403;
    const off = apiError?.code === 'CHAT_OFF';
    body = refused ? (
      <EmptyState headingLevel={3} icon={<MessageIcon />} title={off ? 'The chat is off' : 'For guests only'}>
        {off
          ? 'The host has turned the event chat off for this event.'
          : 'RSVP Yes or get a ticket to join the conversation.'}
      </EmptyState>
    ) : (
      <QueryError title="Could not open the chat" error={room.error} onRetry={() => void room.refetch()} />
    );
  } else {
    body = (
      <ChatPanel
        roomId={room.data.roomId}
        label={SECTION_LABELS.eventChat}
        canModerate={viewerIsHost}
        empty={<p className="muted">No messages yet. Say hello to the other guests!</p>}
      />
    );
  }

  return (
    <section className="event-chat" aria-labelledby={titleId}>
      <h2 id={titleId}>{SECTION_LABELS.eventChat}</h2>
      {body}
    </section>
  );
}
