import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useReplyAs } from '../api/reply-as.ts';

const RESULT: Record<string, string> = {
  opted_out: 'Opted out of text blasts; the confirmation is in the list.',
  opted_in: 'Opted back in to text blasts.',
  help: 'The help answer is in the list.',
  none: 'Received; it is not a keyword, so nothing changed.',
};

/** Replies by SMS as this number would, e.g. STOP to a text blast. */
export function ReplyAsForm({ phone }: { phone: string }) {
  const [body, setBody] = useState('STOP');
  const reply = useReplyAs();
  return (
    <form
      className="outbox-reply card"
      onSubmit={(e) => {
        e.preventDefault();
        reply.mutate({ from: phone, body });
      }}
    >
      <div className="field outbox-filter-field">
        <label htmlFor="outbox-reply">Reply as {phone}</label>
        <input
          id="outbox-reply"
          className="input"
          value={body}
          autoComplete="off"
          onChange={(e) => setBody(e.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary" loading={reply.isPending}>
        Send reply
      </Button>
      {reply.data && (
        <Alert variant="success" className="outbox-reply-result">
          {RESULT[reply.data.action]}
        </Alert>
      )}
      {reply.error && <Alert variant="error">{reply.error.message}</Alert>}
    </form>
  );
}
