import type { OutboxAttachment, OutboxMessage } from '@mingle/shared/schemas/auth';
import { useState } from 'react';

const CHANNEL_LABEL: Record<OutboxMessage['channel'], string> = { sms: 'SMS', email: 'E-mail' };

function size(content: string): string {
  const bytes = new TextEncoder().encode(content).length;
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

function Attachments({ files }: { files: OutboxAttachment[] }) {
  return (
    <div className="outbox-attachments">
      <h3 className="outbox-part-title">Attachments</h3>
      <ul>
        {files.map((f, i) => (
          <li key={`${i}-${f.filename}`}>
            <a href={`data:${f.contentType},${encodeURIComponent(f.content)}`} download={f.filename}>
              {f.filename}
            </a>{' '}
            <span className="muted">
              {f.contentType.split(';')[0]} · {size(f.content)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One kept message, as it would have reached the person. An e-mail's HTML part is shown in an
 * iframe with an empty sandbox (no scripts, no forms, its own origin), its text part one click away.
 */
export function OutboxMessageCard({ message }: { message: OutboxMessage }) {
  const sent = new Date(message.sentAt);
  const [part, setPart] = useState<'html' | 'text'>(message.html ? 'html' : 'text');
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
      {message.html && (
        <fieldset className="outbox-parts">
          <legend className="visually-hidden">Part</legend>
          {(['html', 'text'] as const).map((p) => (
            <button
              key={p}
              type="button"
              className="outbox-part-button"
              aria-pressed={part === p}
              onClick={() => setPart(p)}
            >
              {p === 'html' ? 'HTML' : 'Plain text'}
            </button>
          ))}
        </fieldset>
      )}
      {message.html && part === 'html' ? (
        <iframe
          className="outbox-html"
          sandbox=""
          srcDoc={message.html}
          title={`HTML part of ${message.subject ?? 'the e-mail'}`}
        />
      ) : (
        <pre className="outbox-body">{message.body}</pre>
      )}
      {message.attachments.length > 0 && <Attachments files={message.attachments} />}
    </article>
  );
}
