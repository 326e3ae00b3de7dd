import type { ChatSender } from '@mingle/shared/schemas/chat';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { DisplayMessage } from '../lib/merge-messages.ts';
import { MessageBubble } from './message-bubble.tsx';

/** Closer than this to the top loads older messages; to the bottom, new ones keep it in view. */
const EDGE_PX = 120;

export interface MessageListProps {
  label: string;
  messages: DisplayMessage[];
  me: string | null;
  senders: ReadonlyMap<string, ChatSender>;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  canDelete: (message: DisplayMessage) => boolean;
  onDelete: (message: DisplayMessage) => void;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  /** Shown when there are no messages. */
  empty: ReactNode;
}

/**
 * The conversation, oldest at the top. Scrolling near the top loads older messages without
 * moving what you are reading; a new message scrolls into view when you are at the bottom (or
 * sent it yourself).
 */
export function MessageList({
  label,
  messages,
  me,
  senders,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  canDelete,
  onDelete,
  onRetry,
  onDiscard,
  empty,
}: MessageListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useRef({ first: '', last: '', height: 0, atBottom: true });

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const first = messages[0]?.key ?? '';
    const lastMessage = messages.at(-1);
    const last = lastMessage?.key ?? '';
    const before = seen.current;
    if (before.first && first !== before.first && last === before.last) {
      // Older messages went in above: keep the same messages under the reader's eyes.
      el.scrollTop += el.scrollHeight - before.height;
    } else if (last !== before.last && (before.atBottom || lastMessage?.senderId === me)) {
      el.scrollTop = el.scrollHeight;
    }
    seen.current = { first, last, height: el.scrollHeight, atBottom: isAtBottom(el) };
  }, [messages, me]);

  function onScroll() {
    const el = ref.current;
    if (!el) return;
    seen.current.atBottom = isAtBottom(el);
    seen.current.height = el.scrollHeight;
    if (el.scrollTop < EDGE_PX && hasOlder && !loadingOlder) onLoadOlder();
  }

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to focus the log to scroll it
    <div ref={ref} className="chat-messages" onScroll={onScroll} tabIndex={0} role="log" aria-label={label}>
      {hasOlder && (
        <div className="chat-older">
          <Button variant="ghost" size="sm" loading={loadingOlder} onClick={onLoadOlder}>
            Load earlier messages
          </Button>
        </div>
      )}
      {messages.length === 0 ? (
        <div className="chat-empty">{empty}</div>
      ) : (
        <ol className="chat-list">
          {messages.map((message, i) => {
            const mine = message.senderId === me;
            const previous = messages[i - 1];
            return (
              <MessageBubble
                key={message.key}
                message={message}
                mine={mine}
                sender={message.senderId ? (senders.get(message.senderId) ?? null) : null}
                showSender={previous?.senderId !== message.senderId}
                canDelete={canDelete(message)}
                onDelete={() => onDelete(message)}
                onRetry={() => onRetry(message.clientId)}
                onDiscard={() => onDiscard(message.clientId)}
              />
            );
          })}
        </ol>
      )}
    </div>
  );
}

function isAtBottom(el: HTMLElement): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight < EDGE_PX;
}
