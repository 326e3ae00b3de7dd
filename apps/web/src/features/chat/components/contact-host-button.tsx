import { SECTION_LABELS } from '@mingle/shared/labels';
import { CHAT_LIMITS, messageLength } from '@mingle/shared/schemas/chat';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { MessageIcon } from '../../../components/ui/icons.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { newClientId, RATE_LIMITED_TEXT } from '../../../lib/realtime-client.ts';
import { useContactHost } from '../api/contact-host.ts';
import '../chat.css';

export interface ContactHostButtonProps {
  eventId: string;
  /** The host's public name (the organization), for the dialog's title. */
  hostName?: string | null;
}

/**
 * Contact Host, for guests of the event: the first message opens a private chat with the host,
 * which continues at /chats/:roomId.
 */
export function ContactHostButton({ eventId, hostName }: ContactHostButtonProps) {
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState('');
  // One id per message written, kept across retries so a lost answer never sends it twice.
  const [clientId, setClientId] = useState(newClientId);
  const contact = useContactHost();
  const navigate = useNavigate();
  const length = messageLength(body.trim());
  const tooLong = length > CHAT_LIMITS.bodyMax;
  const title = hostName ? `Message ${hostName}` : SECTION_LABELS.contactHost;

  function send() {
    if (length === 0 || tooLong) return;
    contact.mutate(
      { eventId, body: body.trim(), clientId },
      {
        onSuccess: ({ roomId }) => {
          setBody('');
          setClientId(newClientId());
          setOpen(false);
          navigate(`/chats/${roomId}`, { state: { title: hostName ?? SECTION_LABELS.contactHost } });
        },
      },
    );
  }

  return (
    <div className="contact-host">
      <Button variant="secondary" block onClick={() => setOpen(true)}>
        <MessageIcon />
        {SECTION_LABELS.contactHost}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={contact.isPending}>
              Cancel
            </Button>
            <Button onClick={send} loading={contact.isPending} disabled={length === 0 || tooLong}>
              Send
            </Button>
          </>
        }
      >
        <TextareaField
          label="Your message"
          value={body}
          onChange={(e) => setBody(e.target.value)}
          hint={`Only the host sees it. ${length.toLocaleString('en-US')} / ${CHAT_LIMITS.bodyMax.toLocaleString('en-US')}`}
          error={tooLong ? `At most ${CHAT_LIMITS.bodyMax.toLocaleString('en-US')} characters` : undefined}
        />
        {contact.isError && (
          <Alert variant="error">
            {contact.error instanceof ApiError && contact.error.code === 'RATE_LIMITED'
              ? RATE_LIMITED_TEXT
              : contact.error.message}
          </Alert>
        )}
      </Dialog>
    </div>
  );
}
