import type { OutboxMessage } from '@mingle/shared/schemas/auth';

const CHANNEL_LABEL: Record<OutboxMessage['channel'], string> = { sms: 'SMS', email: 'E-mail' };

/** One kept message, as it would have reached the person. */
export function OutboxMessageCard({ message }: { message: OutboxMessage }) {
  const sent = new Date(message.sentAt);
  return (
    <article className="card outbox-message">
      <header className="outbox-message-head">
        <span className="badge">{CHANNEL_LABEL[message.channel]}</span>
        <span className="outbox-to">{message.to}</span>
        <time dateTime={message.sentAt} className="muted outbox-time">
          {Number.isNaN(sent.getTime()) ? message.sentAt : sent.toLocaleString()}
        </time>
      </header>
      {message.subject && <h2 className="outbox-subject">{message.subject}</h2>}
      <pre className="outbox-body">{message.body}</pre>
    </article>
  );
}
