import { eventZone } from '@mingle/shared/event-labels';
import type { RedeemedTicket } from '@mingle/shared/schemas/tickets';
import { utcToWallTime } from '@mingle/shared/zoned-time';
import { browserTimeZone } from '../../../entities/event/lib/zoned-time.ts';
import { ApiError } from '../../../lib/api-client.ts';

export type ScanTone = 'success' | 'warning' | 'error';

export interface ScanResult {
  tone: ScanTone;
  title: string;
  detail?: string;
}

/**
 * "7:04 PM EST" on the day itself, with the date when the ticket was used another day: in the
 * event's zone like every time of the event (the device's own, named, while the event is unknown).
 */
export function doorTime(iso: string, timeZone: string | null, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const tz = timeZone ? eventZone(timeZone) : browserTimeZone();
  const sameDay = utcToWallTime(date, tz).date === utcToWallTime(now, tz).date;
  return new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    ...(sameDay ? {} : { month: 'short', day: 'numeric' }),
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
}

/** A ticket code as typed or scanned: the code has no spaces, so every space is a typing aid. */
export function normaliseCode(raw: string): string {
  return raw.replace(/\s+/g, '');
}

export function admittedResult(ticket: RedeemedTicket): ScanResult {
  const name = ticket.holder?.firstName ?? 'Guest';
  return { tone: 'success', title: `Admitted: ${name}, ${ticket.ticketTypeName}` };
}

/** What the door sees for each way a scan can fail; every case has its own words. */
export function failedResult(err: unknown, timeZone: string | null, now = new Date()): ScanResult {
  if (!(err instanceof ApiError))
    return { tone: 'error', title: 'Could not check this ticket', detail: 'Try again.' };
  switch (err.code) {
    case 'ALREADY_REDEEMED': {
      const at = err.fields.redeemedAt;
      const by = err.fields.redeemedBy ? ` by ${err.fields.redeemedBy}` : '';
      return {
        tone: 'warning',
        title: at ? `Already redeemed at ${doorTime(at, timeZone, now)}${by}` : err.message,
        detail: 'This ticket was used before. Do not admit it again.',
      };
    }
    case 'WRONG_EVENT':
      return { tone: 'error', title: err.message || 'This ticket is for another event' };
    case 'TICKET_NOT_VALID':
      return { tone: 'error', title: err.message || 'This ticket is not valid' };
    case 'NOT_FOUND':
      return {
        tone: 'error',
        title: 'No ticket with this code',
        detail: 'Check the code, or ask for the QR code.',
      };
    case 'VALIDATION_FAILED':
      return { tone: 'error', title: err.fields.code ?? err.message };
    case 'FORBIDDEN':
      return { tone: 'error', title: 'Only the host of this event can check guests in' };
    case 'RATE_LIMITED':
      return {
        tone: 'error',
        title:
          err.retryAfterSeconds === null
            ? 'Too many wrong codes — try again in a moment'
            : `Too many wrong codes — try again in ${err.retryAfterSeconds} s`,
        detail: 'You can still check guests in from the list.',
      };
    default:
      return { tone: 'error', title: 'Could not check this ticket', detail: err.message };
  }
}
