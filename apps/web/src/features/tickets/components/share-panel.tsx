import { TicketAction } from '@mingle/shared/enums';
import type { Ticket } from '@mingle/shared/schemas/tickets';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useRevokeShare } from '../api/revoke-share.ts';
import { useShareTicket } from '../api/share-ticket.ts';

/**
 * Share (spec: ticket actions): makes a link a friend opens to claim the ticket; Copy, the
 * phone's own share sheet, and Revoke while nobody has claimed it.
 */
export function SharePanel({ ticket }: { ticket: Ticket }) {
  const headingId = useId();
  const linkId = useId();
  const share = useShareTicket(ticket.id);
  const revoke = useRevokeShare(ticket.id);
  const [copied, setCopied] = useState(false);
  const link = share.data && ticket.shareActive ? share.data.url : null;
  const error = share.error ?? revoke.error;

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard permission: select the text so a long-press or Ctrl+C copies it.
      document.getElementById(linkId)?.focus();
      (document.getElementById(linkId) as HTMLInputElement | null)?.select();
    }
  }

  async function nativeShare(url: string) {
    try {
      await navigator.share({ title: `A ticket for ${ticket.event.title ?? 'an event'}`, url });
    } catch {
      // Closing the share sheet is not an error worth showing.
    }
  }

  function makeLink() {
    setCopied(false);
    revoke.reset();
    share.mutate();
  }

  return (
    <section className="card stack ticket-share" aria-labelledby={headingId}>
      <h2 id={headingId}>{TicketAction.enum.Share}</h2>
      {link ? (
        <>
          <div className="field">
            <label htmlFor={linkId}>Link for your friend</label>
            <input id={linkId} className="input" readOnly value={link} onFocus={(e) => e.target.select()} />
          </div>
          <div className="row">
            <Button onClick={() => void copy(link)}>{copied ? 'Copied' : 'Copy link'}</Button>
            {typeof navigator.share === 'function' && (
              <Button variant="secondary" onClick={() => void nativeShare(link)}>
                Share…
              </Button>
            )}
            <Button variant="ghost" loading={revoke.isPending} onClick={() => revoke.mutate()}>
              Revoke link
            </Button>
          </div>
          <p className="muted ticket-share-note" role="status">
            {copied ? 'The link is on your clipboard. ' : ''}When your friend claims the ticket it moves to
            their account, and this QR code stops working.
          </p>
        </>
      ) : ticket.shareActive ? (
        <>
          <p>
            A share link is active: whoever has it can still claim this ticket. Revoke it if you changed your
            mind, or make a new link (the old one stops working).
          </p>
          <div className="row">
            <Button variant="secondary" loading={share.isPending} onClick={makeLink}>
              Make a new link
            </Button>
            <Button variant="ghost" loading={revoke.isPending} onClick={() => revoke.mutate()}>
              Revoke link
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="muted">
            Can't make it, or bought one for a friend? Send them this ticket. When they claim it, it moves to
            their account and this QR code stops working.
          </p>
          <Button variant="secondary" loading={share.isPending} onClick={makeLink}>
            {TicketAction.enum.Share} ticket
          </Button>
        </>
      )}
      {revoke.isSuccess && !ticket.shareActive && <Alert variant="success">The link no longer works.</Alert>}
      {error && <Alert variant="error">{error.message}</Alert>}
    </section>
  );
}
