import type { ChatSender } from '@mingle/shared/schemas/chat';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { cx } from '../../../components/ui/cx.ts';
import { messageTime } from '../../../lib/relative-time.ts';
import type { DisplayMessage } from '../lib/merge-messages.ts';
import { LinkifiedText } from './linkified-text.tsx';

export interface MessageBubbleProps {
  message: DisplayMessage;
  mine: boolean;
  /** The sender, shown above the first of their messages in a row. */
  sender: ChatSender | null;
  showSender: boolean;
  canDelete: boolean;
  onDelete: () => void;
  onRetry: () => void;
  onDiscard: () => void;
}

export function MessageBubble({
  message,
  mine,
  sender,
  showSender,
  canDelete,
  onDelete,
  onRetry,
  onDiscard,
}: MessageBubbleProps) {
  const name = mine ? 'You' : (sender?.firstName ?? 'Guest');
  return (
    <li className={cx('msg', mine ? 'msg-mine' : 'msg-theirs', `msg-${message.status}`)}>
      {showSender && !mine && (
        <div className="msg-sender">
          <Avatar src={sender?.profilePhoto} alt="" size={24} />
          <span>{name}</span>
        </div>
      )}
      <div className="msg-bubble">
        <span className="visually-hidden">{name}: </span>
        <LinkifiedText text={message.body} />
      </div>
      <div className="msg-meta">
        {message.status === 'sent' && message.sentAt && (
          <time dateTime={message.sentAt}>{messageTime(message.sentAt)}</time>
        )}
        {message.status === 'sending' && <span>Sending…</span>}
        {message.status === 'failed' && (
          <>
            <span className="msg-error" role="alert">
              {message.error ?? 'Not sent.'}
            </span>
            <button type="button" className="msg-action" onClick={onRetry}>
              Retry
            </button>
            <button type="button" className="msg-action" onClick={onDiscard}>
              Discard
            </button>
          </>
        )}
        {canDelete && message.status === 'sent' && (
          <button
            type="button"
            className="msg-action msg-delete"
            onClick={onDelete}
            aria-label={mine ? 'Delete your message' : `Delete ${name}'s message`}
          >
            Delete
          </button>
        )}
      </div>
    </li>
  );
}
