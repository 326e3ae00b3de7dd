import type { RedeemedTicket } from '@mingle/shared/schemas/tickets';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { admittedResult, doorTime, failedResult, normaliseCode } from './scan-result.ts';

const ticket: RedeemedTicket = {
  ticketId: '00000000-0000-4000-8000-000000000001',
  holder: { id: '00000000-0000-4000-8000-000000000002', firstName: 'Ada' },
  ticketTypeName: 'General admission',
  status: 'redeemed',
  redeemedAt: '2026-11-22T19:04:00Z',
  redeemedBy: null,
};

describe('scan results', () => {
  it('admits a valid ticket by name and type', () => {
    expect(admittedResult(ticket)).toEqual({ tone: 'success', title: 'Admitted: Ada, General admission' });
    expect(admittedResult({ ...ticket, holder: null }).title).toBe('Admitted: Guest, General admission');
  });

  it('says when, in the event’s zone, and by whom an already redeemed ticket was used', () => {
    // 00:04 UTC on Nov 23 is 7:04 PM on Nov 22 in New York, whatever the door's device says.
    const zone = 'America/New_York';
    const now = new Date('2026-11-23T01:00:00Z');
    const at = '2026-11-23T00:04:00.000Z';
    const err = new ApiError(409, 'ALREADY_REDEEMED', `Already redeemed at ${at}`, {
      redeemedAt: at,
      redeemedBy: 'Sam Door',
    });
    expect(failedResult(err, zone, now)).toMatchObject({
      tone: 'warning',
      title: 'Already redeemed at 7:04 PM EST by Sam Door',
    });
    const earlier = '2026-11-22T00:04:00.000Z';
    expect(
      failedResult(new ApiError(409, 'ALREADY_REDEEMED', 'x', { redeemedAt: earlier }), zone, now).title,
    ).toBe('Already redeemed at Nov 21, 7:04 PM EST');
  });

  it('gives another event, refunded or void tickets and unknown codes their own message', () => {
    expect(failedResult(new ApiError(422, 'WRONG_EVENT', 'This ticket is for another event'), null)).toEqual({
      tone: 'error',
      title: 'This ticket is for another event',
    });
    expect(failedResult(new ApiError(422, 'TICKET_NOT_VALID', 'This ticket was refunded'), null).title).toBe(
      'This ticket was refunded',
    );
    expect(failedResult(new ApiError(422, 'TICKET_NOT_VALID', 'This ticket is void'), null).title).toBe(
      'This ticket is void',
    );
    expect(failedResult(new ApiError(404, 'NOT_FOUND', 'Ticket not found'), null).title).toBe(
      'No ticket with this code',
    );
    expect(failedResult(new ApiError(403, 'FORBIDDEN', 'no'), null).title).toMatch(/Only the host/);
  });

  it("says how long the door's wrong-code limit lasts, from Retry-After", () => {
    const limited = new ApiError(429, 'RATE_LIMITED', 'Too many wrong codes', {}, 27);
    expect(failedResult(limited, null)).toEqual({
      tone: 'error',
      title: 'Too many wrong codes — try again in 27 s',
      detail: 'You can still check guests in from the list.',
    });
    expect(failedResult(new ApiError(429, 'RATE_LIMITED', 'x'), null).title).toBe(
      'Too many wrong codes — try again in a moment',
    );
  });

  it('never shows a raw error for a network failure', () => {
    expect(failedResult(new TypeError('boom'), null)).toMatchObject({
      tone: 'error',
      title: 'Could not check this ticket',
    });
  });

  it('treats spaces in a typed code as typing aids', () => {
    expect(normaliseCode(' AbCd EfGh\tij-_ ')).toBe('AbCdEfGhij-_');
  });

  it('formats a time on the same day, in the event’s zone, without the date', () => {
    const now = new Date('2026-11-23T04:00:00Z');
    expect(doorTime('2026-11-22T13:30:00.000Z', 'America/New_York', now)).toBe('8:30 AM EST');
  });
});
