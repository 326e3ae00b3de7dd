import { Link, useLocation, useParams } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useChatRoomInfo } from '../api/get-chat-room.ts';
import { ChatPanel } from '../components/chat-panel.tsx';
import '../chat.css';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function memberText(count: number): string {
  return count === 1 ? '1 member' : `${count} members`;
}

/** /chats/:roomId: one conversation (a match's direct chat, Contact Host, or an event chat). */
export default function ChatPage() {
  const { roomId = '' } = useParams();
  const location = useLocation();
  const valid = UUID_RE.test(roomId);
  const info = useChatRoomInfo(roomId, valid);
  const room = info.data;
  // Until the room answers, the title the previous screen passed along (e.g. the match's name).
  const passed = (location.state as { title?: unknown } | null)?.title;
  const title = room?.title ?? (typeof passed === 'string' ? passed : null) ?? 'Chat';
  const other = room?.otherUser ?? null;

  if (!valid) {
    return (
      <div className="container page narrow">
        <EmptyState title="This chat isn't available" action={<Link to="/chats">All chats</Link>} />
      </div>
    );
  }
  return (
    <div className="container page chat-page page-fill">
      <header className="chat-header">
        <Link to="/chats" className="chat-back" aria-label="All chats">
          <span aria-hidden="true">←</span>
        </Link>
        {other && <Avatar src={other.profilePhoto} alt="" size={40} />}
        <div className="chat-header-text">
          <h1>{title}</h1>
          {other && room?.kind === 'direct' && (
            <Link to={`/users/${other.id}`} className="hint">
              View profile
            </Link>
          )}
          {room?.kind === 'event' && room.eventId && (
            <span className="hint">
              {memberText(room.memberCount)} ·{' '}
              <Link to={`/event-details?id=${room.eventId}`}>View event</Link>
            </span>
          )}
          {room?.kind === 'host' && room.eventId && (
            <Link to={`/event-details?id=${room.eventId}`} className="hint">
              About {room.event?.title ?? 'the event'}
            </Link>
          )}
        </div>
      </header>
      <ChatPanel
        key={roomId}
        roomId={roomId}
        label={`Chat: ${title}`}
        canModerate={room?.canModerate ?? false}
        empty={<p className="muted">No messages yet. Say hello!</p>}
      />
    </div>
  );
}
