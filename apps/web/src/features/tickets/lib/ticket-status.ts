import type { TicketStatus } from '@mingle/shared/schemas/tickets';
import { formatMoment } from '../../../entities/event/lib/event-time.ts';

export interface StatusView {
  label: string;
  /** valid: green; redeemed: purple; refunded and void: grey. */
  tone: 'valid' | 'redeemed' | 'off';
  /** What the holder needs to know, for the states where the QR no longer works. */
  note: string | null;
}

/** The words for a ticket's state: valid / redeemed at … (in the event's zone) / refunded / void. */
export function ticketStatusView(
  status: TicketStatus,
  redeemedAt: string | null,
  timeZone: string | null,
): StatusView {
  switch (status) {
    case 'valid':
      return { label: 'Valid', tone: 'valid', note: null };
    case 'redeemed':
      return {
        label: redeemedAt ? `Redeemed at ${formatMoment(redeemedAt, timeZone)}` : 'Redeemed',
        tone: 'redeemed',
        note: 'Checked in at the door. Enjoy the event!',
      };
    case 'refunded':
      return {
        label: 'Refunded',
        tone: 'off',
        note: 'This ticket was refunded and no longer admits anyone.',
      };
    case 'void':
      return {
        label: 'Void',
        tone: 'off',
        note: 'This ticket no longer works — it was transferred or cancelled.',
      };
  }
}

/** The code in groups of four, easier to read out and type at the door. */
export function groupCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1 ');
}
