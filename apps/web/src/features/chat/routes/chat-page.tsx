import { Link, useLocation, useParams } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useChats } from '../api/get-chats.ts';
import { ChatPanel } from '../components/chat-panel.tsx';
import '../chat.css';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /chats/:roomId: one conversation (a match's direct chat, Contact Host, or an event chat). */
export default function ChatPage() {
  const { roomId = '' } = useParams();
  const location = useLocation();
  const chats = useChats();
  const summary = chats.data?.pages.flatMap((p) => p.items).find((c) => c.roomId === roomId);
  const passed = (location.state as { title?: unknown } | null)?.title;
  const title = summary?.title ?? (typeof passed === 'string' ? passed : null) ?? 'Chat';
  const other = summary?.otherUser ?? null;

  if (!UUID_RE.test(roomId)) {
    return (
      <div className="container page narrow">
        <EmptyState title="This chat isn't available" action={<Link to="/chats">All chats</Link>} />
      </div>
    );
  }
  return (
    <div className="container page chat-page">
      <header className="chat-header">
        <Link to="/chats" className="chat-back" aria-label="All chats">
          <span aria-hidden="true">←</span>
        </Link>
        {other && <Avatar src={other.profilePhoto} alt="" size={40} />}
        <div className="chat-header-text">
          <h1>{title}</h1>
          {other && summary?.kind === 'direct' && (
            <Link to={`/users/${other.id}`} className="hint">
              View profile
            </Link>
          )}
          {summary?.kind === 'event' && summary.eventId && (
            <Link to={`/event-details?id=${summary.eventId}`} className="hint">
              View event
            </Link>
          )}
        </div>
      </header>
      <ChatPanel
        key={roomId}
        roomId={roomId}
        label={`Chat: ${title}`}
        empty={<p className="muted">No messages yet. Say hello!</p>}
      />
    </div>
  );
}
