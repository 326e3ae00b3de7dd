import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { formatMoment } from '../../../entities/event/lib/event-time.ts';
import { useWaitlistEntry } from '../api/get-waitlist-entry.ts';
import { useJoinWaitlist } from '../api/join-waitlist.ts';
import { useLeaveWaitlist } from '../api/leave-waitlist.ts';
import '../waitlist.css';

export interface WaitlistControlProps {
  ticketTypeId: string;
  ticketTypeName: string;
  /** Where the offered order is paid: the checkout's Payment screen. */
  paymentPath: (orderId: string) => string;
}

function placeText(position: number | null): string {
  if (position === null) return '';
  return position === 1 ? ' You are next in line.' : ` You are number ${position} in line.`;
}

/**
 * "Join waitlist" on a sold-out ticket type; then "You're on the waitlist"; and when a ticket
 * is released for this person, the link to pay for it before the offer runs out.
 */
export function WaitlistControl({ ticketTypeId, ticketTypeName, paymentPath }: WaitlistControlProps) {
  const entry = useWaitlistEntry(ticketTypeId);
  const join = useJoinWaitlist(ticketTypeId);
  const leave = useLeaveWaitlist(ticketTypeId);
  const error = join.error ?? leave.error;

  if (entry.isPending) return <span className="muted waitlist-note">Checking the waitlist…</span>;

  const data = entry.data;
  let body: ReactNode;
  if (data?.status === 'offered' && data.offer) {
    body = (
      <div className="waitlist-box waitlist-offer" role="status">
        <strong>A {ticketTypeName} ticket is held for you</strong>
        <span>Pay by {formatMoment(data.offer.expiresAt)} to keep it.</span>
        <Link className="btn btn-sm" to={paymentPath(data.offer.orderId)}>
          Complete purchase
        </Link>
      </div>
    );
  } else if (data) {
    body = (
      <div className="waitlist-box" role="status">
        <strong>You're on the waitlist</strong>
        <span>We'll message you if a ticket comes free.{placeText(data.position)}</span>
        <Button variant="ghost" size="sm" loading={leave.isPending} onClick={() => leave.mutate()}>
          Leave waitlist
        </Button>
      </div>
    );
  } else {
    body = (
      <Button variant="secondary" size="sm" loading={join.isPending} onClick={() => join.mutate()}>
        Join waitlist
      </Button>
    );
  }
  return (
    <div className="waitlist">
      {body}
      {error && (
        <span className="field-error" role="alert">
          {error.message}
        </span>
      )}
    </div>
  );
}
